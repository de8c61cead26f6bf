import LedgerCore

struct PieCommand: Command {
    static let help = CommandHelp(
        name: "pie", abstract: "Show totals per category with their shares and bars, largest first.",
        discussion:
            "The app's pie chart: each category's total, bill count and share (the shares add up to exactly "
            + "100.00%), with a bar scaled to the largest, under the period's income, expense and balance.",
        arguments: [period.spec], options: period.options + [income, expense, format],
        examples: ["timi pie", "timi pie 2026-10 --income", "timi pie all --format csv"])

    static let period = PeriodArgument.any(default: "this month")
    static let income = OptionSpec(
        "--income", help: "Share out the income instead of the expenses.", exclusive: "type")
    static let expense = OptionSpec(
        "--expense", help: "Share out the expenses (the default).", exclusive: "type")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv], help: "text (default), json or csv (one category per row).")

    var period: PeriodArgument.Given
    var type: BillType

    init(parsing arguments: inout ArgumentScanner) throws {
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)]) ?? .expense
        period = try Self.period.take(from: &arguments)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let period = try Self.period.read(
            period, otherwise: Period(month: context.today.yearMonth), today: context.today)
        let report = try context.store.read { ledger in
            try CategoryTotalsReport(
                ledger: ledger, book: try context.book(in: ledger), period: period, type: type)
        }
        context.print(report, as: format)
    }
}
