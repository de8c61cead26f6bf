import Foundation
import TestSupport
import Testing

/// `timi import` booking money moved between the user's own accounts as transfers (WeChat's
/// 零钱提现, 零钱充值, 零钱通 and 信用卡还款; Alipay's 余额宝, 花呗 and fund moves; a debit card's
/// `自动还款` of a credit card and the card's `还款`), once whichever statement comes first, and
/// recording a reconciled statement's last balance as a check (LedgerCoreTests' `Fixtures/accounts/`,
/// made-up contents in the real shapes).
struct OwnMoveImportTests {
    static func fixture(_ name: String) -> String { StatementAccountTests.fixture(name) }

    /// Each account's balance on `day`, by name.
    static func balances(_ timi: TimiRunner, on day: String = "2026-04-30") throws -> [String: String] {
        let result = try timi.run("accounts", "--date", day, "--json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let accounts = try #require(object["accounts"] as? [[String: Any]])
        var balances: [String: String] = [:]
        for account in accounts {
            balances[try #require(account["name"] as? String)] = account["balance"] as? String
        }
        return balances
    }

    /// The ledger's transfers as exported: `date,type,amount,…` rows of type transfer.
    static func transfers(_ timi: TimiRunner) throws -> [String] {
        try timi.run("export", "all").stdout.split(separator: "\r\n").map(String.init).filter {
            $0.contains(",transfer,")
        }
    }

    static func plan(_ timi: TimiRunner, _ file: String, _ extra: String...) throws -> [String: Any] {
        let result = try timi.run(arguments: ["import", fixture(file), "--dry-run", "--json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func weChatsMovesBecomeTransfersAndTheWithdrawalsFeeIsItsFee() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let plan = try Self.plan(timi, "wechat-moves-2026-04.csv", "--create-accounts")
            let transfers = try #require(plan["transfers"] as? [[String: Any]])
            #expect(transfers.map { $0["from"] as? String } == ["零钱", "零钱", "零钱", "招商银行储蓄卡(1234)"])
            #expect(transfers.map { $0["to"] as? String } == ["招商银行储蓄卡(1234)", "招商银行信用卡", "零钱通", "零钱"])
            #expect(transfers.map { $0["amount"] as? String } == ["300.00", "200.00", "100.00", "1000.00"])
            #expect(transfers.first?["fee"] as? String == "0.10")
            #expect(transfers.allSatisfy { $0["matched"] is NSNull })
            #expect(plan["income"] as? String == "50.00" && plan["expense"] as? String == "58.00")
            let imported = try timi.run(
                "import", Self.fixture("wechat-moves-2026-04.csv"), "--create-accounts")
            #expect(imported.status == 0, "\(imported.stderr)")
            let expected = [
                "零钱": "391.90", "招商银行储蓄卡(1234)": "-700.00", "招商银行信用卡": "200.00", "零钱通": "100.00",
            ]
            #expect(try Self.balances(timi) == expected)
            #expect(try Self.transfers(timi).count == 4)
            // Imported again: nothing twice.
            let again = try timi.run("import", Self.fixture("wechat-moves-2026-04.csv"))
            #expect(again.stderr.contains("imported 0, skipped 6 already present"), "\(again.stderr)")
            #expect(try Self.balances(timi) == expected)
        }
    }

    @Test func alipaysBalanceYuEBaoHuabeiAndFundMovesBecomeTransfers() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let imported = try timi.run(
                "import", Self.fixture("alipay-moves-2026-04.csv"), "--create-accounts")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(
                imported.stderr.contains("imported 7, skipped 0 already present, left out 0"),
                "\(imported.stderr)")
            #expect(
                try Self.balances(timi) == [
                    "花呗": "0.00", "余额宝": "420.00", "蚂蚁财富": "380.00", "支付宝余额": "700.00",
                    "招商银行储蓄卡(1234)": "-88.00",
                ])
            #expect(try Self.transfers(timi).count == 5)
            let again = try timi.run("import", Self.fixture("alipay-moves-2026-04.csv"))
            #expect(again.stderr.contains("imported 0,"), "\(again.stderr)")
        }
    }

    /// The ICBC statement's `自动还款` and the CMB card's `还款` are one transfer, whichever comes first;
    /// importing either again books nothing.
    @Test(arguments: [
        ["icbc-debit-2026-04.csv", "cmb-credit-2026-04.csv"],
        ["cmb-credit-2026-04.csv", "icbc-debit-2026-04.csv"],
    ])
    func aRepaymentOnBothStatementsIsOneTransferInEitherOrder(_ files: [String]) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let first = try timi.run("import", Self.fixture(files[0]), "--create-accounts")
            #expect(first.status == 0, "\(first.stderr)")
            if files[0].hasPrefix("icbc") {
                // The card's row finds the transfer the debit card's statement booked, and says so.
                let plan = try Self.plan(timi, files[1], "--create-accounts")
                let transfers = try #require(plan["transfers"] as? [[String: Any]])
                let matched = try #require(transfers.first?["matched"] as? String)
                #expect(transfers.first?["from"] as? String == "工商银行储蓄卡(9012)")
                #expect(transfers.first?["to"] as? String == "招商银行信用卡")
                let skipped = try #require(plan["skipped"] as? [[String: Any]])
                #expect(
                    skipped.map { $0["reason"] as? String } == [
                        "the same move as transfer \(matched), booked from the other statement"
                    ])
            } else {
                // The card's statement does not name the account that paid: left out until it is known.
                #expect(
                    first.stderr.contains("left out 1"), "\(first.stderr)")
                let plan = try timi.run("import", Self.fixture(files[0]), "--dry-run")
                #expect(
                    plan.stdout.contains(
                        "line 6: a move from an account the row does not name to 招商银行信用卡(5678): the row does not "
                            + "name the other account; import that account's statement, or book it with timi transfer "
                            + "1200.00 ACCOUNT '招商银行信用卡(5678)' --date 2026-04-29"), "\(plan.stdout)")
            }
            let second = try timi.run("import", Self.fixture(files[1]), "--create-accounts")
            #expect(second.status == 0, "\(second.stderr)")
            let card = files[0].hasPrefix("icbc") ? "招商银行信用卡" : "招商银行信用卡(5678)"
            let expected = ["工商银行储蓄卡(9012)": "8642.10", card: "0.00"]
            #expect(try Self.balances(timi) == expected)
            #expect(try Self.transfers(timi).count == 1)
            let bills = try timi.run("export", "all").stdout
            for file in files + files {
                let again = try timi.run("import", Self.fixture(file))
                #expect(again.status == 0 && again.stderr.contains("imported 0,"), "\(file): \(again.stderr)")
            }
            #expect(try timi.run("export", "all").stdout == bills)
            #expect(try Self.balances(timi) == expected)
        }
    }

    @Test func aStatementThatReconcilesRecordsItsLastBalanceAsACheck() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let plan = try timi.run(
                "import", Self.fixture("icbc-debit-2026-04.csv"), "--create-accounts", "--dry-run")
            #expect(
                plan.stdout.contains(
                    "It would record the balance check 8,642.10 on 2026-04-28 (as 'timi account check' does)"),
                "\(plan.stdout)")
            let json = try Self.plan(timi, "icbc-debit-2026-04.csv", "--create-accounts")
            let reconciliation = try #require(json["reconciliation"] as? [String: Any])
            let check = try #require(reconciliation["check"] as? [String: Any])
            #expect(check["balance"] as? String == "8642.10" && check["date"] as? String == "2026-04-28")
            let imported = try timi.run("import", Self.fixture("icbc-debit-2026-04.csv"), "--create-accounts")
            #expect(
                imported.stderr.contains("Recorded the balance check 8,642.10 on 2026-04-28"),
                "\(imported.stderr)")
            let shown = try timi.run("account", "show", "工商银行储蓄卡(9012)")
            #expect(
                shown.stdout.contains("8642.10") && shown.stdout.contains("2026-04-28"), "\(shown.stdout)")
            let state = try String(contentsOfFile: dir + "/ledger/ledger.json", encoding: .utf8)
            #expect(
                state.contains("\"checks\":[{\"balance\":\"8642.10\",\"date\":\"2026-04-28\"}]"), "\(state)")
            // Imported again: the check is there already, and nothing changes.
            let before = try BankImportTests.files(dir + "/ledger")
            let again = try timi.run("import", Self.fixture("icbc-debit-2026-04.csv"))
            #expect(again.status == 0 && !again.stderr.contains("Recorded"), "\(again.stderr)")
            #expect(try BankImportTests.files(dir + "/ledger") == before)
        }
    }

    @Test func aStatementThatDoesNotReconcileRecordsNoCheck() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run(
                "account", "add", "工资卡", "--kind", "debit", "--institution", "工行", "--digits", "1234")
            let imported = try timi.run("import", Self.fixture("icbc-debit-broken.csv"))
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(!imported.stderr.contains("balance check"), "\(imported.stderr)")
            let state = try String(contentsOfFile: dir + "/ledger/ledger.json", encoding: .utf8)
            #expect(!state.contains("\"checks\""), "\(state)")
        }
    }

    /// A move whose other account the ledger lacks is left out, its reason naming both sides and the
    /// line that adds the missing one; a file of nothing else leaves the ledger as it was.
    @Test func aMoveWithAnUnknownSideIsLeftOutNamingBothAndTheLedgerIsUnchanged() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("account", "add", "零钱", "--kind", "wallet", "--institution", "微信")
            let before = try BankImportTests.files(dir + "/ledger")
            let plan = try timi.run("import", Self.fixture("wechat-only-move.csv"), "--dry-run")
            #expect(
                plan.stdout.contains(
                    "  line 18: a move from 零钱 to 招商银行储蓄卡(1234): the ledger has no account 招商银行储蓄卡(1234); "
                        + "pass --create-accounts, or add it with timi account add '招商银行储蓄卡(1234)' --kind debit "
                        + "--institution 招商银行 --digits 1234\n"), "\(plan.stdout)")
            var chinese = timi
            chinese.extraEnvironment = ["LANG": "zh_CN.UTF-8"]
            let said = try chinese.run("import", Self.fixture("wechat-only-move.csv"), "--dry-run")
            #expect(
                said.stdout.contains(
                    "从 零钱 到 招商银行储蓄卡(1234) 的转账：账本没有账户 招商银行储蓄卡(1234)；加上 --create-accounts，或用 "
                        + "timi account add '招商银行储蓄卡(1234)' --kind debit --institution 招商银行 --digits 1234 添加"),
                "\(said.stdout)")
            let imported = try timi.run("import", Self.fixture("wechat-only-move.csv"))
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(
                imported.stderr.contains("imported 0, skipped 0 already present, left out 1"),
                "\(imported.stderr)")
            #expect(try BankImportTests.files(dir + "/ledger") == before)
            // With --create-accounts the card is made, and the move booked with its fee.
            let created = try timi.run("import", Self.fixture("wechat-only-move.csv"), "--create-accounts")
            #expect(created.status == 0, "\(created.stderr)")
            #expect(try Self.balances(timi) == ["零钱": "-300.10", "招商银行储蓄卡(1234)": "300.00"])
        }
    }

    /// A ledger that keeps no accounts books the rows as it always did: the moves left out, a
    /// withdrawal's fee an expense.
    @Test func aLedgerWithoutAccountsBooksAsBefore() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let imported = try timi.run("import", Self.fixture("wechat-moves-2026-04.csv"))
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(
                imported.stderr.contains("imported 3, skipped 0 already present, left out 3"),
                "\(imported.stderr)")
            #expect(try Self.transfers(timi).isEmpty)
            #expect(try timi.run("export", "all").stdout.contains("2026-04-20,expense,0.10"))
        }
    }

    /// Chase's `ACCT_XFER` goes to the savings account its description names; Monzo's `Pot transfer` to
    /// the pot, a savings account of its name.
    @Test func chasesAccountTransfersAndMonzosPotsAreTransfers() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let chase = try timi.run(
                "import", WorkbookImportTests.fixture("Chase1234_Activity_20260301.CSV"), "--create-accounts",
                "--dry-run",
                "--json")
            let plan = try #require(
                try JSONSerialization.jsonObject(with: Data(chase.stdout.utf8)) as? [String: Any])
            let transfers = try #require(plan["transfers"] as? [[String: Any]])
            #expect(transfers.count == 1)
            #expect(
                transfers.first?["from"] as? String == "Chase 1234"
                    && transfers.first?["to"] as? String == "Chase 9876")
            #expect(transfers.first?["amount"] as? String == "500.00")
            let monzo = try timi.run("import", WorkbookImportTests.fixture("monzo.csv"), "--create-accounts")
            #expect(monzo.status == 0, "\(monzo.stderr)")
            #expect(try Self.transfers(timi).count == 1)
            let balances = try Self.balances(timi, on: "2026-02-28")
            #expect(balances["Savings"] == "500.00", "\(balances)")
        }
    }
}
