import LedgerCore

struct BookListCommand: Command {
    static let name = "book list"
    static let abstract = "List the books; the current one is marked *."
    static let help = CommandHelp(
        usage: "timi book list",
        options: [("--format text|json", "text (default): id, name and currency, the current book marked *; json.")],
        examples: ["timi book list", "timi book list --json"])

    init(parsing arguments: inout ArgumentScanner) throws {}

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let state = try context.store.read { $0.state }
        context.print(format == .json ? state.booksJSON() : state.booksText())
    }
}
