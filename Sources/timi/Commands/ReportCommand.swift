import LedgerCore

struct ReportCommand: Command {
    static let name = "report"
    static let abstract = "The monthly report for cron: totals against the month before, pie, largest bills."
    static let help = CommandHelp(
        usage: "timi report [<month> | last] [--format text|markdown|html|json] [--output <file>]",
        discussion: """
            Income, expense and balance with the change against the month before, the expense and income by
            category, the 5 largest expenses and the expense of each day, for the current book (or --book).
            The same ledger gives the same bytes at the same width (COLUMNS, else the terminal's, else 80); no
            colour, no terminal needed. HTML is one page with an
            inline SVG pie chart, for a mail.
            """,
        arguments: [month.spec], options: [format, output],
        examples: [
            "timi report last",
            "timi report 2026-10 --format html --output report.html",
            "timi report last --format markdown > report.md",
        ])

    static let month = PeriodArgument(
        "month", .month,
        help:
            "A month: 2026-11, 11, this month, or last (last month) for the month before (default: this month)."
    )
    static let format = OptionSpec.format(
        ReportFormat.allCases, help: "text (default), markdown, html or json.")
    static let output = OptionSpec.output("the report")

    var month: PeriodArgument.Given
    var output: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        output = try arguments.value(Self.output)
        month = try Self.month.take(from: &arguments)
        if output == "" { throw UsageError.empty(Self.output) }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self, as: ReportFormat.self) ?? .text
        let month = try Self.month.month(month, today: context.today)
        let (report, state) = try context.store.read { ledger in
            (
                try MonthlyReport(
                    ledger: ledger, book: try context.book(in: ledger), month: month, today: context.today),
                ledger.state
            )
        }
        let text: String
        switch format {
        case .markdown: text = report.asMarkdown(style: context.style)
        case .html: text = report.asHTML()
        case .json: text = report.asJSON(in: state)
        case .text: text = report.asText(style: context.style)
        }
        guard let output, output != "-" else { return context.print(text) }
        try OutputFile.write(text, to: output)
    }
}

/// What `timi report` writes.
enum ReportFormat: String, CaseIterable {
    case text, markdown, html, json
}
