import LedgerCore

struct ListCommand: Command {
    static let help = CommandHelp(
        name: "list",
        abstract: "Show the bills of a period as the app's timeline: income left, expense right.",
        discussion: """
            Newest first; each day once on the central axis with its date and totals, its income bills on the \
            left and its expenses on the right. With one --category, the category's bills month by month. \
            Sorted by amount or category, a flat table of date, category, amount and note. With --account, \
            the account's register instead: its bills of every book, oldest first, each with the balance \
            after it, between the balance carried into the period and the one it ends with.
            """,
        arguments: [period.spec],
        options: period.options + [search] + BillFilterOptions.options + [account, format],
        examples: [
            "timi list", "timi list 2026 --category meals --limit 10",
            "timi list last month --sort amount --limit 5 --format csv",
        ])

    static let period = PeriodArgument.any(default: "this month, or the configuration's listPeriod")
    static let search = OptionSpec(
        "--search", short: "-s", value: "text",
        help:
            "Only bills whose note, payee or category title or alias contains the text, in any case, or whose"
            + " amount it is (12.5: bills of 12.50); see 'timi search' (default: all bills)."
    )
    static let account = OptionSpec(
        "--account", short: "-a", value: "name",
        help:
            "The register of this account (name, id or unique prefix): its bills with a running balance;"
            + " no other filter or order goes with it (default: the timeline).",
        completion: .kind(.accounts))
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv],
        help:
            "text (default), json (an array of bills; with --account an object of the balances and rows) or"
            + " csv (one bill per row; with --account its flow and balance after it).")

    var period: PeriodArgument.Given
    var search: String?
    var options: BillFilterOptions
    var account: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        search = try arguments.value(Self.search)
        options = try BillFilterOptions(parsing: &arguments)
        account = try arguments.value(Self.account)
        period = try Self.period.take(from: &arguments)
        if account != nil, let other = options.given.first ?? (search == nil ? nil : Self.search) {
            throw UsageError.conflict(other, Self.account)
        }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let period = try Self.period.read(
            period,
            otherwise: context.configuration.listPeriod.period(today: context.today),
            today: context.today)
        if let account {
            let (register, state) = try context.store.read { ledger in
                (
                    try AccountRegister(
                        ledger: ledger, account: try ledger.account(matching: account), period: period),
                    ledger.state
                )
            }
            switch format {
            case .json: context.print(register.json(in: state))
            case .csv: context.print(bytes: register.csv(in: state))
            default: context.print(register.text(in: state, style: context.style))
            }
            return
        }
        switch format {
        case .json: try options.printRows(of: period, search: search, as: .json, in: context)
        case .csv: try options.printRows(of: period, search: search, as: .csv, in: context)
        default: context.print(bytes: try options.timelineText(of: period, search: search, in: context))
        }
    }
}
