import Foundation
@testable import LedgerCore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Many `timi` processes on one ledger at once: writers wait their turn, none loses another's bill,
/// and readers only ever see whole changes.
struct ConcurrencyTests {
    static let writers = 8
    static let addsPerWriter = Int(ProcessInfo.processInfo.environment["TIMI_CONCURRENT_ADDS"] ?? "") ?? 200

    /// What the writers and readers saw go wrong, how many reads there were, and when to stop.
    final class Findings: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        private var readCount = 0
        private var stopped = false

        func add(_ text: String) { lock.withLock { items.append(text) } }
        func read() { lock.withLock { readCount += 1 } }
        func stop() { lock.withLock { stopped = true } }
        var all: [String] { lock.withLock { items } }
        var reads: Int { lock.withLock { readCount } }
        var isStopped: Bool { lock.withLock { stopped } }
    }

    @Test func eightWritersAtOnceLoseNothingAndReadersSeeWholeChanges() throws {
        try withTemporaryDirectory { dir in
            var runner = TimiRunner(home: dir + "/ledger")
            // The test is about losing nothing, not about waiting: on a loaded machine eight writers can
            // queue longer than the default 10 s lock timeout, which would fail an add that lost nothing.
            runner.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "120"
            let timi = runner
            #expect(try timi.run("add", "1", "--note", "seed").status == 0)
            let findings = Findings()
            // Readers: timi processes listing everything, and LedgerCore reading under the shared lock.
            let readers = DispatchGroup()
            DispatchQueue.global().async(group: readers) { Self.readWithTimi(timi, findings) }
            DispatchQueue.global().async(group: readers) { Self.readWithLedgerCore(timi.home, findings) }
            DispatchQueue.concurrentPerform(iterations: Self.writers) { writer in
                for index in 0..<Self.addsPerWriter {
                    let note = "w\(writer)-\(index)"
                    // Three months, as a person's bills would be.
                    let date = "2026-\(10 + index % 3)-\(10 + writer)"
                    guard
                        let result = try? timi.run(
                            "add", "\(writer + 1).\(index % 100)", "-d", date, "--note", note),
                        result.status == 0
                    else {
                        findings.add("\(note) failed")
                        continue
                    }
                }
            }
            findings.stop()
            readers.wait()
            #expect(findings.all.isEmpty, "\(findings.all.prefix(10))")
            #expect(findings.reads > 10)

            let listed = try timi.run("list", "all", "--json")
            let bills =
                (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]) ?? []
            let notes = Set(bills.compactMap { $0["note"] as? String })
            #expect(bills.count == Self.writers * Self.addsPerWriter + 1)
            #expect(notes.count == Self.writers * Self.addsPerWriter + 1)
            let content = LedgerContent(timi.home)
            #expect(content.problems.isEmpty, "\(content.problems)")
            #expect(content.undo.count == LedgerStore.undoDepth)
            print(
                "Concurrency: \(Self.writers) writers × \(Self.addsPerWriter) adds, \(findings.reads) consistent reads"
            )
        }
    }

    /// `timi list all --json` over and over: it always succeeds, and no bill once seen disappears.
    static func readWithTimi(_ timi: TimiRunner, _ findings: Findings) {
        var seen = Set<String>()
        while !findings.isStopped {
            let start = DispatchTime.now()
            defer { pause(after: start) }
            guard let result = try? timi.run("list", "all", "--json"), result.status == 0,
                let bills = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
                    as? [[String: Any]]
            else {
                findings.add("a timi reader failed")
                continue
            }
            let ids = Set(bills.compactMap { $0["id"] as? String })
            if !seen.isSubset(of: ids) { findings.add("a reader lost \(seen.subtracting(ids).count) bills") }
            seen = ids
            findings.read()
        }
    }

    /// Under one shared lock, each month's totals (as timi serves them) match its bills.
    static func readWithLedgerCore(_ home: String, _ findings: Findings) {
        let store = LedgerStore(directory: home)
        while !findings.isStopped {
            let start = DispatchTime.now()
            defer { pause(after: start) }
            do {
                try store.read { ledger in
                    let totals = try ledger.summaries(of: 1)
                    let months = try ledger.months(of: 1)
                    if Set(months) != Set(totals.keys) {
                        findings.add("months \(months) but totals of \(totals.keys)")
                    }
                    for month in months {
                        let bills = try ledger.bills(of: 1, in: month)
                        let total = totals[month]
                        if total?.count != bills.count || total?.expense != MonthSummary(bills: bills).expense
                        {
                            findings.add("the totals of \(month) do not match its bills")
                        }
                    }
                }
                findings.read()
            } catch {
                findings.add("a LedgerCore reader failed: \(error)")
            }
        }
    }

    /// Waits as long as a read that began at `start` took (at least 20 ms, under 1 s). flock has no writer
    /// preference: two readers that each held the shared lock most of the time would starve the writers,
    /// and the more bills, the longer each read, the fewer the gaps (the test took 6 minutes on a slow
    /// machine). Each reader holding it at most half the time leaves a writer a gap a quarter of the time.
    static func pause(after start: DispatchTime) {
        let took = DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds
        usleep(useconds_t(min(max(took, 20_000_000), 999_000_000) / 1000))
    }

    @Test func aWriterThatCannotGetTheLockExits75AndChangesNothing() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1").status == 0)
            timi.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "0.2"
            let fd = open(timi.home + "/lock", O_RDWR)
            #expect(flock(fd, LOCK_EX) == 0)  // another timi in the middle of a change
            let before = snapshot(timi.home)
            for arguments in [
                ["add", "5"], ["undo"], ["doctor"], ["book", "add", "x"], ["list"], ["undo", "--list"],
            ] {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 75, "\(arguments)")
                #expect(
                    result.stderr
                        == "Error: the ledger \(timi.home) is busy: another timi held its lock for 0.2 s; try again\n"
                )
            }
            #expect(snapshot(timi.home) == before)
            close(fd)
            #expect(try timi.run("add", "5").status == 0)
        }
    }
}
