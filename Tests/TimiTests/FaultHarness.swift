import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The fault harness: runs one writing command of `timi`, each time from a copy of the same
/// ledger, under strace's fault injection at every fault point the command reaches (see
/// ``SyscallTrace/points(bound:)``), and checks through `timi` itself what every point left:
///
/// - never a trap (a signal other than the injected SIGKILL, or exit 132/133/134);
/// - an error exit says one line on stderr (none only when the failed write was to stderr);
/// - the ledger reads back (``LedgerReadBack``) exactly as before the command or exactly as after
///   it, and as after it when the command exited 0 — which it must not when a write to its
///   stdout or stderr failed;
/// - then `timi add 1 meals` succeeds, and after it `timi doctor --dry-run` finds nothing: whatever a
///   fault left (temporary files, a folder made for them) the next change removes.
///
/// A point's checks depend only on what the faulted command left in the ledger directory, so
/// points that left the same files (most failures before the commit leave the ledger untouched)
/// share one run of the checks.
struct FaultHarness {
    var name: String
    /// The ledger every run starts from (copied as `cp -a` copies it, ``FolderCopy``).
    var fixture: String
    var arguments: [String]
    var strace: String
    var bound = FaultTools.bound
    /// How many points run at a time.
    var workers = 2

    /// A point that did not hold.
    struct Failure: CustomStringConvertible {
        var point: FaultPoint
        var problems: [String]
        /// The first line the faulted command wrote to stderr.
        var stderr: String

        var description: String {
            "\(point): \(problems.joined(separator: "; ")) | stderr: \(stderr.isEmpty ? "(none)" : stderr)"
                + " | call: \(point.call)"
        }
    }

    /// What a run of the harness found.
    struct Summary {
        var name: String
        var points: Int
        var failures: [Failure]
        var seconds: Double
        /// How often the command makes each faulted call.
        var calls: [String: Int]
        /// How many different ledgers the points left, each checked once.
        var checked: Int

        /// `fault harness: add: 412 points tried, 412 held, 57 ledgers checked`
        var line: String {
            let shard = TestShard.current.count > 1 ? " (shard \(TestShard.current.index)/\(TestShard.current.count))" : ""
            return "fault harness: \(name): \(points) points tried, \(points - failures.count) held, "
                + "\(checked) ledgers checked\(shard)"
        }
    }

    /// Runs every point; throws when the harness itself cannot work (the clean run fails).
    func run() throws -> Summary {
        let start = DispatchTime.now().uptimeNanoseconds
        // In memory: a point's verdict is what the files hold, not how durably, and a copy and a
        // faulted run per point make thousands of fsyncs that a disk shared by both shards queues.
        let work = TemporaryDirectory.inMemory + "/timi-faults-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { CrashHarness.remove(work) }

        let before = try LedgerReadBack(try FaultTools.copy(fixture, to: work + "/before"), known: nil)
        let known = Set(before.ids)
        let clean = try FaultTools.copy(fixture, to: work + "/clean")
        let log = work + "/trace.log"
        let traced = try ProcessEnd(
            running: process(
                clean,
                strace: [
                    "-f", "--seccomp-bpf", "-yy", "-o", log, "-e",
                    "trace=" + SyscallTrace.traceExpression(SyscallTrace.faulted),
                ]))
        guard traced.signal == nil, traced.status == 0 else {
            throw HarnessError("\(name): the clean run failed: \(traced.ending), \(traced.stderr)")
        }
        let after = try LedgerReadBack(clean, known: known)
        guard before.problems.isEmpty, after.problems.isEmpty, before != after else {
            throw HarnessError("\(name): before \(before.problems), after \(after.problems), or no change")
        }
        let trace = SyscallTrace(log: try String(contentsOfFile: log, encoding: .utf8))
        // Each CI shard takes every n-th point of every command: the shards' work is even.
        let points = TestShard.cases(trace.points(bound: bound))

        let shared = Shared(name: name)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = shared.take(below: points.count) {
                let point = points[index]
                do {
                    let ledger = try FaultTools.copy(fixture, to: work + "/point-\(index)")
                    defer { try? FileManager.default.removeItem(atPath: ledger.home) }
                    let log = work + "/point-\(index).strace"
                    defer { try? FileManager.default.removeItem(atPath: log) }
                    let end = try ProcessEnd(running: process(ledger, strace: injecting(point, log: log)))
                    let outputFailed = FaultHarness.failedOutputWrite(log: log)
                    if point.mode == .sigkill && end.signal == SIGKILL { shared.countKill() }
                    let key = FaultHarness.contentKey(ledger.home)
                    let verdict = try shared.verdict(for: key) { try Verdict(ledger, known: known) }
                    let problems = judge(
                        point, end, verdict, outputFailed: outputFailed, before: before, after: after)
                    if !problems.isEmpty {
                        shared.fail(
                            Failure(point: point, problems: problems, stderr: end.stderr.firstLine), at: index
                        )
                    }
                } catch {
                    shared.fail(
                        Failure(point: point, problems: ["the harness: \(error)"], stderr: ""), at: index)
                }
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Summary(
            name: name, points: points.count, failures: shared.failures(), seconds: seconds,
            calls: trace.counts, checked: shared.checked)
    }

    /// What went wrong at `point`, given how the command ended and what the checks found.
    /// `outputFailed`: a write to stdout or stderr failed, `point`'s or another thread's at the same
    /// count (strace counts each thread's calls apart: an import's id index is written on a thread of its
    /// own, and the main thread's K-th write may then be its error message).
    private func judge(
        _ point: FaultPoint, _ end: ProcessEnd, _ verdict: Verdict, outputFailed: Bool,
        before: LedgerReadBack,
        after: LedgerReadBack
    ) -> [String] {
        let writesOutput = point.writesOutput || outputFailed
        var problems: [String] = []
        let failed = end.signal == nil && end.status != 0
        if end.stderr.hasPrefix("strace:") { problems.append("strace failed: \(end.stderr.firstLine)") }
        if let signal = end.signal, signal != SIGKILL || point.mode != .sigkill {
            problems.append("died of signal \(signal)")
        } else if [132, 133, 134].contains(end.status) {
            problems.append("crashed (exit \(end.status))")
        }
        if failed && end.stderrLines.count > 1 { problems.append("\(end.stderrLines.count) lines on stderr") }
        if failed && end.stderrLines.isEmpty && !writesOutput {
            problems.append("\(end.ending) without a word on stderr")
        }
        if end.signal == nil && end.status == 0 && writesOutput && point.mode != .sigkill {
            problems.append("exit 0 although its output was not written")
        }
        let state = verdict.state
        problems += state.problems
        if state.readable {
            if state != before && state != after {
                problems.append(
                    "the ledger is neither as before nor as after: \(state.difference(from: after))")
            } else if state != after && end.signal == nil && end.status == 0 {
                problems.append("exit 0, but the ledger is as before")
            }
        }
        problems += verdict.problems
        return problems
    }

    /// The command, run by strace with `options`.
    private func process(_ timi: TimiRunner, strace options: [String]) -> Process {
        let process = timi.process(arguments)
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments = options + ["--", timi.program.path] + arguments
        return process
    }

    /// strace's options for `point`, the faulted calls logged to `log` (with the files behind descriptors).
    private func injecting(_ point: FaultPoint, log: String) -> [String] {
        [
            "-f", "--seccomp-bpf", "-yy", "-o", log, "-e", "trace=" + SyscallTrace.traceExpression([point.syscall]),
            "-e",
            "inject=\(point.syscall):\(point.mode.injection):when=\(point.occurrence)",
        ]
    }

    /// Whether the strace `log` of a faulted run shows an injected failure of a write to stdout or stderr.
    static func failedOutputWrite(log: String) -> Bool {
        guard let text = try? String(contentsOfFile: log, encoding: .utf8) else { return false }
        return failedOutputWrite(strace: text)
    }

    /// Whether `text`, an `strace -f` log, shows an injected failure of a write to stdout or stderr. When
    /// threads' calls interleave, strace splits a call into `<unfinished ...>` and `<... write resumed>`
    /// lines of the same thread, and only the second says `(INJECTED)`.
    static func failedOutputWrite(strace text: String) -> Bool {
        var unfinishedOutput = Set<Substring>()  // the threads whose write to stdout or stderr is unfinished
        for line in text.split(separator: "\n") {
            let thread = line.prefix { $0 != " " }
            let toOutput = line.contains("write(1<") || line.contains("write(2<")
            if toOutput && line.contains("<unfinished ...>") {
                unfinishedOutput.insert(thread)
            } else if line.contains("<... write resumed>") {
                if line.contains("(INJECTED)") && unfinishedOutput.contains(thread) { return true }
                unfinishedOutput.remove(thread)
            } else if toOutput && line.contains("(INJECTED)") {
                return true
            }
        }
        return false
    }

    /// Every name, file mode, size, time and byte under `directory` (a directory's own time aside:
    /// a temporary file made and removed changes it, and nothing reads it).
    static func contentKey(_ directory: String) -> Data {
        var key = Data()
        for path in (FileManager.default.subpaths(atPath: directory) ?? []).sorted() {
            var info = stat()
            guard lstat(directory + "/" + path, &info) == 0 else { continue }
            key.append(contentsOf: Array("\(path)\0\(info.st_mode)\0".utf8))
            guard (info.st_mode & S_IFMT) == S_IFREG else { continue }
            key.append(
                contentsOf: Array("\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\0".utf8))
            key.append(FileManager.default.contents(atPath: directory + "/" + path) ?? Data())
        }
        return key
    }
}

/// What the checks after a fault found: the ledger read back, its import-key index against its
/// bills (``ImportKeysCheck``), and the problems of a following `timi add 1 meals` and of
/// `timi doctor --dry-run` after it.
private struct Verdict {
    var state: LedgerReadBack
    var problems: [String] = []

    init(_ timi: TimiRunner, known: Set<String>) throws {
        state = try LedgerReadBack(timi, known: known)
        if state.readable { problems += try ImportKeysCheck.problems(in: timi.home) }
        for arguments in [["add", "1", "meals"], ["doctor", "--dry-run"]] {
            let end = try ProcessEnd(running: timi.process(arguments))
            if end.signal != nil || end.status != 0 {
                // Doctor's findings: its lines after the first ("Checked …"), not those continuing one.
                let findings = end.stdout.split(separator: "\n").dropFirst().filter { $0.first != " " }
                let found = arguments[0] == "doctor" ? " — " + findings.joined(separator: "; ") : ""
                problems.append(
                    "then timi \(arguments.joined(separator: " ")): \(end.ending), \(end.stderr.firstLine)\(found)"
                )
            }
        }
    }
}

/// The points' queue, the failures and the verdicts, shared by the workers.
private final class Shared: @unchecked Sendable {
    private let lock = NSLock()
    private let name: String
    private var next = 0
    private var failed: [(Int, FaultHarness.Failure)] = []
    private var verdicts: [Data: Verdict] = [:]
    private var killed = 0

    init(name: String) { self.name = name }

    func take(below count: Int) -> Int? {
        lock.withLock {
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }

    func fail(_ failure: FaultHarness.Failure, at index: Int) {
        lock.withLock {
            failed.append((index, failure))
            if let log = FaultTools.log, let handle = FileHandle(forWritingAtPath: log) ?? create(log) {
                handle.seekToEndOfFile()
                handle.write(Data("\(name): \(failure)\n".utf8))
                try? handle.close()
            }
        }
    }

    private func create(_ path: String) -> FileHandle? {
        FileManager.default.createFile(atPath: path, contents: nil) ? FileHandle(forWritingAtPath: path) : nil
    }

    func countKill() { lock.withLock { killed += 1 } }

    /// How many injected SIGKILLs killed timi.
    var kills: Int { lock.withLock { killed } }

    func failures() -> [FaultHarness.Failure] {
        lock.withLock { failed.sorted { $0.0 < $1.0 }.map(\.1) }
    }

    /// How many verdicts were made.
    var checked: Int { lock.withLock { verdicts.count } }

    /// The verdict on a ledger with this content: a known one, or `make`'s.
    func verdict(for key: Data, make: () throws -> Verdict) rethrows -> Verdict {
        if let known = lock.withLock({ verdicts[key] }) { return known }
        let verdict = try make()
        lock.withLock { verdicts[key] = verdict }
        return verdict
    }
}
