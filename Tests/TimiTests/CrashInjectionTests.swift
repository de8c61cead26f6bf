import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// A crash at each step of a commit, exactly: `TIMI_TEST_CRASH_AT=<step>:<n>` makes a real `timi`
/// SIGKILL itself at the n-th occurrence of the step, for every step and every n the command reaches.
/// Before the journal is written the ledger must be as it was; from then on, the next command must
/// find the change complete. Temporary files left by a crash are removed by `timi doctor`.
struct CrashInjectionTests {
    /// The steps before the commit point: a crash there leaves the ledger as it was.
    static let beforeCommitPoint: Set = ["temporary-written", "undo-saved"]

    struct Scenario: CustomTestStringConvertible, Sendable {
        var name: String
        /// Commands run first (uninterrupted), from the fixture; `$photo` stands for a photo file.
        var setup: [[String]] = []
        /// The command that is interrupted; `$small`, `$photoBill` stand for bill ids.
        var arguments: [String]
        var testDescription: String { name }
    }

    static let scenarios = [
        Scenario(name: "add", arguments: ["add", "12.50", "--note", "x"]),
        Scenario(name: "add with a photo", arguments: ["add", "7", "--photo", "$photo"]),
        Scenario(
            name: "edit that moves a bill with a photo to another month",
            arguments: ["edit", "$photoBill", "--date", "2024-06-01"]),
        Scenario(
            name: "edit that moves a bill with a photo to another book and month",
            arguments: ["edit", "$photoBill", "--date", "2024-06-01", "--book", "big"]),
        // Its id's shard is not part of the change: the month (or its log), the totals and the undo entry are.
        Scenario(name: "edit within its month", arguments: ["edit", "$small", "--note", "z", "--amount", "3"]),
        Scenario(
            name: "undo of an edit within its month", setup: [["edit", "$small", "--note", "z"]],
            arguments: ["undo"]),
        Scenario(name: "delete two bills, one with a photo", arguments: ["delete", "$photoBill", "$small"]),
        Scenario(name: "book delete (5 months)", arguments: ["book", "delete", "big", "--yes"]),
        Scenario(
            name: "category delete --move-to (5 months)",
            arguments: ["category", "delete", "bigcat", "--move-to", "transport"]),
        Scenario(
            name: "book add, use, rename", setup: [["book", "add", "trip"]],
            arguments: ["book", "rename", "trip", "voyage"]),
        Scenario(name: "category add", arguments: ["category", "add", "tea", "--alias", "tea"]),
        Scenario(
            name: "undo of an edit that moved a bill",
            setup: [["edit", "$photoBill", "--date", "2024-06-01"]], arguments: ["undo"]),
        Scenario(
            name: "undo of a book delete", setup: [["book", "delete", "big", "--yes"]], arguments: ["undo"]),
        Scenario(
            name: "redo of an undone book delete",
            setup: [["book", "delete", "big", "--yes"], ["undo"]], arguments: ["redo"]),
        Scenario(
            name: "add that ends what can be redone", setup: [["add", "3", "--note", "y"], ["undo"]],
            arguments: ["add", "12.50", "--note", "x"]),
        Scenario(
            name: "doctor removing an attachment",
            setup: [["edit", "$photoBill", "--no-photo"], ["$strayPhoto"]], arguments: ["doctor"]),
    ]

    @Test(arguments: TestShard.cases(scenarios))  // CI splits them over two processes
    func aCrashAtEachStepIsAllOrNothing(_ scenario: Scenario) throws {
        try withTemporaryDirectory { dir in
            let base = dir + "/base"
            try CrashFixture.build(base, small: 20, big: 40, months: 5, seed: 7)
            let photo = dir + "/photo.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
            let content = LedgerContent(base)
            let ids = content.bills.filter { $0.value.hasPrefix("1 ") }.keys.sorted()
            let photoBill = try #require(
                content.bills.filter { $0.value.hasPrefix("1 ") && $0.value.hasSuffix("photo") }.keys.sorted()
                    .first)
            let small = try #require(ids.first { $0 != photoBill })
            func resolve(_ arguments: [String]) -> [String] {
                arguments.map { ["$photo": photo, "$photoBill": photoBill, "$small": small][$0] ?? $0 }
            }
            let base0 = CrashHarness(timi: TimiRunner(home: base))
            for command in scenario.setup {
                if command == ["$strayPhoto"] {
                    try Data("stray".utf8).write(to: URL(fileURLWithPath: base + "/attachments/stray.jpg"))
                } else {
                    #expect(try base0.timi.run(arguments: resolve(command)).status == 0)
                }
            }
            let arguments = resolve(scenario.arguments)
            let before = LedgerContent(base)
            let complete = try run(arguments, copying: base, into: dir + "/complete")
            #expect(complete.0 == .exited(0))
            #expect(complete.1 != before, "the command changes nothing")

            var kills = 0
            for step in CommitStep.names {
                for count in 1... {
                    let (outcome, after) = try run(
                        arguments, copying: base, into: dir + "/work", crashAt: "\(step):\(count)")
                    if outcome == .exited(0) {
                        #expect(
                            after == complete.1,
                            "\(step):\(count) not reached, yet: \(after.difference(from: complete.1))")
                        break
                    }
                    try #require(outcome == .killed, "\(step):\(count): \(outcome)")
                    kills += 1
                    let expected = Self.beforeCommitPoint.contains(step) ? before : complete.1
                    #expect(after.problems.isEmpty, "\(step):\(count): \(after.problems)")
                    #expect(after == expected, "\(step):\(count): \(after.difference(from: expected))")
                    // The temporary files of the crash are all doctor has to repair.
                    let doctor = try TimiRunner(home: dir + "/work").run("doctor")
                    #expect(doctor.status == 0, "\(step):\(count): \(doctor.stdout) \(doctor.stderr)")
                    #expect(LedgerContent.leftovers(dir + "/work").isEmpty)
                    CrashHarness.remove(dir + "/work")
                }
                CrashHarness.remove(dir + "/work")
            }
            #expect(kills >= 6)
            print("Crash injection, \(scenario.name): \(kills) kills at exact steps")
        }
    }

    /// A crash in the middle of finishing a crashed change: the journal is simply carried out again.
    @Test(.enabled(if: TestShard.current.index == 0)) func aCrashWhileRecoveringIsRecoveredFrom() throws {
        try withTemporaryDirectory { dir in
            let home = dir + "/ledger"
            try CrashFixture.build(home, small: 5, big: 40, months: 5, seed: 3)
            let harness = CrashHarness(timi: TimiRunner(home: home))
            let complete = try run(
                ["book", "delete", "big", "--yes"], copying: home, into: dir + "/complete")
            #expect(
                try harness.run(["book", "delete", "big", "--yes"], crashAt: "journal-written").0 == .killed)
            for count in 1...3 {
                #expect(try harness.run(["balance"], crashAt: "removed:1").0 == .killed, "run \(count)")
            }
            #expect(try harness.recover().status == 0)
            #expect(LedgerContent(home) == complete.1)
            #expect(LedgerContent(home).problems.isEmpty)
        }
    }

    /// Runs `arguments` on a copy of `base` (made fresh), then a reading command to recover.
    func run(_ arguments: [String], copying base: String, into work: String, crashAt step: String? = nil)
        throws
        -> (CrashHarness.Outcome, LedgerContent)
    {
        CrashHarness.remove(work)
        try CrashHarness.copy(base, to: work)
        let harness = CrashHarness(timi: TimiRunner(home: work))
        let (outcome, _) = try harness.run(arguments, crashAt: step)
        let recovery = try harness.recover()
        #expect(recovery.status == 0, "\(recovery.stderr)")
        return (outcome, LedgerContent(work))
    }
}
