import LedgerCore

struct CategoryIconCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "category icon", abstract: "Give a category one of the spare icons.",
        discussion: """
            The icon must be one of the app's spare icons that no category has (see `timi category \
            icons`); the category's old icon, if it was a spare one, becomes free again.
            """,
        arguments: [target, value],
        examples: ["timi category icon pets type_big_1005.png", "timi category icon 咖啡 type_big_1003.png"])

    static let target = CategoryCommand.category
    static let value = ArgumentSpec(
        "icon", help: "A free spare icon's file name, as `timi category icons` lists it.")

    /// The category, as typed.
    var target: String
    /// The icon's file name.
    var value: String

    func run(in context: Context) throws {
        let category = try context.store.write { ledger in
            try ledger.setIcon(value, of: try ledger.category(matching: target))
        }
        context.message(
            context.language.text(
                "Category {1} ({2}) has the icon {3}", category.title, category.alias, category.icon))
    }
}
