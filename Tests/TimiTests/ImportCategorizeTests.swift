import Foundation
import TestSupport
import Testing

/// `timi import` of real exports into a fresh ledger, with no rules file: the built-in map of each
/// source's own words and the built-in keywords put the rows in sensible categories, after the
/// user's rules and learning, before --fallback.
struct ImportCategorizeTests {
    /// The three sample exports of import-formats.md (copied into the fixtures).
    static let samples = [
        ("chase-sample.CSV", "import-plan-chase.txt"), ("alipay-app-2026-02.csv", "import-plan-alipay.txt"),
        ("wechat-legacy-2026-01-02.csv", "import-plan-wechat.txt"),
    ]

    /// A runner of a new ledger in `dir`, working in the fixtures' folder (the plan names the file as
    /// given), at 100 columns.
    static func runner(_ dir: String, chinese: Bool = false) -> TimiRunner {
        var timi = TimiRunner(home: dir + "/ledger")
        timi.directory = URL(fileURLWithPath: WorkbookImportTests.fixture("")).path
        timi.extraEnvironment = ["COLUMNS": "100"].merging(chinese ? ["LANG": "zh_CN.UTF-8"] : [:]) { $1 }
        return timi
    }

    /// The plan of a dry run: from its first line (`Plan for`, `导入计划`) to the end.
    static func plan(_ stdout: String, chinese: Bool = false) throws -> String {
        let heading = try #require(stdout.range(of: chinese ? "导入计划" : "Plan for", options: .backwards))
        return String(stdout[heading.lowerBound...])
    }

    @Test(arguments: samples)
    func eachSampleLandsInSensibleCategories(_ file: String, _ golden: String) throws {
        try withTemporaryDirectory { dir in
            let timi = Self.runner(dir)
            let dry = try timi.run("import", file, "--dry-run")
            #expect(dry.status == 0, "\(dry.stderr)")
            // The bills, each with its category (their ids are new each time), then the plan.
            let bills = dry.stdout.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.prefix(8).allSatisfy(\.isHexDigit) && line.dropFirst(8).first == " "
                    ? "<id>    " + line.dropFirst(8) : String(line)
            }
            try expectSnapshot(bills.joined(separator: "\n"), named: golden)
            // Imported, then again: nothing twice.
            let result = try timi.run("import", file)
            #expect(result.status == 0, "\(result.stderr)")
            let again = try timi.run("import", file)
            #expect(again.stderr.contains(": imported 0, skipped "), "\(again.stderr)")
        }
    }

    @Test func thePlanSaysHowEachWasDecidedInChinese() throws {
        try withTemporaryDirectory { dir in
            let timi = Self.runner(dir, chinese: true)
            let dry = try timi.run("import", "wechat-legacy-2026-01-02.csv", "--dry-run")
            #expect(dry.status == 0, "\(dry.stderr)")
            let plan = try Self.plan(dry.stdout, chinese: true)
            #expect(plan.contains("内置关键词 滴滴") && plan.contains("文件的分类 微信红包"))
            try expectSnapshot(plan, named: "zh-import-plan-wechat.txt")
        }
    }

    @Test func aRuleAndLearningBeatTheBuiltInSteps() throws {
        try withTemporaryDirectory { dir in
            var timi = Self.runner(dir)
            timi.directory = dir  // where the rules files are
            // The payee's history says 旅游 for 滴滴出行; rules say 娱乐 for 地铁 and 零食 for 餐饮美食.
            for day in ["2025-12-01", "2025-12-02"] {
                try timi.run("add", "30", "travel", "--payee", "滴滴出行", "--date", day)
            }
            try Data("if %payee 地铁\n  category fun\n".utf8).write(
                to: URL(fileURLWithPath: dir + "/metro.rules"))
            try Data("if %交易分类 餐饮美食\n  category snacks\n".utf8).write(
                to: URL(fileURLWithPath: dir + "/meals.rules"))
            let wechat = try Self.plan(
                try timi.run(
                    "import", WorkbookImportTests.fixture("wechat-legacy-2026-01-02.csv"), "--rules",
                    "metro.rules",
                    "--dry-run"
                ).stdout)
            #expect(wechat.contains("旅游 (travel)           expense     1    50.34  learned from the payee"))
            #expect(wechat.contains("娱乐 (fun)              expense     4    21.42  rule at metro.rules:2"))
            #expect(!wechat.contains("keyword 滴滴") && !wechat.contains("keyword 地铁"))
            let alipay = try Self.plan(
                try timi.run(
                    "import", WorkbookImportTests.fixture("alipay-app-2026-02.csv"), "--rules", "meals.rules",
                    "--dry-run"
                ).stdout)
            #expect(alipay.contains("零食 (snacks)      expense     5   407.37  rule at meals.rules:2"))
            #expect(!alipay.contains("餐饮美食"))
        }
    }

    @Test func aDeletedOrRenamedCategoryFallsThroughAndNothingIsCreated() throws {
        try withTemporaryDirectory { dir in
            let timi = Self.runner(dir)
            try timi.run("add", "1", "meals")
            // 交通 gone: 地铁 and 滴滴 say nothing any more; 日用品 renamed (title and alias): the same.
            try timi.run("category", "delete", "transport")
            try timi.run("category", "rename", "daily", "杂货", "--alias", "sundries")
            // 网购 only retitled: found by its alias.
            try timi.run("category", "rename", "online", "电商")
            let dry = try timi.run("import", "wechat-legacy-2026-01-02.csv", "--dry-run")
            #expect(dry.status == 0, "\(dry.stderr)")
            let plan = try Self.plan(dry.stdout)
            #expect(!plan.contains("地铁") && !plan.contains("滴滴") && !plan.contains("盒马"))
            // What nothing decides is 待分类, not a meal.
            #expect(plan.contains("待分类 (uncategorised)  expense    12   901.05  fallback"))
            #expect(plan.contains("电商 (online)           expense     2   323.80  built-in keyword 京东"))
            #expect(
                dry.stderr.hasPrefix(
                    "would create categories: 退款 (refund, income), 待分类 (uncategorised, expense)\n"))
        }
    }

    @Test func noBuiltinLeavesOnlyTheRulesLearningAndTheFallback() throws {
        try withTemporaryDirectory { dir in
            let timi = Self.runner(dir)
            let dry = try timi.run(
                "import", "chase-sample.CSV", "--no-builtin", "--fallback", "shopping", "--dry-run")
            #expect(dry.status == 0, "\(dry.stderr)")
            #expect(
                try Self.plan(dry.stdout).hasSuffix(
                    """
                    CATEGORY         TYPE     ROWS   AMOUNT  DECIDED BY
                    购物 (shopping)  expense    34  6248.83  fallback
                    一般 (general)   income      4  8746.90  fallback
                    退款 (refund)    income      4    99.98  the file
                    Skipped 2:
                      line 21: a transfer between your own accounts (ACCT_XFER)
                      line 43: a transfer between your own accounts (ACCT_XFER)

                    """))
        }
    }
}
