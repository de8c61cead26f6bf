import LedgerCore

struct BookDeleteCommand: Command {
    static let help = CommandHelp(
        name: "book delete", abstract: "Delete a book and all its bills.",
        arguments: [book], options: [yes],
        examples: ["timi book delete 旅行 --yes", "timi book delete Travel2026 -y"])

    static let book = ArgumentSpec(
        "book", help: "The book's whole name or its id (a prefix is not enough to delete).",
        completion: .kind(.books))
    static let yes = OptionSpec(
        "--yes", short: "-y",
        help: "Confirm: the book's bills are deleted with it (without it, nothing is deleted).",
        required: true)

    var bookName: String
    var confirmed: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        confirmed = arguments.flag(Self.yes)
        bookName = try arguments.required(Self.book)
    }

    func run(in context: Context) throws {
        let (book, count, current) = try context.store.write { ledger in
            let book = try ledger.book(matching: bookName, exactly: true)
            guard confirmed else {
                let count = try ledger.summaries(of: book.id).values.reduce(0) { $0 + $1.count }
                throw UsageError(
                    template: count == 1
                        ? "Deleting {1} deletes its {2} bill; add --yes to confirm"
                        : "Deleting {1} deletes its {2} bills; add --yes to confirm",
                    [book.name, String(count)], command: Self.name)
            }
            let count = try ledger.deleteBook(book)
            return (book, count, ledger.currentBook)
        }
        context.print(
            context.language.text(
                count == 1
                    ? "Deleted book {1} and its {2} bill; current book: {3}"
                    : "Deleted book {1} and its {2} bills; current book: {3}", book.name, String(count),
                current.name)
                + "\n")
    }
}
