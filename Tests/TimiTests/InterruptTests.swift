import TestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// SIGINT and SIGTERM halfway through a long import (20,000 rows over seven years, into the fault
/// fixture) and a long export (of the ledger that import makes): exit 130 / 143 with one line on
/// stderr; all or nothing; the lock free at once (a command run right after with
/// `TIMI_LOCK_TIMEOUT=0` does not wait); no temporary file left in the ledger directory.
@Suite(.serialized)
struct InterruptTests {
    static let signals: [(signal: Int32, status: Int32)] = [(SIGINT, 130), (SIGTERM, 143)]

    @Test func anInterruptedImportIsAllOrNothing() throws {
        try withTemporaryDirectory { dir in
            let csv = try InterruptTests.writeRows(to: dir + "/big.csv")
            let base = try FaultTools.copy(try FaultFixture.ledger(), to: dir + "/base")
            let before = try LedgerReadBack(base, known: nil)
            let clean = try FaultTools.copy(base.home, to: dir + "/clean")
            let seconds = try InterruptTests.time(clean, ["import", csv])
            let after = try LedgerReadBack(clean, known: Set(before.ids))
            for (signal, status) in InterruptTests.signals {
                for moment in [Moment.halfway(seconds), .writing] {
                    let ledger = try FaultTools.copy(base.home, to: dir + "/ledger-\(signal)-\(moment)")
                    try interrupt(
                        ["import", csv], on: ledger, restoring: base.home, at: moment, with: signal,
                        expecting: status, before: before, after: after)
                }
            }
        }
    }

    @Test func anInterruptedExportChangesNothing() throws {
        try withTemporaryDirectory { dir in
            let csv = try InterruptTests.writeRows(to: dir + "/big.csv")
            let base = try FaultTools.copy(try FaultFixture.ledger(), to: dir + "/base")
            _ = try InterruptTests.time(base, ["import", csv])
            let arguments = ["export", "all", "--format", "json"]
            let state = try LedgerReadBack(base, known: nil)
            for (signal, status) in InterruptTests.signals {
                try interrupt(
                    arguments, on: base, at: .outputFull, with: signal, expecting: status,
                    before: state,
                    after: state)
            }
        }
    }

    /// When the signal is sent.
    enum Moment: Equatable, CustomStringConvertible {
        /// Half the time the command takes uninterrupted (given).
        case halfway(Double)
        /// As soon as the ledger directory holds a temporary file: the command is writing.
        case writing
        /// When the command waits for its standard output to be read: the pipe is full, and nobody
        /// reads it until the signal is sent. (Export is too quick for a time halfway through it to
        /// be one on a loaded machine.)
        case outputFull

        var description: String {
            switch self {
            case .halfway: "halfway"
            case .writing: "when it writes"
            case .outputFull: "when its output is full"
            }
        }
    }

    /// Runs `arguments`, sends `signal` at `moment`, and checks what it left.
    ///
    /// A command that ends before `.halfway` (a machine less loaded than when it was timed runs it
    /// quicker) is run again on a fresh copy of `pristine`, the signal sent after half the time,
    /// up to four times.
    private func interrupt(
        _ arguments: [String], on timi: TimiRunner, restoring pristine: String? = nil, at moment: Moment,
        with signal: Int32, expecting status: Int32,
        before: LedgerReadBack, after: LedgerReadBack
    ) throws {
        let name = "\(arguments[0]) with signal \(signal) \(moment)"
        var moment = moment
        var attempt = 1
        var (end, sent) = try run(arguments, on: timi, signalling: signal, at: moment)
        while !sent {
            guard case .halfway(let seconds) = moment, attempt < 4, let pristine else {
                Issue.record("\(name): it ended (\(end.ending)) before the signal was sent: nothing was tested")
                return
            }
            try FileManager.default.removeItem(atPath: timi.home)
            try FaultTools.copy(pristine, to: timi.home)
            moment = .halfway(seconds / 2)
            attempt += 1
            (end, sent) = try run(arguments, on: timi, signalling: signal, at: moment)
        }
        let leftovers = LedgerContent.leftovers(timi.home)
        var next = timi
        next.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "0"
        let start = DispatchTime.now().uptimeNanoseconds
        let following = try ProcessEnd(running: next.process(["balance"]))
        let waited = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        #expect(end.signal == nil && end.status == status, "\(name): \(end.ending), \(end.stderr.firstLine)")
        #expect(end.stderrLines.count == 1, "\(name): \(end.stderr)")
        #expect(leftovers.isEmpty, "\(name) left \(leftovers)")
        #expect(
            following.signal == nil && following.status == 0, "after \(name): \(following.stderr.firstLine)")
        #expect(waited < 2, "after \(name), the next command waited \(waited) s")
        let state = try LedgerReadBack(timi, known: Set(before.ids))
        #expect(
            state.readable && (state == before || state == after),
            "\(name): \(state.problems) \(state.difference(from: after))")
    }

    /// Runs `arguments` and sends `signal` at `moment`; `sent` is false when it ended before.
    private func run(_ arguments: [String], on timi: TimiRunner, signalling signal: Int32, at moment: Moment)
        throws -> (end: ProcessEnd, sent: Bool)
    {
        var sent = false
        let end = try ProcessEnd(running: timi.process(arguments), holdingOutput: moment == .outputFull) {
            process, stdout in
            switch moment {
            case .halfway(let seconds): usleep(useconds_t(seconds * 500_000))
            case .writing:
                while process.isRunning && LedgerContent.leftovers(timi.home).isEmpty { usleep(2000) }
            case .outputFull:
                while process.isRunning && bytesWaiting(in: stdout) < capacity(of: stdout) { usleep(2000) }
            }
            sent = process.isRunning && kill(process.processIdentifier, signal) == 0
        }
        return (end, sent)
    }

    /// How long `arguments` take, run to their end; throws when they fail.
    static func time(_ timi: TimiRunner, _ arguments: [String]) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let end = try ProcessEnd(running: timi.process(arguments))
        guard end.signal == nil, end.status == 0 else { throw HarnessError("\(arguments): \(end.stderr)") }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// 20,000 CSV rows over seven years, in three categories.
    static func writeRows(to path: String) throws -> String {
        let rows = (0..<20_000).map { index in
            let category = ["meals", "transport", "snacks"][index % 3]
            let date = String(format: "20%02d-%02d-%02d", 20 + index % 7, 1 + index % 12, 1 + index % 28)
            return "\(date),expense,\(index + 1).25,\(category),row \(index)"
        }
        let text = (["date,type,amount,category,note"] + rows).joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
