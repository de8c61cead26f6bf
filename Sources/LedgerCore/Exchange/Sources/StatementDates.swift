/// The dates of a bank statement's column, read in the order its rows show: `13/11/2022` can only be
/// day first, `12/15/2021` only month first; a column whose every date fits both is ambiguous.
///
/// Two-digit years are 2000–2069 or 1970–1999; a date without a year (`12/29`) takes the year of the
/// statement's period, found in its preamble (`2024年01月`), and the year before for a month after
/// the period's.
struct StatementDates: Equatable {
    /// How the column writes its days.
    enum Order: String, Equatable, Sendable {
        case yearMonthDay = "YYYY-MM-DD"
        case dayMonthYear = "DD/MM/YYYY"
        case monthDayYear = "MM/DD/YYYY"
        case monthDay = "MM/DD"
        case dayMonth = "DD/MM"
    }

    var order: Order
    /// The period's year and month, for dates without a year.
    var period: (year: Int, month: Int)?

    static func == (lhs: StatementDates, rhs: StatementDates) -> Bool {
        lhs.order == rhs.order && lhs.period?.year == rhs.period?.year && lhs.period?.month == rhs.period?.month
    }

    /// What inference found in a column: an order, or why there is none.
    enum Finding: Equatable {
        case order(Order)
        /// Every date fits both orders (`03/04/2024`): the user must choose.
        case ambiguous(example: String)
        /// Some dates can only be day first and others only month first.
        case contradictory(String, String)
    }

    /// The numbers of a date as written (`2024-01-05 12:00`, `2025年01月05日`, `20240105`, `5.1.24`),
    /// without its time: two or three, each of one to four digits, and the number of digits each was
    /// written with (a year first has four, a two-digit year two).
    struct Numbers: Equatable {
        var count = 0
        var values: (Int, Int, Int) = (0, 0, 0)
        var lengths: (Int, Int, Int) = (0, 0, 0)

        static func == (lhs: Numbers, rhs: Numbers) -> Bool {
            lhs.count == rhs.count && lhs.values == rhs.values && lhs.lengths == rhs.lengths
        }

        /// Whether the first number is a year (four digits).
        var yearFirst: Bool { lengths.0 == 4 }

        mutating func append(_ value: Int, length: Int) {
            switch count {
            case 0: (values.0, lengths.0) = (value, length)
            case 1: (values.1, lengths.1) = (value, length)
            case 2: (values.2, lengths.2) = (value, length)
            default: break
            }
            count += 1
        }
    }

    /// The numbers of the date `text` writes; `nil` when it is no date. Read from its bytes, with no
    /// string made (every row's date is read for the footer, for the order and for its day).
    static func numbers(_ text: String) -> Numbers? {
        let value = StatementText.value(text)
        // `nil` for a month's name, a run of letters (`Jun`); a lone `T` separates an ISO date from its time.
        let read: Numbers?? = value.withUTF8Buffer { bytes in
            var letters = 0
            for byte in bytes {
                let letter = (65...90).contains(byte) || (97...122).contains(byte)
                letters = letter ? letters + 1 : 0
                if letters == 2 { return nil }
            }
            var numbers = Numbers()
            // An empty part makes no date, nor one of over four digits unless it is `20240105` alone.
            var (number, length, running, empty, longest) = (0, 0, false, false, 0)
            func close() {
                if running {
                    numbers.append(number, length: length)
                    longest = max(longest, length)
                }
                (number, length, running) = (0, 0, false)
            }
            for byte in bytes {
                if (48...57).contains(byte) {
                    running = true
                    length += 1
                    if length <= 8 { number = number * 10 + Int(byte - 48) }
                } else if byte == 32 || byte == 84 || byte == 9 {
                    break  // the time after the date
                } else if byte == 45 || byte == 47 || byte == 46 || byte >= 0x80 {
                    // `-`, `/`, `.`, and 年 月 日 (whose bytes are all 0x80 or above).
                    if !running, byte < 0x80 {
                        numbers.append(0, length: 0)
                        empty = true
                    }
                    close()
                } else {
                    return .some(nil)
                }
            }
            close()
            if numbers.count == 1, numbers.lengths.0 == 8 {
                let date = numbers.values.0
                return Numbers(count: 3, values: (date / 10000, date / 100 % 100, date % 100), lengths: (4, 2, 2))
            }
            guard (2...3).contains(numbers.count), !empty, longest <= 4 else { return .some(nil) }
            return numbers
        }
        if let read { return read }
        guard let parts = named(value) else { return nil }
        var numbers = Numbers()
        for part in parts {
            guard let number = Int(asciiDigits: part.utf8) else { return nil }
            numbers.append(number, length: part.utf8.count)
        }
        return numbers
    }

    /// Month names in English, German, French and Spanish (their first three letters).
    private static let months: [String: Int] = {
        var table: [String: Int] = [:]
        let names = [
            "jan feb mar apr may jun jul aug sep oct nov dec", "jan feb mär apr mai jun jul aug sep okt nov dez",
            "jan fév mar avr mai jui jui aoû sep oct nov déc", "ene feb mar abr may jun jul ago sep oct nov dic",
        ]
        for line in names {
            for (index, name) in line.split(separator: " ").enumerated() where table[String(name)] == nil {
                table[String(name)] = index + 1
            }
        }
        return table
    }()

    /// `30 Jun 2023`, `30-Jun-23`, `Jun 30, 2023` as year, month and day (the year first, four
    /// digits, so that no order is needed); `nil` without a month's name.
    private static func named(_ value: String) -> [Substring]? {
        let tokens = value.split { $0 == " " || $0 == "-" || $0 == "," || $0 == "/" || $0 == "." }
        var month: Int?
        var numbers: [Substring] = []
        for token in tokens.prefix(4) {
            if let found = months[String(token.lowercased().prefix(3))], month == nil {
                month = found
            } else if token.utf8.allSatisfy({ (48...57).contains($0) }), (1...4).contains(token.utf8.count) {
                numbers.append(token)
            }
        }
        guard let month, numbers.count >= 2, let day = Int(numbers[0]), var year = Int(numbers[1]) else {
            return nil
        }
        if numbers[1].utf8.count <= 2 { year += year < 70 ? 2000 : 1900 }
        return [Substring(String(year)), Substring(String(month)), Substring(String(day))]
    }

    /// The order of the dates `texts`, from all of them.
    static func infer(_ texts: [String]) -> Finding? {
        var dayFirst: String?
        var monthFirst: String?
        var ambiguous: String?
        var yearFirst = false
        var withoutYear = false
        var dotted = false
        for text in texts {
            guard let numbers = numbers(text) else { continue }
            let (a, b) = (numbers.values.0, numbers.values.1)
            if numbers.yearFirst {
                yearFirst = true
                continue
            }
            if numbers.count == 2 { withoutYear = true }
            if a > 12, b <= 12 { dayFirst = dayFirst ?? text }
            if b > 12, a <= 12 { monthFirst = monthFirst ?? text }
            // `10.10.2017` is the same day either way, and dots are written day first (`15.03.2022`).
            let dots = hasDot(text)
            if a <= 12, b <= 12, a != b, !dots { ambiguous = ambiguous ?? text }
            if dots, a <= 12 { dotted = true }
        }
        if yearFirst, dayFirst == nil, monthFirst == nil, ambiguous == nil, !dotted { return .order(.yearMonthDay) }
        switch (dayFirst, monthFirst) {
        case let (day?, month?): return .contradictory(day, month)
        case (_?, nil): return .order(withoutYear ? .dayMonth : .dayMonthYear)
        case (nil, _?): return .order(withoutYear ? .monthDay : .monthDayYear)
        case (nil, nil):
            if let ambiguous { return .ambiguous(example: ambiguous) }
            if dotted { return .order(withoutYear ? .dayMonth : .dayMonthYear) }
            return nil
        }
    }

    /// The order a rules file's or `--date-format`'s format names.
    static func order(of format: DateFormat) -> Order {
        switch format.parts.first {
        case .year: return .yearMonthDay
        case .day: return .dayMonthYear
        default: return .monthDayYear
        }
    }

    /// Whether `text` contains a `.` (as `contains(".")` finds it: a byte search when it is ASCII).
    private static func hasDot(_ text: String) -> Bool {
        let (dot, ascii) = text.withUTF8Buffer { ($0.contains(46), $0.allSatisfy { $0 < 0x80 }) }
        return ascii ? dot : text.contains(".")
    }

    /// The day `text` writes, in this order; a spreadsheet's date serial number is read as one.
    func day(_ text: String) -> Day? {
        guard let numbers = StatementDates.numbers(text) else {
            return StatementText.day(text, order: .yearMonthDay)
        }
        let (first, second, third) = numbers.values
        if numbers.yearFirst {
            guard numbers.count == 3 else { return nil }
            return Day(year: first, month: second, day: third)
        }
        let (month, day) = order == .dayMonthYear || order == .dayMonth ? (second, first) : (first, second)
        guard numbers.count == 3 else {
            guard let period else { return nil }
            return Day(year: month > period.month ? period.year - 1 : period.year, month: month, day: day)
        }
        var year = third
        if numbers.lengths.2 <= 2 { year += year < 70 ? 2000 : 1900 }
        return Day(year: year, month: month, day: day)
    }

    /// The year and month of a statement's period in its preamble: the last `YYYY年MM月`, `YYYY-MM`
    /// or `YYYY/MM` written there (a period's end).
    static func period(in lines: [String]) -> (year: Int, month: Int)? {
        var found: (Int, Int)?
        for line in lines {
            let scalars = Array(line.unicodeScalars)
            var index = 0
            while index + 5 < scalars.count {
                let digits = scalars[index..<(index + 4)].compactMap { $0.properties.numericType != nil ? $0 : nil }
                if digits.count == 4, let year = Int(String(String.UnicodeScalarView(digits))),
                    (1990...2099).contains(year), "年-/".unicodeScalars.contains(scalars[index + 4])
                {
                    var end = index + 5
                    while end < scalars.count, end < index + 7, ("0"..."9").contains(scalars[end]) { end += 1 }
                    if let month = Int(String(String.UnicodeScalarView(scalars[(index + 5)..<end]))),
                        (1...12).contains(month)
                    {
                        found = (year, month)
                    }
                    index = end
                    continue
                }
                index += 1
            }
        }
        return found
    }
}
