import LedgerCore

struct CalendarCommand: Command {
    static let name = "calendar"
    static let abstract = "Show a month as a calendar with each day's expense total."
    static let help = CommandHelp(
        usage: "timi calendar [<month>] [--sunday]",
        discussion: "Weeks as rows, each day's number over its expense total; days without expense are blank "
            + "and today is in brackets. Totals too wide for a cell are shortened (12.5, 1235, 12k).",
        arguments: [("<month>", "YYYY-MM (default: this month).")],
        options: [
            ("--sunday", "Start the weeks on Sunday (default: Monday)."),
            (
                "--format <format>",
                "text (default), json or csv (one row per day, with income and exact totals)."
            ),
        ],
        examples: ["timi calendar", "timi calendar 2026-10 --sunday", "timi calendar --format csv"])

    var month: String?
    var sundayFirst: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        sundayFirst = arguments.flag("--sunday")
        month = arguments.positional()
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.name, allowed: [.text, .json, .csv])
        let month =
            try self.month.map { text in
                guard let month = Month(iso: text) else {
                    throw LedgerError.invalidPeriod(text, reason: "use YYYY-MM")
                }
                return month
            } ?? context.today.yearMonth
        let report = try context.store.read { ledger in
            try CalendarReport(ledger: ledger, book: try context.book(in: ledger), month: month)
        }
        switch format {
        case .json: context.print(report.asJSON())
        case .csv: context.print(report.asCSV())
        case .text:
            context.print(report.asText(style: context.style, today: context.today, sundayFirst: sundayFirst))
        }
    }
}
