import LedgerCore

struct CategoryRenameCommand: Command {
    static let help = CommandHelp(
        name: "category rename", abstract: "Change a category's title or alias; its bills follow.",
        arguments: [category, newTitle], options: [alias],
        examples: ["timi category rename 腐败 聚餐", "timi category rename meals --alias food"])

    static let category = CategoryCommand.category
    static let newTitle = ArgumentSpec(
        "new-title", help: "The new title (default: unchanged).", optional: true)
    static let alias = OptionSpec("--alias", value: "alias", help: "A new alias (default: unchanged).")

    var categoryName: String
    var title: String?
    var alias: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        alias = try arguments.value(Self.alias)
        categoryName = try arguments.required(Self.category)
        title = arguments.positional()
        guard title != nil || alias != nil else {
            throw UsageError(template: "Give a new title, --alias, or both", [])
        }
    }

    func run(in context: Context) throws {
        let (old, new) = try context.store.write { ledger in
            let category = try ledger.category(matching: categoryName)
            return (category, try ledger.renameCategory(category, title: title, alias: alias))
        }
        context.print(
            context.language.text(
                "Renamed category {1} ({2}) to {3} ({4})", old.title, old.alias, new.title, new.alias)
                + "\n")
    }
}
