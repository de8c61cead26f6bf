import LedgerCore

struct CategoryListCommand: KindListingCommand {
    static let help = CommandHelp(
        name: "category list", abstract: "List the categories in display order.",
        usage: "timi category list [--income | --expense]",
        options: [income, expense, format],
        examples: ["timi category list", "timi category list --income --json"])

    static let income = OptionSpec("--income", help: "Only income categories (default: both kinds).")
    static let expense = OptionSpec("--expense", help: "Only expense categories.")

    var type: BillType?

    func listing(of state: LedgerState, as format: OutputFormat, style: TextStyle) -> String {
        format == .json ? state.categoriesJSON(type: type) : state.categoriesText(type: type, style: style)
    }
}
