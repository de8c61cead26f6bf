import Foundation
import Testing

/// The small ledger the fault harness starts every run from, made once per test process with
/// `timi` itself: 日常账本 (current) with six bills over three months (two in a category 咖啡,
/// alias coffee), a book `trip` with two bills in two months, and as its last change an edit that
/// moved a bill to another month (what `undo` reverts), then an add undone (what `redo` re-applies and
/// every other change ends). Accounts 储蓄卡, 花呗 and 零钱, and a transfer from 零钱 to 花呗 with a fee
/// in 2026-11. 日常账本's 2026-07 holds 50 imported bills, a sealed change log
/// (``MonthLog``) and a change log that one more add seals. Beside it, a CSV of 50 rows over six months.
enum FaultFixture {
    /// A writing command of timi; `$a`, `$f` stand for bills of the fixture, `$csv` for the CSV.
    struct Operation: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// Commands run once on a copy of the fixture to make this operation's ledger.
        var setup: [[String]] = []
        /// Files of the ledger removed from that copy, after the commands.
        var lost: [String] = []
        var testDescription: String { name }
    }

    static let operations = [
        Operation(name: "add", arguments: ["add", "12.50", "meals", "--note", "lunch"]),
        Operation(name: "edit", arguments: ["edit", "$f", "--amount", "20", "--note", "dinner"]),
        Operation(name: "edit to another month", arguments: ["edit", "$f", "--date", "2026-08-15"]),
        Operation(
            name: "edit to another book", arguments: ["edit", "$f", "--book", "trip", "--date", "2026-08-15"]),
        Operation(name: "delete", arguments: ["delete", "$a"]),
        Operation(name: "edit writing a change log", arguments: ["edit", "$k", "--amount", "4"]),
        Operation(name: "delete writing a change log", arguments: ["delete", "$k"]),
        Operation(name: "add sealing a change log", arguments: sealingAdd),
        // The fixture's import-key index covers the months as its own import left them: most are read again.
        Operation(name: "import", arguments: ["import", "$csv"]),
        Operation(
            name: "import rebuilding a lost import-key index", arguments: ["import", "$csv"], lost: ["import-keys"]),
        // Creates two accounts, books a transfer between them and records the statement's last balance.
        Operation(
            name: "import of a statement with a transfer and a balance check",
            arguments: ["import", StatementAccountTests.fixture("icbc-debit-2026-04.csv"), "--create-accounts"]),
        Operation(name: "book delete", arguments: ["book", "delete", "trip", "--yes"]),
        Operation(
            name: "category delete --move-to",
            arguments: ["category", "delete", "coffee", "--move-to", "meals"]),
        Operation(name: "undo", arguments: ["undo"]),
        Operation(name: "redo", arguments: ["redo"]),
        // Puts back a book folder that no longer exists: made, then filled.
        Operation(
            name: "undo of a book delete", arguments: ["undo"], setup: [["book", "delete", "trip", "--yes"]]),
        Operation(name: "restore --replace", arguments: ["restore", "$tar", "--replace"]),
        Operation(
            name: "account add",
            arguments: ["account", "add", "招行信用卡", "--kind", "credit", "--limit", "20000", "--due-day", "23"]),
        Operation(
            name: "account edit", arguments: ["account", "edit", "现金", "--opening", "-12.50", "--hide"],
            setup: [accountAdd]),
        Operation(
            name: "account close", arguments: ["account", "close", "现金"], setup: [accountAdd]),
        Operation(
            name: "account delete", arguments: ["account", "delete", "现金"], setup: [accountAdd]),
        Operation(
            name: "account add with a bill", arguments: ["add", "12.50", "meals", "--account", "现金"],
            setup: [accountAdd]),
        Operation(
            name: "account edit of a bill", arguments: ["edit", "$f", "-a", "现金"],
            setup: [accountAdd]),
        Operation(
            name: "account check", arguments: ["account", "check", "现金", "0", "-d", "2026-07-31"],
            setup: [accountAdd]),
        Operation(
            name: "account delete --move-to", arguments: ["account", "delete", "现金", "--move-to", "钱包"],
            setup: [
                accountAdd, ["account", "add", "钱包", "--kind", "wallet"],
                ["add", "9", "meals", "-a", "现金", "-d", "2026-07-03"],
            ]),
        Operation(
            name: "transfer", arguments: ["transfer", "20", "储蓄卡", "花呗", "--fee", "1", "-d", "2026-11-20"]),
        Operation(name: "edit of a transfer", arguments: ["edit", "$t", "--amount", "25", "--fee", "0", "--to", "储蓄卡"]),
        Operation(name: "edit of a transfer to another month", arguments: ["edit", "$t", "--date", "2026-10-01"]),
        Operation(name: "delete of a transfer", arguments: ["delete", "$t"]),
        Operation(
            name: "book account", arguments: ["book", "account", "trip", "现金"], setup: [accountAdd]),
    ]

    /// The account the account operations change. Their setups leave the undo history full, so that
    /// the operation's own change prunes the oldest entry, in its commit.
    static let accountAdd = ["account", "add", "现金", "--kind", "cash"]

    /// An add to 2026-07 that seals its change log, the second (the fixture stops one short).
    static let sealingAdd = ["add", "5", "meals", "-d", "2026-07-21", "--note", "seal"]

    /// The ledger (built on first use, removed when the test process exits).
    static func ledger() throws -> String { try built.get().ledger }

    /// The ledger `operation` starts from: the fixture, or a copy of it that the operation's setup
    /// commands changed.
    static func ledger(for operation: Operation) throws -> String {
        let fixture = try ledger()
        guard !operation.setup.isEmpty || !operation.lost.isEmpty else { return fixture }
        let timi = try FaultTools.copy(fixture, to: folder + "/setup-\(UUID().uuidString)")
        for arguments in operation.setup {
            let result = try timi.run(arguments: try resolve(arguments))
            guard result.status == 0 else { throw HarnessError("setup: timi \(arguments): \(result.stderr)") }
        }
        for file in operation.lost { try FileManager.default.removeItem(atPath: timi.home + "/" + file) }
        return timi.home
    }

    /// The CSV of 50 rows over six months.
    static func csv() throws -> String { try built.get().values["$csv"] ?? "" }

    /// `arguments` with the fixture's bill ids, CSV and backup paths for `$a`, `$f`, `$csv` and `$tar`.
    static func resolve(_ arguments: [String]) throws -> [String] {
        let values = try built.get().values
        return arguments.map { values[$0] ?? $0 }
    }

    private static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("timi-fault-fixture-\(UUID().uuidString)").path
    private static let built: Result<(ledger: String, values: [String: String]), Error> = {
        atexit { CrashHarness.remove(FaultFixture.folder) }
        return Result { try build(in: folder) }
    }()

    private static func build(in folder: String) throws -> (ledger: String, values: [String: String]) {
        let timi = TimiRunner(home: folder + "/ledger")
        func run(_ arguments: String...) throws -> String {
            let result = try timi.run(arguments: arguments)
            guard result.status == 0 else {
                throw HarnessError("fixture: timi \(arguments): \(result.stderr)")
            }
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try run("book", "add", "trip")
        _ = try run("category", "add", "咖啡", "--alias", "coffee")
        let a = try run("add", "30", "meals", "-d", "2026-09-03", "--note", "a")
        _ = try run("add", "12.50", "coffee", "-d", "2026-10-05", "--note", "b")
        let c = try run("add", "100", "transport", "-d", "2026-10-20", "--note", "c")
        _ = try run("add", "4", "coffee", "-d", "2026-11-02", "--note", "d")
        _ = try run("add", "8000", "salary", "--income", "-d", "2026-11-10", "--note", "e")
        // A backup of the ledger as it is here, for `restore --replace` to put back.
        let backup = folder + "/backup.tar"
        _ = try run("backup", backup)
        let f = try run("add", "18", "meals", "-d", "2026-11-15", "--note", "f")
        _ = try run("add", "450", "travel", "-d", "2026-08-01", "--book", "trip")
        _ = try run("add", "38.20", "meals", "-d", "2026-09-02", "--book", "trip")
        let k = try buildChangeLog(timi, in: folder)
        // Three accounts and a repayment of the card, for the transfer operations.
        _ = try run("account", "add", "储蓄卡", "--kind", "debit", "--opening", "500")
        _ = try run("account", "add", "花呗", "--kind", "credit")
        _ = try run("account", "add", "零钱", "--kind", "wallet")
        let t = try run("transfer", "60", "零钱", "花呗", "--fee", "0.60", "-d", "2026-11-12", "--note", "还款")
        _ = try run("edit", c, "--date", "2026-09-20")
        // An add undone, for `redo` to re-apply (and every other change to end).
        _ = try run("add", "7", "meals", "-d", "2026-11-16", "--note", "g")
        _ = try run("undo")
        let csv = folder + "/rows.csv"
        let rows = (0..<50).map { index in
            let category = ["meals", "transport", "coffee"][index % 3]
            let date = String(format: "2026-%02d-%02d", 6 + index % 6, 1 + index % 28)
            return "\(date),expense,\(index + 1).25,\(category),row \(index)"
        }
        let text = (["date,type,amount,category,note"] + rows).joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: csv))
        return (timi.home, ["$a": a, "$f": f, "$k": k, "$t": t, "$csv": csv, "$tar": backup])
    }

    /// Imports 50 bills into 2026-07 (a month file large enough for a change log), adds one (the first
    /// log: its id is returned), adds bills until that log is sealed (``MonthLog``), then until one more
    /// ``sealingAdd`` would seal the next (tried each time on a hard-linked copy).
    private static func buildChangeLog(_ timi: TimiRunner, in folder: String) throws -> String {
        let rows = (0..<50).map {
            "2026-07-\(String(format: "%02d", 1 + $0 % 28)),expense,\($0 + 3).40,meals,july row \($0) of the big month"
        }
        let csv = folder + "/july.csv"
        try Data((["date,type,amount,category,note"] + rows + [""]).joined(separator: "\n").utf8)
            .write(to: URL(fileURLWithPath: csv))
        func run(_ timi: TimiRunner, _ arguments: [String]) throws -> String {
            let result = try timi.run(arguments: arguments)
            guard result.status == 0 else {
                throw HarnessError("fixture: timi \(arguments): \(result.stderr)")
            }
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
        _ = try run(timi, ["import", csv])
        let k = try run(timi, ["add", "3", "meals", "-d", "2026-07-20", "--note", "k"])
        let log = "/bills/1/2026-07.changes"
        for _ in 0..<200 where !exists(timi.home + "/bills/1/2026-07.1.changes") {
            _ = try run(timi, sealingAdd)
        }
        let probe = TimiRunner(home: folder + "/probe")
        for _ in 0..<200 {
            guard exists(timi.home + log), exists(timi.home + "/bills/1/2026-07.1.changes") else {
                throw HarnessError("fixture: no change log or sealed log in \(timi.home)/bills/1")
            }
            try CrashHarness.copy(timi.home, to: probe.home)
            defer { CrashHarness.remove(probe.home) }
            _ = try run(probe, sealingAdd)
            if exists(probe.home + "/bills/1/2026-07.2.changes") { return k }
            _ = try run(timi, sealingAdd)
        }
        throw HarnessError("fixture: the change log of 2026-07 was never sealed")
    }
}
