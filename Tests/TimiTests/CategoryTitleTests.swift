import Foundation
import TestSupport
import Testing

/// Category titles of up to 32 characters, and one title per type (an income 转账 beside the expense
/// 转账), through `category add`, `add` and `import --category-map`.
struct CategoryTitleTests {
    @Test func aTitleHasUpTo32CharactersACJKCharacterCountingOne() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let cjk = String(repeating: "饮", count: 32)
            #expect(try timi.run("category", "add", "Personal care", "--alias", "care").status == 0)
            #expect(try timi.run("category", "add", cjk, "--alias", "beverages").status == 0)
            let before = snapshot(timi.home)
            let long = try timi.run("category", "add", cjk + "料", "--alias", "more")
            #expect(long.status == 65)
            #expect(
                long.stderr
                    == "Error: invalid category title '\(cjk)料': at most 32 characters are allowed (this has 33)\n"
            )
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("add", "12", "Personal care").status == 0)
        }
    }

    @Test func aTitleThatIsNotAnAliasGetsOneMadeFromIt() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let care = try timi.run("category", "add", "Personal care")
            #expect(care.status == 0, "\(care.stderr)")
            #expect(care.stdout + care.stderr == "Added expense category Personal care (personal-care)\n")
            let kids = try timi.run("category", "add", "Kids' activities")
            #expect(
                kids.stdout + kids.stderr == "Added expense category Kids' activities (kids-activities)\n")
            let chosen = try timi.run("category", "add", "Eating out & takeaway", "--alias", "takeaway")
            #expect(
                chosen.stdout + chosen.stderr == "Added expense category Eating out & takeaway (takeaway)\n")
            let again = try timi.run("category", "add", "Personal Care", "--income")
            #expect(again.stdout + again.stderr == "Added income category Personal Care (personal-care-2)\n")
            #expect(try timi.run("add", "12", "personal-care").status == 0)
            #expect(try timi.run("add", "30", "kids-activities").status == 0)
            let bills = try WorkbookImportTests.bills(timi)
            #expect(bills.contains("2026-11-21,expense,12.00,Personal care,,日常账本"))
            #expect(bills.contains("2026-11-21,expense,30.00,Kids' activities,,日常账本"))
            // A Chinese title still needs an alias, and keeps working with one.
            let chinese = try timi.run("category", "add", "咖啡")
            #expect(chinese.status == 65)
            #expect(
                chinese.stderr
                    == "Error: invalid category title '咖啡': give an ASCII alias for it with --alias\n")
            #expect(try timi.run("category", "add", "咖啡", "--alias", "coffee").status == 0)
            // An import that creates a category makes its alias the same way.
            let csv = dir + "/bank.csv"
            try "date,amount,category\n2026-11-01,-5,Gym & fitness\n".write(
                toFile: csv, atomically: true, encoding: .utf8)
            let imported = try timi.run("import", csv, "--create-categories")
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stderr.contains("Gym & fitness (gym-fitness, expense)"), "\(imported.stderr)")
        }
    }

    @Test func aTitleExistsOncePerTypeAndTheTypeChoosesBetweenThem() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let income = try timi.run("category", "add", "转账", "--alias", "transfer-in", "--income")
            #expect(income.status == 0, "\(income.stderr)")
            let again = try timi.run("category", "add", "转账", "--alias", "transfer-in2", "--income")
            #expect(again.status == 1)
            #expect(again.stderr == "Error: there is already an income category titled 转账\n")
            try timi.run("add", "5", "转账")
            try timi.run("add", "6", "转账", "--income")
            try timi.run("add", "7", "transfer-in")
            let bills = try WorkbookImportTests.bills(timi)
            #expect(bills.contains("2026-11-21,expense,5.00,转账,,日常账本"))
            #expect(bills.contains("2026-11-21,income,6.00,转账,,日常账本"))
            #expect(bills.contains("2026-11-21,income,7.00,转账,,日常账本"))
            let pie = try timi.run("pie", "--income", "--format", "csv")
            #expect(pie.stdout.contains("转账,income,13.00,2,"), "\(pie.stdout)")
            let renamed = try timi.run("category", "rename", "转账", "x")
            #expect(renamed.status == 1)
            #expect(
                renamed.stderr.hasPrefix(
                    "Error: '转账' matches more than one category: transfer (转账, expense); transfer-in (转账, income)"
                ))
        }
    }

    @Test func importRowsFindTheTitleOfTheirTypeAndTheMapCanNameOne() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("category", "add", "转账", "--alias", "transfer-in", "--income")
            let csv = dir + "/bank.csv"
            try "date,type,amount,category\n2026-11-01,支出,10,转账\n2026-11-02,收入,20,转账\n2026-11-03,收入,30,红包来往\n"
                .write(toFile: csv, atomically: true, encoding: .utf8)
            let result = try timi.run("import", csv, "--category-map", "红包来往=income:转账")
            #expect(result.status == 0, "\(result.stderr)")
            let bills = try WorkbookImportTests.bills(timi)
            #expect(bills.contains("2026-11-01,expense,10.00,转账,,日常账本"))
            #expect(bills.contains("2026-11-02,income,20.00,转账,,日常账本"))
            #expect(bills.contains("2026-11-03,income,30.00,转账,,日常账本"))
            let wrong = try timi.run("import", csv, "--category-map", "红包来往=expense:转账")
            #expect(wrong.status == 65)
            #expect(wrong.stderr.contains(":4: 转账 (transfer) is an expense category, but the row is income"))
        }
    }
}
