import Foundation
import TestSupport
import Testing

/// `timi search --min 25`: with --min, --max or --category the text may be left out (issue 40,
/// point 16).
struct SearchFiltersTests {
    @Test func theFiltersAloneSearchEveryBillInTheRangeOverAllTime() throws {
        let timi = try Fixture.timi()
        for filters in [
            ["--min", "25"], ["--max", "20"], ["--category", "meals"], ["--min", "30", "--max", "2000"],
        ] {
            let search = try timi.run(arguments: ["search"] + filters + ["--format", "csv"])
            #expect(search.status == 0, "\(filters): \(search.stderr)")
            let list = try timi.run(arguments: ["list", "all"] + filters + ["--format", "csv"])
            #expect(search.stdout == list.stdout, "\(filters)")
        }
        let text = try timi.run("search", "--min", "25")
        #expect(text.status == 0)
        #expect(
            text.stdout.contains("123,456,789.00") || text.stdout.contains("123456789.00"), "\(text.stdout)")
        // --from and --to narrow it (a word would be the text).
        let november = try timi.run(
            "search", "--min", "25", "--from", "2026-11-01", "--to", "2026-11-30", "--format", "csv")
        #expect(november.stdout == (try timi.run("list", "2026-11", "--min", "25", "--format", "csv").stdout))
    }

    @Test func nothingInTheRangeSaysSo() throws {
        let timi = try Fixture.timi()
        let none = try timi.run("search", "--min", "999999999")
        #expect(none.status == 1)
        #expect(none.stderr == "No bills in 日常账本 match.\n")
        let inPeriod = try timi.run(
            "search", "--category", "meals", "--from", "2026-01-01", "--to", "2026-01-31")
        #expect(
            inPeriod.stderr == "No bills in 日常账本 match in 2026-01-01..2026-01-31.\n", "\(inPeriod.stderr)")
        // Without a filter the text is still needed.
        let bare = try timi.run("search")
        #expect(bare.status == 64)
    }
}
