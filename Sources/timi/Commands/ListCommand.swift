import LedgerCore

struct ListCommand: Command {
    static let name = "list"
    static let abstract = "Show the bills of a period, newest first, grouped by day."
    static let help = CommandHelp(
        usage: "timi list [<period>] [--from <date>] [--to <date>]",
        arguments: [("<period>", "YYYY-MM, YYYY or all (default: this month).")],
        options: [
            ("--from <date>", "The first day to show (with --to, instead of a period)."),
            ("--to <date>", "The last day to show (default with --from: today)."),
        ],
        examples: ["timi list", "timi list 2026-10", "timi list --from 2026-01-01 --to 2026-03-31 --json"])

    var period: String?
    var from: String?
    var to: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        from = try arguments.option("--from", value: "date")
        to = try arguments.option("--to", value: "date")
        period = arguments.positional()
        if period != nil && (from != nil || to != nil) {
            throw UsageError("Give either a period or --from/--to, not both")
        }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let period = try resolvedPeriod(today: context.today)
        let (report, state) = try context.store.read { ledger in
            (try TimelineReport(ledger: ledger, book: try context.book(in: ledger), period: period), ledger.state)
        }
        switch format {
        case .json: context.print(JSONOutput.array(report.bills.map { $0.jsonObject(in: state) }))
        default: context.print(report.asText(in: state))
        }
    }

    private func resolvedPeriod(today: Day) throws -> Period {
        if let period { return try Period(parsing: period) }
        guard from != nil || to != nil else { return Period(month: today.yearMonth) }
        let start = try from.map { try Day(parsing: $0, today: today) } ?? Period.all.start
        let end = try to.map { try Day(parsing: $0, today: today) } ?? today
        guard start <= end else {
            throw LedgerError.invalidPeriod("\(start)..\(end)", reason: "--from is after --to")
        }
        return Period(start: start, end: end, description: "\(start)..\(end)")
    }
}
