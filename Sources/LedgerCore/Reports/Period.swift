/// A span of days to report on: a month, a year, everything, or explicit bounds.
package struct Period: Equatable, Sendable, CustomStringConvertible {
    /// The first day, inclusive.
    package var start: Day
    /// The last day, inclusive.
    package var end: Day
    /// How the period was given: `2026-11`, `2026`, `2026Q3`, `all`, `2026-11-21`, or
    /// `2026-11-01..2026-11-15`.
    package var description: String
    /// What kind of span it is: what a view can show is said by these.
    package var kind: Kind

    /// The kinds of span a period can be.
    package enum Kind: Sendable {
        /// A calendar month.
        case month
        /// A calendar year.
        case year
        /// Every day there can be.
        case all
        /// Any other run of days: a day, a week, a quarter, `--from`/`--to`.
        case days
    }

    /// The days `start` through `end`, described as `description`.
    package init(start: Day, end: Day, description: String, kind: Kind = .days) {
        self.start = start
        self.end = end
        self.description = description
        self.kind = kind
    }

    /// One month.
    package init(month: Month) {
        self.init(start: month.firstDay, end: month.lastDay, description: month.description, kind: .month)
    }

    /// The days of `year` (one of ``Day/years``).
    package init(year: Int) {
        self.init(
            start: Day(uncheckedYear: year, month: 1, day: 1),
            end: Day(uncheckedYear: year, month: 12, day: 31),
            description: String(year), kind: .year)
    }

    /// Every day there can be.
    package static let all = Period(
        start: Day(uncheckedYear: Day.years.lowerBound, month: 1, day: 1),
        end: Day(uncheckedYear: Day.years.upperBound, month: 12, day: 31), description: "all", kind: .all)

    /// Whether `day` is in the period.
    package func contains(_ day: Day) -> Bool { day >= start && day <= end }
}
