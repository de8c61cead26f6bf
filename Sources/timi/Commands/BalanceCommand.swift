import LedgerCore

struct BalanceCommand: Command {
    static let name = "balance"
    static let abstract = "Show income, expense and balance of each book and of all books."
    static let help = CommandHelp(
        usage: "timi balance", examples: ["timi balance", "timi balance --json"])

    init(parsing arguments: inout ArgumentScanner) throws {}

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let report = try context.store.read { ledger in
            var report = try BalanceReport(ledger: ledger)
            report.current = try context.book(in: ledger).id
            return report
        }
        context.print(format == .json ? report.asJSON() : report.asText())
    }
}
