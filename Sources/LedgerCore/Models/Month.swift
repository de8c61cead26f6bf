/// A calendar month (`YYYY-MM`): the unit of a bill file and of a summary.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, one of ``Day/years``.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int

    /// The month, or `nil` when `month` is not 1...12 or the year is outside ``Day/years``.
    public init?(year: Int, month: Int) {
        guard Day.years.contains(year), (1...12).contains(month) else { return nil }
        self.init(uncheckedYear: year, month: month)
    }

    init(uncheckedYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Reads `YYYY-MM`; `nil` for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), let year = Int(asciiDigits: bytes[0..<4]),
            let month = Int(asciiDigits: bytes[5..<7])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The first month of ``Day/years``: before every month a ledger holds.
    public static let first = Month(uncheckedYear: Day.years.lowerBound, month: 1)

    /// The first day of the month.
    public var firstDay: Day { Day(uncheckedYear: year, month: month, day: 1) }
    /// The last day of the month.
    public var lastDay: Day {
        Day(uncheckedYear: year, month: month, day: Day.length(ofMonth: month, year: year))
    }
    /// The month before, or `nil` before year 1000.
    public var previous: Month? {
        month == 1 ? Month(year: year - 1, month: 12) : Month(year: year, month: month - 1)
    }

    /// The month after, or `nil` after year 9999.
    public var next: Month? {
        month == 12 ? Month(year: year + 1, month: 1) : Month(year: year, month: month + 1)
    }

    /// `YYYY-MM`.
    public var description: String { String(year) + (month < 10 ? "-0" : "-") + String(month) }

    /// Earlier months first.
    public static func < (lhs: Month, rhs: Month) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
}
