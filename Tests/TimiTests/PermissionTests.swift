import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A ledger its user may not read, or only read (issue 40, point 11), tried as `nobody` (root reads
/// every folder): an unreadable one says it cannot be read; `doctor` on a read-only one checks it
/// and says what it would repair. Needs root and setpriv.
@Suite(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
struct PermissionTests {
    /// Runs timi as `nobody`.
    static func asNobody(_ timi: TimiRunner, arguments: [String]) throws -> RunResult {
        try timi.run(
            arguments: ["--reuid=nobody", "--regid=nogroup", "--clear-groups", TimiRunner.executable.path]
                + arguments, executable: URL(fileURLWithPath: "/usr/bin/setpriv"))
    }

    @Test func aLedgerThatCannotBeReadSaysSo() throws {
        try withTemporaryDirectory { dir in
            chmod(dir, 0o755)
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "5").status == 0)
            let before = snapshot(timi.home)
            chmod(timi.home, 0o000)
            defer { chmod(timi.home, 0o700) }
            for arguments in [["add", "5"], ["list"]] {
                let result = try PermissionTests.asNobody(timi, arguments: arguments)
                #expect(result.status == 74, "\(arguments): \(result.stderr)")
                #expect(
                    result.stderr
                        == "Error: \(timi.home): the ledger cannot be read here (permission denied)\n",
                    "\(arguments)")
            }
            chmod(timi.home, 0o700)
            #expect(snapshot(timi.home) == before)
        }
    }
}

/// `timi doctor` on a read-only ledger (a read-only bind mount, as ``ReadOnlyLedgerTests``) checks it
/// and says what it would repair, instead of refusing with 74. Needs root (mount).
@Suite(.serialized, .enabled(if: FaultTools.mounting, FaultTools.mountSkipReason))
struct ReadOnlyDoctorTests {
    @Test func doctorOnAReadOnlyLedgerChecksAndSaysWhatItWouldRepair() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "5").status == 0)
            try FaultTools.system("/usr/bin/mount", "--bind", timi.home, timi.home)
            var mounted = true
            defer { if mounted { try? FaultTools.system("/usr/bin/umount", "-l", timi.home) } }
            try FaultTools.system("/usr/bin/mount", "-o", "remount,ro,bind", timi.home)
            let clean = try timi.run("doctor")
            #expect(clean.status == 0, "\(clean.stderr)")
            #expect(
                clean.stderr
                    == "\(timi.home): the ledger is read-only here, so doctor only checks it; nothing was repaired\n"
            )
            #expect(!clean.stdout.isEmpty)
            try FaultTools.system("/usr/bin/umount", "-l", timi.home)
            mounted = false
            // Something to repair: totals that no longer match their month.
            let totals = try #require(
                FileManager.default.enumerator(atPath: timi.home)?.allObjects.compactMap { $0 as? String }
                    .first { $0.hasSuffix(".totals") })
            try Data("{}".utf8).write(to: URL(fileURLWithPath: timi.home + "/" + totals))
            let before = snapshot(timi.home)
            try FaultTools.system("/usr/bin/mount", "--bind", timi.home, timi.home)
            mounted = true
            try FaultTools.system("/usr/bin/mount", "-o", "remount,ro,bind", timi.home)
            let broken = try timi.run("doctor")
            #expect(broken.status == 1, "\(broken.stderr)")
            #expect(
                broken.stderr.hasSuffix("(the ledger is read-only here: nothing was repaired)\n"),
                "\(broken.stderr)")
            #expect(snapshot(timi.home) == before)
            try FaultTools.system("/usr/bin/umount", "-l", timi.home)
            mounted = false
            // Where it may write, the same doctor repairs it.
            #expect(try timi.run("doctor").status == 0)
        }
    }
}
