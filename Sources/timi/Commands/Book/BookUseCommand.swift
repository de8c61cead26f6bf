import LedgerCore

struct BookUseCommand: OneArgumentCommand {
    static let help = CommandHelp(
        name: "book use", abstract: "Make a book the current one.",
        arguments: [argument],
        examples: ["timi book use 旅行", "timi book use 日常"])

    static let argument = BookCommand.book

    var bookName: String

    init(_ bookName: String) { self.bookName = bookName }

    func run(in context: Context) throws {
        let book = try context.store.write { ledger in
            let book = try ledger.book(matching: bookName)
            ledger.useBook(book)
            return book
        }
        context.print(context.language.text("Current book: {1}", book.name) + "\n")
    }
}
