import LedgerCore

struct RecentCommand: Command {
    static let help = CommandHelp(
        name: "recent",
        abstract: "List the amount, category and note combinations used most lately, numbered for again.",
        discussion:
            "Counts the bills of the current book (or --book) dated in the last \(RecentReport.defaultDays) days, today included, "
            + "by amount, category and note; the most used come first, and among those used as often, the most "
            + "recently used. 'timi again @N' records the N-th again, dated today (the newest of its bills is "
            + "copied, payee included).",
        options: [limit, format],
        examples: ["timi recent", "timi recent --limit 3", "timi again @2"])

    static let limit = OptionSpec(
        "--limit", value: "n", help: "Show only the first n combinations (default: 10).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json], help: "text (default) or json (the combinations, each with its number).")

    var limit = 10

    init(parsing arguments: inout ArgumentScanner) throws {
        if let text = try arguments.value(Self.limit) {
            guard let value = Int(text), value > 0 else {
                throw UsageError.invalidValue(
                    text, for: Self.limit.synopsis, "give a whole number of 1 or more", choices: [])
            }
            limit = value
        }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let report = try context.store.read { ledger in
            try RecentReport(ledger: ledger, book: try context.book(in: ledger), today: context.today)
        }
        switch format {
        case .json: context.print(report.asJSON(limit: limit))
        default: context.print(report.asText(limit: limit, style: context.style))
        }
    }
}
