import LedgerCore

/// `recurring pause` and `recurring resume`: the same command but for the state they put a rule in.
protocol RecurringSwitch: OneArgumentCommand {
    /// Whether the rule is paused afterwards.
    static var pauses: Bool { get }
    /// The rule's id or prefix.
    var id: String { get }
    init(id: String)
}

extension RecurringSwitch {
    static var argument: ArgumentSpec { RecurringEditCommand.id }

    init(_ id: String) { self.init(id: id) }

    func run(in context: Context) throws {
        let (rule, line, booked) = try context.store.write { ledger in
            let rule = try ledger.setRecurringRule(
                try ledger.recurringRule(matching: id), paused: Self.pauses, today: context.today)
            let booked = try ledger.bookDueOccurrences(through: context.today, now: context.now)
            return (
                try ledger.recurringRule(matching: rule.id), ledger.describe(rule, in: context.language),
                booked.count
            )
        }
        context.message(
            context.language.text(
                Self.pauses ? "Paused recurring rule {1}" : "Resumed recurring rule {1}", line)
                + RecurringAddCommand.outcome(booked, rule, in: context.language, pausing: Self.pauses))
    }
}
