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
        // In place when the text is contiguous (a folder's names are read by the hundred).
        guard
            let month = text.utf8.withContiguousStorageIfAvailable(Month.init(isoBytes:))
                ?? Month(isoBytes: Array(text.utf8))
        else { return nil }
        self = month
    }

    /// Reads `YYYY-MM` from its UTF-8 bytes; `nil` for anything else.
    init?(isoBytes bytes: some Collection<UInt8>) {
        guard bytes.count == 7 else { return nil }
        let dash = bytes.index(bytes.startIndex, offsetBy: 4)
        guard bytes[dash] == UInt8(ascii: "-"), let year = Int(asciiDigits: bytes[..<dash]),
            let month = Int(asciiDigits: bytes[bytes.index(after: dash)...])
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
    public var description: String {
        // Written into a small string directly: every month file's path and name is made of it.
        guard Day.years.contains(year) else { return String(year) + (month < 10 ? "-0" : "-") + String(month) }
        return String(unsafeUninitializedCapacity: 7) { text in
            var year = year
            for index in (0..<4).reversed() {
                text[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            text[4] = UInt8(ascii: "-")
            text[5] = UInt8(ascii: "0") + UInt8(month / 10)
            text[6] = UInt8(ascii: "0") + UInt8(month % 10)
            return 7
        }
    }

    /// Earlier months first.
    public static func < (lhs: Month, rhs: Month) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
}
