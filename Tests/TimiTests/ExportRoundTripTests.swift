import Foundation
import TestSupport
import Testing

/// timi's own export carries each bill's category alias, so that an import into a fresh ledger
/// creates the categories it lacks as they were (title, alias, type) without --create-categories;
/// and a statement's expense that nothing categorises goes to 待分类 (uncategorised).
struct ExportRoundTripTests {
    @Test(arguments: ["csv", "json", "jsonl"])
    func anExportImportsIntoAFreshLedgerAsItWas(format: String) throws {
        try withTemporaryDirectory { dir in
            let from = TimiRunner(home: dir + "/from")
            #expect(try from.run("category", "add", "退款", "--alias", "refund", "--income").status == 0)
            #expect(try from.run("category", "add", "Coffee beans", "--alias", "beans").status == 0)
            #expect(try from.run("add", "12.5", "meals", "--note", "lunch").status == 0)
            #expect(try from.run("add", "30", "refund", "--income", "--date", "2026-11-02").status == 0)
            #expect(try from.run("add", "48", "beans", "--date", "2026-11-03").status == 0)
            let file = dir + "/bills." + format
            #expect(try from.run("export", "--format", format, "--output", file).status == 0)

            let fresh = TimiRunner(home: dir + "/fresh")
            let imported = try fresh.run("import", file)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stderr.contains("退款 (refund, income)"), "\(imported.stderr)")
            #expect(imported.stderr.contains("Coffee beans (beans, expense)"), "\(imported.stderr)")
            #expect(!imported.stderr.contains("imported1"))
            let categories = try fresh.run("category", "list", "--format", "json").stdout
            #expect(categories.contains(#""alias":"refund","#), "\(categories)")
            #expect(categories.contains(#""title":"退款","type":"income""#), "\(categories)")
            #expect(categories.contains(#""title":"Coffee beans","type":"expense""#), "\(categories)")
            // The same bills, every field: the fresh ledger's export is the first one's.
            let again = dir + "/again." + format
            #expect(try fresh.run("export", "--format", format, "--output", again).status == 0)
            #expect(
                try String(contentsOfFile: again, encoding: .utf8)
                    == String(contentsOfFile: file, encoding: .utf8))
        }
    }

    /// A ledger whose titles differ (seeded in English) finds each category by its alias.
    @Test func anAliasFindsTheCategoryWhoseTitleDiffers() throws {
        try withTemporaryDirectory { dir in
            let from = TimiRunner(home: dir + "/from")
            #expect(try from.run("add", "12.5", "meals").status == 0)
            #expect(try from.run("export", "--output", dir + "/bills.csv").status == 0)
            var english = TimiRunner(home: dir + "/english")
            english.extraEnvironment = ["LANG": "en_US.UTF-8"]
            // Its book is Daily, not 日常账本: --book says where the bills go.
            let imported = try english.run("import", dir + "/bills.csv", "--book", "Daily")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(!imported.stderr.contains("created"), "\(imported.stderr)")
            let list = try english.run("list", "all", "--category", "meals", "--format", "csv").stdout
            #expect(list.contains(",12.50,Meals,"), "\(list)")
        }
    }

    /// A file without aliases (not timi's) still needs --create-categories for what it lacks.
    @Test func aFileWithoutAliasesStillAsksFirst() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try Data("date,type,amount,category\n2026-11-01,income,30,退款\n".utf8).write(
                to: URL(fileURLWithPath: dir + "/plain.csv"))
            let refused = try timi.run("import", dir + "/plain.csv")
            #expect(refused.status == 65)
            #expect(refused.stderr.contains("--create-categories"), "\(refused.stderr)")
        }
    }

    /// Chase's fee, cheque and PayPal payment (which no keyword knows) go to 待分类 (uncategorised),
    /// created once, counted in the plan and found by `list --category uncategorised`.
    @Test func aBanksUndecidedExpenseIsUncategorised() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = WorkbookImportTests.fixture("Chase1234_Activity_20260301.CSV")
            let dry = try timi.run("import", file, "--dry-run")
            #expect(
                dry.stdout.contains("待分类 (uncategorised)  expense     3  1158.50  fallback"), "\(dry.stdout)")
            let imported = try timi.run("import", file)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stderr.contains("待分类 (uncategorised, expense)"), "\(imported.stderr)")
            let list = try timi.run("list", "all", "--category", "uncategorised", "--format", "csv").stdout
            let rows = list.split(separator: "\r\n").dropFirst()
            #expect(rows.count == 3, "\(list)")
            #expect(rows.allSatisfy { $0.contains(",待分类,") })
            #expect(
                !(try timi.run("list", "all", "--category", "meals", "--format", "csv").stdout.contains(
                    "CHECK")))
        }
    }
}
