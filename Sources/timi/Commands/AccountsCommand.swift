import LedgerCore

struct AccountsCommand: Command {
    static let help = CommandHelp(
        name: "accounts", abstract: "Show each account's balance, what is owned and owed, and the net worth.",
        discussion:
            "A balance is the account's opening balance plus the bills that name it through the day (income "
            + "in, expense out). The accounts are grouped by kind; then, per currency, the assets (positive "
            + "balances), the liabilities (what negative ones owe) and the net worth. Currencies are never added.",
        options: [date, format],
        examples: ["timi accounts", "timi accounts --date 2026-10-31", "timi accounts --json"])

    static let date = OptionSpec(
        "--date", short: "-d", value: "date", help: "The day of the balances (default: today).",
        completion: .kind(.dates))
    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default); json: accounts (balance as a signed string) and totals per currency.")

    var day: String?

    init(parsing arguments: inout ArgumentScanner) throws { day = try arguments.value(Self.date) }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let date = try day.map { try Day(parsing: $0, today: context.today) } ?? context.today
        let report = try context.store.read { try AccountBalanceReport(ledger: $0, on: date) }
        context.print(format == .json ? report.json() : report.text(style: context.style))
    }
}
