import LedgerCore

struct CategoryListCommand: Command {
    static let help = CommandHelp(
        name: "category list", abstract: "List the categories in display order.",
        usage: "timi category list [--income | --expense]",
        options: [income, expense, format],
        examples: ["timi category list", "timi category list --income --json"])

    static let income = OptionSpec("--income", help: "Only income categories (default: both kinds).")
    static let expense = OptionSpec("--expense", help: "Only expense categories.")
    static let format = OptionSpec.format([OutputFormat.text, .json], help: "text (default) or json.")

    var type: BillType?

    init(parsing arguments: inout ArgumentScanner) throws {
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)])
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let state = try context.store.read { $0.state }
        context.print(
            format == .json
                ? state.categoriesJSON(type: type) : state.categoriesText(type: type, style: context.style))
    }
}
