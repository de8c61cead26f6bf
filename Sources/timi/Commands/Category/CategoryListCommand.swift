import LedgerCore

struct CategoryListCommand: Command {
    static let name = "category list"
    static let abstract = "List the categories in display order."
    static let help = CommandHelp(
        usage: "timi category list [--income | --expense]",
        options: [
            ("--income", "Only income categories (default: both kinds)."), ("--expense", "Only expense categories."),
            ("--format text|json", "text (default) or json."),
        ],
        examples: ["timi category list", "timi category list --income --json"])

    var type: BillType?

    init(parsing arguments: inout ArgumentScanner) throws {
        type = try BillTypeFlags.parse(&arguments)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let state = try context.store.read { $0.state }
        context.print(format == .json ? state.categoriesJSON(type: type) : state.categoriesText(type: type))
    }
}
