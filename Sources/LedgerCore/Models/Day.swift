/// A calendar day (`YYYY-MM-DD`), not an instant: a bill happens on a day, whatever the time zone.
///
/// Arithmetic uses the proleptic Gregorian calendar on day numbers counted from 1970-01-01, so no
/// `Calendar` or time zone is involved once "today" is known.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// 1970-01-01, day 0 of ``ordinal``.
    public static let epoch = Day(uncheckedYear: 1970, month: 1, day: 1)

    /// The years a day may have: four digits.
    public static let years = 1000...9999

    /// The year, one of ``years``.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The day, or `nil` when it does not exist (`2026-02-30`) or its year has not four digits.
    public init?(year: Int, month: Int, day: Int) {
        guard Day.years.contains(year), (1...12).contains(month),
            (1...Day.length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        self.init(uncheckedYear: year, month: month, day: day)
    }

    /// The day `ordinal` days after 1970-01-01 (negative: before).
    public init?(ordinal: Int) {
        // Howard Hinnant's civil_from_days.
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day)
    }

    /// A day whose fields the caller has already validated.
    init(uncheckedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    var ordinal: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The day `count` days later (earlier when negative), or `nil` outside ``years``.
    public func adding(days count: Int) -> Day? { Day(ordinal: ordinal + count) }

    /// 1 for Monday through 7 for Sunday (ISO 8601).
    public var weekday: Int { ((ordinal % 7) + 7 + 3) % 7 + 1 }

    /// The month this day is in.
    public var yearMonth: Month { Month(uncheckedYear: year, month: month) }

    /// `YYYY-MM-DD`.
    public var description: String {
        String(year) + (month < 10 ? "-0" : "-") + String(month) + (day < 10 ? "-0" : "-") + String(day)
    }

    /// Earlier days first.
    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days of `month` in `year`.
    public static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

extension Day {
    /// Reads the strict `YYYY-MM-DD` form of ledger files and imports; `nil` for anything else.
    public init?(iso text: some StringProtocol) {
        guard let day = text.withUTF8Buffer({ Day(isoBytes: $0) }) else { return nil }
        self = day
    }

    /// ``init(iso:)`` on UTF-8 bytes, for the ledger file readers.
    init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Int(asciiDigits: bytes[0..<4]), let month = Int(asciiDigits: bytes[5..<7]),
            let day = Int(asciiDigits: bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Parses a day as a person types it: `YYYY-MM-DD` or `YYYY/MM/DD`, `MM-DD` or `MM/DD` (in the
    /// year of `today`), `-N` (N days before `today`), or a word of ``named(_:today:)``: `today`,
    /// `yesterday`, `tomorrow`, a weekday (`mon`, `周一`: the most recent one); in Chinese, `今天`,
    /// `昨天`, `前天`, `明天`, `2026年11月30日` or `11月30日`.
    /// - Throws: ``LedgerError/invalidDate(_:reason:)``.
    public init(parsing typed: String, today: Day) throws {
        func fail(_ reason: Reason) -> LedgerError { .invalidDate(typed, reason: reason) }
        let hint: Reason =
            "use YYYY-MM-DD, MM-DD, today, yesterday, tomorrow, a weekday (mon, 周一) or -N (days ago)"
        if let day = Day.named(typed, today: today) {
            self = day
            return
        }
        var text = typed.contains("-") ? typed : String(typed.map { $0 == "/" ? "-" : $0 })
        if let (year, month, day) = Day.chineseNumbers(typed, today: today) {
            func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
            text = "\(year)-\(two(month))-\(two(day))"
        }
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "-") {
            guard let count = Int(asciiDigits: bytes.dropFirst(), maxDigits: 7) else {
                throw fail(hint)
            }
            guard let day = today.adding(days: -count) else { throw fail("too far in the past") }
            self = day
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let widths = parts.map(\.utf8.count)
        guard widths == [4, 2, 2] || widths == [2, 2],
            let numbers = Optional(parts.compactMap { Int(asciiDigits: $0.utf8) }),
            numbers.count == parts.count
        else { throw fail(hint) }
        let (year, month, day) =
            numbers.count == 3
            ? (numbers[0], numbers[1], numbers[2]) : (today.year, numbers[0], numbers[1])
        guard Day.years.contains(year) else {
            throw fail(
                Reason(
                    "timi keeps days from {1} to {2}", String(Day.years.lowerBound),
                    String(Day.years.upperBound)))
        }
        guard (1...12).contains(month) else { throw fail(Reason("there is no month {1}", String(month))) }
        guard let value = Day(year: year, month: month, day: day) else {
            throw fail(
                Reason(
                    "{1} has no day {2}", Month(uncheckedYear: year, month: month).description, String(day)))
        }
        self = value
    }
}
