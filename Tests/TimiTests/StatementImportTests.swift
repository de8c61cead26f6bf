import Foundation
import TestSupport
import Testing

/// `timi import` of WeChat Pay, Alipay, ICBC, Chase, Monzo and TD exports, recognised by their
/// content and booked as a bookkeeper would (the fixtures are made by LedgerCoreTests'
/// `Fixtures/make_fixtures.py`; their totals are worked out by hand in its comments and here).
struct StatementImportTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var source: String
        var bills: Int
        var income: String
        var expense: String
        var left: Int
        /// What importing it again says it skipped, where rows without a transaction number are among them.
        var again: String? = nil
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        // 120.50 (surplus comma) + 0.10 (withdrawal fee) + 86.50 (partly refunded) + 25.00; 0.07 + 12.00
        // (refund) + 88.00; out: returned, failed, neutral, and a full refund with its purchase.
        Case(
            file: "wechat.csv", source: "WeChat Pay", bills: 7, income: "100.07", expense: "232.10", left: 5),
        Case(
            file: "wechat-excel.csv", source: "WeChat Pay", bills: 3, income: "1234.56", expense: "3250.34",
            left: 0),
        // 900.8099999999999 → 900.81, 0.1 + 0.2 → 0.30; 理财通 is neutral.
        Case(
            file: "wechat-statement.xlsx", source: "WeChat Pay", bills: 3, income: "1234.56",
            expense: "901.11", left: 1),
        // 65.18 + 49.74 + 158.00 + 20.00 (awaiting delivery); 1.23 (收益发放) + 16.03 (refund) + 5600.00.
        Case(
            file: "alipay-app.csv", source: "Alipay (app)", bills: 7, income: "5617.26", expense: "292.92",
            left: 5),
        Case(
            file: "alipay-web.csv", source: "Alipay (web)", bills: 4, income: "220.00", expense: "115.00",
            left: 3),
        // 12.00 + 258.50 (gross of 258.50(已退款99.00)) + 388.80 (已全额退款) + 129.00 (先享后付) + 59.90;
        // refunds 99.00 + 300.00 + 88.80 and 0.52 interest; out: an own-account move, closed, 0.00.
        Case(
            file: "jd.csv", source: "JD", bills: 9, income: "488.32", expense: "848.20", left: 3,
            again: "skipped 6 already present, 3 with the same date, amount and description"),
        // 实付金额 23.50 + 18.00 + 95.00 + 30.30 + 28.00; a refund 18.00; out: 还款 and 充值.
        Case(file: "meituan.csv", source: "Meituan", bills: 6, income: "18.00", expense: "194.80", left: 2),
        Case(file: "icbc.csv", source: "ICBC", bills: 4, income: "10000.00", expense: "1305.56", left: 0),
        Case(
            file: "Chase1234_Activity_20260301.CSV", source: "Chase", bills: 6, income: "4158.44",
            expense: "1175.53", left: 1),
        Case(file: "monzo.csv", source: "Monzo", bills: 3, income: "2500.00", expense: "29.55", left: 1),
        Case(
            file: "td.csv", source: "TD Canada Trust", bills: 3, income: "2500.00", expense: "127.65", left: 0
        ),
    ]

    /// The number of bills and the income and expense totals of the ledger, from `timi export`.
    static func totals(_ timi: TimiRunner) throws -> (bills: Int, income: String, expense: String) {
        let rows = try timi.run("export", "all").stdout.split(separator: "\r\n").dropFirst()
        var sums: [Substring: Int] = [:]
        for row in rows {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            sums[fields[1], default: 0] +=
                Int(fields[2].replacingOccurrences(of: ".", with: "")) ?? -1_000_000
        }
        func money(_ cents: Int) -> String { String(format: "%d.%02d", cents / 100, cents % 100) }
        return (rows.count, money(sums["income"] ?? 0), money(sums["expense"] ?? 0))
    }

    @Test(arguments: cases)
    func importsEachSourceAsExportedWithExactTotals(_ test: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = WorkbookImportTests.fixture(test.file)
            let result = try timi.run("import", file)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.hasSuffix(
                    "\(test.source) statement: imported \(test.bills), skipped 0 already present, "
                        + "left out \(test.left) (closed, neutral or refunded)\n"))
            let totals = try Self.totals(timi)
            #expect(totals.bills == test.bills)
            #expect(totals.income == test.income)
            #expect(totals.expense == test.expense)
            // Imported again: nothing new.
            let again = try timi.run("import", file)
            // With a transaction number the row is the bill already present; without one (ICBC, Chase,
            // TD) it only has the same date, amount and description as one imported before.
            // A JD refund shares its order's number with the purchase: it is keyed by its content.
            let skipped = test.again ?? "skipped \(test.bills) "
            #expect(again.stderr.contains("imported 0, " + skipped), "\(again.stderr)")
            #expect(try Self.totals(timi).bills == test.bills)
        }
    }

    @Test func readsDatesAmountsAndRefundsAsTheSourcesWriteThem() throws {
        try withTemporaryDirectory { dir in
            let xlsx = TimiRunner(home: dir + "/xlsx")
            try xlsx.run("import", WorkbookImportTests.fixture("wechat-statement.xlsx"))
            let bills = try WorkbookImportTests.bills(xlsx)
            // A date cell (a serial number) is its day; a float's long expansion is rounded to cents.
            #expect(bills.contains("2026-02-03,expense,900.81,用餐,午饭,日常账本"))
            #expect(bills.contains("2026-02-06,expense,0.30,用餐,汉堡,日常账本"))
            let monzo = TimiRunner(home: dir + "/monzo")
            try monzo.run("import", WorkbookImportTests.fixture("monzo.csv"))
            // DD/MM/YYYY: 03/02/2026 is the 3rd of February; Monzo's groceries is 日用品.
            // (A payee with a comma is quoted after the book: the prefix is what counts.)
            #expect(
                try WorkbookImportTests.bills(monzo).contains {
                    $0.hasPrefix("2026-02-03,expense,23.10,日用品,weekly shop #food,日常账本,")
                })
            let wechat = TimiRunner(home: dir + "/wechat")
            let result = try wechat.run("import", WorkbookImportTests.fixture("wechat.csv"))
            #expect(
                result.stderr.hasPrefix(
                    "created categories: 退款 (refund, income), 待分类 (uncategorised, expense)\n"))
            let booked = try WorkbookImportTests.bills(wechat)
            #expect(booked.contains("2026-02-12,income,12.00,退款,退款: 美团订单-57990659,日常账本"))
            // A fee that nothing categorises was not decided: 待分类, not 用餐.
            #expect(booked.contains("2026-02-16,expense,0.10,待分类,零钱提现服务费,日常账本"))
            // WALMART HONG KONG CO.,LIMITED: the built-in keyword WALMART.
            #expect(booked.contains { $0.hasPrefix("2026-02-20,expense,120.50,日用品,日用品,日常账本,") })
            #expect(booked.contains("2026-02-19,income,0.07,一般,\"打开拼多多，点击底部\"\"多多视频\"\"\",日常账本"))
            // The refund category exists now: a second statement books into it.
            let chase = try wechat.run(
                "import", WorkbookImportTests.fixture("Chase1234_Activity_20260301.CSV"))
            #expect(!chase.stderr.contains("created categories"))
            #expect(
                try WorkbookImportTests.bills(wechat).contains(where: {
                    $0.hasPrefix("2026-02-14,income,34.99,退款,")
                }))
        }
    }

    @Test func aSourcesCategoryWordIsUsedWhereTheLedgerHasItOrItIsMapped() throws {
        try withTemporaryDirectory { dir in
            let file = WorkbookImportTests.fixture("alipay-app.csv")
            let mapped = TimiRunner(home: dir + "/mapped")
            try mapped.run("category", "add", "日用百货", "--alias", "household")
            let result = try mapped.run("import", file, "--category-map", "餐饮美食=交通")
            #expect(result.status == 0, "\(result.stderr)")
            let bills = try WorkbookImportTests.bills(mapped)
            #expect(bills.contains("2026-02-28,expense,65.18,交通,KFC-125834,日常账本"))
            #expect(bills.contains("2026-02-07,expense,20.00,日用百货,收纳盒 3个装,日常账本"))
            // 亲友代付 is no category of the ledger: the built-in map's 家庭.
            #expect(bills.contains("2026-02-12,expense,49.74,家庭,亲情卡,日常账本"))
            #expect(bills.contains("2026-02-14,income,16.03,退款,退款-亲情卡,日常账本"))
            // Mapped to a category of the other type: an error, not a guess.
            let wrong = try TimiRunner(home: dir + "/wrong").run(
                "import", file, "--category-map", "餐饮美食=salary")
            #expect(wrong.status == 65)
            #expect(wrong.stderr.contains(":19: 工资 (salary) is an income category, but the row is expense"))
            let created = TimiRunner(home: dir + "/created")
            let creating = try created.run("import", file, "--create-categories")
            #expect(
                creating.stderr.hasPrefix(
                    "created categories: 退款 (refund, income), 餐饮美食 (imported1, expense)"))
        }
    }

    @Test func theDryRunSaysTheSourceAndWhyEachRowIsLeftOut() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let before = snapshot(timi.home)
            let result = try timi.run("import", WorkbookImportTests.fixture("wechat.csv"), "--dry-run")
            #expect(result.status == 0)
            #expect(
                result.stderr == """
                    would create categories: 退款 (refund, income), 待分类 (uncategorised, expense)
                    WeChat Pay statement: would import 7, skip 0 already present, leave out 5 (closed, neutral or refunded)

                    """)
            // The plan lists each row left out with the statement's reason, among the other skips.
            #expect(
                result.stdout.hasSuffix(
                    """
                    Skipped 5:
                      line 20: 对方已退还
                      line 22: 提现失败，已退回零钱
                      line 23: 不计收支 (转入零钱通-来自零钱)
                      line 26: the refund of line 27, refunded in full
                      line 27: refunded in full (the refund is on line 26)

                    """))
            let alipay = try timi.run("import", WorkbookImportTests.fixture("alipay-app.csv"), "--dry-run")
            #expect(alipay.stdout.contains("  line 21: 不计收支 (余额宝-单次转入)\n"))
            #expect(alipay.stdout.contains("  line 22: the refund of line 23, refunded in full\n"))
            #expect(alipay.stdout.contains("  line 26: 交易关闭\n"))
            #expect(alipay.stdout.contains("  line 30: 不计收支 (花呗主动还款-2026年02月账单)\n"))
            let json = try timi.run(
                "import", WorkbookImportTests.fixture("wechat.csv"), "--dry-run", "--json")
            #expect(json.stdout.contains(#""statement":"WeChat Pay""#))
            #expect(json.stdout.contains(#"{"place":"line 20","reason":"对方已退还"}"#))
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func fromSourceForcesOneOrSaysItIsNotThere() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let before = snapshot(timi.home)
            let wechat = WorkbookImportTests.fixture("wechat.csv")
            let chase = try timi.run("import", wechat, "--from-source", "chase")
            #expect(chase.status == 65)
            #expect(
                chase.stderr
                    == "Error: \(wechat): not a Chase statement: no header row starting Details,Posting Date,"
                    + "Description,Amount,Type,Balance in its first 40 lines; nothing was imported\n")
            let plain = try timi.run("import", wechat, "--from-source", "csv")
            #expect(plain.status == 65)
            #expect(plain.stderr.contains("\(wechat):18: text after the closing quote of a field"))
            let unknown = try timi.run("import", wechat, "--from-source", "paypal")
            #expect(unknown.status == 64)
            #expect(unknown.stderr.contains("'paypal' is invalid for '--from-source <source>'"))
            #expect(snapshot(timi.home) == before)
            let td = try timi.run("import", WorkbookImportTests.fixture("td.csv"), "--from-source", "TD")
            #expect(td.status == 0, "\(td.stderr)")
        }
    }

    /// A JD or Meituan row whose amount cannot be read stops the import with one line naming it;
    /// the ledger is as it was.
    @Test(arguments: [("jd.csv", "258.50(已退款99.00)", "258.5x(已退款99.00)", "258.5x"), ("meituan.csv", "¥95.00", "¥9S.00", "¥9S.00")])
    func aPlatformRowThatCannotBeReadStopsTheImport(file: String, good: String, bad: String, shown: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let before = snapshot(timi.home)
            let text = try String(contentsOfFile: WorkbookImportTests.fixture(file), encoding: .utf8)
            let path = dir + "/" + file
            try text.replacingOccurrences(of: good, with: bad).write(toFile: path, atomically: true, encoding: .utf8)
            let result = try timi.run("import", path)
            #expect(result.status == 65)
            #expect(result.stderr.hasPrefix("Error: \(path):"), "\(result.stderr)")
            #expect(result.stderr.contains("the amount '\(shown)' cannot be read; nothing was imported\n"))
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(snapshot(timi.home) == before)
        }
    }
}
