import LedgerCore

struct RecurringEditCommand: EditingCommand {
    static let help = CommandHelp(
        name: "recurring edit", abstract: "Change a recurring bill from its next occurrence on.",
        discussion: "The bills already booked stay as they are; edit them with 'timi edit'.",
        arguments: [id], options: RecurringFields.options(.editing),
        examples: ["timi recurring edit 1a2b --amount 3200", "timi recurring edit 1a2b --until 2027-06-30"])

    static let id = ArgumentSpec(
        "id", help: "The rule's id, or a unique prefix of it (as 'recurring list' shows it).")

    var id: String
    var fields: RecurringFields

    func run(in context: Context) throws {
        let (from, until) = try fields.days(today: context.today)
        let amount = try fields.amount.map { try Money(parsing: $0) }
        let (rule, line, booked) = try context.store.write { ledger in
            let rule = try ledger.recurringRule(matching: id)
            var changes = RecurringChanges()
            changes.amount = amount
            changes.category = fields.category
            changes.type = fields.type
            changes.note = fields.note
            changes.every = fields.every
            changes.on = try fields.onDay(for: fields.every ?? rule.every)
            changes.from = from
            changes.until = until
            changes.account = fields.account
            guard !changes.isEmpty else {
                throw UsageError(
                    template: "Nothing to change: give at least one option", [], command: Self.name)
            }
            let edited = try ledger.editRecurringRule(rule, changes)
            let booked = try ledger.bookDueOccurrences(through: context.today, now: context.now)
            return (
                try ledger.recurringRule(matching: edited.id), ledger.describe(edited, in: context.language),
                booked.count
            )
        }
        context.message(
            context.language.text(
                rule.type == .income ? "Changed recurring income {1}" : "Changed recurring expense {1}", line)
                + RecurringAddCommand.outcome(booked, rule, in: context.language))
    }
}
