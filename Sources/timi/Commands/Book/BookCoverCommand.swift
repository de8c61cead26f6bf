import LedgerCore

struct BookCoverCommand: Command {
    static let help = CommandHelp(
        name: "book cover", abstract: "Show or change a book's cover.",
        usage: "timi book cover <book> [<n>]",
        discussion: "The app offered six cover pictures, 0 to 5; `timi book list` shows each book's.",
        arguments: [book, cover],
        examples: ["timi book cover 旅行", "timi book cover 旅行 3"])

    static let book = ArgumentSpec(
        "book", help: "The book's name, id or a unique prefix.", completion: .kind(.books))
    static let cover = ArgumentSpec(
        "n", help: "The cover, 0 to 5 (default: show the cover).",
        completion: .words(Book.covers.map(String.init)))

    var bookName: String
    var cover: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        bookName = try arguments.required(Self.book)
        cover = arguments.positional()
    }

    func run(in context: Context) throws {
        guard let cover else {
            let book = try context.store.read { try $0.book(matching: bookName) }
            return context.print("\(book.cover)\n")
        }
        let number = try Book.validatedCover(cover)
        let book = try context.store.write { ledger in
            try ledger.setCover(number, of: try ledger.book(matching: bookName))
        }
        context.message(context.language.text("Book {1} has the cover {2}", book.name, String(book.cover)))
    }
}
