import LedgerCore

struct CategoryIconsCommand: KindListingCommand {
    static let help = CommandHelp(
        name: "category icons", abstract: "List the spare icons, those in use marked.",
        discussion: """
            The icons the app offered for new categories, each with the kind of category it was meant \
            for; `*` marks those a category has, and which. `timi category add --icon` and `timi \
            category icon` take a free one.
            """,
        options: [income, expense, format],
        examples: ["timi category icons", "timi category icons --income --json"])

    static let income = OptionSpec(
        "--income", help: "Only icons meant for income (default: both kinds).", exclusive: "type")
    static let expense = OptionSpec("--expense", help: "Only icons meant for expense.", exclusive: "type")

    var type: BillType?

    func listing(of state: LedgerState, as format: OutputFormat, style: TextStyle) throws -> String {
        format == .json
            ? try state.spareIconsJSON(type: type) : try state.spareIconsText(type: type, style: style)
    }
}
