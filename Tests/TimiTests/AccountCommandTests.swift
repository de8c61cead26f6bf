import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi account`: accounts added, changed, ordered, closed and deleted, and refused input that
/// leaves the ledger byte for byte as it was.
struct AccountCommandTests {
    func prepared(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        #expect(try timi.run("add", "1", "meals").status == 0)
        for arguments in [
            [
                "account", "add", "招行信用卡", "--kind", "credit", "--limit", "20000", "--statement-day", "5",
                "--due-day", "23", "--digits", "1234", "--institution", "招商银行",
            ],
            ["account", "add", "微信零钱", "--kind", "wallet", "--opening", "320.50"],
            ["account", "add", "旧卡", "--kind", "debit"],
            ["account", "close", "旧卡"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    @Test func accountsAreListedInTheirOrderAndClosedOnesOnlyWithAll() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("account", "edit", "微信", "--position", "1").status == 0)
            let list = try timi.run("account", "list").stdout
            #expect(list.contains("微信零钱"))
            #expect(!list.contains("旧卡"))
            #expect(list.range(of: "微信零钱")!.lowerBound < list.range(of: "招行信用卡")!.lowerBound)
            #expect(try timi.run("account", "list", "--all").stdout.contains("旧卡"))
            let json = try timi.run("account", "show", "招行", "--json").stdout
            #expect(json.contains(#""limit":"20000.00""#) && json.contains(#""statementDay":5"#))
            #expect(try timi.run("account", "show", "微信", "--json").stdout.contains(#""opening":"320.50""#))
        }
    }

    @Test func renameCloseReopenDeleteAndUndo() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("account", "reopen", "旧卡").stdout == "Reopened account 旧卡\n")
            #expect(try timi.run("account", "rename", "旧卡", "工资卡").stdout == "Renamed account 旧卡 to 工资卡\n")
            let before = ledgerFiles(timi.home)
            #expect(try timi.run("account", "delete", "工资卡").stdout == "Deleted account 工资卡\n")
            #expect(!(try timi.run("account", "list").stdout.contains("工资卡")))
            #expect(try timi.run("undo").status == 0)
            #expect(ledgerFiles(timi.home) == before)
        }
    }

    @Test func aLedgerWithoutAccountsKeepsItsFile() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1", "meals").status == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: timi.home + "/ledger.json"))
            #expect(try timi.run("account", "list").status == 0)
            #expect(try timi.run("add", "2", "meals").status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: timi.home + "/ledger.json")) == before)
        }
    }

    @Test func completionOffersOpenAccounts() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let words = try timi.run("__complete", "account", "show", "").stdout
            #expect(words.contains("招行信用卡\tcredit") && words.contains("微信零钱"))
            #expect(!words.contains("旧卡"))
        }
    }

    /// `account list --all` and `account show`, in English and Chinese, wide and narrow.
    @Test(arguments: [("en", 80), ("en", 40), ("zh", 80), ("zh", 40)])
    func theListAndTheDetailsMatchTheirGoldens(_ language: String, _ width: Int) throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            timi.extraEnvironment = [
                "COLUMNS": String(width), "LANG": language == "zh" ? "zh_CN.UTF-8" : "C",
            ]
            let list = try timi.run("account", "list", "--all")
            let show = try timi.run("account", "show", "招行")
            #expect(list.status == 0 && show.status == 0)
            for line in (list.stdout + show.stdout).split(separator: "\n") {
                #expect(TextWidth.of(line) <= width, "too wide: \(line)")
            }
            let prefix = language == "zh" ? "zh-" : ""
            try expectSnapshot(
                list.stdout + "\n" + show.stdout, named: "\(prefix)account-list-\(width).txt")
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["account", "show", "招行信永卡"], status: 1, message: "did you mean '招行信用卡'?"),
        Case(
            arguments: ["account", "edit", "微信领钱", "--opening", "1"], status: 1,
            message: "did you mean '微信零钱'?"),
        Case(arguments: ["account", "delete", "微信"], status: 1, message: "'微信' is only the start of 微信零钱"),
        Case(
            arguments: ["account", "add", "微信零钱", "--kind", "cash"], status: 1, message: "already an account"),
        Case(arguments: ["account", "add", "x", "--kind", "gold"], status: 65, message: "a kind is one of"),
        Case(arguments: ["account", "add", "x"], status: 64, message: "Missing value for '--kind <kind>'"),
        Case(
            arguments: ["account", "add", "x", "--kind", "cash", "--limit", "5"], status: 1,
            message: "only a credit card has --limit"),
        Case(
            arguments: ["account", "add", "x", "--kind", "cash", "--opening", "1,0"], status: 65,
            message: "invalid amount"),
        Case(
            arguments: ["account", "add", String(repeating: "招", count: 33), "--kind", "cash"], status: 65,
            message: "at most 32 characters"),
        Case(
            arguments: ["account", "add", "@x", "--kind", "cash"], status: 65, message: "may not start with"),
        Case(
            arguments: ["account", "edit", "招行", "--due-day", "32"], status: 65,
            message: "a day of the month is 1 to 31"),
        Case(
            arguments: ["account", "edit", "招行", "--digits", "12a4"], status: 65, message: "last four digits"),
        Case(arguments: ["account", "edit", "招行"], status: 64, message: "Nothing to change"),
        Case(arguments: ["account", "edit", "招行", "--hide", "--unhide"], status: 64, message: "--hide"),
        Case(arguments: ["account", "edit", "招行", "--position", "0"], status: 65, message: "position"),
    ]

    @Test(arguments: cases)
    func isRejectedAndChangesNothing(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status)
            #expect(result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }
}
