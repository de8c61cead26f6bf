import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi recent`: the combinations used most in the last 90 days, and `timi again @N`.
struct RecentTests {
    @Test(arguments: [80, 40])
    func matchesItsGolden(width: Int) throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = String(width)
        let result = try timi.run("recent")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        for line in result.stdout.split(separator: "\n") {
            #expect(TextWidth.of(line) <= width, "too wide: \(line)")
        }
        try expectSnapshot(result.stdout, named: "recent-\(width).txt")
    }

    @Test func countsTheLast90DaysMostUsedFirstAndAgainRecordsOne() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            for arguments in [
                ["add", "12", "meals", "--note", "lunch", "--date", "2026-08-24"],  // the 90th day back
                ["add", "12", "meals", "--note", "lunch", "--date", "2026-08-23"],  // the 91st: not counted
                ["add", "12", "meals", "--note", "lunch", "--date", "2026-11-22"],  // tomorrow: not counted
                ["add", "12", "meals", "--note", "lunch", "--date", "2026-10-01", "--payee", "Canteen"],
                ["add", "12", "meals", "--note", "Lunch", "--date", "2026-11-01"],
                ["add", "4", "transport", "--note", "metro", "--date", "2026-11-20"],
                ["add", "4", "transport", "--note", "metro", "--date", "2026-11-19"],
                ["add", "5", "transport", "--note", "metro", "--date", "2026-11-18"],
            ] {
                #expect(try timi.run(arguments: arguments).status == 0)
            }
            let json = try timi.run("recent", "--json").stdout
            #expect(json.hasPrefix(#"{"book":"日常账本","from":"2026-08-24","through":"2026-11-21","#))
            let rows = json.split(separator: "\n").filter { $0.hasPrefix("  {") }
            #expect(rows.count == 4)
            // Two of each, the most recently used first; then the ones used once, newest first.
            #expect(rows[0].contains(#""count":2"#) && rows[0].contains(#""note":"metro""#))
            #expect(rows[0].contains(#""last":"2026-11-20""#) && rows[0].contains(#""number":1"#))
            #expect(rows[1].contains(#""amount":"12.00""#) && rows[1].contains(#""count":2"#))
            #expect(rows[1].contains(#""last":"2026-10-01""#) && rows[1].contains(#""note":"lunch""#))
            #expect(rows[2].contains(#""amount":"5.00""#) && rows[3].contains(#""note":"Lunch""#))
            #expect(try timi.run("recent", "--limit", "1", "--json").stdout.split(separator: "\n").count == 4)

            // @2 copies the newest bill of the combination: its payee too.
            let again = try timi.run("again", "@2", "--json")
            #expect(again.status == 0)
            #expect(
                again.stdout.contains(#""date":"2026-11-21""#) && again.stdout.contains(#""payee":"Canteen""#)
            )
            #expect(again.stdout.contains(#""note":"lunch""#) && again.stdout.contains(#""amount":"12.00""#))
            let text = try timi.run("recent", "--limit", "1").stdout
            #expect(
                text.contains("AMOUNT  CATEGORY · NOTE ")
                    && text.contains("12.00  用餐 · lunch ") && text.contains("×3  11-21\n\ntimi again @N"),
                "\(text)")
        }
    }

    @Test func anEmptyPeriodSaysSo() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "12", "meals", "--date", "2025-01-01")
            let result = try timi.run("recent")
            #expect(result.status == 0)
            #expect(result.stdout.hasSuffix("\nNo bills in 日常账本 from 2026-08-24 to 2026-11-21.\n"))
        }
    }

    @Test(arguments: [
        (["recent", "--limit", "0"], 64, "Error: The value '0' is invalid for '--limit <n>'"),
        (["again", "@4"], 1, "Error: no combination of 'timi recent' (it lists 1) matches '@4'"),
        (["again", "@0"], 64, "Error: The value '@0' is invalid for '<bill>'"),
        (["again", "@x"], 64, "Error: The value '@x' is invalid for '<bill>'"),
    ])
    func isRefusedAndChangesNothing(arguments: [String], status: Int32, message: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals", "--note", "seed")
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: arguments)
            #expect(result.status == status)
            #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(snapshot(timi.home) == before)
        }
    }
}
