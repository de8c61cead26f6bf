import LedgerCore

struct BookRenameCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "book rename", abstract: "Rename a book.",
        arguments: [target, value],
        examples: ["timi book rename 日常账本 Daily", "timi book rename trav Travel2026"])

    static let target = BookCommand.book
    static let value = ArgumentSpec("new-name", help: "The new name.")

    /// The book, as typed.
    var target: String
    /// The new name.
    var value: String

    func run(in context: Context) throws {
        let (old, new) = try context.store.write { ledger in
            let book = try ledger.book(matching: target)
            return (book, try ledger.renameBook(book, to: value))
        }
        context.print(context.language.text("Renamed book {1} to {2}", old.name, new.name) + "\n")
    }
}
