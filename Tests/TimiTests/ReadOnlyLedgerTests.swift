import TestSupport
import Foundation
import Testing

@testable import LedgerCore

/// A ledger on a read-only mount (the fault fixture, bind-mounted read-only over itself): every
/// reading command works (`doctor --dry-run` too: it takes the shared lock); every writing command
/// fails with one line that names the ledger directory and says it is read-only (exit 74), and the
/// ledger is unchanged. Needs root (mount); fails when it cannot mount.
@Suite(.serialized, .enabled(if: FaultTools.mounting, FaultTools.mountSkipReason))
struct ReadOnlyLedgerTests {
    static let reads = [
        ["list", "all"], ["list", "2026-11", "--json"], ["show", "$f"], ["pie", "2026-11"], ["months"],
        ["calendar", "2026-11"], ["balance"], ["report", "2026-11"],
        ["report", "2026-11", "--format", "html"],
        ["export", "all"], ["export", "all", "--format", "jsonl"], ["export", "all", "--format", "ledger"],
        ["book", "list"], ["category", "list", "--json"], ["undo", "--list"], ["doctor", "--dry-run"],
        ["import", "$csv", "--dry-run"], ["completions", "bash"],
    ]

    static let writes = [
        ["add", "5", "meals"], ["edit", "$f", "--amount", "20"], ["delete", "$a"], ["import", "$csv"],
        ["book", "add", "x"], ["book", "rename", "trip", "voyage"], ["book", "use", "trip"],
        ["book", "delete", "trip", "--yes"], ["category", "add", "tea", "--alias", "tea"],
        ["category", "rename", "coffee", "café"], ["category", "delete", "coffee", "--move-to", "meals"],
        ["undo"],
    ]

    @Test func aReadOnlyLedgerIsReadAndNeverWritten() throws {
        try withTemporaryDirectory { dir in
            let ledger = dir + "/ledger"
            var timi = try FaultTools.copy(try FaultFixture.ledger(), to: ledger)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "1"
            let before = try LedgerReadBack(timi, known: nil)
            try FaultTools.system("/usr/bin/mount", "--bind", ledger, ledger)
            defer { try? FaultTools.system("/usr/bin/umount", "-l", ledger) }
            try FaultTools.system("/usr/bin/mount", "-o", "remount,ro,bind", ledger)

            for command in ReadOnlyLedgerTests.reads {
                let arguments = try FaultFixture.resolve(command)
                let end = try ProcessEnd(running: timi.process(arguments))
                #expect(
                    end.signal == nil && end.status == 0, "\(command): \(end.ending), \(end.stderr.firstLine)"
                )
                #expect(!end.stdout.isEmpty, "\(command) printed nothing")
            }
            for command in ReadOnlyLedgerTests.writes {
                let arguments = try FaultFixture.resolve(command)
                let end = try ProcessEnd(running: timi.process(arguments))
                #expect(
                    end.signal == nil && end.status == 74,
                    "\(command): \(end.ending), \(end.stderr.firstLine)")
                #expect(end.stderrLines.count == 1, "\(command): \(end.stderr)")
                #expect(
                    end.stderr.contains(ledger),
                    "\(command) does not name the ledger: \(end.stderr.firstLine)")
                #expect(
                    end.stderr.contains("read-only"), "\(command) does not say read-only: \(end.stderr.firstLine)")
            }
            // In Chinese, the whole line: the system's words too.
            var chinese = timi
            chinese.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            let end = try ProcessEnd(running: chinese.process(["add", "5", "meals"]))
            #expect(end.status == 74 && end.stderr.contains("账本是只读的（只读文件系统）"), "\(end.stderr)")
            let state = try LedgerReadBack(timi, known: Set(before.ids))
            #expect(state.readable && state == before, "\(state.problems) \(state.difference(from: before))")
        }
    }

    /// After a restart the last change's log, kept until the next change, is marked carried out in the
    /// boot before: a reader that may not write it cannot carry it out again, and reads the ledger as
    /// it is, every step of that log being done.
    @Test func aReadOnlyLedgerIsReadAfterARestart() throws {
        try withTemporaryDirectory { dir in
            let ledger = dir + "/ledger"
            var timi = try FaultTools.copy(try FaultFixture.ledger(), to: ledger)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "1"
            try Restart.simulate(in: timi.home)
            #expect(try RedoLog.isWaiting(in: timi.home))
            try FaultTools.system("/usr/bin/mount", "--bind", ledger, ledger)
            defer { try? FaultTools.system("/usr/bin/umount", "-l", ledger) }
            try FaultTools.system("/usr/bin/mount", "-o", "remount,ro,bind", ledger)
            for command in [["list", "all"], ["balance"], ["doctor", "--dry-run"]] {
                let end = try ProcessEnd(running: timi.process(try FaultFixture.resolve(command)))
                #expect(end.signal == nil && end.status == 0, "\(command): \(end.ending), \(end.stderr.firstLine)")
            }
            let write = try ProcessEnd(running: timi.process(["add", "5", "meals"]))
            #expect(write.status == 74 && write.stderr.contains("read-only"), "\(write.stderr)")
        }
    }
}
