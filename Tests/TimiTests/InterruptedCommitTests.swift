import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM at each step of a commit, exactly (`TIMI_TEST_CRASH_AT=<step>:1:INT`): before
/// the redo log, the change is abandoned, with nothing left behind; from the redo log on, it is
/// finished. Either way timi exits 130 / 143 with one line on stderr, and the next command runs.
@Suite(.serialized)
struct InterruptedCommitTests {
    static let steps: [(step: String, finished: Bool)] = [
        ("temporary-written", false), ("undo-saved", false), ("journal-written", true),
        ("renamed", true), ("carried-out", true), ("marked", true),
    ]

    @Test(arguments: [("INT", Int32(130)), ("TERM", Int32(143))])
    func aSignalAtEachStepOfAMoveToAnotherMonth(signal: String, status: Int32) throws {
        try withTemporaryDirectory { dir in
            let base = TimiRunner(home: dir + "/base")
            try base.run("add", "12", "meals", "--date", "2026-11-05")
            let id = try base.run("add", "3", "snacks", "--date", "2026-11-06").stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let move = ["edit", id, "--date", "2026-10-05"]
            let before = try base.run("export", "all").stdout
            let done = TimiRunner(home: dir + "/done")
            try FileManager.default.copyItem(atPath: base.home, toPath: done.home)
            #expect(try done.run(arguments: move).status == 0)
            let after = try done.run("export", "all").stdout
            for (step, finished) in Self.steps {
                let name = "\(signal) at \(step)"
                var timi = TimiRunner(home: dir + "/\(signal)-\(step)")
                try FileManager.default.copyItem(atPath: base.home, toPath: timi.home)
                timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = "\(step):1:\(signal)"
                let end = try ProcessEnd(running: timi.process(move))
                #expect(end.signal == nil && end.status == status, "\(name): \(end.ending)")
                #expect(end.stderrLines.count == 1, "\(name): \(end.stderr)")
                #expect(
                    end.stderr.contains("nothing was changed") != finished, "\(name): \(end.stderr)")
                #expect(LedgerContent.leftovers(timi.home).isEmpty, "\(name)")
                timi.extraEnvironment = [:]
                #expect(try timi.run("export", "all").stdout == (finished ? after : before), "\(name)")
            }
        }
    }
}
