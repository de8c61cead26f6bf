import Foundation
import TestSupport
import Testing

/// A ledger directory that does not exist (a mistyped `TIMI_HOME`) is not an empty ledger: every
/// command that only reads, undoes or checks says so on one line and exits 66, creating nothing; a
/// change (and its dry run) still starts a new ledger there.
struct MissingLedgerTests {
    static let refused = [
        ["list"], ["report", "last"], ["report", "2026-10", "--format", "html"], ["balance", "--json"],
        ["months"], ["pie", "all"], ["calendar"], ["export", "all"], ["show", "abc"], ["book", "list"],
        ["category", "list"], ["undo"], ["undo", "--list"], ["doctor"], ["doctor", "--dry-run"],
    ]

    @Test(arguments: refused)
    func aReadOfAMissingLedgerExits66(_ arguments: [String]) throws {
        try withTemporaryDirectory { dir in
            let home = dir + "/typo"
            let result = try TimiRunner(home: home).run(arguments: arguments)
            #expect(result.status == 66)
            #expect(result.stderr == "Error: no ledger at \(home) — `timi add` creates one\n")
            #expect(result.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: home))
        }
    }

    @Test func aChangeAndItsDryRunStillStartANewLedger() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/new")
            let dryRun = try timi.run(
                "import", "-", "--format", "csv", "--dry-run",
                stdin: "date,type,amount,category\n2026-11-01,expense,5,meals\n")
            #expect(dryRun.status == 0)
            #expect(dryRun.stderr.contains("would import 1"))
            #expect(!FileManager.default.fileExists(atPath: timi.home))
            #expect(try timi.run("add", "5", "meals").status == 0)
            #expect(try timi.run("balance").status == 0)
        }
    }
}
