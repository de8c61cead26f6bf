import Foundation
import TestSupport
import Testing

/// Merging the exports of two ledgers (issue 18, point 1): a row with an id the ledger lacks is a new
/// bill, however much it looks like another.
struct ImportMergeTests {
    @Test(arguments: ["csv", "json", "jsonl"])
    func twoLedgersWithTheSameBillMergeIntoTwoBills(_ format: String) throws {
        try withTemporaryDirectory { dir in
            let exports = try ["a", "b"].map { name in
                let timi = TimiRunner(home: dir + "/" + name)
                #expect(try timi.run("add", "12.5", "meals", "--date", "11-01").status == 0)
                return try timi.run("export", "--format", format).stdout
            }
            let merged = TimiRunner(home: dir + "/c")
            let fromB = try merged.run("import", "-", "--format", format, stdin: exports[1])
            #expect(fromB.stderr == "imported 1, skipped 0 already present\n")
            let fromA = try merged.run("import", "-", "--format", format, stdin: exports[0])
            #expect(fromA.status == 0)
            #expect(fromA.stderr == "imported 1, skipped 0 already present\n")
            let list = try merged.run("list", "2026-11", "--format", "csv")
            #expect(list.stdout.split(separator: "\r\n").count == 3)  // the header and two bills
            let again = try merged.run("import", "-", "--format", format, stdin: exports[0])
            #expect(again.stderr == "imported 0, skipped 1 already present\n")
        }
    }

    @Test func aSkipForEqualContentIsNotCalledAlreadyPresent() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let csv = "date,amount,category,note\n2026-11-01,-12.50,meals,lunch\n"
            #expect(try timi.run("import", "-", stdin: csv).status == 0)
            let before = snapshot(timi.home)
            let again = try timi.run(
                "import", "-", "--dry-run", stdin: csv + "2026-11-01,-12.50,meals,lunch\n")
            #expect(again.status == 0)
            #expect(
                again.stderr
                    == "would import 1, skip 1 with the same date, amount and description as a bill imported before\n"
            )
            #expect(snapshot(timi.home) == before)
        }
    }
}
