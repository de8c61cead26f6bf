import LedgerCore

struct RecurringDeleteCommand: OneArgumentCommand {
    static let help = CommandHelp(
        name: "recurring delete", abstract: "Delete a recurring bill; the bills it booked stay.",
        arguments: [RecurringEditCommand.id],
        examples: ["timi recurring delete 1a2b", "timi recurring delete 5f0c1d2e-7b3a"])

    static var argument: ArgumentSpec { RecurringEditCommand.id }

    var id: String

    init(_ id: String) { self.id = id }

    func run(in context: Context) throws {
        let line = try context.store.write { ledger in
            let rule = try ledger.recurringRule(matching: id)
            try ledger.deleteRecurringRule(rule)
            return ledger.describe(rule, in: context.language)
        }
        context.message(context.language.text("Deleted recurring rule {1}; the bills it booked stay", line))
    }
}
