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

    /// The days of `year` (one of ``Day/years``).
    public init(year: Int) {
        self.init(
            start: Day(uncheckedYear: year, month: 1, day: 1), end: Day(uncheckedYear: year, month: 12, day: 31),
            description: String(year))
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
        } else if text.utf8.count == 4, let year = Int(asciiDigits: text.utf8), Day.years.contains(year) {
            self.init(year: year)
        } else {
            let hint = NameMatching.suggestion(for: text, among: ["all"]).map { "; did you mean '\($0)'?" } ?? ""
            throw LedgerError.invalidPeriod(text, reason: "use YYYY-MM, YYYY or all" + hint)
        }
    }

    /// The period a person asks for: `text` (`YYYY-MM`, `YYYY` or `all`), else the days `from`
    /// through `to` (as ``Day/init(parsing:today:)`` reads them; `from` defaults to the first day
    /// there can be, `to` to `today`), else the month of `today`.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)`` or ``LedgerError/invalidDate(_:reason:)``.
    public static func resolve(_ text: String?, from: String?, to: String?, today: Day) throws -> Period {
        if let text { return try Period(parsing: text) }
        guard from != nil || to != nil else { return Period(month: today.yearMonth) }
        let start = try from.map { try Day(parsing: $0, today: today) } ?? Period.all.start
        let end = try to.map { try Day(parsing: $0, today: today) } ?? today
        guard start <= end else {
            throw LedgerError.invalidPeriod("\(start)..\(end)", reason: "--from is after --to")
        }
        return Period(start: start, end: end, description: "\(start)..\(end)")
    }

    /// Whether `day` is in the period.
    public func contains(_ day: Day) -> Bool { day >= start && day <= end }
}
