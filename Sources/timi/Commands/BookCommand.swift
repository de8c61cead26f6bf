import LedgerCore

struct BookCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        BookListCommand.self, BookAddCommand.self, BookRenameCommand.self, BookDeleteCommand.self,
        BookUseCommand.self, BookCoverCommand.self, BookAccountCommand.self,
    ]
    static let help = CommandHelp(
        name: "book", abstract: "List, add, rename, delete and choose books.",
        discussion: "With no subcommand, lists the books.",
        subcommandOr: [],
        examples: ["timi book add 旅行", "timi book use 旅行", "timi book list --json"])

    /// The book a subcommand works on, found by a unique prefix too (`rename`, `use`, `cover`).
    static let book = ArgumentSpec(
        "book", help: "The book's name, id or a unique prefix.", completion: .kind(.books))

    let subcommand: any Command

    init(parsing arguments: inout ArgumentScanner) throws {
        subcommand = try Commands.parseSubcommand(of: Self.self, default: BookListCommand.self, &arguments)
    }
}
