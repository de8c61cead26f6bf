import Foundation
import TestSupport
import Testing

/// A recognised statement goes through the same rules, payee history, import key and plan as any file.
struct StatementRulesTests {
    @Test func rulesAndThePayeesHistoryDecideAStatementsRowsAndItsRefKeysReimports() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "5", "snacks", "--payee", "美团平台商户", "--date", "2026-01-05")
            let rules = dir + "/wechat.rules"
            try Data("if %payee WALMART\n  category transport\nif %交易类型 零钱提现\n  skip\n".utf8).write(
                to: URL(fileURLWithPath: rules))
            let file = WorkbookImportTests.fixture("wechat.csv")
            let before = snapshot(timi.home)
            let dry = try timi.run("import", file, "--rules", rules, "--dry-run", "--json")
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout.contains(#""statement":"WeChat Pay""#))
            #expect(dry.stdout.contains(#""category":"交通 (transport)","decided":"rule \#(rules):2""#))
            #expect(dry.stdout.contains(#""category":"零食 (snacks)","decided":"learned""#))
            #expect(
                dry.stdout.contains(#"{"place":"line 21","reason":"skipped by the rule at \#(rules):4"}"#))
            #expect(dry.stdout.contains(#"{"place":"line 20","reason":"对方已退还"}"#))
            #expect(snapshot(timi.home) == before)
            let result = try timi.run("import", file, "--rules", rules)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                result.stderr.hasSuffix(
                    "WeChat Pay statement: imported 6, skipped 1 by rules, left out 5 (closed, neutral or refunded)\n"
                ))
            let list = try timi.run("list", "2026-02", "--format", "csv").stdout
            #expect(list.contains(",交通,") && list.contains(",零食,"))
            // The transaction number is the import key: under other rules the rows are still there.
            let again = try timi.run("import", file)
            #expect(again.stderr.contains("imported 1, skipped 6 already present"), "\(again.stderr)")
        }
    }

    /// A rule for a merchant that refunds: the purchase takes the rule's category, the refund keeps
    /// its own, and the plan counts the row the rule matched but did not categorise.
    @Test func aMerchantsRefundKeepsItsRefundCategoryUnderARuleForItsPurchases() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            let rules = dir + "/wechat.rules"
            try Data("if %payee 美团\n  category meals\n".utf8).write(to: URL(fileURLWithPath: rules))
            let file = WorkbookImportTests.fixture("wechat.csv")
            let dry = try timi.run("import", file, "--rules", rules, "--dry-run", "--json")
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout.contains(#""category":"用餐 (meals)","decided":"rule \#(rules):2""#))
            #expect(dry.stdout.contains(#""category":"退款 (refund)","decided":"file""#))
            #expect(
                dry.stdout.contains(
                    #""unapplied":[{"category":"用餐 (meals)","rows":1,"rule":"\#(rules):2","type":"expense"}]"#))
            let plan = try timi.run("import", file, "--rules", rules, "--dry-run")
            #expect(
                plan.stdout.contains(
                    "Rules that did not categorise 1 row:\n  wechat.rules:2: 1 income row, but 用餐 (meals) is an "
                        + "expense category\n"),
                "\(plan.stdout)")
            let result = try timi.run("import", file, "--rules", rules)
            #expect(result.status == 0, "\(result.stderr)")
        }
    }

    @Test func aRulesFileWithALayoutReadsTheFileAsPlainCSV() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let rules = dir + "/layout.rules"
            try Data("skip 17\nfields date, _, payee, note, _, amount\n".utf8).write(
                to: URL(fileURLWithPath: rules))
            let result = try timi.run(
                "import", WorkbookImportTests.fixture("wechat.csv"), "--rules", rules, "--dry-run")
            // Read as timi's strict CSV, not leniently as a WeChat statement: line 18's bare quote stops it.
            #expect(result.status == 65)
            #expect(
                result.stderr.contains("wechat.csv:18: text after the closing quote of a field"),
                "\(result.stderr)")
        }
    }
}
