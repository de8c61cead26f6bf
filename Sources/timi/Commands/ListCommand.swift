import LedgerCore

struct ListCommand: Command {
    static let name = "list"
    static let abstract = "Show the bills of a period as the app's timeline: income left, expense right."
    static let help = CommandHelp(
        usage: "timi list [<period>] [--from <date>] [--to <date>] [--category <category>] [--search <text>] "
            + "[--income | --expense] [--limit <n>]",
        discussion: """
            Newest first; each day once on the central axis with its date and totals, its income bills on the \
            left and its expenses on the right. With --category, the category's bills month by month.
            """,
        arguments: [period.spec], options: [from, to, category, search, income, expense, limit, format],
        examples: [
            "timi list", "timi list 2026 --category meals --limit 10",
            "timi list --from 2026-01-01 --to 2026-03-31 --search taxi --format csv",
        ])

    static let period = PeriodArgument(
        "period", [.month, .year, .all],
        help: "YYYY-MM, YYYY or all (default: this month, or the configuration's listPeriod).")
    static let from = OptionSpec(
        "--from", value: "date",
        help: "The first day to show (with --to, instead of a period; default: the earliest bill).",
        completion: .kind(.dates))
    static let to = OptionSpec(
        "--to", value: "date", help: "The last day to show (default with --from: today).",
        completion: .kind(.dates))
    static let category = OptionSpec(
        "--category", short: "-c", value: "category",
        help:
            "Only this category (title, alias, id or unique prefix), month by month (default: every category).",
        completion: .kind(.categories))
    static let search = OptionSpec(
        "--search", short: "-s", value: "text",
        help:
            "Only bills whose note or category title or alias contains the text, in any case (default: all bills)."
    )
    static let income = OptionSpec("--income", help: "Only income (default: income and expenses).")
    static let expense = OptionSpec("--expense", help: "Only expenses.")
    static let limit = OptionSpec(
        "--limit", value: "n",
        help: "Show only the newest n bills; the totals still count them all (default: every bill).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv],
        help: "text (default), json (an array of bills) or csv (one bill per row).")

    var period: String?
    var from: String?
    var to: String?
    var category: String?
    var search: String?
    var type: BillType?
    var limit: Int?

    init(parsing arguments: inout ArgumentScanner) throws {
        from = try arguments.value(Self.from)
        to = try arguments.value(Self.to)
        category = try arguments.value(Self.category)
        search = try arguments.value(Self.search)
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)])
        limit = try arguments.value(Self.limit).map { text in
            guard let value = Int(text), value > 0 else {
                throw UsageError(
                    "The value '\(text)' is invalid for '\(Self.limit.synopsis)': give a whole number of 1 or more"
                )
            }
            return value
        }
        period = arguments.positional()
        if period != nil && (from != nil || to != nil) {
            throw UsageError("Give either a period or --from/--to, not both")
        }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let period = try Self.period.read(
            period, from: from, to: to,
            otherwise: context.configuration.listPeriod.period(today: context.today),
            today: context.today)
        let (report, state) = try context.store.read { ledger in
            let category = try category.map { try ledger.category(matching: $0, type: type) }
            if let category, let type, category.type != type {
                throw UsageError(
                    "'--\(type.rawValue)' cannot be used with \(category.title) (\(category.alias)), "
                        + "an \(category.type.rawValue) category")
            }
            let filter = BillFilter(category: category, type: type, search: search)
            let book = try context.book(in: ledger)
            return (
                try TimelineReport(ledger: ledger, book: book, period: period, filter: filter, limit: limit),
                ledger.state
            )
        }
        switch format {
        case .json: context.print(bytes: BillOutput.json(of: report.bills, in: state))
        case .csv:
            context.print(bytes: BillOutput.csv(of: report.bills, in: state))
        case .text: context.print(report.asText(in: state, style: context.style))
        }
    }
}
