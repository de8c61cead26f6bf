import Foundation
@testable import LedgerCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Booking due occurrences is a change like any other: eight commands that find them due at once book
/// them once, a kill at any step of that commit (or at any instant) leaves them booked all or not at
/// all, the next command books what is missing, and a ledger that cannot be written is still read.
struct RecurringAtomicityTests {
    /// A ledger with three rules that have 40 occurrences due on 2026-11-21 (30 days, 5 weeks, 5 months),
    /// made on 2026-06-01 when none was due.
    static func ledgerWithDueRules(_ home: String) throws -> TimiRunner {
        var timi = TimiRunner(home: home)
        timi.today = "2026-06-01"
        for arguments in [
            ["5", "--every", "day", "--from", "2026-10-23"],
            ["20", "--every", "week", "--from", "2026-10-19"],
            ["3000", "housing", "--every", "month", "--on", "31", "--from", "2026-06-02"],
        ] {
            let added = try timi.run(arguments: ["recurring", "add"] + arguments)
            #expect(added.status == 0, "\(added.stderr)")
        }
        timi.today = "2026-11-21"
        return timi
    }

    static let expectedCount = 30 + 5 + 5

    /// Every occurrence is a bill once: as many bills as occurrences, no (rule, date) twice.
    static func expectBookedOnce(_ timi: TimiRunner, _ comment: String) throws {
        let bills = try RecurringTests.bills(timi)
        let keys = bills.map { "\($0["recurring"] as? String ?? "-") \($0["date"] as? String ?? "-")" }
        #expect(bills.count == expectedCount, "\(comment): \(bills.count) bills")
        #expect(Set(keys).count == keys.count, "\(comment): an occurrence booked twice")
        let content = LedgerContent(timi.home)
        #expect(content.problems.isEmpty, "\(comment): \(content.problems)")
    }

    @Test func eightCommandsFindingOccurrencesDueBookThemOnce() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledgerWithDueRules(dir + "/ledger")
            let commands = [
                ["list"], ["balance"], ["add", "1", "--note", "a"], ["pie"], ["months"],
                ["list", "all", "--json"],
                ["add", "2", "--note", "b"], ["calendar"],
            ]
            let failures = NSLock()
            var failed: [String] = []
            DispatchQueue.concurrentPerform(iterations: commands.count) { index in
                let result = try? timi.run(arguments: commands[index])
                if result?.status != 0 {
                    failures.withLock {
                        failed.append("\(commands[index]): \(result?.stderr ?? "did not run")")
                    }
                }
            }
            #expect(failed.isEmpty, "\(failed)")
            let all = try RecurringTests.bills(timi)
            #expect(all.filter { $0["recurring"] == nil }.count == 2)
            let booked = all.filter { $0["recurring"] != nil }
            let keys = Set(booked.map { "\($0["recurring"] ?? "") \($0["date"] ?? "")" })
            #expect(booked.count == Self.expectedCount && keys.count == booked.count)
        }
    }

    @Test(arguments: CommitStep.names)
    func aKillAtEachStepOfTheBookingLosesNothingAndBooksNothingTwice(_ step: String) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledgerWithDueRules(dir + "/ledger")
            let harness = CrashHarness(timi: timi)
            let (outcome, _) = try harness.run(["list"], crashAt: step)
            // A booking removes no file: there is no `removed` step to be killed at.
            #expect(outcome == .killed || (step == "removed" && outcome == .exited(0)), "\(step): \(outcome)")
            try Self.expectBookedOnce(timi, step)
        }
    }

    @Test func killsAtRandomInstantsLoseNothingAndBookNothingTwice() throws {
        try withTemporaryDirectory { dir in
            let base = dir + "/base"
            let timi = try Self.ledgerWithDueRules(base)
            let (_, duration) = try CrashHarness(timi: timi).run(["balance"], crashAt: "marked")
            var random = SeededRandom(seed: 16)
            for round in 0..<12 {
                let home = dir + "/round\(round)"
                _ = try Self.ledgerWithDueRules(home)
                let runner = TimiRunner(home: home, today: timi.today)
                let delay = duration * Double.random(in: 0.2...1.2, using: &random)
                _ = try CrashHarness(timi: runner).run(["add", "1"], killAfter: delay)
                let bills = try RecurringTests.bills(runner).filter { $0["recurring"] != nil }
                let keys = Set(bills.map { "\($0["recurring"] ?? "") \($0["date"] ?? "")" })
                #expect(bills.count == Self.expectedCount && keys.count == bills.count, "round \(round)")
                CrashHarness.remove(home)
            }
        }
    }

    @Test(.enabled(if: FaultTools.mounting, FaultTools.mountSkipReason))
    func aReadOnlyLedgerIsReadAndSaysHowManyAreDue() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.ledgerWithDueRules(dir + "/ledger")
            let before = snapshot(timi.home)
            try FaultTools.system("/usr/bin/mount", "--bind", timi.home, timi.home)
            defer { try? FaultTools.system("/usr/bin/umount", "-l", timi.home) }
            try FaultTools.system("/usr/bin/mount", "-o", "remount,ro,bind", timi.home)
            let listed = try timi.run("list")
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(
                listed.stderr.contains("Note: \(Self.expectedCount) recurring bills are due but not booked"),
                "\(listed.stderr)")
            #expect(listed.stderr.filter { $0 == "\n" }.count == 1)
            #expect(try timi.run("add", "5").status == 74)
            #expect(snapshot(timi.home) == before)
        }
    }
}
