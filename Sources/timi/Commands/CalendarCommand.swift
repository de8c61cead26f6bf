import LedgerCore

struct CalendarCommand: Command {
    static let name = "calendar"
    static let abstract = "Show a month as a calendar with each day's expense total."
    static let help = CommandHelp(
        usage: "timi calendar [<month>] [--monday | --sunday]",
        discussion: "Weeks as rows, each day's number over its expense total; days without expense are blank "
            + "and today is in brackets. Totals too wide for a cell are shortened (12.5, 1235, 12k).",
        arguments: [("<month>", "YYYY-MM (default: this month).")],
        options: [
            ("--monday", "Start the weeks on Monday (the default, unless the configuration says sunday)."),
            ("--sunday", "Start the weeks on Sunday (default: the configuration's firstDayOfWeek, else Monday)."),
            (
                "--format text|json|csv",
                "text (default), json or csv (one row per day, with income and exact totals)."
            ),
        ],
        examples: ["timi calendar", "timi calendar 2026-10 --sunday", "timi calendar --format csv"])

    var month: String?
    /// `--monday` or `--sunday`, if given.
    var firstDay: Configuration.Weekday?

    init(parsing arguments: inout ArgumentScanner) throws {
        let monday = arguments.flag("--monday")
        let sunday = arguments.flag("--sunday")
        if monday && sunday { throw UsageError("'--monday' and '--sunday' cannot be used together") }
        firstDay = monday ? .monday : sunday ? .sunday : nil
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
            let sundayFirst = (firstDay ?? context.configuration.firstDayOfWeek) == .sunday
            context.print(report.asText(style: context.style, today: context.today, sundayFirst: sundayFirst))
        }
    }
}
