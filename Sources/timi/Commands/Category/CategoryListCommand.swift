import LedgerCore

struct CategoryListCommand: KindListingCommand {
    static let help = CommandHelp(
        name: "category list", abstract: "List the categories in display order.",
        discussion: """
            A new ledger starts with the app's 38 categories and its book. Made under a Chinese locale, C \
            or POSIX (or with the configuration's language zh), they have the app's Chinese titles (用餐, \
            交通… and the book 日常账本); under any other locale (or language en), English ones (Meals, \
            Transport… and the book Daily). The aliases are the same in both, and a ledger's titles never \
            change once it exists (see 'timi category rename').
            """,
        options: [income, expense, format],
        examples: ["timi category list", "timi category list --income --json"])

    static let income = OptionSpec(
        "--income", help: "Only income categories (default: both kinds).", exclusive: "type")
    static let expense = OptionSpec("--expense", help: "Only expense categories.", exclusive: "type")

    var type: BillType?

    func listing(of state: LedgerState, as format: OutputFormat, style: TextStyle) -> String {
        format == .json ? state.categoriesJSON(type: type) : state.categoriesText(type: type, style: style)
    }
}
