import Foundation
import TestSupport
import Testing

/// Quick entry as people type it (issue 40, point 8): the note after the category, amounts with
/// thousands separators and 元, Chinese dates and periods.
struct QuickEntryTests {
    /// The bills' amount, category and note, from the CSV export.
    static func bills(_ timi: TimiRunner) throws -> String {
        let result = try timi.run("list", "all", "--format", "csv")
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func theWordsAfterTheCategoryAreTheNote() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run("add", "18", "用餐", "午饭")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(try timi.run("add", "7", "meals", "lunch", "with", "Ann").status == 0)
            let rows = try QuickEntryTests.bills(timi)
            #expect(rows.contains("expense,18.00,用餐,午饭,"), "\(rows)")
            #expect(rows.contains("expense,7.00,用餐,lunch with Ann,"), "\(rows)")
            let before = snapshot(timi.home)
            let both = try timi.run("add", "7", "meals", "lunch", "--note", "dinner")
            #expect(both.status == 64)
            #expect(
                both.stderr.hasPrefix(
                    "Error: Give the note either after the category or with --note, not both"))
            let noCategory = try timi.run("add", "15.5", "午饭")
            #expect(noCategory.status == 1)
            #expect(
                noCategory.stderr
                    == "Error: no category matches '午饭'; a note goes after the category (timi add 15.5 meals 午饭) or in --note\n"
            )
            let chinese = try TimiRunner(home: timi.home, extraEnvironment: ["LANG": "zh_CN.UTF-8"]).run(
                "add", "15.5", "午饭")
            #expect(
                chinese.stderr.contains("备注写在分类之后（timi add 15.5 meals 午饭），或用 --note"), "\(chinese.stderr)")
            #expect(snapshot(timi.home) == before)
        }
    }

    /// The example in the hint is a command line a shell reads back as it was meant: pasted, it
    /// records the note, `&` and `'` and all.
    @Test func theHintsExampleCanBePastedAsItIs() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let refused = try timi.run("add", "12.5", "Tom & Jerry's")
            #expect(refused.status == 1)
            let example = try #require(
                refused.stderr.split(separator: "(").dropFirst().first?.split(separator: ")").first)
            #expect(example == "timi add 12.5 meals 'Tom & Jerry'\\''s'")
            let program = "'" + TimiRunner.executable.path + "'"
            let pasted = try timi.run(
                arguments: ["-c", program + example.dropFirst("timi".count)],
                executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(pasted.status == 0, "\(pasted.stderr)")
            #expect(try QuickEntryTests.bills(timi).contains("expense,12.50,用餐,Tom & Jerry's,"))
        }
    }

    @Test(arguments: [
        ("¥1,234.50", "1234.50"), ("1,234.50", "1234.50"), ("12,345,678", "12345678.00"), ("12.5元", "12.50"),
        ("12.5块", "12.50"), ("￥8元", "8.00"), ("1,000+5块", "1005.00"),
    ])
    func amountsAsPeopleWriteThem(_ typed: String, _ amount: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run("add", typed, "--format", "json")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains(#""amount":"\#(amount)""#), "\(added.stdout)")
        }
    }

    @Test(arguments: [
        (
            "-5",
            "invalid amount '-5': amounts are never negative: give --income for money coming in, or change a bill with 'timi edit'"
        ),
        ("12,5", "invalid amount '12,5': use '.' for decimals and no thousands separators"),
        ("1,23", "invalid amount '1,23': use '.' for decimals and no thousands separators"),
        ("1234,567", "invalid amount '1234,567': use '.' for decimals and no thousands separators"),
        ("12元5", "invalid amount '12元5'"), ("元5", "invalid amount '元5'"),
    ])
    func amountsThatAreRefused(_ typed: String, _ message: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "1")
            let before = snapshot(timi.home)
            let result = try timi.run("add", typed)
            #expect(result.status == 65 || result.status == 1 || result.status == 64)
            #expect(result.stderr.hasPrefix("Error: " + message), "\(result.stderr)")
            #expect(snapshot(timi.home) == before)
        }
    }

    /// Today is 2026-11-21, a Saturday.
    @Test(arguments: [
        ("今天", "2026-11-21"), ("昨天", "2026-11-20"), ("前天", "2026-11-19"), ("明天", "2026-11-22"),
        ("2026年11月30日", "2026-11-30"), ("11月30日", "2026-11-30"), ("2025年1月5日", "2025-01-05"),
        ("3月2号", "2026-03-02"),
    ])
    func chineseDates(_ typed: String, _ day: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run("add", "1", "--date", typed, "--format", "json")
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stdout.contains(#""date":"\#(day)""#), "\(added.stdout)")
        }
    }

    @Test func aChineseDateThatIsNoDayIsRefused() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run("add", "1", "--date", "2月30日")
            #expect(result.status != 0)
            #expect(
                result.stderr.hasPrefix("Error: invalid date '2月30日': 2026-02 has no day 30"),
                "\(result.stderr)")
        }
    }

    @Test(arguments: [
        ("上个月", "last month"), ("本月", "this month"), ("下个月", "next month"), ("今年", "this year"),
        ("去年", "last year"), ("本周", "this week"), ("上周", "last week"), ("2026年11月", "2026-11"),
        ("11月", "11"), ("2025年", "2025"), ("今天", "today"), ("昨天", "yesterday"),
    ])
    func chinesePeriods(_ chinese: String, _ english: String) throws {
        let timi = try Fixture.timi()
        let want = try timi.run(
            arguments: ["list"] + english.split(separator: " ").map(String.init) + ["--format", "csv"])
        let got = try timi.run("list", chinese, "--format", "csv")
        #expect(got.status == 0, "\(got.stderr)")
        #expect(got.stdout == want.stdout)
        #expect(try timi.run("export", chinese).stdout == timi.run("export", english).stdout)
    }

    @Test func completionOffersChineseDatesAndPeriods() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "1")
            let periods = try timi.run("__complete", "list", "上").stdout
            #expect(periods.contains("上个月\n") && periods.contains("上周\n"), "\(periods)")
            #expect(try timi.run("__complete", "add", "5", "-d", "昨").stdout == "昨天\n")
            #expect(try timi.run("__complete", "calendar", "上").stdout.contains("上个月\n"))
            #expect(!(try timi.run("__complete", "calendar", "上").stdout.contains("上周")))
            // An empty word lists the English words only.
            #expect(!(try timi.run("__complete", "list", "").stdout.contains("上个月")))
        }
    }
}
