import Foundation
import TestSupport
import Testing

/// Bills that name an account: `add -a`, `edit --account`, `@NAME` on a line of `add -`, the
/// configuration's defaultAccount, the month file's optional `account` and the JSON rows.
struct BillAccountTests {
    func prepared(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["add", "1", "meals", "-d", "2026-11-01"],
            ["account", "add", "招行信用卡", "--kind", "credit"],
            ["account", "add", "微信零钱", "--kind", "wallet"],
            ["account", "add", "旧卡", "--kind", "debit"],
            ["account", "close", "旧卡"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    func monthFile(_ timi: TimiRunner, _ month: String = "2026-11") throws -> String {
        try String(contentsOfFile: timi.home + "/bills/1/\(month).json", encoding: .utf8)
    }

    @Test func aBillNamesItsAccountInItsFileAndItsJSON() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let plain = try monthFile(timi)
            #expect(plain.hasSuffix("],\"format\":1}\n"))
            let id = try timi.run("add", "35", "meals", "-a", "招行", "-d", "2026-11-02").stdout
                .trimmingCharacters(in: .newlines)
            let file = try monthFile(timi)
            #expect(file.contains("\n{\"account\":1,\"amount\":\"35.00\",\"category\":"))
            #expect(file.hasSuffix("],\"format\":3}\n"))
            let json = try timi.run("show", id, "--json").stdout
            #expect(json.hasPrefix("{\"account\":\"招行信用卡\",\"amount\":\"35.00\""))
            let export = try timi.run("export", "--format", "jsonl").stdout
            #expect(export.contains("{\"account\":\"招行信用卡\",\"amount\":\"35.00\""))
            // Another account, then none: the file goes back to the format of its other bills.
            #expect(try timi.run("edit", id, "--account", "微信").status == 0)
            #expect(try monthFile(timi).contains("{\"account\":2,\"amount\":\"35.00\""))
            #expect(try timi.run("edit", id, "--account", "").status == 0)
            #expect(!(try monthFile(timi)).contains("account"))
            #expect(try monthFile(timi).hasSuffix("],\"format\":1}\n"))
        }
    }

    @Test func linesOfAddNameTheirAccountAndTheDefaultFillsTheRest() throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            let config = dir + "/config"
            timi.extraEnvironment["XDG_CONFIG_HOME"] = config
            #expect(try timi.run("config", "set", "defaultAccount", "微信零钱").status == 0)
            let added = try timi.run(
                arguments: ["add", "-", "-d", "2026-11-03"], stdin: "12 meals @招行信用卡 lunch\n8 transport\n")
            #expect(added.status == 0, "\(added.stderr)")
            let file = try monthFile(timi)
            #expect(file.contains("{\"account\":1,\"amount\":\"12.00\""))
            #expect(file.contains("{\"account\":2,\"amount\":\"8.00\""))
            #expect(try timi.run("add", "3", "meals", "-d", "2026-11-04").status == 0)
            #expect(try monthFile(timi).contains("{\"account\":2,\"amount\":\"3.00\""))
        }
    }

    @Test func anAccountWithBillsIsDeletedOnlyMovingThem() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("add", "35", "meals", "-a", "招行信用卡", "-d", "2026-11-02").status == 0)
            #expect(try timi.run("add", "5", "meals", "-a", "招行信用卡", "-d", "2026-10-02").status == 0)
            let before = snapshot(timi.home)
            let refused = try timi.run("account", "delete", "招行信用卡")
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("招行信用卡 has 2 bills; move them to another account with --move-to"))
            #expect(snapshot(timi.home) == before)
            let deleted = try timi.run("account", "delete", "招行信用卡", "--move-to", "微信零钱")
            #expect(deleted.stdout == "Deleted account 招行信用卡; moved 2 bills to 微信零钱\n")
            #expect(try monthFile(timi).contains("{\"account\":2,\"amount\":\"35.00\""))
            #expect(try monthFile(timi, "2026-10").contains("{\"account\":2,\"amount\":\"5.00\""))
            #expect(try timi.run("undo").status == 0)
            #expect(try monthFile(timi).contains("{\"account\":1,\"amount\":\"35.00\""))
        }
    }

    @Test func recurringRulesAndAgainCarryTheAccount() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let added = try timi.run(
                "recurring", "add", "3000", "housing", "--every", "month", "--on", "1", "--from", "2026-10-01",
                "--account", "招行")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(try monthFile(timi, "2026-10").contains("{\"account\":1,\"amount\":\"3000.00\""))
            #expect(try monthFile(timi).contains("{\"account\":1,\"amount\":\"3000.00\""))
            #expect(try timi.run("recurring", "list", "--json").stdout.contains("{\"account\":\"招行信用卡\",\"amount\""))
            let ledger = try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8)
            #expect(ledger.contains("\"recurring\":[\n{\"account\":1,\"amount\":\"3000.00\""))
            #expect(try timi.run("add", "35", "meals", "-a", "微信", "-d", "2026-11-05").status == 0)
            #expect(try timi.run("again", "-d", "2026-11-06").status == 0)
            #expect(try monthFile(timi).components(separatedBy: "{\"account\":2,\"amount\":\"35.00\"").count == 3)
            // A closed account takes no new bills: the copy has none.
            #expect(try timi.run("account", "close", "微信零钱").status == 0)
            #expect(try timi.run("again", "-d", "2026-11-07").status == 0)
            #expect(try monthFile(timi).components(separatedBy: "{\"account\":2,\"amount\":\"35.00\"").count == 3)
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var stdin: String? = nil
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["add", "5", "meals", "-a", "招行信永卡"], status: 1, message: "did you mean '招行信用卡'?"),
        Case(arguments: ["add", "5", "meals", "-a", "旧卡"], status: 1, message: "the account 旧卡 is closed"),
        Case(arguments: ["add", "5", "meals", "--account"], status: 64, message: "Missing value for '--account"),
        Case(
            arguments: ["add", "-"], stdin: "5 meals @招行信用卡 @微信零钱\n", status: 65,
            message: "stdin:1: "),
        Case(
            arguments: ["add", "-"], stdin: "5 meals\n5 meals @nosuch\n", status: 65,
            message: "stdin:2: no account matches 'nosuch'"),
        Case(
            arguments: ["account", "delete", "微信零钱", "--move-to", "微信零钱"], status: 1,
            message: "微信零钱 cannot take its own bills"),
        Case(arguments: ["account", "delete", "微信零钱", "--move-to", "旧卡"], status: 1, message: "is closed"),
    ]

    @Test(arguments: cases)
    func isRejectedAndChangesNothing(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments, stdin: bad.stdin)
            #expect(result.status == bad.status)
            #expect(result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func editOfAnAccountIsRefusedForAnUnknownOneAndChangesNothing() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let id = try timi.run("add", "35", "meals", "-d", "2026-11-02").stdout.trimmingCharacters(in: .newlines)
            let before = snapshot(timi.home)
            let result = try timi.run("edit", id, "--account", "微信领钱")
            #expect(result.status == 1)
            #expect(result.stderr.contains("did you mean '微信零钱'?"))
            #expect(snapshot(timi.home) == before)
        }
    }
}
