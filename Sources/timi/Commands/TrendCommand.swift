import LedgerCore

struct TrendCommand: Command {
    static let help = CommandHelp(
        name: "trend", abstract: "Show categories × months with each row's total and monthly average.",
        discussion: """
            Each category's total in each month of the period (hledger's balance --monthly), largest first, \
            with its total and monthly average and a total row. On a narrow terminal the oldest months go \
            and a footer says so; --format csv and json have every month.
            """,
        arguments: [period.spec], options: period.options + [category, income, expense, format],
        examples: [
            "timi trend", "timi trend 2026 --category meals -c transport",
            "timi trend last year --income --format csv",
        ])

    static let period = PeriodArgument.any(default: "the last 6 months")
    static let category = OptionSpec.category(
        help:
            "Only this category (title, alias, id or unique prefix); give it again for more (default: every category with bills).",
        repeats: true
    )
    static let income = OptionSpec(
        "--income", help: "Income categories instead of expense ones.", exclusive: "type")
    static let expense = OptionSpec("--expense", help: "Expense categories (the default).", exclusive: "type")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv], help: "text (default), json or csv (one category per row).")

    var period: PeriodArgument.Given
    var categories: [String]
    var type: BillType?

    init(parsing arguments: inout ArgumentScanner) throws {
        categories = try arguments.values(Self.category)
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)])
        period = try Self.period.take(from: &arguments)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let this = context.today.yearMonth
        let first = (1..<TrendReport.defaultMonths).reduce(this) { month, _ in month.previous ?? month }
        let recent = Period(
            start: first.firstDay, end: this.lastDay, description: "\(first)..\(this)")
        let period = try Self.period.read(period, otherwise: recent, today: context.today)
        let report = try context.store.read { ledger in
            let chosen = try categories.map { try ledger.category(matching: $0, type: type) }
            let shown = type ?? chosen.first?.type ?? .expense
            if let other = chosen.first(where: { $0.type != shown }) {
                throw UsageError(
                    template: other.type == .income
                        ? "{1} ({2}) is an income category: a trend shows one type; give --income or other categories"
                        : "{1} ({2}) is an expense category: a trend shows one type; give --expense or other "
                            + "categories",
                    [other.title, other.alias])
            }
            return try TrendReport(
                ledger: ledger, book: try context.book(in: ledger), period: period, type: shown,
                categories: chosen.isEmpty ? nil : chosen)
        }
        switch format {
        case .json: context.print(report.asJSON())
        case .csv: context.print(report.asCSV())
        case .text: context.print(report.asText(style: context.style))
        }
    }
}
