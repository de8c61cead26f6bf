import Foundation
import TestSupport
import Testing

/// `timi import` knowing whose statement a file is (its preamble, a card column, its file name,
/// `--account`) and each platform row's account (its payment method), listing or creating the
/// accounts the ledger lacks, and checking a balance column against itself and against timi's
/// balance (LedgerCoreTests' `Fixtures/accounts/`, made-up contents in the banks' shapes).
struct StatementAccountTests {
    static func fixture(_ name: String) -> String { WorkbookImportTests.fixture("accounts/" + name) }

    @Test func aStatementCreatesItsAccountWhichReconcilesAndOneUndoRemovesBoth() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "1", "meals")
            let plan = try timi.run("import", Self.fixture("icbc-debit-2026-03.csv"), "--dry-run")
            #expect(plan.status == 0, "\(plan.stderr)")
            #expect(
                plan.stdout.contains(
                    "  timi account add '工商银行储蓄卡(1234)' --kind debit --institution 工商银行 --digits 1234 "
                        + "--opening=2000.00 --opening-date 2026-03-01"), "\(plan.stdout)")
            #expect(plan.stdout.contains("The statement's balance is 8,642.10 on 2026-03-31; name its account"))
            // One undo takes the account away with the bills.
            _ = try timi.run("import", Self.fixture("icbc-debit-2026-03.csv"), "--create-accounts")
            let undone = try timi.run("undo")
            #expect(undone.status == 0, "\(undone.stderr)")
            #expect(try timi.run("account", "list", "--all").stdout.contains("工商银行") == false)
            #expect(try timi.run("list", "2026-03").stdout.contains("8000.00") == false)
            let imported = try timi.run("import", Self.fixture("icbc-debit-2026-03.csv"), "--create-accounts")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stderr.contains("Account: 工商银行储蓄卡(1234) (found by the statement's preamble)"))
            #expect(imported.stderr.contains("Balance 8,642.10 on 2026-03-31 matches the statement"), "\(imported.stderr)")
            let balances = try timi.run("accounts", "--date", "2026-03-31", "--json")
            #expect(balances.stdout.contains("\"balance\":\"8642.10\""), "\(balances.stdout)")
            // Imported again: nothing twice, and the account still matches.
            let again = try timi.run("import", Self.fixture("icbc-debit-2026-03.csv"))
            #expect(again.stderr.contains("imported 0"), "\(again.stderr)")
            #expect(again.stderr.contains("Balance 8,642.10 on 2026-03-31 matches the statement"), "\(again.stderr)")
        }
    }

    @Test func aStatementListedNewestFirstOpensWithItsOldestRow() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run(
                "import", Self.fixture("cmb-debit-2026-03.csv"), "--create-accounts", "--strict-balance")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("--opening=3000.00 --opening-date 2026-03-01"), "\(result.stderr)")
            #expect(result.stderr.contains("Balance 4,955.00 on 2026-03-28 matches the statement"), "\(result.stderr)")
            timi.extraEnvironment = ["LANG": "zh_CN.UTF-8"]
            let chinese = try timi.run("import", Self.fixture("cmb-debit-2026-03.csv"))
            #expect(chinese.stderr.contains("2026-03-28 的余额 4,955.00 与对账单相符"), "\(chinese.stderr)")
        }
    }

    /// A card's repayment is a move from another account of the user's, left out: the chain counts it,
    /// and the plan says timi's balance lacks it until it is booked.
    @Test func aRowLeftOutIsCountedInTheChainAndNamed() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run("import", Self.fixture("card-with-balance.csv"), "--create-accounts")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.contains("timi account add '信用卡(8888)' --kind credit --digits 8888 --opening=0.00"),
                "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "Balance -50.00 on 2026-03-09 matches the statement, counting 1 row left out (100.00): "
                        + "timi's is -150.00 until it is booked"), "\(result.stderr)")
        }
    }

    @Test func anExistingAccountIsFoundByInstitutionAndDigitsAndWhereItPartsIsNamed() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("account", "add", "工资卡", "--kind", "debit", "--institution", "工行", "--digits", "1234")
            let result = try timi.run("import", Self.fixture("icbc-debit-2026-03.csv"))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.contains("Account: 工资卡 (found by the statement's preamble)"), "\(result.stderr)")
            #expect(
                result.stderr.contains(
                    "Balance parts from the statement at line 4 (2026-03-01): the statement says 10,000.00, "
                        + "timi 8,000.00, a difference of -2,000.00"), "\(result.stderr)")
            let json = try timi.run("import", Self.fixture("icbc-debit-2026-03.csv"), "--dry-run", "--json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let accounts = try #require(object["accounts"] as? [String: Any])
            let statement = try #require(accounts["statement"] as? [String: Any])
            #expect(statement["account"] as? String == "工资卡")
            #expect(statement["digits"] as? String == "1234")
            #expect(statement["found"] as? String == "preamble")
            let reconciliation = try #require(object["reconciliation"] as? [String: Any])
            #expect(reconciliation["matches"] as? Bool == false)
            #expect(reconciliation["chains"] as? Bool == true)
            let parting = try #require(reconciliation["parting"] as? [String: Any])
            #expect(parting["difference"] as? String == "-2000.00")
        }
    }

    @Test func platformRowsTakeTheAccountsOfTheirPaymentMethods() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("account", "add", "微信零钱", "--kind", "wallet", "--institution", "WeChat")
            _ = try timi.run("account", "add", "招行信用卡", "--kind", "credit", "--institution", "招行", "--digits", "5678")
            let plan = try timi.run("import", Self.fixture("wechat-2026-03.csv"), "--dry-run", "--json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(plan.stdout.utf8)) as? [String: Any])
            let accounts = try #require(object["accounts"] as? [String: Any])
            let rows = try #require(accounts["rows"] as? [[String: Any]])
            #expect(rows.map { $0["account"] as? String } == ["招行信用卡", "微信零钱"])
            #expect(rows.map { $0["rows"] as? Int } == [2, 2])  // the 红包 went into 零钱
            let missing = try #require(accounts["missing"] as? [[String: Any]])
            #expect(
                missing.map { $0["add"] as? String } == [
                    "timi account add '招商银行储蓄卡(1234)' --kind debit --institution 招商银行 --digits 1234",
                    "timi account add 零钱通 --kind savings --institution 微信",
                ])
            let imported = try timi.run("import", Self.fixture("alipay-2026-03.csv"), "--create-accounts")
            #expect(imported.status == 0, "\(imported.stderr)")
            for name in ["花呗", "余额宝", "支付宝余额", "中国银行储蓄卡(3147)"] {
                #expect(imported.stderr.contains("timi account add \(name.contains("(") ? "'\(name)'" : name) "), "\(name)")
            }
            let wallet = try timi.run("accounts", "--date", "2026-03-31", "--json")
            #expect(wallet.stdout.contains("\"balance\":\"-120.50\""), "\(wallet.stdout)")
            // 300.00 in, and 1,000.00 moved into 余额宝 (a transfer), which paid 30.00.
            #expect(
                wallet.stdout.contains("{\"balance\":\"-700.00\",\"currency\":\"¥\",\"kind\":\"wallet\",\"name\":\"支付宝余额\"}"),
                "\(wallet.stdout)")
            #expect(wallet.stdout.contains("{\"balance\":\"970.00\",\"currency\":\"¥\",\"kind\":\"savings\",\"name\":\"余额宝\"}"))
        }
    }

    @Test func aFileNameAndACardColumnTellTheAccount() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let chase = try timi.run(
                "import", WorkbookImportTests.fixture("Chase1234_Activity_20260301.CSV"), "--dry-run", "--json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(chase.stdout.utf8)) as? [String: Any])
            let accounts = try #require(object["accounts"] as? [String: Any])
            let statement = try #require(accounts["statement"] as? [String: Any])
            #expect(statement["found"] as? String == "file name")
            #expect(statement["institution"] as? String == "Chase")
            #expect(statement["digits"] as? String == "1234")
            let cmb = try timi.run("import", Self.fixture("cmb-credit-2026-03.csv"), "--dry-run")
            #expect(
                cmb.stdout.contains("timi account add '招商银行信用卡(5678)' --kind credit --institution 招商银行 --digits 5678"),
                "\(cmb.stdout)")
        }
    }

    @Test func aBalanceColumnThatDoesNotChainIsSaidAndStrictlyRefused() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("account", "add", "工资卡", "--kind", "debit", "--institution", "工行", "--digits", "1234")
            let before = try BankImportTests.files(dir + "/ledger")
            let strict = try timi.run("import", Self.fixture("icbc-debit-broken.csv"), "--strict-balance")
            #expect(strict.status == 65)
            #expect(
                strict.stderr == "Error: \(Self.fixture("icbc-debit-broken.csv")):5: the balance column does not chain: the rows before it and its amount "
                    + "come to 9842.10, it says 9824.10; --strict-balance imports nothing; nothing was imported\n",
                "\(strict.stderr)")
            #expect(try BankImportTests.files(dir + "/ledger") == before)
            let said = try timi.run("import", Self.fixture("icbc-debit-broken.csv"), "--dry-run")
            #expect(
                said.stdout.contains(
                    "The balance column does not chain at line 5: the rows before it and its amount come to 9,842.10, it says 9,824.10"),
                "\(said.stdout)")
        }
    }

    @Test func badAccountsAreRefusedInOneLineAndChangeNothing() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("account", "add", "Checking", "--kind", "debit", "--currency", "USD")
            _ = try timi.run("account", "add", "工资卡", "--kind", "debit")
            let before = try BankImportTests.files(dir + "/ledger")
            let cases: [([String], String)] = [
                (
                    ["bank-no-account.csv", "--strict-balance"],
                    "whose statement \(Self.fixture("bank-no-account.csv")) is cannot be told; name its account with "
                        + "--account (or create it with --create-accounts); nothing was imported"
                ),
                (
                    ["icbc-debit-2026-03.csv", "--account", "Checking"],
                    "the account Checking is in USD, but the statement is in CNY; name an account in CNY with "
                        + "--account; nothing was imported"
                ),
                (["icbc-debit-2026-03.csv", "--account", "Chekcing"], "did you mean 'Checking'?"),
            ]
            for (arguments, message) in cases {
                let result = try timi.run(arguments: ["import", Self.fixture(arguments[0])] + arguments.dropFirst())
                #expect(result.status == 65, "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
                #expect(try BankImportTests.files(dir + "/ledger") == before)
            }
            // Without --strict-balance, a statement that says no account imports as before.
            let plain = try timi.run("import", Self.fixture("bank-no-account.csv"))
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(plain.stderr.contains("Account: none; the statement does not say whose it is"), "\(plain.stderr)")
        }
    }
}
