import LedgerCore

struct BudgetShowCommand: Command {
    static let help = CommandHelp(
        name: "budget show",
        abstract: "Show the month's budgets: budget, spent, left, share used, projection.",
        discussion:
            "'timi budget [<month>]' is the same. Each budgeted category and the total with its budget, what was spent, what is left, the share "
            + "used and a bar. For the current month also the projection at the pace so far (spent ÷ days "
            + "gone × days in the month); lines over budget are marked 'over' (in red on a terminal), lines "
            + "whose projection goes over 'will go over'. Without a budget of its own, the total is the sum "
            + "of the budgeted categories.",
        arguments: [month.spec], options: [format],
        examples: ["timi budget", "timi budget show 2026-10 --json", "timi budget show last --format csv"])

    static let month = PeriodArgument(
        "month", .month, help: "A month: 2026-11, 11, this month or last month (default: this month).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv], help: "text (default), json or csv (one budget per row).")

    var month: PeriodArgument.Given

    init(parsing arguments: inout ArgumentScanner) throws {
        month = try BudgetShowCommand.month.take(from: &arguments)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let month = try Self.month.month(month, today: context.today)
        let report = try context.store.read { ledger in
            try BudgetReport(
                ledger: ledger, book: try context.book(in: ledger), month: month, today: context.today)
        }
        context.print(report, as: format)
    }
}
