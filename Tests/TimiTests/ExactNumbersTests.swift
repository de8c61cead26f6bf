import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// A number on screen is exact or visibly not: the UI's header drops whole fields rather than cut a
/// number, and the calendar's narrow cells mark a rounded amount `~`.
struct ExactNumbersTests {
    /// At 50 columns the header keeps the fields that fit whole (`balance $1197.…` before).
    @Test(arguments: [40, 50, 60, 80])
    func theUIsHeaderNeverCutsANumber(columns: Int) throws {
        try UIScreenTests.withLedger { store in
            let ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            let size = ScreenSize(columns: columns, rows: 30)
            let totals = ScreenRenderer.lines(ui, data, size: size, color: false)[1]
            #expect(!totals.contains("…"), "\(totals)")
            #expect(TextWidth.of(totals) <= columns)
            // Each field whole or not there: the fields of the header, in their order.
            let fields = ["income ¥8000.00", "expense ¥42.50", "balance ¥7957.50"]
            let shown = fields.prefix { totals.contains($0) }
            #expect(totals == shown.joined(separator: "  "), "\(totals)")
            #expect(shown.count == (columns >= 50 ? 3 : 2), "\(totals)")
        }
    }

    /// `COLUMNS=40 timi calendar`: 66.85 is `~67`, never a bare `67`.
    @Test func theNarrowCalendarMarksWhatItRounds() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment = ["COLUMNS": "40"]
            try #require(try timi.run("add", "66.85", "meals", "--date", "2026-11-20").status == 0)
            let calendar = try timi.run("calendar").stdout
            #expect(calendar.contains("~67"), "\(calendar)")
            #expect(calendar.split(separator: " ").allSatisfy { $0 != "67" })
        }
    }
}
