extension Period {
    /// The kinds of period a view shows: what ``read(_:from:to:forms:otherwise:today:)`` lets through.
    package struct Forms: OptionSet, Sendable {
        /// The forms as bits.
        package let rawValue: Int

        /// The forms whose bits `rawValue` has.
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// A calendar month: `2026-11`, `11`, `this month`, `last month`, `last`.
        package static let month = Forms(rawValue: 1 << 0)
        /// A calendar year: `2026`, `this year`, `last year`.
        package static let year = Forms(rawValue: 1 << 1)
        /// `all`: every day there can be.
        package static let all = Forms(rawValue: 1 << 2)
        /// Any other run of days: `today`, `yesterday`, `this week`, `2026Q3`, `--from`/`--to`.
        package static let days = Forms(rawValue: 1 << 3)
        /// Every period there is.
        package static let any: Forms = [.month, .year, .all, .days]

        func allows(_ kind: Kind) -> Bool {
            switch kind {
            case .month: contains(.month)
            case .year: contains(.year)
            case .all: contains(.all)
            case .days: contains(.days)
            }
        }

        /// How a message names what these forms take, with examples.
        var examples: Reason {
            var names: [Reason] = []
            if contains(.month) { names.append("a month (2026-11, 11, this month, last month)") }
            if contains(.year) { names.append("a year (2026, this year, last year)") }
            if contains(.days) {
                names += [
                    "a quarter (2026Q3)", "a week (this week)", .verbatim("today"), .verbatim("yesterday"),
                ]
            }
            if contains(.all) { names.append(.verbatim("all")) }
            return Reason.list(names)
        }
    }

    /// The words that start a two-word period (`last month`), for the argument readers that join them.
    package static let relativeWords = ["this", "last", "next"]
    /// The words that end a two-word period.
    package static let units = ["week", "month", "quarter", "year"]
    /// The periods in Chinese, each as its English words (`上个月` is `last month`).
    static let chinese: [(word: String, english: String)] = [
        ("本月", "this month"), ("这个月", "this month"), ("上个月", "last month"), ("上月", "last month"),
        ("下个月", "next month"), ("下月", "next month"), ("本周", "this week"), ("这周", "this week"),
        ("上周", "last week"), ("下周", "next week"), ("本季度", "this quarter"), ("上季度", "last quarter"),
        ("下季度", "next quarter"), ("今年", "this year"), ("去年", "last year"), ("明年", "next year"),
        ("今天", "today"), ("昨天", "yesterday"),
    ]
    /// The Chinese period words, for completion.
    package static let chineseWords = chinese.map(\.word)

    /// The period a person names: the one reader of every command that takes a period (`list`, `pie`,
    /// `calendar`, `report`, `export`, `budget`, `search`, `trend`).
    ///
    /// `text` is one of: `YYYY-MM`; `M` or `MM` (that month of today's year); `YYYY`; `YYYYQn` (a
    /// quarter); `all`; `this`, `last` or `next` followed by `week` (Monday to Sunday), `month`,
    /// `quarter` or `year`; `last` alone (last month); `today`; `yesterday` — words in any case; in
    /// Chinese, `本月`, `上个月`, `下个月`, `本周`, `上周`, `今年`, `去年`, `今天`, `昨天` (see ``chinese``),
    /// `2026年11月`, `11月` and `2026年`. Without
    /// `text`, the days `from` through `to` (as ``Day/init(parsing:today:)`` reads them; `from` defaults
    /// to the first day there can be, `to` to `today`), else `otherwise`.
    /// - Parameters:
    ///   - text: the command's period argument, if given.
    ///   - from: `--from`, if given.
    ///   - to: `--to`, if given.
    ///   - forms: the kinds of period the view shows; another kind is refused with what it takes.
    ///   - otherwise: the command's default period.
    ///   - today: the day the relative words count from.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)`` (saying what `forms` allow, with a "did you
    ///   mean" for a word) or ``LedgerError/invalidDate(_:reason:)``.
    package static func read(
        _ text: String?, from: String? = nil, to: String? = nil, forms: Forms, otherwise: Period, today: Day
    ) throws -> Period {
        if let text {
            guard let period = named(text, today: today) else {
                let hint = NameMatching.suggestion(for: text.lowercased(), among: spellings)
                throw LedgerError.invalidPeriod(
                    text,
                    reason: hint.map {
                        Reason("use {1}; did you mean '{2}'?", [forms.examples, .verbatim($0)])
                    }
                        ?? Reason("use {1}", [forms.examples]))
            }
            guard forms.allows(period.kind) else {
                throw LedgerError.invalidPeriod(text, reason: Reason("this view shows {1}", [forms.examples]))
            }
            return period
        }
        guard from != nil || to != nil else { return otherwise }
        guard forms.contains(.days) else {
            throw LedgerError.invalidPeriod(
                "--from/--to", reason: Reason("this view shows {1}", [forms.examples]))
        }
        let start = try from.map { try Day(parsing: $0, today: today) } ?? Period.all.start
        let end = try to.map { try Day(parsing: $0, today: today) } ?? today
        guard start <= end else {
            throw LedgerError.invalidPeriod("\(start)..\(end)", reason: "--from is after --to")
        }
        return Period(start: start, end: end, description: "\(start)..\(end)")
    }

    /// Every word and two-word phrase of the language, for "did you mean".
    private static let spellings =
        ["all", "last", "today", "yesterday"]
        + relativeWords.flatMap { word in units.map { word + " " + $0 } }

    /// The period `text` names, or `nil` when it names none (or one outside ``Day/years``).
    static func named(_ text: String, today: Day) -> Period? {
        if let english = chinese.first(where: { $0.word == text })?.english {
            return named(english, today: today)
        }
        if let period = chineseMonthOrYear(text, today: today) { return period }
        let words = text.lowercased().split(separator: " ").map(String.init)
        switch words.count {
        case 1: return named(word: words[0], today: today)
        case 2: return relative(words[0], words[1], today: today)
        default: return nil
        }
    }

    private static func named(word: String, today: Day) -> Period? {
        switch word {
        case "all": return .all
        case "last": return relative("last", "month", today: today)
        case "today", "yesterday":
            return Day.named(word, today: today).map {
                Period(start: $0, end: $0, description: $0.description)
            }
        default: break
        }
        if let month = Month(iso: word) { return Period(month: month) }
        let bytes = Array(word.utf8)
        if (1...2).contains(bytes.count), let number = Int(asciiDigits: bytes),
            let month = Month(year: today.year, month: number)
        {
            return Period(month: month)
        }
        if bytes.count == 4, let year = Int(asciiDigits: bytes), Day.years.contains(year) {
            return Period(year: year)
        }
        let quarterMark = bytes.count == 6 ? 4 : bytes.count == 7 && bytes[4] == UInt8(ascii: "-") ? 5 : nil
        if let mark = quarterMark, bytes[mark] == UInt8(ascii: "q"),
            let year = Int(asciiDigits: bytes[0..<4]),
            let quarter = Int(asciiDigits: bytes[(mark + 1)...]), (1...4).contains(quarter)
        {
            return self.quarter(year: year, quarter: quarter)
        }
        return nil
    }

    /// `2026年11月`, `11月` (today's year), `2026年`.
    private static func chineseMonthOrYear(_ text: String, today: Day) -> Period? {
        var rest = Substring(text)
        var year: Int?
        if let mark = rest.firstIndex(of: "年") {
            guard rest[..<mark].count == 4, let number = Int(asciiDigits: rest[..<mark].utf8, maxDigits: 4),
                Day.years.contains(number)
            else { return nil }
            year = number
            rest = rest[rest.index(after: mark)...]
            if rest.isEmpty { return Period(year: number) }
        }
        guard rest.last == "月", let number = Int(asciiDigits: rest.dropLast().utf8, maxDigits: 2),
            let month = Month(year: year ?? today.year, month: number)
        else { return nil }
        return Period(month: month)
    }

    private static func relative(_ word: String, _ unit: String, today: Day) -> Period? {
        guard let step = ["last": -1, "this": 0, "next": 1][word] else { return nil }
        switch unit {
        case "week":
            guard let monday = today.adding(days: 1 - today.weekday + 7 * step),
                let sunday = monday.adding(days: 6)
            else { return nil }
            return Period(start: monday, end: sunday, description: "\(monday)..\(sunday)")
        case "month":
            let index = today.year * 12 + today.month - 1 + step
            return Month(year: index / 12, month: index % 12 + 1).map { Period(month: $0) }
        case "quarter":
            let index = today.year * 4 + (today.month - 1) / 3 + step
            return quarter(year: index / 4, quarter: index % 4 + 1)
        case "year":
            return Day.years.contains(today.year + step) ? Period(year: today.year + step) : nil
        default: return nil
        }
    }

    private static func quarter(year: Int, quarter: Int) -> Period? {
        guard let first = Month(year: year, month: quarter * 3 - 2),
            let last = Month(year: year, month: quarter * 3)
        else { return nil }
        return Period(start: first.firstDay, end: last.lastDay, description: "\(year)Q\(quarter)")
    }
}
