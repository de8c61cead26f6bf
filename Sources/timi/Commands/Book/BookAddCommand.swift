import LedgerCore

struct BookAddCommand: Command {
    static let help = CommandHelp(
        name: "book add", abstract: "Add a book.",
        arguments: [bookName], options: [currency, cover, use],
        examples: [
            "timi book add 旅行", "timi book add Travel --currency € --use", "timi book add 家庭 --cover 2",
        ])

    static let bookName = ArgumentSpec(
        "name", help: "A name of at most \(Book.maxNameLength) characters, unique in the ledger.")
    static let currency = OptionSpec(
        "--currency", value: "symbol",
        help: "The symbol shown with amounts (default: the configuration's currency, else ¥).")
    static let cover = OptionSpec(
        "--cover", value: "n",
        help:
            "The cover picture, \(Book.covers.lowerBound) to \(Book.covers.upperBound) (default: the next in turn)."
    )
    static let use = OptionSpec("--use", help: "Make it the current book.")

    var name: String
    var currency: String?
    var cover: String?
    var use: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        currency = try arguments.value(Self.currency)
        cover = try arguments.value(Self.cover)
        use = arguments.flag(Self.use)
        name = try arguments.required(Self.bookName)
    }

    func run(in context: Context) throws {
        let coverNumber = try cover.map(Book.validatedCover)
        let book = try context.store.write { ledger in
            let book = try ledger.addBook(
                name: name, cover: coverNumber, currency: currency ?? context.configuration.currency)
            if use { ledger.useBook(book) }
            return book
        }
        context.print(
            context.language.text(use ? "Added book {1} (now current)" : "Added book {1}", book.name) + "\n")
    }
}
