/// A span of days to report on: a month, a year, everything, or explicit bounds.
public struct Period: Equatable, Sendable, CustomStringConvertible {
    /// The first day, inclusive.
    public var start: Day
    /// The last day, inclusive.
    public var end: Day
    /// How the period was given: `2026-11`, `2026`, `all`, or `2026-11-01..2026-11-15`.
    public var description: String

    public init(start: Day, end: Day, description: String) {
        self.start = start
        self.end = end
        self.description = description
    }

    /// One month.
    public init(month: Month) {
        self.init(start: month.firstDay, end: month.lastDay, description: month.description)
    }

    /// Every day there can be.
    public static let all = Period(
        start: Day(uncheckedYear: Day.years.lowerBound, month: 1, day: 1),
        end: Day(uncheckedYear: Day.years.upperBound, month: 12, day: 31), description: "all")

    /// Parses `YYYY-MM`, `YYYY` or `all`.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)``.
    public init(parsing text: String) throws {
        if text.lowercased() == "all" {
            self = .all
        } else if let month = Month(iso: text) {
            self.init(month: month)
        } else if text.utf8.count == 4, let year = Day.digits(text.utf8), Day.years.contains(year) {
            self.init(
                start: Day(uncheckedYear: year, month: 1, day: 1), end: Day(uncheckedYear: year, month: 12, day: 31),
                description: text)
        } else {
            throw LedgerError.invalidPeriod(text, reason: "use YYYY-MM, YYYY or all")
        }
    }

    /// Whether `day` is in the period.
    public func contains(_ day: Day) -> Bool { day >= start && day <= end }
}
