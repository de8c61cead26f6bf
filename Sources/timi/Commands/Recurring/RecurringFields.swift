import LedgerCore

/// The fields of a recurring rule as options, declared once for `recurring add` and `recurring edit`
/// (as ``BillFields`` are for `add` and `edit`, whose note, type, amount and category options these
/// reuse).
struct RecurringFields {
    static func every(_ purpose: BillFields.Purpose) -> OptionSpec {
        OptionSpec(
            "--every", value: "period",
            help: "How often the bill comes back: day, week, month or year (required by add; no default).",
            completion: .words(RecurringRule.Frequency.allCases.map(\.rawValue)), required: purpose == .adding
        )
    }
    static let on = OptionSpec(
        "--on", value: "day",
        help: "The day of the month (1-31; the 29th-31st fall on the last day of shorter months) for "
            + "month and year, the weekday (1 = Monday ... 7, or mon ... sun) for week (default: that of --from)."
    )
    static func from(_ purpose: BillFields.Purpose) -> OptionSpec {
        OptionSpec(
            "--from", value: "date",
            help: purpose.says(
                "The first day a bill may fall on (default: today); a yearly rule comes back in its month.",
                "A new first day for the bills not booked yet."),
            completion: .kind(.dates))
    }
    static let until = OptionSpec(
        "--until", value: "date", help: "The last day a bill may fall on (default: none).",
        completion: .kind(.dates))

    /// The options of `purpose`, in the order of the help.
    static func options(_ purpose: BillFields.Purpose) -> [OptionSpec] {
        let common = [
            every(purpose), on, from(purpose), until, BillFields.note(purpose), BillFields.account(purpose),
            BillFields.income(purpose), BillFields.expense(purpose),
        ]
        return purpose == .adding ? common : [BillFields.amount, BillFields.category] + common
    }

    /// `--amount` (`edit`).
    var amount: String?
    /// `--category` (`edit`).
    var category: String?
    /// `--income` or `--expense`.
    var type: BillType?
    /// `--every`, checked.
    var every: RecurringRule.Frequency?
    /// `--on`, as typed; see ``onDay(for:)``.
    var on: String?
    /// `--from`, as typed.
    var from: String?
    /// `--until`, as typed.
    var until: String?
    /// `--note`.
    var note: String?
    /// `--account`, as typed; `""` takes a rule's account away (`edit`).
    var account: String?

    /// Pulls out the options of `purpose`.
    /// - Throws: ``UsageError`` for a missing value, an unknown `--every` or `--income` with `--expense`.
    init(parsing arguments: inout ArgumentScanner, for purpose: BillFields.Purpose) throws {
        if purpose == .editing {
            amount = try arguments.value(BillFields.amount)
            category = try arguments.value(BillFields.category)
        }
        type = try arguments.oneOf([
            (BillFields.income(purpose), .income), (BillFields.expense(purpose), .expense),
        ])
        if let text = try arguments.value(Self.every(purpose)) {
            let names = RecurringRule.Frequency.allCases.map(\.rawValue)
            guard let value = RecurringRule.Frequency(rawValue: text.lowercased()) else {
                throw UsageError.invalidValue(
                    text, for: Self.every(purpose).synopsis, "use one of {1}", names.joined(separator: ", "),
                    choices: names)
            }
            every = value
        }
        on = try arguments.value(Self.on)
        from = try arguments.value(Self.from(purpose))
        until = try arguments.value(Self.until)
        note = try arguments.value(BillFields.note(purpose))
        account = try arguments.value(BillFields.account(purpose))
    }

    /// `--on` read for a rule that comes back every `every`: a number in range, or a weekday's name.
    /// - Throws: ``UsageError`` for anything else.
    func onDay(for every: RecurringRule.Frequency) throws -> Int? {
        guard let on else { return nil }
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        guard let range = RecurringRule.onRange(every) else {
            throw UsageError(template: "'{1}' does not go with '--every day'", [Self.on.long])
        }
        let lower = on.lowercased()
        if every == .week, lower.count >= 3, let index = names.firstIndex(where: { $0.hasPrefix(lower) }) {
            return index + 1
        }
        guard let value = Int(on), range.contains(value) else {
            throw UsageError.invalidValue(
                on, for: Self.on.synopsis,
                every == .week
                    ? "every week takes a weekday, 1 (Monday) to 7 (Sunday) or mon ... sun"
                    : "every {1} takes a day of the month, 1 to 31", every.rawValue,
                choices: every == .week ? names.map { String($0.prefix(3)) } : [])
        }
        return value
    }

    /// `--from` and `--until` read against `today`.
    /// - Throws: ``LedgerError/invalidDate(_:reason:)``.
    func days(today: Day) throws -> (from: Day?, until: Day?) {
        (
            try from.map { try Day(parsing: $0, today: today) },
            try until.map { try Day(parsing: $0, today: today) }
        )
    }
}
