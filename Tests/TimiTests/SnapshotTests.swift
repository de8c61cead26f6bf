import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// Every view on the fixture ledger at 40 and 120 columns (the home screen at 80 too), compared
/// with its golden text in `Snapshots/<view>-<width>.txt`. `RECORD_SNAPSHOTS=1 swift test`
/// re-records the goldens; review them as diffs.
struct SnapshotTests {
    struct View: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var width: Int
        var testDescription: String { "\(name)-\(width): timi \(arguments.joined(separator: " "))" }
    }

    static let views: [(String, [String])] = [
        ("home", []), ("list-all", ["list", "all"]), ("list-empty", ["list", "2026-08"]),
        ("list-category", ["list", "all", "--category", "meals"]),
        ("list-search", ["list", "all", "--search", "TAXI"]),
        ("list-limit", ["list", "all", "--limit", "4"]), ("list-income", ["list", "all", "--income"]),
        ("list-trip", ["list", "--book", "Trip"]), ("pie", ["pie"]),
        ("pie-income-all", ["pie", "all", "--income"]),
        ("pie-empty", ["pie", "2026-08"]), ("months", ["months"]),
        ("months-empty", ["months", "--book", "空账本"]),
        ("calendar", ["calendar"]), ("calendar-sunday", ["calendar", "2026-10", "--sunday"]),
        ("calendar-empty", ["calendar", "2026-08"]), ("balance", ["balance"]),
        ("search", ["search", "a", "--limit", "5"]),
        ("search-category-reversed", ["search", "e", "--sort", "category", "-r"]),
        ("list-by-amount", ["list", "all", "--sort", "amount", "--limit", "6"]),
        ("list-range", ["list", "all", "--min", "10", "--max", "100", "-c", "meals", "-c", "transport"]),
    ]

    static let cases: [View] =
        [View(name: "home", arguments: [], width: 80)]
        + views.flatMap { name, arguments in
            [40, 120].map { View(name: name, arguments: arguments, width: $0) }
        }

    @Test(arguments: cases)
    func matchesItsGolden(_ view: View) throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = String(view.width)
        let result = try timi.run(arguments: view.arguments)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        for line in result.stdout.split(separator: "\n") {
            #expect(TextWidth.of(line) <= view.width, "too wide: \(line)")
        }
        #expect(!result.stdout.contains("\u{1B}"), "no colour when stdout is not a terminal")
        try expectSnapshot(result.stdout, named: "\(view.name)-\(view.width).txt")
    }

    /// The timeline with transfers (across the axis, in no day's total), `accounts` after them, and
    /// the counts of `months`, `balance` and the report (which leave them out), in English and
    /// Chinese, on ``TransferTests/prepared(_:)``'s ledger.
    @Test(arguments: [("en", "C"), ("zh", "zh_CN.UTF-8")])
    func transfersMatchTheirGoldens(_ language: String, _ locale: String) throws {
        try withTemporaryDirectory { dir in
            var timi = try TransferTests.prepared(dir)
            timi.extraEnvironment["LANG"] = locale
            let listed = try timi.run("--json", "list", "2026-11").stdout
            let bills = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]] ?? []
            let ids = bills.compactMap { $0["id"] as? String }
            for (name, arguments, width) in [
                ("transfers-list", ["list", "2026-11"], 40), ("transfers-list", ["list", "2026-11"], 120),
                ("transfers-accounts", ["accounts"], 80), ("transfers-months", ["months"], 80),
                ("transfers-balance", ["balance"], 80), ("transfers-report", ["report", "2026-11"], 80),
            ] {
                timi.extraEnvironment["COLUMNS"] = String(width)
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 0, "\(result.stderr)")
                for line in result.stdout.split(separator: "\n") {
                    #expect(TextWidth.of(line) <= width, "too wide: \(line)")
                }
                // The ids are made anew by each run: each short id is shown as the bill's place in the list.
                var text = result.stdout
                for (index, id) in ids.enumerated() {
                    text = text.replacingOccurrences(of: String(id.prefix(8)), with: "bill-\(index + 1)".padding(toLength: 8, withPad: " ", startingAt: 0))
                }
                try expectSnapshot(text, named: "\(name)-\(width)-\(language).txt")
            }
        }
    }
}
