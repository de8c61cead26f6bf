import Foundation
import TestSupport
import Testing

/// `timi import` making a purchase paid on WeChat Pay or Alipay with a card, and the card statement's
/// row of the same money (`财付通-…`, `支付宝-…`), one bill, whichever file comes second; a row that fits
/// two bills linked to neither; `--no-link`; undo; importing again and an overlapping statement
/// booking nothing twice (LedgerCoreTests' `Fixtures/links/`, a made-up May 2026 in the real shapes).
struct PurchaseLinkTests {
    static func fixture(_ name: String) -> String { WorkbookImportTests.fixture("links/" + name) }
    static let wechat = fixture("wechat-2026-05.csv")
    static let alipay = fixture("alipay-2026-05.csv")
    static let card = fixture("cmb-credit-2026-05.csv")
    static let overlap = fixture("cmb-credit-2026-05-overlap.csv")

    /// A ledger with the card's account (the rows of both sides find it by bank and digits).
    static func ledger(in dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        let added = try timi.run(
            "account", "add", "招行信用卡", "--kind", "credit", "--institution", "招商银行", "--digits", "5678")
        #expect(added.status == 0, "\(added.stderr)")
        return timi
    }

    /// Every bill as `date amount type payee | note | ref | account | category`, sorted.
    static func bills(_ timi: TimiRunner) throws -> [String] {
        let exported = try timi.run("export", "--format", "json")
        #expect(exported.status == 0, "\(exported.stderr)")
        let objects = try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [[String: Any]] ?? []
        return objects.map { bill in
            ["date", "amount", "type", "payee", "note", "ref", "account", "category"]
                .map { bill[$0].map { "\($0)" } ?? "-" }.joined(separator: " | ")
        }.sorted()
    }

    @discardableResult
    static func importing(_ timi: TimiRunner, _ file: String, _ more: String...) throws -> RunResult {
        let result = try timi.run(arguments: ["import", file] + more)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    /// Both orders give the same bills: one per purchase and refund, with the platform's payee, note
    /// and date, both transaction numbers where both files have one, the card's account.
    @Test func eitherOrderGivesOneBillPerPurchase() throws {
        try withTemporaryDirectory { dir in
            let platformFirst = try Self.ledger(in: dir + "/a")
            try Self.importing(platformFirst, Self.wechat)
            try Self.importing(platformFirst, Self.alipay)
            let card = try Self.importing(platformFirst, Self.card)
            #expect(card.stderr.contains("imported 3, skipped 0 already present, linked 7"), "\(card.stderr)")
            #expect(
                card.stderr.contains(
                    "line 6: 32.00 expense, platform 2026-05-08 (4200000204), statement 2026-05-09 (财付通-示例咖啡): bill "),
                "\(card.stderr)")

            let statementFirst = try Self.ledger(in: dir + "/b")
            try Self.importing(statementFirst, Self.card)
            let wechat = try Self.importing(statementFirst, Self.wechat)
            #expect(wechat.stderr.contains("imported 3, skipped 0 already present, linked 4"), "\(wechat.stderr)")
            let alipay = try Self.importing(statementFirst, Self.alipay)
            #expect(alipay.stderr.contains("imported 1, skipped 0 already present, linked 3"), "\(alipay.stderr)")

            let bills = try Self.bills(platformFirst)
            #expect(bills == (try Self.bills(statementFirst)))
            #expect(bills.count == 14, "\(bills)")
            // The platform's side of each purchase, on the card; the statement's words are gone.
            #expect(bills.contains("2026-05-03 | 45.00 | expense | 美团平台商户 | 美团订单-1001 | 4200000203 | 招行信用卡 | 用餐"))
            #expect(bills.contains("2026-05-08 | 32.00 | expense | 示例咖啡 | 拿铁 | 4200000204 | 招行信用卡 | 用餐"))
            #expect(
                bills.contains(
                    "2026-05-06 | 120.50 | expense | 示例超市 | 超市订单 | 2026050622000101 | 招行信用卡 | 日用品"))
            // Refunds on both sides are one bill too, income in 退款.
            #expect(
                bills.contains("2026-05-13 | 12.00 | income | 美团平台商户 | 退款: 美团订单-1002 | 5030000206 | 招行信用卡 | 退款"))
            #expect(
                bills.contains(
                    "2026-05-18 | 20.00 | income | 示例超市 | 退款-日用品 | 2026051622000103_1 | 招行信用卡 | 退款"))
            #expect(!bills.contains { $0.contains("财付通-美团") || $0.contains("支付宝-示例超市") }, "\(bills)")
            // The month's spending is the real purchases less refunds: 45 + 120.50 + 32 + 86.50 + 60 +
            // 4 × 18 (two unlinked pairs) + 300 + 52.20 + 88 − 12 − 20.
            let month = try platformFirst.run("pie", "2026-05")
            #expect(month.stdout.contains("income ¥32.00  expense ¥856.20"), "\(month.stdout)")
        }
    }

    /// Two rows of 18.00 a day apart on each side: every row fits two bills, so none is linked, and the
    /// plan names both candidates.
    @Test func aRowThatFitsTwoBillsIsLinkedToNeitherAndListed() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            try Self.importing(timi, Self.wechat)
            let plan = try timi.run("import", Self.card, "--dry-run")
            #expect(plan.status == 0, "\(plan.stderr)")
            #expect(plan.stdout.contains("Rows that fit more than one bill, linked to none (2):"), "\(plan.stdout)")
            #expect(
                plan.stdout.range(
                    of: #"line 11: 18\.00 on 2026-05-20 \(财付通-示例便利店\) fits bill \w{8} \(2026-05-20, 示例便利店 饮料\), bill \w{8} \(2026-05-21, 示例便利店 饮料\)"#,
                    options: .regularExpression) != nil, "\(plan.stdout)")
            let json = try timi.run("import", Self.card, "--dry-run", "--json")
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let links = object?["links"] as? [String: Any]
            let ambiguous = links?["ambiguous"] as? [[String: Any]] ?? []
            #expect(ambiguous.count == 2)
            #expect((ambiguous.first?["candidates"] as? [[String: Any]])?.count == 2)
            // The plan's evidence of each link: amount, both dates, the statement's words, the number.
            let linked = links?["linked"] as? [[String: Any]] ?? []
            #expect(linked.count == 4)
            let coffee = linked.first { $0["amount"] as? String == "32.00" }
            #expect(coffee?["platformDate"] as? String == "2026-05-08")
            #expect(coffee?["statementDate"] as? String == "2026-05-09")
            #expect(coffee?["statementDescription"] as? String == "财付通-示例咖啡")
            #expect(coffee?["platformReference"] as? String == "4200000204")
            #expect(coffee?["booked"] as? String == "platform")
            try Self.importing(timi, Self.card)
            #expect(try Self.bills(timi).filter { $0.contains("| 18.00 |") }.count == 4)
        }
    }

    /// The statement booked first: the platform's plan says which bills it fills in, in both languages.
    @Test func aPlatformsRowFillsInTheStatementsBillAndThePlanSaysSo() throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.ledger(in: dir)
            try Self.importing(timi, Self.card)
            let json = try timi.run("import", Self.wechat, "--dry-run", "--json")
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let linked = (object?["links"] as? [String: Any])?["linked"] as? [[String: Any]] ?? []
            #expect(linked.count == 4)
            #expect(linked.allSatisfy { $0["booked"] as? String == "statement" })
            let meal = linked.first { $0["amount"] as? String == "45.00" }
            #expect(meal?["payee"] as? String == "美团平台商户")
            #expect(meal?["statementDescription"] as? String == "财付通-美团平台商户")
            timi.extraEnvironment = ["LANG": "zh_CN.UTF-8"]
            let chinese = try Self.importing(timi, Self.wechat)
            #expect(chinese.stderr.contains("与另一份账单的同一笔交易合并为一笔（4）："), "\(chinese.stderr)")
            #expect(chinese.stderr.contains("平台 2026-05-08（4200000204），银行账单 2026-05-09（财付通-示例咖啡）"), "\(chinese.stderr)")
        }
    }

    @Test func noLinkBooksBothRows() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            try Self.importing(timi, Self.wechat)
            let card = try Self.importing(timi, Self.card, "--no-link")
            #expect(card.stderr.contains("imported 10, skipped 0 already present, left out"), "\(card.stderr)")
            #expect(!card.stderr.contains("linked"), "\(card.stderr)")
            #expect(try Self.bills(timi).count == 17)
        }
    }

    /// One undo takes the import back with its links: the bills the statement booked first are as
    /// they were, byte for byte.
    @Test func undoOfALinkingImportRestoresTheOtherFilesBills() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            try Self.importing(timi, Self.card)
            let before = ledgerFiles(dir + "/ledger")
            let wechat = try Self.importing(timi, Self.wechat)
            #expect(wechat.stderr.contains("linked 4"), "\(wechat.stderr)")
            let undone = try timi.run("undo")
            #expect(undone.status == 0, "\(undone.stderr)")
            #expect(
                (undone.stdout + undone.stderr).contains("linking 4 to bills of another statement"),
                "\(undone.stdout)\(undone.stderr)")
            #expect(ledgerFiles(dir + "/ledger") == before)
            let redone = try timi.run("redo")
            #expect(redone.status == 0, "\(redone.stderr)")
            #expect(try Self.bills(timi).count == 13)
            #expect(ledgerFiles(dir + "/ledger") != before)
        }
    }

    /// Each file imported again, and a later statement overlapping the first by a week, book nothing
    /// twice and change no linked bill.
    @Test func importingAgainOrAnOverlappingStatementBooksNothingTwice() throws {
        try withTemporaryDirectory { dir in
            for (number, order) in [[Self.wechat, Self.alipay, Self.card], [Self.card, Self.alipay, Self.wechat]]
                .enumerated()
            {
                let timi = try Self.ledger(in: dir + "/" + String(number))
                for file in order { try Self.importing(timi, file) }
                let bills = try Self.bills(timi)
                for file in order {
                    let again = try Self.importing(timi, file)
                    #expect(again.stderr.contains("imported 0"), "\(again.stderr)")
                    #expect(!again.stderr.contains("linked"), "\(again.stderr)")
                }
                #expect(try Self.bills(timi) == bills)
                let overlap = try Self.importing(timi, Self.overlap)
                #expect(overlap.stderr.contains("imported 1, skipped 3"), "\(overlap.stderr)")
                let after = try Self.bills(timi)
                #expect(Set(after).subtracting(bills) == ["2026-06-02 | 28.00 | expense | - | 财付通-示例咖啡 | - | 招行信用卡 | 用餐"])
                #expect(after.count == bills.count + 1)
            }
        }
    }

    /// A bad row anywhere refuses the whole import: the bills a link would have changed stay as they
    /// were, and the ledger is byte for byte the same.
    @Test func aBadRowKeepsTheLedgerAndItsLinkedBillsUnchanged() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledger(in: dir)
            try Self.importing(timi, Self.wechat)
            let statement = try String(contentsOfFile: Self.card, encoding: .utf8) + "05/30,05/30,示例商店,abc,5678,abc\n"
            let bad = dir + "/cmb-bad.csv"
            try statement.write(toFile: bad, atomically: true, encoding: .utf8)
            let before = ledgerFiles(dir + "/ledger")
            let result = try timi.run("import", bad)
            #expect(result.status == 65, "\(result.stderr)")
            #expect(result.stderr.contains("cmb-bad.csv:14"), "\(result.stderr)")
            #expect(ledgerFiles(dir + "/ledger") == before)
        }
    }
}
