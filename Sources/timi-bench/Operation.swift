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
    /// How many rows one run imports at a ledger size (import rows only): their rows per second are
    /// printed under the table (see ``ImportRate``).
    var importedRows: ((Int) -> Int)?
    /// Whether `--ledger` is passed (not for the floor).
    var usesLedger = true
    /// Whether it changes one bill: `--writes` counts the bytes it writes and its fsyncs.
    var changesOneBill = false
    /// The commands run after the first in each run, timed with it (a month's five imports): each
    /// one's arguments, `--ledger` added.
    var then: (BenchContext) throws -> [[String]] = { _ in [] }
    /// How many `timi undo` give the prepared ledger back after each run (untimed): an import into it.
    var undoes = 0
    /// The arguments after `timi`; may do untimed setup first (e.g. add the bill that delete removes).
    var prepare: (BenchContext) throws -> [String]

    static let month = "2026-10"

    static let floor = Operation(name: "floor (timi --version)", command: "add", usesLedger: false) { _ in
        ["--version"]
    }

    /// A one-month operation: ≤ 4.5× the floor and ≤ 40 MiB at a million bills (issue 15).
    /// `changesOneBill`: `--writes` counts its bytes written and fsyncs too.
    static func oneMonth(
        _ name: String, _ command: String, changesOneBill: Bool = false,
        prepare: @escaping (BenchContext) throws -> [String]
    )
        -> Operation
    {
        Operation(
            name: name, command: command, targetMiB: 40, targetFloorRatio: 4.5,
            changesOneBill: changesOneBill,
            prepare: prepare)
    }

    /// An all-time search: ≤ 300 ms and ≤ 64 MiB at a million bills.
    static func search(_ name: String, _ arguments: [String]) -> Operation {
        Operation(
            name: "search all time (\(name))", command: "search", targetMilliseconds: 300, targetMiB: 64,
            oneMonth: false, runs: 5
        ) { _ in ["search"] + arguments }
    }

    static let all: [Operation] =
        [
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
            oneMonth("add", "add", changesOneBill: true) { _ in
                ["add", "12.50", "meals", "--note", "bench", "--date", "2026-10-15"]
            },
            oneMonth("edit a recent bill", "edit", changesOneBill: true) { context in
                ["edit", try context.recentBillID(), "--note", "edited \(Int.random(in: 0..<1_000_000))"]
            },
            oneMonth("edit, moving the bill to another month", "edit", changesOneBill: true) { context in
                ["edit", try context.addBill(), "--date", "2026-09-15"]
            },
            oneMonth("delete", "delete", changesOneBill: true) { context in ["delete", try context.addBill()]
            },
            // A bill of a month file that names accounts (format 3), as after an import from a statement
            // or WeChat: found on its line and changed by the month's log (1b31da9), not the month rewritten.
            oneMonth("edit a bill of a month with accounts", "edit", changesOneBill: true) { context in
                [
                    "edit", try context.billOfMonthWithAccounts(),
                    "--note", "edited \(Int.random(in: 0..<1_000_000))",
                ]
            },
            oneMonth("undo (an add)", "undo", changesOneBill: true) { context in
                _ = try context.addBill()
                return ["undo"]
            },
            oneMonth("undo --list", "undo") { _ in ["undo", "--list"] },
            // Balances from the per-account sums of the totals files, and the day's own month.
            oneMonth("accounts (12 accounts)", "accounts") { context in
                try context.addAccounts()
                return ["accounts", "--date", "2026-10-15"]
            },
            oneMonth("list one month --account (12 accounts)", "list") { context in
                try context.addAccounts()
                return ["list", "--account", BenchContext.accountName(1), month]
            },
            search("text", ["taxi", "--limit", "50"]),
            search("amount", ["12.50", "--sort", "amount"]),
            search("filters", ["a", "--expense", "--min", "10", "--max", "20", "--limit", "20"]),
        ]
        + ["csv", "json", "jsonl", "ledger"].map { format in
            Operation(
                name: "export everything (\(format))", command: "export", targetMilliseconds: 800,
                targetMiB: 64, oneMonth: false, runs: 3
            ) { _ in ["export", "all", "--format", format] }
        } + [
            // The generator's books must exist (added untimed); its categories are created, but for
            // entertainment, longer than a title may be (README, "Import and export").
            Operation(
                name: "import 100k rows (jsonl)", command: "import", targetMilliseconds: 3000,
                wantsEmptyLedger: true, oneMonth: false, runs: 3
            ) { context in
                try context.addBooks(BenchLedger.books)
                return ["import", try context.importFile()] + BenchLedger.importOptions
            },
            // A bank timi has no reader for: the general reader infers its layout (issue 37's budget).
            Operation(
                name: "import 100k rows (an unknown bank's CSV)", command: "import", targetMilliseconds: 1500,
                targetMiB: 200, wantsEmptyLedger: true, oneMonth: false, runs: 3
            ) { context in
                ["import", try BenchData.bankCSV(count: 100_000, in: context.dataDirectory)]
            },
            // The generator's file of the ledger's size, a million rows at 1M: issue 15's import budget.
            Operation(
                name: "import the size's rows (jsonl)", command: "import", targetMilliseconds: 6000,
                targetMiB: 400, wantsEmptyLedger: true, oneMonth: false, runs: 3, importedRows: { $0 }
            ) { context in
                try context.addBooks(BenchLedger.books)
                return ["import", try context.importFile(count: context.size)] + BenchLedger.importOptions
            },
            // Issue 39: a month's five statements imported one after another, with linking and
            // reconciliation, into the size's ledger; undone after each run.
            Operation(
                name: "import a month's five statements (600 rows)", command: "import", targetMilliseconds: 1000,
                targetMiB: 200, oneMonth: false, runs: 3,
                then: { context in
                    try context.statementFiles().dropFirst().map { ["import", $0, "--create-accounts"] }
                }, undoes: 5
            ) { context in
                try context.indexImportKeys()
                return ["import", try context.statementFiles()[0], "--create-accounts"]
            },
            // Issues 37 and 39: the unknown bank's 100k rows, reconciled by their balance column, into
            // the size's ledger; undone after each run.
            Operation(
                name: "import 100k rows (an unknown bank's CSV, balance column) into the ledger",
                command: "import", targetMilliseconds: 1500, targetMiB: 200, oneMonth: false, runs: 3,
                undoes: 1
            ) { context in
                try context.indexImportKeys()
                return ["import", try BenchData.bankCSV(count: 100_000, in: context.dataDirectory), "--create-accounts"]
            },
            Operation(
                name: "first run (add on an empty directory)", command: "add", targetMiB: 40,
                targetFloorRatio: 4.5, wantsEmptyLedger: true
            ) { _ in ["add", "12.50", "meals"] },
        ]
}
