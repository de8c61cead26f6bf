import LedgerCore

struct BookRenameCommand: Command {
    static let name = "book rename"
    static let abstract = "Rename a book."
    static let help = CommandHelp(
        usage: "timi book rename <book> <new-name>",
        arguments: [("<book>", "The book's name, id or a unique prefix."), ("<new-name>", "The new name.")],
        examples: ["timi book rename 日常账本 Daily", "timi book rename trav Travel2026"])

    var bookName: String
    var newName: String

    init(parsing arguments: inout ArgumentScanner) throws {
        guard let book = arguments.positional() else { throw UsageError("Missing expected argument '<book>'") }
        guard let newName = arguments.positional() else {
            throw UsageError("Missing expected argument '<new-name>'")
        }
        self.bookName = book
        self.newName = newName
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.name, allowed: [.text])
        let (old, new) = try context.store.write { ledger in
            let book = try ledger.book(matching: bookName)
            return (book, try ledger.renameBook(book, to: newName))
        }
        context.print("Renamed book \(old.name) to \(new.name)\n")
    }
}
