import LedgerCore

struct BudgetCheckCommand: Command {
    static let help = CommandHelp(
        name: "budget check", abstract: "Exit 1 when a budget of the month is over (for cron and scripts).",
        discussion:
            "Prints the budgets that are over (or, with --warn, used at least that much), one per line, and "
            + "exits 1; prints nothing and exits 0 when every budget holds.",
        arguments: [BudgetShowCommand.month.spec], options: [warn],
        examples: ["timi budget check", "timi budget check last", "timi budget check --warn 80"])

    static let warn = OptionSpec(
        "--warn", value: "percent",
        help:
            "Also report budgets used at least this share, a whole number from \(percents.lowerBound) to \(percents.upperBound) (default: only over)."
    )

    /// The shares --warn takes, in percent.
    static let percents = 1...1000

    var month: PeriodArgument.Given
    var warn: Int?

    init(parsing arguments: inout ArgumentScanner) throws {
        warn = try arguments.value(Self.warn).map { text in
            guard let percent = Int(text), Self.percents.contains(percent) else {
                throw UsageError.invalidValue(
                    text, for: Self.warn.synopsis, "give a whole number from {1} to {2}",
                    String(Self.percents.lowerBound), String(Self.percents.upperBound), choices: [])
            }
            return percent
        }
        month = try BudgetShowCommand.month.take(from: &arguments)
    }

    func run(in context: Context) throws {
        let month = try BudgetShowCommand.month.month(month, today: context.today)
        let report = try context.store.read { ledger in
            try BudgetReport(
                ledger: ledger, book: try context.book(in: ledger), month: month, today: context.today)
        }
        let exceeded = report.exceeded(warningAt: warn.map { $0 * 100 })
        guard !exceeded.isEmpty else { return }
        context.print(report.checkText(exceeded, language: context.language))
        throw ExitRequest(status: ExitStatus.failure)
    }
}
