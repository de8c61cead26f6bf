import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi report 2026`, `report 2026Q4`, `report --from/--to`: the yearly report on the fixture ledger
/// (today 2026-11-21), its goldens in every format, its numbers, and the views that still take only a
/// month.
struct PeriodReportTests {
    @Test(arguments: [
        ("report-year-80.txt", ["report", "2026"], 80), ("report-year-40.txt", ["report", "2026"], 40),
        ("report-quarter-40.txt", ["report", "2025Q4"], 40),
        ("report-year-markdown-80.md", ["report", "this", "year", "--format", "markdown"], 80),
        ("report-year-markdown-40.md", ["report", "2026", "--format", "markdown"], 40),
        ("report-year.html", ["report", "2026", "--format", "html"], 80),
        ("report-year.json", ["report", "2026", "--json"], 80),
    ])
    func matchesItsGolden(golden: String, arguments: [String], width: Int) throws {
        try Fixture.expectGolden(golden, running: arguments, width: width)
    }

    /// The rows run from January to this month; the totals are their sums, and match `months`.
    @Test func rowsAddUpToTheTotals() throws {
        let timi = try Fixture.timi()
        let json = try timi.run("report", "2026", "--json").stdout
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.map { $0["month"] as? String } == (1...11).map { String(format: "2026-%02d", $0) })
        let expenses = months.compactMap { ($0["expense"] as? String).flatMap { Money(decimal: $0) } }
        #expect(expenses.reduce(.zero, +) == Money(decimal: object["expense"] as? String ?? ""))
        #expect(object["count"] as? Int == 12)
        // ¥4235.49 (October) + ¥3136.00 (November) over 11 months, 670.135 rounded half up.
        #expect((object["average"] as? [String: String])?["expense"] == "670.14")
        let same = try timi.run("report", "--from", "2026-01-01", "--to", "2026-12-31", "--json").stdout
        #expect(same.replacing("2026-01-01..2026-12-31", with: "2026") == json)
    }

    /// A part of a month counts only its days; the largest expenses are the period's.
    @Test func aPeriodCutsItsMonths() throws {
        let timi = try Fixture.timi()
        let result = try timi.run("report", "--from", "2026-10-10", "--to", "2026-11-01", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.map { $0["expense"] as? String } == ["2999.99", "3000.00"])
        #expect(object["income"] as? String == "8000.00")
        let largest = try #require(object["largestExpenses"] as? [[String: Any]])
        #expect(largest.map { $0["amount"] as? String } == ["3000.00", "2999.99"])
    }

    /// Calendar and budget still show one month, and say so.
    @Test(arguments: [["calendar", "2026"], ["budget", "2026"], ["calendar", "this", "year"]])
    func monthViewsRefuseAYear(arguments: [String]) throws {
        let timi = try Fixture.timi()
        let before = LedgerContent(timi.home)
        let result = try timi.run(arguments: arguments)
        #expect(result.status == 65)
        #expect(result.stderr.contains("this view shows a month"), "\(result.stderr)")
        #expect(LedgerContent(timi.home) == before)
    }
}
