import Foundation
import TestSupport
import Testing

/// `timi import --rules`, the default rules file, `--no-learn` and `--fallback` on the command line.
struct ImportRulesCommandTests {
    static let csv = "date,amount,payee\n2026-11-01,-30,美团外卖\n2026-11-02,-8,DIDI\n"

    @Test func aRulesFileWithAMistakeImportsNothing() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let rules = dir + "/bad.rules"
            try Data("if %payee 美团\n  categroy meals\n".utf8).write(to: URL(fileURLWithPath: rules))
            let before = snapshot(timi.home)
            let result = try timi.run("import", "-", "--rules", rules, stdin: Self.csv)
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "Error: \(rules):2: 'categroy' is not an action; did you mean 'category'?; nothing was imported\n"
            )
            #expect(snapshot(timi.home) == before)
            let missing = try timi.run("import", "-", "--rules", dir + "/none.rules", stdin: Self.csv)
            #expect(missing.status == 66)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func theDefaultRulesFileIsUsedWhenThereIsOne() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let folder = timi.home + "-home/.config/timi"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data("if DIDI\n  category transport\n".utf8).write(
                to: URL(fileURLWithPath: folder + "/import.rules"))
            // Without the built-in keywords, 美团外卖 is left to the fallback.
            let result = try timi.run("import", "-", "--fallback", "snacks", "--no-builtin", stdin: Self.csv)
            #expect(result.status == 0, "\(result.stderr)")
            let list = try timi.run("list", "2026-11", "--format", "csv").stdout
            #expect(list.contains(",交通,") && list.contains(",零食,"))  // the rule, and the fallback
        }
    }

    @Test func theDryRunPlansPerCategoryWithReasonsAndTotals() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.directory = dir
            try timi.run("add", "12", "meals", "--payee", "美团外卖", "--date", "2026-10-01")
            let rules = "bank.rules"
            try Data("if DIDI\n  category transport\nif %payee ^REFUND\n  skip\n".utf8).write(
                to: URL(fileURLWithPath: dir + "/" + rules))
            let csv = Self.csv + "2026-11-03,-5,DIDI\n2026-11-04,9,REFUND\n2026-11-05,3000,ACME\n"
            let before = snapshot(timi.home)
            let dry = try timi.run("import", "-", "--rules", rules, "--dry-run", stdin: csv)
            #expect(dry.status == 0, "\(dry.stderr)")
            let plan = try #require(dry.stdout.range(of: "Plan for stdin")).lowerBound
            #expect(
                String(dry.stdout[plan...]) == """
                    Plan for stdin: 4 bills, income 3000.00, expense 43.00
                    CATEGORY          TYPE     ROWS   AMOUNT  DECIDED BY
                    用餐 (meals)      expense     1    30.00  learned from the payee
                    交通 (transport)  expense     2    13.00  rule at \(rules):2
                    一般 (general)    income      1  3000.00  fallback
                    Skipped 1:
                      line 5: skipped by the rule at \(rules):4

                    """)
            #expect(dry.stderr == "would import 4, skip 1 by rules\n")
            let json = try timi.run("import", "-", "--rules", rules, "--dry-run", "--json", stdin: csv)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let categories = try #require(object["categories"] as? [[String: Any]])
            #expect(
                categories.map { $0["decided"] as? String } == ["learned", "rule \(rules):2", "fallback"])
            #expect(object["income"] as? String == "3000.00" && object["rows"] as? Int == 4)
            #expect((object["skipped"] as? [[String: Any]])?.first?["place"] as? String == "line 5")
            #expect(snapshot(timi.home) == before)
        }
    }
}
