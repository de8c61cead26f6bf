import Foundation
import TestSupport
import Testing

/// One month of five statements (LedgerCoreTests' `Fixtures/month/`: WeChat Pay, Alipay, the CMB credit
/// card, the ICBC debit card that repays it, the CMB debit card with a balance column) imported through
/// `timi` in a few orders: what the user sees — each account's balance the statements', the month's
/// spending, nothing booked twice, one `timi undo` per import — and the plan's `--json`, which carries
/// the accounts, the transfers, the links and the reconciliation. Every order is checked in process by
/// LedgerCoreTests' `MonthImportTests`.
struct MonthImportEndToEndTests {
    static func fixture(_ name: String) -> String { WorkbookImportTests.fixture("month/" + name) }
    static let wechat = "wechat-2026-06.csv"
    static let alipay = "alipay-2026-06.csv"
    static let credit = "cmb-credit-2026-06.csv"
    static let icbc = "icbc-debit-2026-06.csv"
    static let debit = "cmb-debit-2026-06.csv"

    /// The balances `make_month_fixtures.py` prints for 2026-06-30.
    static let balances = [
        "零钱": "435.30", "零钱通": "1082.00", "支付宝余额": "912.00", "余额宝": "5765.00", "招行信用卡": "-567.00",
        "工行储蓄卡": "8645.35", "招行储蓄卡": "8178.60",
    ]

    /// A ledger with the user's accounts, opened on 2026-05-31.
    static func ledger(in dir: String) throws -> TimiRunner {
        var timi = TimiRunner(home: dir + "/ledger")
        timi.today = "2026-07-02"
        for (name, options) in [
            ("零钱", ["--kind", "wallet", "--institution", "微信", "--opening", "800"]),
            ("零钱通", ["--kind", "savings", "--institution", "微信", "--opening", "1000"]),
            ("支付宝余额", ["--kind", "wallet", "--institution", "支付宝", "--opening", "1500"]),
            ("余额宝", ["--kind", "savings", "--institution", "支付宝", "--opening", "5000"]),
            ("招行信用卡", ["--kind", "credit", "--institution", "招商银行", "--digits", "5678", "--opening=-1200"]),
            ("工行储蓄卡", ["--kind", "debit", "--institution", "工商银行", "--digits", "7788", "--opening", "10000"]),
            ("招行储蓄卡", ["--kind", "debit", "--institution", "招商银行", "--digits", "4321", "--opening", "2000"]),
        ] {
            let added = try timi.run(arguments: ["account", "add", name] + options + ["--opening-date", "2026-05-31"])
            #expect(added.status == 0, "\(added.stderr)")
        }
        return timi
    }

    @discardableResult
    static func importing(_ timi: TimiRunner, _ name: String) throws -> RunResult {
        let result = try timi.run("import", fixture(name))
        #expect(result.status == 0, "\(name): \(result.stderr)")
        return result
    }

    /// `timi accounts --json`: each account's balance on 2026-06-30, by name.
    static func balances(_ timi: TimiRunner) throws -> [String: String] {
        try OwnMoveImportTests.balances(timi, on: "2026-06-30")
    }

    @Test(arguments: [
        [wechat, alipay, credit, icbc, debit],
        [debit, icbc, credit, alipay, wechat],
        [credit, debit, wechat, icbc, alipay],
    ])
    func aMonthImportedInThisOrderIsBookedOnce(_ order: [String]) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            var before: [String: Data] = [:]
            for name in order {
                before = ledgerFiles(dir + "/ledger")
                let imported = try Self.importing(timi, name)
                if name == Self.debit || name == Self.icbc {
                    #expect(imported.stderr.contains("matches the statement"), "\(imported.stderr)")
                }
            }
            #expect(try Self.balances(timi) == Self.balances)
            // The month's spending: the purchases less the refunds (32.00), as make_month_fixtures.py
            // adds them up.
            let month = try timi.run("pie", "2026-06")
            #expect(month.stdout.contains("income ¥9423.25  expense ¥4071.50"), "\(month.stdout)")
            let bills = try timi.run("export", "all").stdout
            #expect(bills.split(separator: "\r\n").count == 26, "\(bills)")
            for name in order {
                let again = try Self.importing(timi, name)
                #expect(again.stderr.contains("imported 0,") && !again.stderr.contains("linked"), "\(again.stderr)")
            }
            #expect(try timi.run("export", "all").stdout == bills)
            let undone = try timi.run("undo")
            #expect(undone.status == 0, "\(undone.stderr)")
            #expect(ledgerFiles(dir + "/ledger") == before)
        }
    }

    /// The CMB debit card's statement after the WeChat export: its account, the 零钱提现 and 零钱充值
    /// WeChat booked (the fee kept), the WeChat purchase paid with the card, and its balance column
    /// reconciled — in the plan's JSON.
    @Test func thePlansJSONCarriesAccountsTransfersLinksAndTheReconciliation() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            try Self.importing(timi, Self.wechat)
            let result = try timi.run("import", Self.fixture(Self.debit), "--dry-run", "--json")
            #expect(result.status == 0, "\(result.stderr)")
            let plan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let accounts = try #require(plan["accounts"] as? [String: Any])
            let statement = try #require(accounts["statement"] as? [String: Any])
            #expect(statement["account"] as? String == "招行储蓄卡" && statement["digits"] as? String == "4321")
            #expect(statement["found"] as? String == "preamble")
            #expect((accounts["missing"] as? [Any])?.isEmpty == true)
            let transfers = try #require(plan["transfers"] as? [[String: Any]])
            #expect(transfers.map { $0["from"] as? String } == ["招行储蓄卡", "零钱"])
            #expect(transfers.map { $0["to"] as? String } == ["零钱", "招行储蓄卡"])
            #expect(transfers.map { $0["amount"] as? String } == ["200.00", "500.00"])
            #expect(transfers.allSatisfy { $0["matched"] is String })
            let links = try #require(plan["links"] as? [String: Any])
            let linked = try #require(links["linked"] as? [[String: Any]])
            #expect(linked.count == 1)
            #expect(linked.first?["amount"] as? String == "76.40" && linked.first?["payee"] as? String == "示例超市")
            #expect(linked.first?["platformReference"] as? String == "4200000606")
            let reconciliation = try #require(plan["reconciliation"] as? [String: Any])
            #expect(reconciliation["account"] as? String == "招行储蓄卡")
            #expect(reconciliation["matches"] as? Bool == true && reconciliation["chains"] as? Bool == true)
            #expect(reconciliation["statementBalance"] as? String == "8178.60")
            #expect(reconciliation["timiBalance"] as? String == "8178.60")
            #expect((reconciliation["check"] as? [String: Any])?["date"] as? String == "2026-06-27")
            // What the import books: the salary, the rent and a lunch; the rest is WeChat's.
            #expect(plan["income"] as? String == "9000.00" && plan["expense"] as? String == "3045.00")
        }
    }

    /// The exports of the imported month read by ledger and hledger give each account `timi accounts`'
    /// balance, to the cent.
    @Test(
        .enabled(
            if: ExternalTool.runs("hledger"), Comment(rawValue: ExternalTool.skipReason("hledger"))))
    func hledgerReadsTheExportWithTheBalancesOfTimiAccounts() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            for name in [Self.wechat, Self.alipay, Self.credit, Self.icbc, Self.debit] { try Self.importing(timi, name) }
            let journal = try timi.run("export", "all", "--format", "ledger")
            #expect(journal.status == 0, "\(journal.stderr)")
            let path = dir + "/month.journal"
            try Data(journal.stdout.utf8).write(to: URL(fileURLWithPath: path))
            let hledger = try RunResult(
                running: URL(fileURLWithPath: try #require(ExternalTool.path("hledger"))),
                arguments: ["-f", path, "bal", "--flat", "-N", "-O", "csv", "assets", "liabilities"])
            #expect(hledger.status == 0, "\(hledger.stderr)")
            var read: [String: String] = [:]
            for line in hledger.stdout.split(separator: "\n").dropFirst() {
                let cells = line.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
                guard cells.count == 2, let name = cells[0].split(separator: ":").last else { continue }
                read[String(name)] = cells[1].replacingOccurrences(of: "¥", with: "")
            }
            #expect(read == (try Self.balances(timi)), "\(hledger.stdout)")
        }
    }
}
