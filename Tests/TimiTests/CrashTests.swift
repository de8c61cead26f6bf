import Foundation
import TestSupport
import Testing

/// The crash harness: real `timi` processes killed with SIGKILL at random moments, round after round,
/// on a ledger with a 5,000-bill book over 60 months, among them imports of 5,000 rows over 60 months. After each kill the next command must find
/// every file parsing, every month total matching its file, and the ledger exactly as before the
/// command or exactly as the same command leaves it when nothing interrupts it (run on a copy).
///
/// `TIMI_CRASH_ROUNDS` (default 100) and `TIMI_CRASH_SEED` make it run longer or differently:
/// `.ci/crash-harness 2000`.
struct CrashTests {
    static let environment = ProcessInfo.processInfo.environment
    static let rounds = Int(environment["TIMI_CRASH_ROUNDS"] ?? "") ?? 100
    static let seed = UInt64(environment["TIMI_CRASH_SEED"] ?? "") ?? 20_261_121

    struct Tally: CustomStringConvertible {
        var kills = 0
        var killedAfterCommit = 0
        var killedBeforeCommit = 0
        var finishedFirst = 0
        var doctorRuns = 0
        var byCommand: [String: Int] = [:]

        var description: String {
            "\(kills) kills (\(killedBeforeCommit) left the ledger as it was, \(killedAfterCommit) found the "
                + "change made), \(finishedFirst) commands finished before their kill; doctor run \(doctorRuns) "
                + "times; by command: \(byCommand.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
        }
    }

    @Test func killedCommandsHappenCompletelyOrNotAtAll() throws {
        try withTemporaryDirectory { dir in
            let home = dir + "/ledger"
            let photo = dir + "/receipt.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
            try CrashFixture.build(home, small: 60, big: 5000, months: 60, seed: Self.seed)
            let rows = dir + "/import.csv"
            try Self.importFile(rows: 5000, months: 60).write(toFile: rows, atomically: true, encoding: .utf8)
            let harness = CrashHarness(timi: TimiRunner(home: home))
            let twin = CrashHarness(timi: TimiRunner(home: dir + "/twin"))
            var random = SeededRandom(seed: Self.seed)
            var tally = Tally()
            let cache = LedgerContent.Cache()
            var content = LedgerContent(home, cache: cache)
            let fixtureChange = content.undo.last ?? 0
            try #require(content.problems.isEmpty, "\(content.problems)")
            for round in 0..<Self.rounds {
                let arguments = command(
                    round, for: content, since: fixtureChange, photo: photo, rows: rows, &random)
                // The same command, uninterrupted, on a copy: what a completed command leaves.
                try CrashHarness.copy(home, to: twin.timi.home)
                defer { CrashHarness.remove(twin.timi.home) }
                let (twinOutcome, duration) = try twin.run(arguments)
                try #require(
                    twinOutcome == .exited(0), "round \(round): timi \(arguments) failed without a crash")
                let completed = LedgerContent(twin.timi.home, cache: cache)

                // A kill in the first 30% would only test the start of a process.
                let delay = duration * Double.random(in: 0.3...1.15, using: &random)
                let (outcome, _) = try harness.run(arguments, killAfter: delay)
                let recovery = try harness.recover()
                try #require(recovery.status == 0, "round \(round) \(arguments): \(recovery.stderr)")
                let now = LedgerContent(home, cache: cache)
                try #require(now.problems.isEmpty, "round \(round) \(arguments), \(outcome): \(now.problems)")
                switch outcome {
                case .killed:
                    tally.kills += 1
                    let name =
                        ["book", "category"].contains(arguments[0])
                        ? arguments[0] + " " + arguments[1] : arguments[0]
                    tally.byCommand[name, default: 0] += 1
                    let difference =
                        "before: \(now.difference(from: content)); after: \(now.difference(from: completed))"
                    try #require(
                        now == content || now == completed,
                        "round \(round) \(arguments): half done: \(difference)")
                    if now == completed {
                        tally.killedAfterCommit += 1
                    } else {
                        tally.killedBeforeCommit += 1
                    }
                case .exited(let status):
                    try #require(status == 0, "round \(round): timi \(arguments) exited \(status)")
                    tally.finishedFirst += 1
                    // Every command that said it succeeded (an add that printed its id) is there.
                    try #require(now == completed, "round \(round) \(arguments) exited 0 but: \(now)")
                }
                content = now
                if round % 25 == 24 || round == Self.rounds - 1 {
                    try checkWithDoctor(harness, home)
                    tally.doctorRuns += 1
                }
            }
            print("Crash harness: \(Self.rounds) rounds, seed \(Self.seed): \(tally)")
            #expect(tally.kills > Self.rounds / 2)
            #expect(tally.killedAfterCommit > 0 && tally.killedBeforeCommit > 0)
        }
    }

    /// `timi doctor` finds nothing but what killed commands leave until the next change removes it —
    /// their temporary files, and the folder an undo of a book delete made before it was killed
    /// (between `mkdir` and its first file) — and removes them.
    func checkWithDoctor(_ harness: CrashHarness, _ home: String) throws {
        let doctor = try harness.timi.run("doctor", "--json")
        try #require(doctor.status == 0, "\(doctor.stdout)")
        let findings = (json(fromText: doctor.stdout)?["findings"] as? [[String: Any]]) ?? []
        for finding in findings {
            let leftover =
                (finding["path"] as? String)?.contains(".tmp-") == true
                || finding["problem"] as? String == "an empty folder of no book"
            #expect(leftover, "doctor found \(finding)")
        }
        #expect(LedgerContent.leftovers(home).isEmpty)
    }

    /// The next command: mostly adds, edits that move a bill to another month, and deletes in the
    /// small book; sometimes the whole 5,000-bill book deleted, a category spanning its 60 months
    /// deleted, or 5,000 rows imported over 60 months (each then undone by the next command); sometimes
    /// an undo of whatever came last, or a redo of what was undone.
    func command(
        _ round: Int, for content: LedgerContent, since fixtureChange: Int, photo: String, rows: String,
        _ random: inout SeededRandom
    ) -> [String] {
        let bigBook = content.books.contains { $0.hasSuffix(" big") }
        let bigCategory = content.categories.contains { $0.contains(" bigcat ") }
        let imported = content.billTexts.contains { $0.contains(" imp") }
        if !bigBook || !bigCategory || imported { return ["undo"] }
        let small = content.bills.filter { $0.value.hasPrefix("1 ") }.keys.sorted()
        let canUndo = content.undo.contains { $0 > fixtureChange }
        let date = CrashFixture.day(monthsBack: Int.random(in: 0..<24, using: &random), using: &random)
            .description
        let amount = "\(Int.random(in: 1...9999, using: &random)).\(Int.random(in: 10...99, using: &random))"
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: return ["add", amount, "--date", date, "--note", "r\(round)"]
        case 30..<36: return ["add", amount, "--date", date, "--note", "p\(round)", "--photo", photo]
        case 36..<52 where !small.isEmpty:
            return ["edit", small[Int.random(in: 0..<small.count, using: &random)], "--date", date]
        case 52..<64 where !small.isEmpty:
            return ["delete"]
                + (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    small[Int.random(in: 0..<small.count, using: &random)]
                }
        case 64..<70: return ["book", "delete", "big", "--yes"]
        case 70..<76: return ["category", "delete", "bigcat", "--move-to", "transport"]
        case 76..<80: return ["import", rows]
        default:
            if !content.undone.isEmpty && Bool.random(using: &random) { return ["redo"] }
            return canUndo ? ["undo"] : ["add", amount, "--note", "u\(round)"]
        }
    }
}

extension CrashTests {
    /// A CSV file of `rows` bills over `months` months, each with a note `imp<n>`.
    static func importFile(rows: Int, months: Int) -> String {
        var random = SeededRandom(seed: 5)
        var text = "date,type,amount,category,note\n"
        for row in 0..<rows {
            let day = CrashFixture.day(monthsBack: row % months, using: &random)
            let category = row % 4 == 0 ? "salary" : "meals"
            let type = row % 4 == 0 ? "income" : "expense"
            text += "\(day),\(type),\(Int.random(in: 1...9999, using: &random)).50,\(category),imp\(row)\n"
        }
        return text
    }
}

/// A JSON object printed by timi.
func json(fromText text: String) -> [String: Any]? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
}
