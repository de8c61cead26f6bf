import LedgerCore

struct CalendarCommand: Command {
    static let help = CommandHelp(
        name: "calendar", abstract: "Show a month as a calendar with each day's expense total.",
        discussion: "Weeks as rows, each day's number over its expense total; days without expense are blank "
            + "and today is in brackets. Totals too wide for a cell are shortened (12.5, 1235, 12k).\n"
            + "With --lunar, the lunar date under each day: 初一 to 三十, the month's name (正月, 闰四月, 腊月) on "
            + "its first day, and 除夕, 春节, 元宵, 端午, 七夕, 中秋 and 重阳 where they fall.",
        arguments: [month.spec], options: [monday, sunday, lunar, noLunar, format],
        examples: [
            "timi calendar 2026-10 --sunday", "timi calendar 2026-02 --lunar", "timi calendar --format csv",
        ])

    static let month = PeriodArgument(
        "month", .month,
        help: "A month: 2026-11, 11, this month, last month or next month (default: this month).")
    static let monday = OptionSpec(
        "--monday", help: "Start the weeks on Monday (the default, unless the configuration says sunday).",
        exclusive: "week")
    static let sunday = OptionSpec(
        "--sunday",
        help: "Start the weeks on Sunday (default: the configuration's firstDayOfWeek, else Monday).",
        exclusive: "week")
    static let lunar = OptionSpec(
        "--lunar",
        help: "Show the lunar date under each day (the default when the interface is Chinese); with --json, "
            + "add each day's lunar date.", exclusive: "lunar")
    static let noLunar = OptionSpec("--no-lunar", help: "Leave the lunar dates out.", exclusive: "lunar")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv],
        help: "text (default), json or csv (one row per day, with income and exact totals).")

    var month: PeriodArgument.Given
    /// `--monday` or `--sunday`, if given.
    var firstDay: Configuration.Weekday?
    /// `--lunar` (true) or `--no-lunar` (false), if given.
    var lunar: Bool?

    init(parsing arguments: inout ArgumentScanner) throws {
        firstDay = try arguments.oneOf([(Self.monday, .monday), (Self.sunday, .sunday)])
        lunar = try arguments.oneOf([(Self.lunar, true), (Self.noLunar, false)])
        month = try Self.month.take(from: &arguments)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let month = try Self.month.month(month, today: context.today)
        // The text view follows the interface's language; JSON and CSV, for scripts, only the flag.
        let lunar = self.lunar ?? (format == .text && context.style.language == .chinese)
        let report = try context.store.read { ledger in
            try CalendarReport(ledger: ledger, book: try context.book(in: ledger), month: month, lunar: lunar)
        }
        let sundayFirst = (firstDay ?? context.configuration.firstDayOfWeek) == .sunday
        context.print(report, as: format) {
            report.asText(style: context.style, today: context.today, sundayFirst: sundayFirst)
        }
    }
}
