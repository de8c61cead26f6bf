import LedgerCore

struct CategoryIconCommand: Command {
    static let help = CommandHelp(
        name: "category icon", abstract: "Give a category one of the spare icons.",
        usage: "timi category icon <category> <icon>",
        discussion: """
            The icon must be one of the app's spare icons that no category has (see `timi category \
            icons`); the category's old icon, if it was a spare one, becomes free again.
            """,
        arguments: [category, icon],
        examples: ["timi category icon pets type_big_1005.png", "timi category icon 咖啡 type_big_1003.png"])

    static let category = ArgumentSpec(
        "category", help: "The category's title, alias, id or a unique prefix.",
        completion: .kind(.categories))
    static let icon = ArgumentSpec(
        "icon", help: "A free spare icon's file name, as `timi category icons` lists it.")

    var categoryName: String
    var icon: String

    init(parsing arguments: inout ArgumentScanner) throws {
        categoryName = try arguments.required(Self.category)
        icon = try arguments.required(Self.icon)
    }

    func run(in context: Context) throws {
        let category = try context.store.write { ledger in
            try ledger.setIcon(icon, of: try ledger.category(matching: categoryName))
        }
        context.message(
            context.language.text(
                "Category {1} ({2}) has the icon {3}", category.title, category.alias, category.icon))
    }
}
