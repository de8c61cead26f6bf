import LedgerCore

struct BookRenameCommand: Command {
    static let help = CommandHelp(
        name: "book rename", abstract: "Rename a book.",
        usage: "timi book rename <book> <new-name>",
        arguments: [book, newName],
        examples: ["timi book rename 日常账本 Daily", "timi book rename trav Travel2026"])

    static let book = ArgumentSpec(
        "book", help: "The book's name, id or a unique prefix.", completion: .kind(.books))
    static let newName = ArgumentSpec("new-name", help: "The new name.")

    var bookName: String
    var newName: String

    init(parsing arguments: inout ArgumentScanner) throws {
        bookName = try arguments.required(Self.book)
        newName = try arguments.required(Self.newName)
    }

    func run(in context: Context) throws {
        let (old, new) = try context.store.write { ledger in
            let book = try ledger.book(matching: bookName)
            return (book, try ledger.renameBook(book, to: newName))
        }
        context.print(context.language.text("Renamed book {1} to {2}", old.name, new.name) + "\n")
    }
}
