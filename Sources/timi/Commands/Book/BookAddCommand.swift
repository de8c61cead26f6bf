import LedgerCore

struct BookAddCommand: Command {
    static let name = "book add"
    static let abstract = "Add a book."
    static let help = CommandHelp(
        usage: "timi book add <name> [--currency <symbol>] [--cover <n>] [--use]",
        arguments: [("<name>", "A name of at most 20 characters, unique in the ledger.")],
        options: [
            ("--currency <symbol>", "The symbol shown with amounts (default: the configuration's currency, else ¥)."),
            ("--cover <n>", "The cover picture, 0 to 5 (default: the next in turn)."),
            ("--use", "Make it the current book."),
        ],
        examples: ["timi book add 旅行", "timi book add Travel --currency € --use", "timi book add 家庭 --cover 2"])

    var name: String
    var currency: String?
    var cover: String?
    var use: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        currency = try arguments.option("--currency", value: "symbol")
        cover = try arguments.option("--cover", value: "n")
        use = arguments.flag("--use")
        guard let name = arguments.positional() else { throw UsageError("Missing expected argument '<name>'") }
        self.name = name
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.name, allowed: [.text])
        let coverNumber = try cover.map { text in
            guard let value = Int(text) else {
                throw LedgerError.invalidValue(field: "cover", value: text, reason: "a cover is 0 to 5")
            }
            return value
        }
        let book = try context.store.write { ledger in
            let book = try ledger.addBook(
                name: name, cover: coverNumber, currency: currency ?? context.configuration.currency)
            if use { ledger.useBook(book) }
            return book
        }
        context.print("Added book \(book.name)\(use ? " (now current)" : "")\n")
    }
}
