import LedgerCore

struct BookCoverCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "book cover", abstract: "Show or change a book's cover.",
        discussion: "The app offered six cover pictures, 0 to 5; `timi book list` shows each book's.",
        arguments: [target, value],
        examples: ["timi book cover 旅行", "timi book cover 旅行 3"])

    static let target = BookCommand.book
    static let value = ArgumentSpec(
        "n",
        help: "The cover, \(Book.covers.lowerBound) to \(Book.covers.upperBound) (default: show the cover).",
        completion: .words(Book.covers.map(String.init)), optional: true)

    /// The book, as typed.
    var target: String
    /// The cover, as typed; `nil` shows the book's.
    var value: String?

    func run(in context: Context) throws {
        guard let cover = value else {
            let book = try context.store.read { try $0.book(matching: target) }
            return context.print("\(book.cover)\n")
        }
        let number = try Book.validatedCover(cover)
        let book = try context.store.write { ledger in
            try ledger.setCover(number, of: try ledger.book(matching: target))
        }
        context.message(context.language.text("Book {1} has the cover {2}", book.name, String(book.cover)))
    }
}
