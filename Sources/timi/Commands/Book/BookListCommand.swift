import LedgerCore

struct BookListCommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "book list", abstract: "List the books; the current one is marked *.",
        options: [format],
        examples: ["timi book list", "timi book list --json"])

    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default): id, name and currency, the current book marked *; json.")

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let state = try context.store.read { $0.state }
        context.print(format == .json ? state.booksJSON() : state.booksText(style: context.style))
    }
}
