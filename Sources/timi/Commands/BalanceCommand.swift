import LedgerCore

struct BalanceCommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "balance", abstract: "Show income, expense and balance of each book and of all books.",
        discussion:
            "The app's header and side menu: each book's bill count, income, expense and balance (the "
            + "current book, or the one given with --book, marked *), and all books together: one total per "
            + "currency, as amounts in different currencies are never added.",
        options: [format],
        examples: ["timi balance", "timi balance --json", "timi balance --format csv"])

    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv],
        help: "text (default), json or csv (one book per row, without the total).")

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let report = try context.store.read { ledger in
            var report = try BalanceReport(ledger: ledger)
            report.current = try context.book(in: ledger).id
            return report
        }
        context.print(report, as: format)
    }
}
