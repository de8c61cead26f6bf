import LedgerCore

struct CategoryAddCommand: Command {
    static let help = CommandHelp(
        name: "category add",
        abstract: "Add a category; it takes a spare icon of its type and the next free colour.",
        arguments: [title], options: [alias, income, expense, icon],
        examples: [
            "timi category add 咖啡 --alias coffee", "timi category add dividends --income",
            "timi category add pets --icon type_big_1005.png",
        ])

    static let title = ArgumentSpec(
        "title",
        help: "A title of at most \(Category.maxTitleLength) characters, unique among the type's categories.")
    static let alias = OptionSpec(
        "--alias", value: "alias",
        help: "An ASCII name to type (default: the title, if it is one, else one made from it).")
    static let income = OptionSpec(
        "--income", help: "An income category (default: expense).", exclusive: "type")
    static let expense = OptionSpec("--expense", help: "An expense category.", exclusive: "type")
    static let icon = OptionSpec(
        "--icon", value: "icon",
        help: "A free spare icon, as `timi category icons` lists them (default: the first of its type).")

    var title: String
    var alias: String?
    var type: BillType
    var icon: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        alias = try arguments.value(Self.alias)
        icon = try arguments.value(Self.icon)
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)]) ?? .expense
        title = try arguments.required(Self.title)
    }

    func run(in context: Context) throws {
        let category = try context.store.write {
            try $0.addCategory(title: title, alias: alias, type: type, icon: icon)
        }
        let language = context.language
        context.print(
            language.text(
                "Added {1} category {2} ({3})",
                language.text(category.type == .income ? "income" : "expense"),
                category.title, category.alias) + "\n")
    }
}
