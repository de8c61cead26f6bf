import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi budget` and its subcommands, end to end: setting, showing (text, JSON, CSV), checking for
/// cron, undo, the category and book rules, the report section, and every bad input.
struct BudgetTests {
    /// November 2026 (today is the 21st): meals 1100.00 in two bills, transport 80.00; meals has a
    /// budget of 1000 from September, transport 300, the book 1500.
    func budgetedLedger(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["add", "600", "meals", "--date", "2026-11-03"], ["add", "500", "meals", "--date", "2026-11-05"],
            ["add", "80", "transport", "--date", "2026-11-06"],
            ["add", "3000", "salary", "--date", "2026-11-01"],
            ["budget", "set", "meals", "1000", "--from", "2026-09"], ["budget", "set", "交通", "200+100"],
            ["budget", "set", "total", "1500"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    @Test func showsEachBudgetWithItsProjection() throws {
        try withTemporaryDirectory { dir in
            let timi = try budgetedLedger(dir)
            let json = try timi.run("budget", "--json")
            #expect(json.status == 0)
            #expect(
                json.stdout == """
                    {"book":"日常账本",
                    "lines":[
                      {"budget":"1000.00","category":"用餐","left":"-100.00","over":true,"percent":"110.00","projected":"1571.43","projectedOver":true,"spent":"1100.00"},
                      {"budget":"300.00","category":"交通","left":"220.00","over":false,"percent":"26.67","projected":"114.29","projectedOver":false,"spent":"80.00"}
                    ],
                    "month":"2026-11",
                    "total":{"budget":"1500.00","budgeted":true,"left":"320.00","over":false,"percent":"78.67","projected":"1685.71","projectedOver":true,"spent":"1180.00"}}

                    """)
            #expect(
                try timi.run("budget", "show", "2026-10", "--format", "csv").stdout
                    == "category,budget,spent,left,percent,projected,over\r\n"
                    + "用餐,1000.00,0.00,1000.00,0.00,,false\r\ntotal,1000.00,0.00,1000.00,0.00,,false\r\n")
            #expect(try timi.run("budget", "2026-08").stdout.contains("No budgets in 2026-08."))
            #expect(try timi.run("budget", "2026-08", "--json").stdout.contains("\"lines\":[]"))
            for width in [40, 120] {
                var narrow = timi
                narrow.extraEnvironment["COLUMNS"] = String(width)
                let text = try narrow.run("budget")
                #expect(text.status == 0 && text.stderr.isEmpty)
                for line in text.stdout.split(separator: "\n") {
                    #expect(TextWidth.of(line) <= width, "too wide: \(line)")
                }
                try expectSnapshot(text.stdout, named: "budget-\(width).txt")
            }
        }
    }

    @Test func checkExitsOneWhenABudgetIsOver() throws {
        try withTemporaryDirectory { dir in
            let timi = try budgetedLedger(dir)
            let over = try timi.run("budget", "check")
            #expect(over.status == 1 && over.stderr.isEmpty)
            #expect(over.stdout == "日常账本 2026-11 用餐: spent 1100.00 of 1000.00 (110.00%), over by 100.00\n")
            let warned = try timi.run("budget", "check", "--warn", "75")
            #expect(warned.status == 1)
            #expect(warned.stdout.split(separator: "\n").count == 2)
            #expect(warned.stdout.contains("total: spent 1180.00 of 1500.00 (78.67%), 320.00 left"))
            let held = try timi.run("budget", "check", "2026-10")
            #expect(held.status == 0 && held.stdout.isEmpty && held.stderr.isEmpty)
        }
    }

    @Test func earlierMonthsKeepTheirBudgetAndUndoRevertsAChange() throws {
        try withTemporaryDirectory { dir in
            let timi = try budgetedLedger(dir)
            func budget(_ month: String) throws -> String {
                try timi.run("budget", month, "--format", "csv").stdout.split(whereSeparator: \.isNewline)
                    .first { $0.hasPrefix("用餐,") }.map(String.init) ?? "none"
            }
            #expect(try timi.run("budget", "set", "meals", "1200", "--from", "2026-12").status == 0)
            #expect(try budget("2026-09").hasPrefix("用餐,1000.00,"))
            #expect(try budget("2026-12").hasPrefix("用餐,1200.00,"))
            #expect(try budget("2027-05").hasPrefix("用餐,1200.00,"))
            let unset = try timi.run("budget", "unset", "meals", "--from", "2027-02")
            #expect(unset.status == 0)
            #expect(unset.stderr == "No budget of 用餐 in 日常账本 from 2027-02 on\n")
            #expect(try budget("2027-01").hasPrefix("用餐,1200.00,"))
            #expect(try budget("2027-02") == "none")
            #expect(try timi.run("undo").status == 0)
            #expect(try budget("2027-02").hasPrefix("用餐,1200.00,"))
            #expect(try timi.run("budget", "set", "meals", "900", "--from", "2026-10").status == 0)
            #expect(try budget("2027-05").hasPrefix("用餐,900.00,"))  // later changes are replaced
            #expect(try budget("2026-09").hasPrefix("用餐,1000.00,"))
            let none = try timi.run("budget", "unset", "coffee")
            #expect(none.status == 1)
            #expect(none.stderr.contains("has no budget for") || none.stderr.contains("no category"))
        }
    }

    @Test func aDeletedCategorysBudgetFollowsItsBillsAndARenameKeepsIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try budgetedLedger(dir)
            #expect(try timi.run("category", "rename", "transport", "出行").status == 0)
            #expect(try timi.run("budget", "--format", "csv").stdout.contains("\r\n出行,300.00,80.00,"))
            let before = snapshot(timi.home)
            let refused = try timi.run("category", "delete", "出行")
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("has a budget in 日常账本; move it with --move-to"))
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("category", "delete", "出行", "--move-to", "meals").status == 0)
            let csv = try timi.run("budget", "--format", "csv").stdout
            #expect(csv.contains("\r\n用餐,1300.00,1180.00,120.00,"))  // 1000 + 300, 1100 + 80
            #expect(!csv.contains("出行"))
            #expect(try timi.run("budget", "2026-10", "--format", "csv").stdout.contains("\r\n用餐,1000.00,"))
        }
    }

    @Test func theReportHasABudgetSectionOverBudgetFirst() throws {
        try withTemporaryDirectory { dir in
            let timi = try budgetedLedger(dir)
            let text = try timi.run("report").stdout
            let section = try #require(text.range(of: "\nBudgets\n"))
            let lines = text[section.upperBound...].split(separator: "\n").prefix(3).map(String.init)
            #expect(lines[0].contains("用餐") && lines[0].hasSuffix("over"))
            #expect(
                lines[1].contains("交通") && lines[2].contains("Total") && lines[2].hasSuffix("will go over"))
            #expect(
                try timi.run("report", "--format", "markdown").stdout.contains(
                    "| 用餐 | ¥1100.00 | ¥1000.00 | 110.00% | -¥100.00 | **over** |"))
            #expect(try timi.run("report", "--format", "html").stdout.contains(">Budgets</h2>"))
            #expect(!(try timi.run("report", "2026-08").stdout.contains("Budgets")))
        }
    }

    @Test func aLedgerWithoutBudgetsWritesNoBudgetsAndADeletedBookTakesItsOwn() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "5", "meals").status == 0)
            let plain = try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8)
            #expect(!plain.contains("budgets"))
            #expect(try timi.run("book", "add", "旅行").status == 0)
            #expect(try timi.run("budget", "set", "meals", "50", "--book", "旅行").status == 0)
            #expect(
                try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8).contains(
                    "\"budgets\""))
            #expect(try timi.run("budget", "--json").stdout.contains("\"lines\":[]"))
            #expect(try timi.run("book", "delete", "旅行", "--yes").status == 0)
            #expect(
                !(try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8).contains("budgets"))
            )
        }
    }

    static let badInput: [(arguments: [String], status: Int32, message: String)] = [
        (["budget", "set", "meals", "-5"], 65, "invalid amount '-5'"),
        (["budget", "set", "meals", "12.5abc"], 65, "invalid amount '12.5abc'"),
        (["budget", "set", "meals", "0"], 65, "must be greater than 0"),
        (["budget", "set", "salary", "100"], 65, "工资 is an income category; budgets are for expenses"),
        (
            ["budget", "set", "meals", "100", "--from", "2026-13"], 65,
            "invalid period '2026-13': use a month (2026-11"
        ),
        (["budget", "unset", "meals", "--from", "26-1"], 65, "invalid period '26-1'"),
        (["budget", "2026-13"], 65, "invalid period '2026-13'"),
        (["budget", "check", "2026-13"], 65, "invalid period '2026-13'"),
        (["budget", "set", "mels", "100"], 1, "no category matches 'mels'; did you mean 'meals'?"),
        (["budget", "unset", "transport"], 1, "has no budget for 交通 from 2026-11 on"),
        (["budget", "frobnicate"], 64, "Unknown 'budget' command 'frobnicate'"),
        (["budget", "st", "meals", "5"], 64, "did you mean 'set'?"),
        (["budget", "set", "meals"], 64, "Missing expected argument '<amount>'"),
        (["budget", "set", "meals", "5", "6"], 64, "Unexpected argument '6'"),
        (["budget", "check", "--warn", "0"], 64, "The value '0' is invalid for '--warn <percent>'"),
        (["budget", "check", "--warn", "eighty"], 64, "invalid for '--warn <percent>'"),
        (["budget", "--format", "markdown"], 64, "'timi budget show' writes text, json, csv"),
        (["budget", "set", "meals", "5", "--json"], 64, "'timi budget set' writes text"),
    ]

    @Test(arguments: badInput.indices)
    func badInputIsRejectedAndChangesNothing(_ index: Int) throws {
        let bad = BudgetTests.badInput[index]
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("budget", "set", "meals", "100").status == 0)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status, "\(bad.arguments)")
            #expect(
                result.stderr.hasPrefix("Error: ") && result.stderr.contains(bad.message), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }
}
