import LedgerCore

struct ExportCommand: PeriodOutputCommand {
    static let help = CommandHelp(
        name: "export",
        abstract: "Write a period's bills, every field: CSV, JSON, JSON Lines, ledger or beancount.",
        discussion: """
            Every book's bills (or --book's), oldest first. csv, json and jsonl are what 'timi import' \
            reads, so an export imports back as the same bills (photos stay in the ledger's attachments/).

            ledger writes a double-entry journal that ledger and hledger read, beancount a Beancount file that \
            bean-check accepts; in both every account's balance is the one 'timi accounts' shows. A bill is \
            between its account (assets:NAME, or liabilities:NAME for a credit card; assets:BOOK for a bill \
            without one) and expenses:CATEGORY or income:CATEGORY, in the account's currency; opening balances \
            come from equity:opening balances, and balance checks ('timi account check') are written as \
            assertions when every book is exported. Beancount's names are made valid: each part starts with \
            a capital or a digit (X- before one that cannot, such as Chinese), other characters become -, \
            and currencies are commodities (¥ is CNY).
            """,
        arguments: [period.spec], options: period.options + [format, output, book],
        examples: [
            "timi export > backup.csv", "timi export --format ledger | hledger -f - bal",
            "timi export 2026 --format beancount -o 2026.beancount",
        ])

    static let period = PeriodArgument.any(default: "all")
    static let format = OptionSpec.format(
        BillExport.Format.allCases, help: "csv (default), json, jsonl, ledger or beancount.")
    static let output = OptionSpec.output("the bills")
    static let book = GlobalOptions.book.explained("Only this book's bills (default: every book).")

    var period: PeriodArgument.Given
    var output: String?

    func run(in context: Context) throws {
        let format = try context.format(Self.self, as: BillExport.Format.self) ?? .csv
        let period = try Self.period.read(period, otherwise: .all, today: context.today)
        let file = try output.flatMap { $0 == "-" ? nil : try OutputFile($0) }
        try context.store.read { ledger in
            let books = try context.options.book.map { [try ledger.book(matching: $0)] } ?? ledger.state.books
            try BillExport(format: format, books: books, period: period).write(from: ledger) {
                try SignalWatcher.stopIfCaught()
                if let file { try file.append($0) } else { context.print(bytes: $0) }
            }
        }
        try file?.finish()
    }
}
