import Foundation
import TestSupport
import Testing

/// The undo history's folder holds every file the last 30 changes keep, beside their records: after a
/// change across many years (an import, a batch `add -`), hundreds or thousands of names. A change
/// lists it once, for its entry's number and the entry it prunes (four listings, before 2026-12-08,
/// took 2–3 ms of an 8 ms `edit` at a million bills, for 30 changes after such a change).
@Suite(.enabled(if: FaultTools.enabled, FaultTools.skipReason))
struct UndoListingTests {
    @Test func aChangeListsTheUndoFolderOnce() throws {
        guard let strace = FaultTools.requireStrace() else { return }
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            // A full history, each entry keeping its files beside its record: the next change prunes the
            // oldest, whose files it finds in the same listing.
            for amount in 1...30 {
                #expect(try timi.run("add", String(amount), "--date", "2024-03-04").status == 0)
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: timi.home + "/undo")
            #expect(names.count > 60, "\(names.count) names in undo/")

            let log = dir + "/trace"
            let result = try timi.run(
                arguments: [
                    "-f", "-qq", "-yy", "-o", log, "-e", "trace=getdents64", "--", TimiRunner.executable.path,
                    "add", "2", "--date", "2024-03-04",
                ],
                executable: URL(fileURLWithPath: strace))
            #expect(result.status == 0, "\(result.stderr)")
            // Each listing ends with a `getdents64` that returns 0.
            let ends = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter {
                $0.contains("/ledger/undo>") && $0.hasSuffix("= 0")
            }
            #expect(ends.count == 1, "\(ends.count) listings of undo/")
        }
    }
}
