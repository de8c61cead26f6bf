import LedgerCore

struct CategoryAddCommand: Command {
    static let name = "category add"
    static let abstract = "Add a category; it takes a spare icon of its type."
    static let help = CommandHelp(
        usage: "timi category add <title> [--alias <alias>] [--income]",
        arguments: [("<title>", "A title of at most 12 characters, unique in the ledger.")],
        options: [
            ("--alias <alias>", "An ASCII name to type (default: the title, if it is one)."),
            ("--income", "An income category (default: expense)."),
            ("--expense", "An expense category."),
        ],
        examples: [
            "timi category add 咖啡 --alias coffee", "timi category add dividends --income", "timi category add pets",
        ])

    var title: String
    var alias: String?
    var type: BillType

    init(parsing arguments: inout ArgumentScanner) throws {
        alias = try arguments.option("--alias", value: "alias")
        type = try BillTypeFlags.parse(&arguments) ?? .expense
        guard let title = arguments.positional() else { throw UsageError("Missing expected argument '<title>'") }
        self.title = title
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.name, allowed: [.text])
        let category = try context.store.write { try $0.addCategory(title: title, alias: alias, type: type) }
        context.print("Added \(category.type.rawValue) category \(category.title) (\(category.alias))\n")
    }
}
