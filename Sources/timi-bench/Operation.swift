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
    /// Whether it changes one bill: `--writes` counts the bytes it writes and its fsyncs.
    var changesOneBill = false
    /// The arguments after `timi`; may do untimed setup first (e.g. add the bill that delete removes).
    var prepare: (BenchContext) throws -> [String]

    static let month = "2026-10"

    static let all: [Operation] = [
        Operation(name: "add", command: "add", targetMilliseconds: 20, targetMiB: 40, changesOneBill: true) {
            _ in
            ["add", "12.50", "meals", "--note", "bench", "--date", "2026-10-15"]
        },
        Operation(
            name: "edit a recent bill", command: "edit", targetMilliseconds: 20, targetMiB: 40,
            changesOneBill: true
        ) {
            context in
            ["edit", try context.recentBillID(), "--note", "edited \(Int.random(in: 0..<1_000_000))"]
        },
        Operation(
            name: "edit moving a bill to another month", command: "edit", targetMilliseconds: 20,
            targetMiB: 40, changesOneBill: true
        ) {
            context in
            ["edit", try context.addBill(), "--date", "2026-09-15"]
        },
        Operation(
            name: "delete", command: "delete", targetMilliseconds: 20, targetMiB: 40, changesOneBill: true
        ) {
            context in
            ["delete", try context.addBill()]
        },
        Operation(
            name: "undo an add", command: "undo", targetMilliseconds: 20, targetMiB: 40, changesOneBill: true
        ) {
            context in
            _ = try context.addBill()
            return ["undo"]
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
        Operation(name: "months", command: "months", targetMilliseconds: 20, targetMiB: 40) { _ in ["months"]
        },
        Operation(name: "balance", command: "balance", targetMilliseconds: 20, targetMiB: 40) { _ in
            ["balance"]
        },
        Operation(name: "calendar one month", command: "calendar", targetMilliseconds: 20, targetMiB: 40) {
            _ in
            ["calendar", month]
        },
        Operation(name: "report one month", command: "report", targetMilliseconds: 20, targetMiB: 40) { _ in
            ["report", month]
        },
        Operation(name: "export everything (csv)", command: "export", targetMilliseconds: 3000, runs: 3) {
            _ in
            ["export", "all", "--format", "csv"]
        },
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
        Operation(
            name: "first run (add on an empty directory)", command: "add", targetMilliseconds: 20,
            targetMiB: 40, wantsEmptyLedger: true
        ) {
            _ in ["add", "12.50", "meals"]
        },
    ]
}
