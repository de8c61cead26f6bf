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
    /// The target at 1M bills as a multiple of the floor (`timi --version`) measured in the same run.
    var targetFloorRatio: Double?
    /// Whether each run needs a fresh ledger (import, first run) rather than the prepared one.
    var wantsEmptyLedger = false
    /// Whether it reads one month (or ledger.json alone), so must not grow with the ledger.
    var oneMonth = true
    /// How many runs (slow operations run fewer times).
    var runs: Int?
    /// Whether `--ledger` is passed (not for the floor).
    var usesLedger = true
    /// The arguments after `timi`; may do untimed setup first (e.g. add the bill that delete removes).
    var prepare: (BenchContext) throws -> [String]

    static let month = "2026-10"

    /// The process floor: what every row is compared with.
    static let floor = Operation(name: "floor (timi --version)", command: "add", usesLedger: false) { _ in
        ["--version"]
    }

    /// A one-month operation: ≤ 4.5× the floor and ≤ 40 MiB at a million bills (issue 15).
    static func oneMonth(
        _ name: String, _ command: String, prepare: @escaping (BenchContext) throws -> [String]
    )
        -> Operation
    {
        Operation(name: name, command: command, targetMiB: 40, targetFloorRatio: 4.5, prepare: prepare)
    }

    static let all: [Operation] = [
        oneMonth("list one month", "list") { _ in ["list", month] },
        oneMonth("list one month --json", "list") { _ in ["list", month, "--json"] },
        oneMonth("list one month --format csv", "list") { _ in ["list", month, "--format", "csv"] },
        oneMonth("pie one month", "pie") { _ in ["pie", month] },
        oneMonth("report one month", "report") { _ in ["report", month] },
        oneMonth("calendar one month", "calendar") { _ in ["calendar", month] },
        oneMonth("show a bill", "show") { context in ["show", try context.recentBillID()] },
        oneMonth("months", "months") { _ in ["months"] },
        oneMonth("balance", "balance") { _ in ["balance"] },
        oneMonth("budget one month", "budget") { _ in ["budget", month] },
        oneMonth("pie all", "pie") { _ in ["pie", "all"] },
        oneMonth("add", "add") { _ in ["add", "12.50", "meals", "--note", "bench", "--date", "2026-10-15"] },
        oneMonth("edit a recent bill", "edit") { context in
            ["edit", try context.recentBillID(), "--note", "edited \(Int.random(in: 0..<1_000_000))"]
        },
        oneMonth("edit, moving the bill to another month", "edit") { context in
            ["edit", try context.addBill(), "--date", "2026-09-15"]
        },
        oneMonth("delete", "delete") { context in ["delete", try context.addBill()] },
        oneMonth("undo (an add)", "undo") { context in
            _ = try context.addBill()
            return ["undo"]
        },
        oneMonth("undo --list", "undo") { _ in ["undo", "--list"] },
        Operation(
            name: "search, all time", command: "search", targetMilliseconds: 300, targetMiB: 64,
            oneMonth: false,
            runs: 5
        ) { _ in ["search", "lunch"] },
        Operation(
            name: "export everything (csv)", command: "export", targetMilliseconds: 800, oneMonth: false,
            runs: 3
        ) { _ in ["export", "all", "--format", "csv"] },
        // The generator's books must exist (added untimed); its categories are created, but for
        // entertainment, longer than a title may be (README, "Import and export").
        Operation(
            name: "import 100k rows (jsonl)", command: "import", targetMilliseconds: 3000,
            wantsEmptyLedger: true, oneMonth: false, runs: 3
        ) { context in
            try context.addBooks(BenchLedger.books)
            return ["import", try context.importFile()] + BenchLedger.importOptions
        },
        Operation(
            name: "first run (add on an empty directory)", command: "add", targetMiB: 40,
            targetFloorRatio: 4.5,
            wantsEmptyLedger: true
        ) { _ in ["add", "12.50", "meals"] },
    ]
}
