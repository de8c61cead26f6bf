import LedgerCore

struct CategoryCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        CategoryListCommand.self, CategoryAddCommand.self, CategoryRenameCommand.self,
        CategoryDeleteCommand.self, CategoryColorCommand.self, CategoryIconCommand.self,
        CategoryIconsCommand.self,
    ]
    static let help = CommandHelp(
        name: "category", abstract: "List, add, rename and delete categories.",
        discussion: "With no subcommand, lists the categories.",
        subcommandOr: [],
        examples: ["timi category list --income", "timi category add 咖啡 --alias coffee"])

    /// The category a subcommand works on, found by a unique prefix too (`rename`, `color`, `icon`).
    static let category = ArgumentSpec(
        "category", help: "The category's title, alias, id or a unique prefix.",
        completion: .kind(.categories))

    let subcommand: any Command

    init(parsing arguments: inout ArgumentScanner) throws {
        subcommand = try Commands.parseSubcommand(
            of: Self.self, default: CategoryListCommand.self, &arguments)
    }
}
