import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// A ledger whose files are not what they should be — a directory where a file belongs, a file where
/// a directory belongs, a read-only file system — and outputs that cannot be written: the documented
/// status (74 for the file system), one line on stderr, and nothing written.
struct HostileFileSystemTests {
    struct Setup: CustomTestStringConvertible, Sendable {
        var name: String
        /// Turns `path` (relative to the ledger) into a directory, or into a file when it ends in `/`.
        var replace: String
        var arguments: [String]
        var status: Int32 = 74
        var message: String
        var testDescription: String { name }
    }

    static let setups = [
        Setup(
            name: "ledger.json is a directory", replace: "ledger.json", arguments: ["list"],
            message: "ledger.json: is not a regular file"),
        Setup(
            name: "a month file is a directory", replace: "bills/1/2026-11.json", arguments: ["list"],
            message: "2026-11.json: is not a regular file"),
        Setup(
            name: "journal.json is a directory", replace: "journal.json", arguments: ["add", "5"],
            message: "journal.json: is not a regular file"),
        Setup(
            name: "lock is a directory", replace: "lock", arguments: ["list"], message: "lock: Is a directory"
        ),
        Setup(
            name: "bills is a file", replace: "bills/", arguments: ["add", "5", "-d", "2026-10-01"],
            message: "bills"),
        Setup(name: "undo is a file", replace: "undo/", arguments: ["add", "5"], message: "undo"),
        Setup(name: "ids is a file", replace: "ids/", arguments: ["add", "5"], message: "ids"),
        Setup(
            name: "attachments is a file", replace: "attachments/",
            arguments: ["add", "5", "--photo", "$photo"], message: "attachments"),
        Setup(
            name: "the undo entry is a directory", replace: "undo/1.json", arguments: ["undo"],
            message: "undo/1.json: is not a regular file"),
    ]

    @Test(arguments: setups)
    func aFileWhereAFolderBelongsOrTheOtherWayRound(_ setup: Setup) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let photo = dir + "/photo.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
            #expect(try timi.run("add", "1", "--photo", photo).status == 0)
            let target = timi.home + "/" + setup.replace.trimmingCharacters(in: ["/"])
            try? FileManager.default.removeItem(atPath: target)
            if setup.replace.hasSuffix("/") {
                try Data("x".utf8).write(to: URL(fileURLWithPath: target))
            } else {
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
            }
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: setup.arguments.map { $0 == "$photo" ? photo : $0 })
            #expect(result.status == setup.status, "\(result.stderr)")
            #expect(
                result.stderr.hasPrefix("Error: ") && result.stderr.contains(setup.message),
                "\(result.stderr)")
            #expect(result.stderr.filter(\.isNewline).count == 1)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func outputsThatCannotBeWritten() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1").status == 0)
            // A device that is always full, of our own (never the system's /dev/full: an output that
            // replaced its target instead of writing into it would replace the device).
            let full = dir + "/full"
            let mknod = try RunResult(
                running: URL(fileURLWithPath: "/usr/bin/mknod"),
                arguments: ["-m", "666", full, "c", "1", "7"])
            // mknod needs root: without it, that case is left out.
            let haveDevice = mknod.status == 0
            let before = snapshot(timi.home)
            for (arguments, message) in [
                (["report", "--output", full], "\(full): No space left on device"),
                (["report", "--output", dir], "Is a directory"),
                (["report", "--output", "/proc/version"], "/proc/version"),
            ] where haveDevice || arguments[2] != full {
                let result = try timi.run(arguments: arguments)
                #expect(result.status == 74, "\(arguments): \(result.stderr)")
                #expect(
                    result.stderr.hasPrefix("Error: ") && result.stderr.contains(message), "\(result.stderr)")
            }
            #expect(snapshot(timi.home) == before)
            var info = stat()
            #expect(
                !haveDevice || (stat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR),
                "still a device")
        }
    }

    @Test func aPhotoLargerThan20MiBIsRefused() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1").status == 0)
            let photo = dir + "/huge.jpg"
            #expect(FileManager.default.createFile(atPath: photo, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: photo))
            try handle.truncate(atOffset: UInt64(Ledger.maxPhotoBytes) + 1)  // sparse: no 20 MiB written
            try handle.close()
            let before = snapshot(timi.home)
            let result = try timi.run("add", "5", "--photo", photo)
            #expect(result.status == 65)
            #expect(result.stderr.contains("it is larger than 20 MiB"))
            #expect(snapshot(timi.home) == before)
        }
    }

    /// Whether this machine lets a test mount a folder read-only in a private namespace (root in a
    /// container usually can; elsewhere the test is skipped, and says so).
    static let canMountReadOnly =
        (try? RunResult(
            running: URL(fileURLWithPath: "/usr/bin/unshare"),
            arguments: ["-m", "/bin/sh", "-c", "mount -t tmpfs none /mnt"]))?.status == 0

    @Test(.enabled(if: canMountReadOnly, "needs unshare -m and mount (root)"))
    func aLedgerOnAReadOnlyFileSystemIsReadButNotWritten() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "12.50", "--note", "lunch").status == 0)
            let before = snapshot(timi.home)
            /// Runs timi with the ledger bind-mounted read-only over itself, in a private mount namespace.
            func readOnly(_ arguments: [String]) throws -> RunResult {
                var runner = timi
                runner.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "1"
                let script = "mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" && exec \"$@\""
                return try runner.run(
                    arguments: ["-m", "/bin/sh", "-c", script, timi.home, TimiRunner.executable.path]
                        + arguments,
                    executable: URL(fileURLWithPath: "/usr/bin/unshare"))
            }
            for arguments in [["add", "5"], ["undo"], ["book", "add", "x"], ["edit", "zz", "--note", "x"]] {
                let result = try readOnly(arguments)
                #expect(result.status == 74, "\(arguments): \(result.stderr)")
                #expect(result.stderr.hasPrefix("Error: "), "\(arguments): \(result.stderr)")
            }
            // doctor checks what it cannot repair, and says so.
            let doctor = try readOnly(["doctor"])
            #expect(doctor.status == 0, "\(doctor.stderr)")
            #expect(doctor.stderr.contains("the ledger is read-only here, so doctor only checks it"))
            let listed = try readOnly(["list", "--json"])
            #expect(listed.status == 0, "\(listed.stderr)")
            #expect(listed.stdout.contains("\"note\":\"lunch\""))
            #expect(snapshot(timi.home) == before)
        }
    }
}
