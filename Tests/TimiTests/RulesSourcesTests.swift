import Foundation
import TestSupport
import Testing

/// One rules file for every source, and errors that a rule caused naming the rule (issue 40, points 3
/// and 4).
struct RulesSourcesTests {
    static func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The default rules file holding a WeChat condition no longer stops an Alipay import; a block
    /// scoped to `source wechat` is left out, one scoped to `source alipay` applies.
    @Test func oneRulesFileServesEverySource() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let rules = dir + "/import.rules"
            try RulesSourcesTests.write(
                """
                if %交易类型 赞赏码
                  category 红包
                source wechat
                if 肯德基
                  category transport
                source alipay, icbc
                if 肯德基
                  note from the alipay rule
                """, rules)
            let dry = try timi.run(
                "import", WorkbookImportTests.fixture("alipay-app.csv"), "--rules", rules, "--dry-run",
                "--json")
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(dry.stdout.contains(#""note":"from the alipay rule""#), "\(dry.stdout)")
            #expect(!dry.stdout.contains("transport"))
            // A column no source has is still the rules file's mistake, at its line.
            try RulesSourcesTests.write("if %payee x\n  skip\nif %交易种类 赞赏码\n  skip\n", rules)
            let before = snapshot(timi.home)
            let bad = try timi.run("import", WorkbookImportTests.fixture("alipay-app.csv"), "--rules", rules)
            #expect(bad.status == 65)
            #expect(bad.stderr.contains("\(rules):3: "), "\(bad.stderr)")
            #expect(bad.stderr.contains("has no column '交易种类'"), "\(bad.stderr)")
            #expect(snapshot(timi.home) == before)
        }
    }

    /// An unknown category that a rule set, or a type that a rule set and the row's category is not
    /// of, names the rule's line, and the row's.
    @Test func anErrorARuleCausedNamesTheRule() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "1")
            let rules = dir + "/bank.rules"
            try RulesSourcesTests.write(
                "# drinks\nif coffee\n  category 饮料\nif 退款\n  type income\n", rules)
            let file = dir + "/bank.csv"
            try RulesSourcesTests.write(
                "date,amount,payee\n2026-11-01,-5,coffee\n2026-11-02,-6,coffee\n", file)
            let before = snapshot(timi.home)
            let unknown = try timi.run("import", file, "--rules", rules)
            #expect(unknown.status == 65)
            #expect(
                unknown.stderr.contains(
                    "饮料 (expense, 2 rows, first on line 2, set by the rule at \(rules):3)"),
                "\(unknown.stderr)")
            try RulesSourcesTests.write("date,amount,payee,category\n2026-11-01,5,退款,meals\n", file)
            let wrongType = try timi.run("import", file, "--rules", rules)
            #expect(wrongType.status == 65)
            #expect(
                wrongType.stderr.contains(
                    "bank.csv:2: 用餐 (meals) is an expense category, but the row is income; set by the rule at "
                        + "\(rules):5"), "\(wrongType.stderr)")
            let chinese = try TimiRunner(home: timi.home, extraEnvironment: ["LANG": "zh_CN.UTF-8"]).run(
                "import", file, "--rules", rules)
            #expect(chinese.stderr.contains("；由规则 \(rules):5 设定"), "\(chinese.stderr)")
            #expect(snapshot(timi.home) == before)
        }
    }
}
