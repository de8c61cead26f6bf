import LedgerCore

struct MonthsCommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "months", abstract: "List the months that have bills, with their totals, and ALL.",
        discussion:
            "The app's month carousel: each month with bills, newest first, with its bill count, income, "
            + "expense and balance, and an ALL row. Read from the month summaries, not from the bills.",
        options: [format],
        examples: ["timi months", "timi months --book 旅行", "timi months --format json"])

    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv],
        help: "text (default), json or csv (one month per row, without ALL).")

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let report = try context.store.read { ledger in
            try MonthListReport(ledger: ledger, book: try context.book(in: ledger))
        }
        context.print(report, as: format)
    }
}
