import LedgerCore

struct BookUseCommand: Command {
    static let name = "book use"
    static let abstract = "Make a book the current one."
    static let help = CommandHelp(
        usage: "timi book use <book>", arguments: [("<book>", "The book's name, id or a unique prefix.")],
        examples: ["timi book use 旅行", "timi book use 日常"])

    var bookName: String

    init(parsing arguments: inout ArgumentScanner) throws {
        guard let book = arguments.positional() else { throw UsageError("Missing expected argument '<book>'") }
        self.bookName = book
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.name, allowed: [.text])
        let book = try context.store.write { ledger in
            let book = try ledger.book(matching: bookName)
            ledger.useBook(book)
            return book
        }
        context.print("Current book: \(book.name)\n")
    }
}
