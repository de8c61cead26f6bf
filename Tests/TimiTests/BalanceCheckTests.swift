import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi account check`: a balance that agrees is recorded, one that does not is refused naming the
/// difference and the last check that holds, and a later change that breaks a check is told by the
/// command that made it and by `timi doctor`.
struct BalanceCheckTests {
    /// A card with 35 spent on 2026-11-20 and a wallet of 320.50 with 12 spent on 2026-11-21.
    func prepared(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["account", "add", "招行", "--kind", "credit", "--statement-day", "5"],
            ["account", "add", "微信零钱", "--kind", "wallet", "--opening", "320.50"],
            ["add", "35", "meals", "-a", "招行", "-d", "2026-11-20"],
            ["add", "12", "meals", "-a", "微信零钱"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    @Test func aBalanceThatAgreesIsRecordedShownAndUndone() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let before = try Data(contentsOf: URL(fileURLWithPath: timi.home + "/ledger.json"))
            let check = try timi.run("account", "check", "微信零钱", "308.50")
            #expect(check.status == 0, "\(check.stderr)")
            #expect(check.stdout == "The balance of 微信零钱 on 2026-11-21 is 308.50, as timi has it: the check is recorded\n")
            #expect(try timi.run("account", "check", "招行", "-35", "--date", "2026-11-20").status == 0)
            let show = try timi.run("account", "show", "招行").stdout
            #expect(show.contains("Balance checks:") && show.contains("2026-11-20  -35.00"))
            let json = try timi.run("account", "show", "招行", "--json").stdout
            #expect(json.contains(#""checks":[{"balance":"-35.00","date":"2026-11-20"}]"#))
            #expect(try timi.run("undo", "--list").stdout.contains("account check 招行 -35.00 on 2026-11-20"))
            #expect(try timi.run("undo").status == 0)
            #expect(try timi.run("undo").status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: timi.home + "/ledger.json")) == before)
            #expect(try timi.run("redo").status == 0)
            #expect(try timi.run("account", "show", "微信零钱").stdout.contains("2026-11-21  308.50"))
        }
    }

    @Test func aMismatchNamesTheDifferenceAndTheLastCheckThatHolds() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("account", "check", "招行", "-35", "-d", "2026-11-20").status == 0)
            let before = snapshot(timi.home)
            let result = try timi.run("account", "check", "招行", "-40")
            #expect(result.status == 1)
            #expect(
                result.stderr
                    == "Error: timi's balance of 招行 on 2026-11-21 is -35.00, not -40.00 (a difference of -5.00); "
                    + "the last check that still holds is -35.00 on 2026-11-20\n")
            #expect(snapshot(timi.home) == before)
            let first = try timi.run("account", "check", "微信零钱", "1")
            #expect(first.status == 1 && first.stderr.contains("no recorded check holds before it"))
        }
    }

    @Test func aChangeThatBreaksACheckWarnsAndDoctorListsIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("account", "check", "招行", "-35", "-d", "2026-11-20").status == 0)
            // A bill after the check's day, or of another account, breaks nothing.
            let later = try timi.run("add", "3", "meals", "-a", "招行", "-d", "2026-11-21")
            #expect(later.status == 0 && !later.stderr.contains("Warning"))
            let broken = try timi.run("add", "5", "meals", "-a", "招行", "-d", "2026-11-02")
            #expect(broken.status == 0)
            #expect(
                broken.stderr.contains(
                    "Warning: the balance check of 招行 on 2026-11-20 (-35.00) no longer holds: timi's balance is -40.00"))
            let doctor = try timi.run("doctor", "--json")
            #expect(doctor.status == 1)
            #expect(doctor.stdout.contains("the balance check of 招行 on 2026-11-20 (-35.00) no longer holds"))
            // Undoing the bill mends the check; redoing it breaks it again, and says so.
            #expect(try timi.run("undo").stderr.contains("Warning") == false)
            #expect(try timi.run("doctor").status == 0)
            #expect(try timi.run("redo").stderr.contains("no longer holds"))
            // So does an opening balance moved, and an edit.
            #expect(try timi.run("undo").status == 0)
            let edit = try timi.run("account", "edit", "招行", "--opening", "-1")
            #expect(edit.status == 0 && edit.stderr.contains("no longer holds"))
        }
    }

    /// A change tells the checks it moved: one an earlier change broke, and this one did not move,
    /// is not told again (`timi doctor` still lists it).
    @Test func aCheckBrokenEarlierIsNotToldByAChangeThatDidNotMoveIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("account", "check", "招行", "-35", "-d", "2026-11-20").status == 0)
            #expect(try timi.run("add", "5", "meals", "-a", "招行", "-d", "2026-10-02").stderr.contains("no longer holds"))
            // An earlier month, another account: the card's balance did not move. (A change to the
            // check's own month compares its checks whole, and tells them again.)
            let earlier = try timi.run("add", "9", "meals", "-a", "微信零钱", "-d", "2026-10-03")
            #expect(earlier.status == 0)
            #expect(!earlier.stderr.contains("Warning"), "\(earlier.stderr)")
            #expect(try timi.run("doctor").status == 1)
        }
    }

    @Test func anEditAndADeleteThatMoveACheckedBalanceWarnToo() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let id = try timi.run("add", "7", "meals", "-a", "微信零钱", "-d", "2026-11-01").stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try timi.run("account", "check", "微信零钱", "301.50").status == 0)
            let edit = try timi.run("edit", id, "--amount", "8")
            #expect(edit.status == 0 && edit.stderr.contains("(301.50) no longer holds: timi's balance is 300.50"))
            let delete = try timi.run("delete", id)
            #expect(delete.status == 0 && delete.stderr.contains("(301.50) no longer holds: timi's balance is 308.50"))
            // Moving the bill to another account moves the checked balance too.
            #expect(try timi.run("undo").status == 0)
            let moved = try timi.run("edit", id, "--account", "招行")
            #expect(moved.status == 0 && moved.stderr.contains("微信零钱 on 2026-11-21 (301.50) no longer holds"))
        }
    }

    @Test func aRecurringBillBookedWhenDueWarnsToo() throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            #expect(try timi.run("recurring", "add", "10", "meals", "--every", "month", "--on", "25", "-a", "微信零钱").status == 0)
            #expect(try timi.run("account", "check", "微信零钱", "308.50", "-d", "2026-11-30").status == 0)
            timi.today = "2026-11-26"
            let booked = try timi.run("accounts")
            #expect(booked.status == 0)
            #expect(booked.stderr.contains("微信零钱 on 2026-11-30 (308.50) no longer holds: timi's balance is 298.50"))
        }
    }

    @Test func checksOfManyDaysAreComparedFromTheSummaries() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            // A month whose flows add up to nothing still moves the balance of the days inside it.
            #expect(try timi.run("add", "50", "salary", "-a", "微信零钱", "-d", "2026-10-10").status == 0)
            #expect(try timi.run("add", "50", "meals", "-a", "微信零钱", "-d", "2026-10-20").status == 0)
            #expect(try timi.run("account", "check", "微信零钱", "370.50", "-d", "2026-10-15").status == 0)
            #expect(try timi.run("account", "check", "微信零钱", "320.50", "-d", "2026-10-31").status == 0)
            #expect(try timi.run("account", "check", "微信零钱", "308.50").status == 0)
            #expect(try timi.run("doctor").status == 0)
        }
    }

    /// The exports write the checks that hold as assertions; `--format` names beancount among its values.
    @Test func theExportsWriteTheChecks() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("account", "check", "招行", "-35", "-d", "2026-11-20").status == 0)
            let ledger = try timi.run("export", "--format", "ledger")
            #expect(ledger.status == 0 && ledger.stdout.contains("2026-11-20 balance check\n    liabilities:招行  ¥0 = ¥-35.00\n"))
            #expect(ledger.stdout.contains("2026-11-01 opening balance\n    assets:微信零钱  ¥320.50\n"))
            let beancount = try timi.run("export", "--format", "beancount")
            #expect(beancount.status == 0 && beancount.stdout.contains("2026-11-21 balance Liabilities:X-招行  -35.00 CNY\n"))
            let bad = try timi.run("export", "--format", "beans")
            #expect(bad.status == 64 && bad.stderr.contains("ledger, beancount"))
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases = [
        Case(arguments: ["account", "check", "招行x", "1"], status: 1, message: "did you mean '招行'?"),
        Case(arguments: ["account", "check", "招行", "abc"], status: 65, message: "invalid amount 'abc'"),
        Case(arguments: ["account", "check", "招行", "--", "--5"], status: 65, message: "one sign at most"),
        Case(arguments: ["account", "check", "招行", "1", "-d", "2026-13-01"], status: 65, message: "no month 13"),
        Case(arguments: ["account", "check", "招行"], status: 64, message: "Missing"),
        Case(arguments: ["account", "check", "招行", "-35", "--date"], status: 64, message: "Missing value"),
    ]

    @Test(arguments: cases)
    func badInputIsRefusedInOneLineWithTheLedgerUnchanged(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status)
            #expect(result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: "))
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func theMismatchIsToldInChinese() throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            let result = try timi.run("account", "check", "招行", "-40")
            #expect(result.status == 1)
            #expect(result.stderr.contains("timi 记录的 招行 在 2026-11-21 的余额是 -35.00，不是 -40.00（相差 -5.00）"))
            #expect(try timi.run("account", "check", "招行", "-35").stdout.contains("与 timi 记录的一致：已记录这次核对"))
            #expect(try timi.run("account", "show", "招行").stdout.contains("余额核对：  2026-11-21  -35.00"))
        }
    }
}
