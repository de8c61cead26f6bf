import LedgerCore

struct RecurringDeleteCommand: Command {
    static let name = "recurring delete"
    static let abstract = "Delete a recurring bill; the bills it booked stay."
    static let help = CommandHelp(
        usage: "timi recurring delete <id>", arguments: [RecurringEditCommand.id],
        examples: ["timi recurring delete 1a2b", "timi recurring delete 5f0c1d2e-7b3a"])

    var id: String

    init(parsing arguments: inout ArgumentScanner) throws {
        id = try arguments.required(RecurringEditCommand.id)
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let line = try context.store.write { ledger in
            let rule = try ledger.recurringRule(matching: id)
            try ledger.deleteRecurringRule(rule)
            return ledger.describe(rule)
        }
        context.message(context.language.text("Deleted recurring rule {1}; the bills it booked stay", line))
    }
}
