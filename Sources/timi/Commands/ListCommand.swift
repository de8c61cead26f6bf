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
        arguments: [period.spec],
        options: period.options + [category, search, income, expense, limit, format],
        examples: [
            "timi list", "timi list 2026 --category meals --limit 10",
            "timi list --from 2026-01-01 --to 2026-03-31 --search taxi --format csv",
        ])

    static let period = PeriodArgument(
        "period", .any,
        help:
            "a month (2026-11, 11, this month, last month), a year (2026, last year), a quarter (2026Q3), a week (this week), today, yesterday or all (default: this month, or the configuration's listPeriod)."
    )
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

    var period: PeriodArgument.Given
    var category: String?
    var search: String?
    var type: BillType?
    var limit: Int?

    init(parsing arguments: inout ArgumentScanner) throws {
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
        period = try Self.period.take(from: &arguments)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let period = try Self.period.read(
            period,
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
