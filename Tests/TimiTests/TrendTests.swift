import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi trend`: categories × months on the fixture ledger (today 2026-11-21), its goldens, its
/// numbers against `pie`, the months that go on a narrow terminal, and the sparklines of the report.
struct TrendTests {
    @Test(arguments: [
        ("trend-80.txt", ["trend"], 80), ("trend-40.txt", ["trend"], 40),
        ("trend-all-80.txt", ["trend", "all", "-c", "meals", "--category", "coffee"], 80),
        ("trend-income-40.txt", ["trend", "2026", "--income"], 40),
        ("trend.csv", ["trend", "all", "--format", "csv"], 80), ("trend.json", ["trend", "--json"], 80),
    ])
    func matchesItsGolden(golden: String, arguments: [String], width: Int) throws {
        try Fixture.expectGolden(golden, running: arguments, width: width)
    }

    /// Each category's total is the pie's total of the same period; the months run from the first to
    /// the last with bills for `all`, else the last 6 by default.
    @Test func totalsAreThePiesTotals() throws {
        let timi = try Fixture.timi()
        for (period, months) in [("all", 12), ("2026", 12)] {
            let trend = try JSON.object(try timi.run("trend", period, "--json").stdout)
            let pie =
                try JSON.object(try timi.run("pie", period, "--json").stdout)["categories"]
                as? [[String: Any]] ?? []
            #expect((trend["months"] as? [String])?.count == months)
            let totals = (trend["categories"] as? [[String: Any]] ?? []).map {
                [$0["category"] as? String, $0["total"] as? String]
            }
            #expect(totals == pie.map { [$0["category"] as? String, $0["amount"] as? String] })
        }
        let recent = try JSON.object(try timi.run("trend", "--json").stdout)
        #expect(recent["months"] as? [String] == (6...11).map { String(format: "2026-%02d", $0) })
    }

    /// A narrow terminal drops the oldest months, never a digit, and says so.
    @Test func aNarrowTerminalShowsTheLatestMonths() throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = "40"
        let text = try timi.run("trend").stdout
        let header = text.split(separator: "\n").first { $0.hasPrefix("CATEGORY") } ?? ""
        #expect(header.contains("2026-11") && !header.contains("2026-06"), "\(text)")
        #expect(text.contains("of 6 months shown"))
        #expect(text.contains("7371.49"), "the total of all 6 months, whole")
    }

    /// Categories of both types, or an unknown one, are refused, and nothing changes.
    @Test(arguments: [
        (["trend", "-c", "meals", "-c", "salary"], 64, "a trend shows one type"),
        (["trend", "-c", "meals", "--income"], 64, "a trend shows one type"),
        (["trend", "-c", "nosuch"], 1, "no category matches 'nosuch'"),
        (["trend", "lst"], 65, "invalid period 'lst'"),
    ])
    func refusesWhatItCannotShow(arguments: [String], status: Int32, message: String) throws {
        let timi = try Fixture.timi()
        let before = LedgerContent(timi.home)
        let result = try timi.run(arguments: arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(LedgerContent(timi.home) == before)
    }

    /// The monthly report draws each category's last 6 months as a sparkline.
    @Test func theReportHasSparklines() throws {
        let timi = try Fixture.timi()
        let text = try timi.run("report", "2026-11").stdout
        #expect(text.contains("Expense, 2026-06 to 2026-11"))
        #expect(text.contains(" ····▄█    ¥3000.00  ¥700.00"), "\(text)")
        let markdown = try timi.run("report", "2026-11", "--format", "markdown").stdout
        #expect(markdown.contains("| 住房 | `····▄█` |"), "\(markdown)")
    }
}

/// Parsing of the JSON the tests read.
private enum JSON {
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
