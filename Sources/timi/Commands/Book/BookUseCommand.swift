import LedgerCore

struct BookUseCommand: Command {
    static let name = "book use"
    static let abstract = "Make a book the current one."
    static let help = CommandHelp(
        usage: "timi book use <book>", arguments: [book],
        examples: ["timi book use 旅行", "timi book use 日常"])

    static let book = ArgumentSpec(
        "book", help: "The book's name, id or a unique prefix.", completion: .kind(.books))

    var bookName: String

    init(parsing arguments: inout ArgumentScanner) throws {
        bookName = try arguments.required(Self.book)
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let book = try context.store.write { ledger in
            let book = try ledger.book(matching: bookName)
            ledger.useBook(book)
            return book
        }
        context.print(context.language.text("Current book: {1}", book.name) + "\n")
    }
}
