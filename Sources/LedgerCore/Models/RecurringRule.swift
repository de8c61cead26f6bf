/// A bill that comes back by itself: every day, week, month or year from a first day, perhaps until a
/// last one (`timi recurring`).
///
/// Stored in `ledger.json` (`recurring`, only when there are rules). Each occurrence that has come due
/// (``from`` ≤ date ≤ today) becomes an ordinary ``Bill`` that remembers the rule (``Bill/recurring``),
/// exactly once: ``bookedThrough`` says up to which day the rule's occurrences have been booked, and it
/// only moves forward, so an occurrence the user deleted or edited is never booked again. Rules are
/// made by ``Ledger/addRecurringRule(_:to:)``, which checks their values.
package struct RecurringRule: Equatable, Sendable, Identifiable {
    /// How often a rule comes back.
    package enum Frequency: String, CaseIterable, Sendable {
        case day, week, month, year
    }

    /// A unique id (a lowercase UUID), shown short like a bill's.
    package var id: String
    /// The ``Book`` its bills go to.
    package var book: Book.ID
    /// The amount of each bill, greater than 0.
    package var amount: Money
    /// The id of each bill's ``Category``.
    package var category: Category.ID
    /// Income or expense: the type of ``category``.
    package var type: BillType
    /// The note of each bill (at most ``Bill/maxNoteLength`` characters).
    package var note: String = ""
    /// How often it comes back.
    package var every: Frequency
    /// The weekday (1 = Monday … 7 = Sunday) of a weekly rule, the day of the month (1–31) of a
    /// monthly or yearly one (a day the month lacks falls on its last day); 0 for a daily rule.
    package var on: Int
    /// The first day an occurrence may fall on (a yearly rule comes back in this day's month).
    package var from: Day
    /// The last day an occurrence may fall on, if any.
    package var until: Day?
    /// A paused rule books nothing; resuming it skips the occurrences of the pause.
    package var paused = false
    /// The last day whose occurrence has been booked (or skipped); `nil` before the first.
    var bookedThrough: Day?
    /// The ``Account`` each bill names, if any.
    package var account: Account.ID?

    /// The first 8 characters of the id; any unique prefix finds the rule.
    package var shortID: String { String(id.prefix(8)) }

    /// The schedule in words: `every day`, `every week on Mon`, `every month on 31`,
    /// `every year on 02-29` (``schedule(in:)`` in English).
    var schedule: String { schedule(in: .english) }

    /// The schedule in `language`: `every week on Mon`, `每周一`.
    func schedule(in language: Language) -> String { scheduleRecord.text(in: language) }

    /// ``schedule(in:)`` as data, as the undo history keeps it: the weekday a word of the catalog.
    var scheduleRecord: ChangeRecord {
        switch every {
        case .day: return ChangeRecord("every day")
        case .week:
            guard Day.weekdayNames.indices.contains(on - 1) else {
                return ChangeRecord("every week on {1}", texts: "?")
            }
            return ChangeRecord("every week on {1}", values: [.record(ChangeRecord(Day.weekdayNames[on - 1]))])
        case .month: return ChangeRecord("every month on {1}", texts: String(on))
        case .year:
            let day = String(from.description.suffix(5).prefix(3)) + (on < 10 ? "0" : "") + String(on)
            return ChangeRecord("every year on {1}", texts: day)
        }
    }

    /// The `on` a rule starting on `from` takes when none is given: the day's weekday for a weekly
    /// rule, its day of the month for a monthly or yearly one.
    static func defaultOn(_ every: Frequency, from: Day) -> Int {
        switch every {
        case .day: return 0
        case .week: return from.weekday
        case .month, .year: return from.day
        }
    }

    /// The values `on` may take for `every`, or `nil` when it takes none (daily).
    package static func onRange(_ every: Frequency) -> ClosedRange<Int>? {
        switch every {
        case .day: return nil
        case .week: return 1...7
        case .month, .year: return 1...31
        }
    }

    /// The next occurrence not yet booked, whatever today is: `nil` when the rule has ended (or
    /// passes the last year a day may have).
    package var nextOccurrence: Day? {
        guard let start = bookedThrough.map({ $0 < from ? from : $0.adding(days: 1) }) ?? from else {
            return nil
        }
        guard let next = occurrence(onOrAfter: start) else { return nil }
        if let until, next > until { return nil }
        return next
    }

    /// The occurrences that have come due and are not booked yet: from the next one through `today`
    /// (none while paused).
    func dueOccurrences(through today: Day) -> [Day] {
        var days: [Day] = []
        guard !paused else { return days }
        var next = nextOccurrence
        while let day = next, day <= today, until.map({ day <= $0 }) ?? true {
            days.append(day)
            next = day.adding(days: 1).flatMap(occurrence(onOrAfter:))
        }
        return days
    }

    /// Whether an occurrence has come due by `today` and is not booked yet: the cheap check made
    /// before every command (no month file is read).
    func isDue(through today: Day) -> Bool {
        guard !paused, let next = nextOccurrence else { return false }
        return next <= today
    }

    /// The first day on or after `day` that the rule falls on (ignoring ``from`` and ``until``).
    func occurrence(onOrAfter day: Day) -> Day? {
        switch every {
        case .day: return day
        case .week: return day.adding(days: (on - day.weekday + 7) % 7)
        case .month:
            if let inMonth = Self.day(on, ofMonth: day.month, year: day.year), inMonth >= day {
                return inMonth
            }
            let (year, month) = day.month == 12 ? (day.year + 1, 1) : (day.year, day.month + 1)
            return Self.day(on, ofMonth: month, year: year)
        case .year:
            if let inYear = Self.day(on, ofMonth: from.month, year: day.year), inYear >= day { return inYear }
            return Self.day(on, ofMonth: from.month, year: day.year + 1)
        }
    }

    /// Day `on` of a month, or its last day when it is shorter: the 31st of February is the 28th (29th).
    private static func day(_ on: Int, ofMonth month: Int, year: Int) -> Day? {
        guard Day.years.contains(year) else { return nil }
        return Day(year: year, month: month, day: min(on, Day.length(ofMonth: month, year: year)))
    }
}
