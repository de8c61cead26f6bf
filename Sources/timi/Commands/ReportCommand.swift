import LedgerCore

struct ReportCommand: PeriodOutputCommand {
    static let help = CommandHelp(
        name: "report", abstract: "The report of a month (or a year) for cron: totals, pie, largest bills.",
        discussion: """
            Income, expense and balance with the change against the month before, the expense and income by \
            category, the 5 largest expenses and the expense of each day, for the current book (or --book). \
            The same ledger gives the same bytes at the same width (COLUMNS, else the terminal's, else 80); \
            no colour, no terminal needed. HTML is one page with an inline SVG pie chart, for a mail.

            A year, a quarter or any other run of days (2026, this year, 2026Q3, --from/--to) gives the \
            yearly report instead: its months as rows with income, expense, balance and bills, the total and \
            the monthly average (over the months up to this one), the pie of the period and its 10 largest \
            expenses. It has no budget section: budgets are monthly (see 'timi budget').
            """,
        arguments: [period.spec], options: period.options + [format, output],
        examples: [
            "timi report last",
            "timi report 2026 --format html --output report.html",
            "timi report --format markdown > report.md",
        ])

    static let period = PeriodArgument(
        "period", [.month, .year, .days],
        help:
            "A month (2026-11, 11, this month, last) for the monthly report (default: this month); a year "
            + "(2026, this year), a quarter (2026Q3) or --from/--to for the yearly report.")
    static let format = OptionSpec.format(
        ReportFormat.allCases, help: "text (default), markdown, html or json.")
    static let output = OptionSpec.output("the report")

    var period: PeriodArgument.Given
    var output: String?

    func run(in context: Context) throws {
        let format = try context.format(Self.self, as: ReportFormat.self) ?? .text
        let period = try Self.period.read(
            period, otherwise: Period(month: context.today.yearMonth), today: context.today)
        let text: String
        if period.kind == .month {
            text = try monthly(period.start.yearMonth, format: format, in: context)
        } else {
            let (report, state) = try context.store.read { ledger in
                (
                    try PeriodReport(
                        ledger: ledger, book: try context.book(in: ledger), period: period,
                        today: context.today),
                    ledger.state
                )
            }
            switch format {
            case .markdown: text = report.asMarkdown(style: context.style)
            case .html: text = report.asHTML(language: context.language)
            case .json: text = report.asJSON(in: state)
            case .text: text = report.asText(style: context.style)
            }
        }
        guard let output, output != "-" else { return context.print(text) }
        try OutputFile.write(text, to: output)
    }

    /// The monthly report of `month` in `format`.
    private func monthly(_ month: Month, format: ReportFormat, in context: Context) throws -> String {
        let (report, state) = try context.store.read { ledger in
            (
                try MonthlyReport(
                    ledger: ledger, book: try context.book(in: ledger), month: month, today: context.today),
                ledger.state
            )
        }
        switch format {
        case .markdown: return report.asMarkdown(style: context.style)
        case .html: return report.asHTML(language: context.language)
        case .json: return report.asJSON(in: state)
        case .text: return report.asText(style: context.style)
        }
    }
}

/// What `timi report` writes.
enum ReportFormat: String, CaseIterable {
    case text, markdown, html, json
}
