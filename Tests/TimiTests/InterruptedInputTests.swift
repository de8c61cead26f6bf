import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `timi import -` waiting on a standard input that never ends, and a writer waiting for a lock that
/// another process holds: SIGINT or SIGTERM ends the wait at once with 130 / 143 and one line, and
/// nothing changes.
@Suite(.serialized)
struct InterruptedInputTests {
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func aSignalStopsAnImportWaitingForInput(signal: Int32, status: Int32) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "12", "meals")
            let before = snapshot(timi.home)
            let input = Pipe()  // kept open and empty: the read blocks
            let process = timi.process(["import", "-", "--format", "csv"])
            process.standardInput = input
            let end = try ProcessEnd(running: process) { process, _ in
                usleep(300_000)
                kill(process.processIdentifier, signal)
            }
            #expect(end.signal == nil && end.status == status, "\(end.ending)")
            #expect(end.stderr == "Error: interrupted; nothing was changed\n")
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func aSignalEndsTheWaitForTheLock() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "12", "meals")
            let before = snapshot(timi.home)
            let fd = open(timi.home + "/lock", O_RDWR)
            defer { close(fd) }
            #expect(flock(fd, LOCK_EX) == 0)
            let start = Date()
            let end = try ProcessEnd(running: timi.process(["add", "3", "snacks"])) { process, _ in
                usleep(300_000)
                kill(process.processIdentifier, SIGTERM)
            }
            #expect(Date().timeIntervalSince(start) < 5)
            #expect(end.signal == nil && end.status == 143, "\(end.ending)")
            #expect(end.stderr == "Error: interrupted; nothing was changed\n")
            #expect(snapshot(timi.home) == before)
        }
    }
}
