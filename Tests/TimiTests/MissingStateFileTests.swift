import Foundation
import TestSupport
import Testing

/// A ledger that lost `ledger.json` but not its month files: every command says so (not that a
/// healthy month file is damaged) and changes nothing; `timi doctor` rebuilds it, and every bill is back.
struct MissingStateFileTests {
    @Test func everyCommandNamesTheMissingFileAndDoctorRebuildsItWithEveryBill() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("book", "add", "Trip", "--currency", "€").status == 0)
            #expect(try timi.run("category", "add", "咖啡", "--alias", "coffee").status == 0)
            #expect(
                try timi.run("add", "3.50", "coffee", "-d", "2026-11-02", "--note", "flat white").status == 0)
            #expect(try timi.run("add", "8000", "salary", "--income", "-d", "2026-10-25").status == 0)
            #expect(try timi.run("--book", "Trip", "add", "120", "transport", "-d", "2026-09-14").status == 0)
            #expect(try timi.run("--book", "Trip", "add", "9.90", "coffee", "-d", "2026-09-15").status == 0)
            let before = LedgerContent(timi.home)
            let exported = try timi.run("export", "--format", "jsonl").stdout
            let statePath = timi.home + "/ledger.json"
            try FileManager.default.removeItem(atPath: statePath)

            let untouched = snapshot(timi.home)
            for arguments in [
                ["list"], ["balance"], ["add", "5"], ["show", "abc"], ["book", "list"], ["export"],
            ] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 65, "\(arguments)")
                #expect(
                    result.stderr
                        == "Error: \(statePath) is missing, but the ledger's bills/ holds month files; nothing was "
                        + "changed (run 'timi doctor' to rebuild it from them)\n", "\(arguments)")
            }
            #expect(snapshot(timi.home) == untouched)

            let dryRun = try timi.run("doctor", "--dry-run")
            #expect(dryRun.status == 1)
            #expect(snapshot(timi.home) == untouched)
            let doctor = try timi.run("doctor")
            #expect(doctor.status == 0, "\(doctor.stdout)")
            #expect(
                doctor.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                    "rebuild it from the month files: 2 books, the default categories and 1 category"))
            let after = LedgerContent(timi.home)
            #expect(after.problems.isEmpty, "\(after.problems)")
            #expect(Set(after.bills.keys) == Set(before.bills.keys))
            #expect(after.bills.count == 4)
            #expect(try timi.run("doctor").stdout.hasSuffix("The ledger is healthy.\n"))
            // The bills are as they were; the names of the books and of the category added are not.
            let rebuilt = try timi.run("export", "--format", "jsonl").stdout
            func amounts(_ jsonl: String) -> [String] {
                jsonl.split(separator: "\n").map { line in
                    String(line.split(separator: ",").first { $0.hasPrefix("\"amount\"") } ?? "")
                }
            }
            #expect(amounts(rebuilt) == amounts(exported))
            #expect(rebuilt.contains("\"book\":\"Book 2\""), "\(rebuilt)")
            #expect(rebuilt.contains("\"category\":\"Category 39\""), "\(rebuilt)")
            let balance = try timi.run("balance", "--json").stdout
            #expect(balance.contains("\"income\":\"8000.00\""), "\(balance)")
            #expect(try timi.run("undo").status == 0)
            #expect(!FileManager.default.fileExists(atPath: statePath))
        }
    }
}
