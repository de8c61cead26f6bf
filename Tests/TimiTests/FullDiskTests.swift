import TestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A disk that is really full: the fault fixture's ledger on a tmpfs of 4 MiB, filled to its last
/// byte by a file beside it. Writing commands then change nothing and say so in one line (exit 74);
/// once the file is gone, everything works again. Needs root (mount); fails when it cannot mount.
@Suite(.serialized, .enabled(if: FaultTools.mounting, FaultTools.mountSkipReason))
struct FullDiskTests {
    @Test func aFullDiskChangesNothingAndEverythingWorksOnceThereIsSpace() throws {
        try withTemporaryDirectory { dir in
            let disk = dir + "/disk"
            try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
            try FaultTools.system("/usr/bin/mount", "-t", "tmpfs", "-o", "size=4m", "timi-full-disk", disk)
            defer { try? FaultTools.system("/usr/bin/umount", "-l", disk) }
            let timi = try FaultTools.copy(try FaultFixture.ledger(), to: disk + "/ledger")
            let writes = [["add", "5", "meals"], ["import", try FaultFixture.csv()], ["undo"]]
            let before = try LedgerReadBack(timi, known: nil)

            let filler = disk + "/filler"
            try FullDiskTests.fill(filler)
            for arguments in writes {
                let end = try ProcessEnd(running: timi.process(arguments))
                let command = arguments.joined(separator: " ")
                #expect(end.signal == nil && end.status == 74, "\(command): \(end.ending), \(end.stderr)")
                #expect(end.stderrLines.count == 1, "\(command): \(end.stderr)")
                #expect(end.stderr.contains("No space left on device"), "\(command): \(end.stderr)")
                let state = try LedgerReadBack(timi, known: Set(before.ids))
                #expect(
                    state.problems.isEmpty && state == before, "\(command): \(state.difference(from: before))"
                )
            }

            try FileManager.default.removeItem(atPath: filler)
            for arguments in writes + [["doctor"]] {
                let end = try ProcessEnd(running: timi.process(arguments))
                #expect(end.signal == nil && end.status == 0, "\(arguments): \(end.ending), \(end.stderr)")
            }
            // The add stays, the import is undone.
            let after = try LedgerReadBack(timi, known: Set(before.ids))
            #expect(after.problems.isEmpty && after.ids.count == before.ids.count + 1, "\(after.problems)")
        }
    }

    /// Writes `path` until the file system has not one byte left: big blocks, then single bytes.
    static func fill(_ path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else {
            throw HarnessError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        for size in [65536, 4096, 1] {
            let block = [UInt8](repeating: 0x78, count: size)
            var written = 0
            repeat { written = write(fd, block, size) } while written > 0
            guard errno == ENOSPC else {
                throw HarnessError("filling \(path): \(String(cString: strerror(errno)))")
            }
        }
        guard write(fd, [0x78], 1) < 0, errno == ENOSPC else {
            throw HarnessError("\(path): the disk is not full")
        }
    }
}
