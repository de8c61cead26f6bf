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
            let result = try timi.run("import", "-", "--fallback", "snacks", stdin: Self.csv)
            #expect(result.status == 0, "\(result.stderr)")
            let list = try timi.run("list", "2026-11", "--format", "csv").stdout
            #expect(list.contains(",交通,") && list.contains(",零食,"))  // the rule, and the fallback
        }
    }
}
