import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Every bank export of `../shared/peer2/` (CSV and `.xls`; JD and Meituan have readers of their own,
/// WeChat and Alipay are platforms) imported with no flags: the bills booked and their totals as the
/// peers' READMEs give them, and nothing added the second time.
///
/// Where timi differs from a peer, by policy: a card's repayments are moves between the holder's own
/// accounts and are left out (`PAYMENT - THANK YOU`, 还款); rows a peer's config ignores because
/// another file books them (支付宝, 财付通) are booked, since timi has no such config; a 0.00 row is
/// left out; amounts without a sign (the credit union's invoices) are expenses.
///
/// CI lays `shared/` beside the clone; a missing file fails the test rather than skipping it.
struct PeerStatementTests {
    static let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/peer2").standardized.path

    struct Expected: CustomStringConvertible, Sendable {
        var path: String
        var bills: Int
        var income: String
        var expense: String
        var leftOut: Int = 0
        var description: String { path }
    }

    static let deg = "deb-sig+double-entry-generator/"
    static let csv2ofx = "reubano+csv2ofx/"
    static let reds = "redstreet+beancount_reds_importers/"

    static let cases: [Expected] = [
        // Purchases 56.78 and 8,000.00, the refund 3.90; three repayments left out.
        Expected(path: deg + "cmb/credit/example-cmb-records.csv", bills: 3, income: "3.90", expense: "8056.78", leftOut: 3),
        Expected(path: deg + "cmb/debit/example-cmb-records.csv", bills: 5, income: "1234.00", expense: "2013.14"),
        Expected(path: deg + "ccb/交易明细_xxxx_2025xxxx_2025xxxx.xls", bills: 6, income: "0.00", expense: "703.26"),
        // Purchases 1094.80 and the 4.00 its config ignores; the reward 0.20; 财付通还款 left out.
        Expected(path: deg + "citic/credit/example-citic-records.xls", bills: 12, income: "0.20", expense: "1098.80", leftOut: 1),
        Expected(path: deg + "boc/credit/example-boc-records.csv", bills: 14, income: "989.84", expense: "1231.81"),
        Expected(path: deg + "boc/debit/example-boc-records.csv", bills: 17, income: "9821.00", expense: "9394.30"),
        // +10000.00, +0.01, −10.00, −12345.89; the 0.00 利息税 left out.
        Expected(path: deg + "abc_debit/example-abc_debit-records.csv", bills: 4, income: "10000.01", expense: "12355.89", leftOut: 1),
        // Refunds 123.18 and 1.99; purchases 2.99, 10.00, 10.74 and Suica's 49.85 CNY; repayments left out.
        Expected(path: deg + "bocom_credit/example-bocom_credit-records.csv", bills: 6, income: "125.17", expense: "73.58", leftOut: 2),
        Expected(path: deg + "bocom_debit/example-bocom_debit-records.csv", bills: 6, income: "11.25", expense: "114.00"),
        // 15.90 and 387.42 spent, 97.20 refunded; the repayment left out.
        Expected(path: deg + "cgb_credit/example-cgb_credit-records.csv", bills: 3, income: "97.20", expense: "403.32", leftOut: 1),
        Expected(path: deg + "spdb_debit/example-spdb_debit-records.xls", bills: 4, income: "10.00", expense: "11.64"),
        // CNY 1558.89 and HKD 27.90 spent, the RETURN 25.00; PAYMENT - THANK YOU 3266.16 left out.
        Expected(path: deg + "hsbchk/credit/example-hsbchk-credit-records.csv", bills: 10, income: "25.00", expense: "1586.79", leftOut: 1),
        Expected(path: deg + "hsbchk/debit/example-hsbchk-debit-records.csv", bills: 10, income: "25505.45", expense: "3526.50"),
        Expected(path: deg + "bmo/credit/example-bmo-records.csv", bills: 3, income: "0.00", expense: "94.33"),
        Expected(path: deg + "bmo/debit/example-bmo-records.csv", bills: 4, income: "0.01", expense: "158.32"),
        Expected(path: csv2ofx + "schwab-checking.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case1.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case2.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case3.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case4.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case5.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case6.csv", bills: 4, income: "20.00", expense: "235.27"),
        Expected(path: csv2ofx + "schwab-checking-baltest-case7.csv", bills: 2, income: "20.00", expense: "20.00"),
        Expected(path: csv2ofx + "gls.csv", bills: 1, income: "0.00", expense: "98.76"),
        Expected(path: csv2ofx + "ingesp.csv", bills: 10, income: "1901.00", expense: "1550.79"),
        Expected(path: csv2ofx + "pcmastercard.csv", bills: 2, income: "0.00", expense: "50.31"),
        Expected(path: csv2ofx + "n26-fr.csv", bills: 2, income: "328.00", expense: "328.00"),
        Expected(path: csv2ofx + "creditunion.csv", bills: 8, income: "0.00", expense: "465000.00"),
        Expected(path: reds + "Main_Checking_Account_Transactions.csv", bills: 10, income: "16423.03", expense: "15923.03"),
        Expected(path: reds + "schwab_XXX234_Checking_Transactions_20220203.csv", bills: 2, income: "1.00", expense: "2.00"),
        Expected(path: reds + "ACC_TXN_History_1234_clean.xls", bills: 8, income: "545.30", expense: "1267.90"),
    ]

    @Test(arguments: cases)
    func booksWhatThePeerBooks(_ expected: Expected) throws {
        let path = Self.peer + "/" + expected.path
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) is missing")
        let bytes = [UInt8](data)
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let batch = try BillImport(bytes: bytes, source: path, path: path, options: .init())
            #expect(batch.statement == .bank)
            let outcome = try store.write {
                try batch.apply(to: $0, book: nil, now: Timestamp(milliseconds: 1_795_264_462_000))
            }
            let plan = ImportPlan(outcome)
            #expect(plan.rows == expected.bills)
            #expect(plan.income.description == expected.income)
            #expect(plan.expense.description == expected.expense)
            #expect(outcome.skips.count == expected.leftOut)
            let again = try BillImport(bytes: bytes, source: path, path: path, options: .init())
            let second = try store.write {
                try again.apply(to: $0, book: nil, now: Timestamp(milliseconds: 1_795_264_463_000))
            }
            #expect(second.count == 0)
        }
    }
}
