import LedgerCore

struct RecurringListCommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "recurring list", abstract: "List the recurring bills of the book, with the next date of each.",
        options: [format],
        examples: ["timi recurring list", "timi recurring list --json", "timi recurring --book 旅行"])

    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default): a table; json: an array of rules (amounts as strings, next as null when none)."
    )

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let (rules, state) = try context.store.read { ledger in
            let book = try context.book(in: ledger)
            return (ledger.state.recurring.filter { $0.book == book.id }, ledger.state)
        }
        switch format {
        case .json: context.print(RecurringRule.json(rules, in: state))
        default: context.print(RecurringRule.text(rules, in: state, language: context.language))
        }
    }
}
