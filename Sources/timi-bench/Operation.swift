import Foundation

/// One thing the benchmark times, as whole `timi` processes against a ledger of a given size.
struct Operation {
    /// The row label.
    var name: String
    /// The command `timi help` must know for the row to be measured.
    var command: String
    /// The target at 1M bills, in milliseconds and MiB (nil: none set).
    var targetMilliseconds: Double?
    var targetMiB: Double?
    /// Whether each run needs a fresh ledger (import, first run) rather than the prepared one.
    var wantsEmptyLedger = false
    /// How many runs (slow operations run fewer times).
    var runs: Int?
    /// How many rows one run imports at a ledger size (import rows only): their rows per second are
    /// printed under the table (see ``ImportRate``).
    var importedRows: ((Int) -> Int)?
    /// The arguments after `timi`; may do untimed setup first (e.g. add the bill that delete removes).
    var prepare: (BenchContext) throws -> [String]

    static let month = "2026-10"

    static let all: [Operation] =
        [
            Operation(name: "add", command: "add", targetMilliseconds: 20, targetMiB: 40) { _ in
                ["add", "12.50", "meals", "--note", "bench", "--date", "2026-10-15"]
            },
            Operation(name: "edit a recent bill", command: "edit", targetMilliseconds: 20, targetMiB: 40) {
                context in
                ["edit", try context.recentBillID(), "--note", "edited \(Int.random(in: 0..<1_000_000))"]
            },
            Operation(name: "delete", command: "delete", targetMilliseconds: 20, targetMiB: 40) { context in
                ["delete", try context.addBill()]
            },
            Operation(name: "list one month", command: "list", targetMilliseconds: 20, targetMiB: 40) { _ in
                ["list", month]
            },
            Operation(name: "pie one month", command: "pie", targetMilliseconds: 20, targetMiB: 40) { _ in
                ["pie", month]
            },
            Operation(name: "pie all", command: "pie", targetMilliseconds: 20, targetMiB: 40) { _ in
                ["pie", "all"]
            },
            Operation(name: "months", command: "months", targetMilliseconds: 20, targetMiB: 40) { _ in
                ["months"]
            },
            Operation(name: "balance", command: "balance", targetMilliseconds: 20, targetMiB: 40) { _ in
                ["balance"]
            },
            Operation(name: "calendar one month", command: "calendar", targetMilliseconds: 20, targetMiB: 40)
            {
                _ in
                ["calendar", month]
            },
            Operation(name: "report one month", command: "report", targetMilliseconds: 20, targetMiB: 40) {
                _ in
                ["report", month]
            },
            Operation(
                name: "search all time (text)", command: "search", targetMilliseconds: 300, targetMiB: 64
            ) { _ in
                ["search", "taxi", "--limit", "50"]
            },
            Operation(
                name: "search all time (amount)", command: "search", targetMilliseconds: 300, targetMiB: 64
            ) {
                _ in
                ["search", "12.50", "--sort", "amount"]
            },
            Operation(
                name: "search all time (filters)", command: "search", targetMilliseconds: 300, targetMiB: 64
            ) { _ in
                ["search", "a", "--expense", "--min", "10", "--max", "20", "--limit", "20"]
            },
        ]
        + ["csv", "json", "jsonl", "ledger"].map { format in
            Operation(
                name: "export everything (\(format))", command: "export", targetMilliseconds: 800,
                targetMiB: 64,
                runs: 3
            ) { _ in ["export", "all", "--format", format] }
        } + [
            // The generator's books must exist (added untimed); its categories are created, but for
            // entertainment, longer than a title may be (README, "Import and export").
            Operation(
                name: "import 100k rows (jsonl)", command: "import", targetMilliseconds: 3000,
                wantsEmptyLedger: true, runs: 3
            ) {
                context in
                try context.addBooks(BenchLedger.books)
                return ["import", try context.importFile()] + BenchLedger.importOptions
            },
            // The generator's file of the ledger's size, a million rows at 1M: issue 15's import budget.
            Operation(
                name: "import the size's rows (jsonl)", command: "import", targetMilliseconds: 6000,
                targetMiB: 400, wantsEmptyLedger: true, runs: 3, importedRows: { $0 }
            ) {
                context in
                try context.addBooks(BenchLedger.books)
                return ["import", try context.importFile(count: context.size)] + BenchLedger.importOptions
            },
            Operation(
                name: "first run (add on an empty directory)", command: "add", targetMilliseconds: 20,
                targetMiB: 40, wantsEmptyLedger: true
            ) {
                _ in ["add", "12.50", "meals"]
            },
        ]
}
