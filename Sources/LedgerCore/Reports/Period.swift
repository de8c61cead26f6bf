/// A span of days to report on: a month, a year, everything, or explicit bounds.
public struct Period: Equatable, Sendable, CustomStringConvertible {
    /// The first day, inclusive.
    public var start: Day
    /// The last day, inclusive.
    public var end: Day
    /// How the period was given: `2026-11`, `2026`, `all`, or `2026-11-01..2026-11-15`.
    public var description: String

    /// The days `start` through `end`, described as `description`.
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
            start: Day(uncheckedYear: year, month: 1, day: 1),
            end: Day(uncheckedYear: year, month: 12, day: 31),
            description: String(year))
    }

    /// Every day there can be.
    public static let all = Period(
        start: Day(uncheckedYear: Day.years.lowerBound, month: 1, day: 1),
        end: Day(uncheckedYear: Day.years.upperBound, month: 12, day: 31), description: "all")

    /// Whether `day` is in the period.
    public func contains(_ day: Day) -> Bool { day >= start && day <= end }
}

extension Period {
    /// The ways a command lets a person name a period, in the order its messages list them.
    public struct Forms: OptionSet, Sendable {
        /// The forms as bits.
        public let rawValue: Int

        /// The forms whose bits `rawValue` has.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// `YYYY-MM`: one month.
        public static let month = Forms(rawValue: 1 << 0)
        /// `YYYY`: one year.
        public static let year = Forms(rawValue: 1 << 1)
        /// `all`: every day there can be.
        public static let all = Forms(rawValue: 1 << 2)
        /// `last`: the month before today's.
        public static let last = Forms(rawValue: 1 << 3)

        /// The forms that are patterns, with how messages write them.
        static let patterns: [(Forms, String)] = [(.month, "YYYY-MM"), (.year, "YYYY")]
        /// The forms that are words.
        static let words: [(Forms, String)] = [(.all, "all"), (.last, "last")]
    }

    /// The period a person names: the one reader of every command that takes a period (`list`, `pie`,
    /// `calendar`, `report`, `export`).
    ///
    /// `text` in one of `forms` (`all` and `last` in any case), else the days `from` through `to` (as
    /// ``Day/init(parsing:today:)`` reads them; `from` defaults to the first day there can be, `to` to
    /// `today`), else `otherwise`.
    /// - Parameters:
    ///   - text: the command's period argument, if given.
    ///   - from: `--from`, if given (only `list` takes it).
    ///   - to: `--to`, if given.
    ///   - forms: what `text` may be.
    ///   - otherwise: the command's default period.
    ///   - today: the day `last`, `today`, `-N` and the default of `to` count from.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)`` (which says what `forms` allow, with a "did
    ///   you mean" for a word) or ``LedgerError/invalidDate(_:reason:)``.
    public static func read(
        _ text: String?, from: String? = nil, to: String? = nil, forms: Forms, otherwise: Period, today: Day
    ) throws -> Period {
        if let text { return try named(text, forms: forms, today: today) }
        guard from != nil || to != nil else { return otherwise }
        let start = try from.map { try Day(parsing: $0, today: today) } ?? Period.all.start
        let end = try to.map { try Day(parsing: $0, today: today) } ?? today
        guard start <= end else {
            throw LedgerError.invalidPeriod("\(start)..\(end)", reason: "--from is after --to")
        }
        return Period(start: start, end: end, description: "\(start)..\(end)")
    }

    /// `text` read as one of `forms`.
    private static func named(_ text: String, forms: Forms, today: Day) throws -> Period {
        let word = text.lowercased()
        if forms.contains(.all) && word == "all" { return .all }
        if forms.contains(.last) && word == "last" {
            guard let last = today.yearMonth.previous else {
                throw LedgerError.invalidPeriod("last", reason: "out of range")
            }
            return Period(month: last)
        }
        if forms.contains(.month), let month = Month(iso: text) { return Period(month: month) }
        if forms.contains(.year), text.utf8.count == 4, let year = Int(asciiDigits: text.utf8),
            Day.years.contains(year)
        {
            return Period(year: year)
        }
        let words = Forms.words.filter { forms.contains($0.0) }.map(\.1)
        let names = Forms.patterns.filter { forms.contains($0.0) }.map(\.1) + words
        let list =
            names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
        let hint = NameMatching.suggestion(for: text, among: words).map { "; did you mean '\($0)'?" } ?? ""
        throw LedgerError.invalidPeriod(text, reason: "use " + list + hint)
    }
}
