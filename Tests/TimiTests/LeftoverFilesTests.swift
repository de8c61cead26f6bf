import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The temporary files that commands killed in the middle of a change leave behind are removed by
/// the next change, so that `timi doctor` finds none (test builds kill at a commit step, see
/// `CrashInjection`).
struct LeftoverFilesTests {
    @Test func theNextChangeRemovesTheTemporaryFilesOfKilledCommands() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "--photo", try photo(dir))
            let killed = [
                ["add", "5", "--date", "2026-10-01", "--photo", try photo(dir)], ["book", "add", "x"],
                ["delete", try timi.run("list", "--json").stdout.firstID],
                ["add", "7", "--date", "2025-01-01"],
            ]
            var previous: [String] = []
            for (arguments, step) in zip(
                killed, ["undo-saved", "undo-saved", "undo-saved", "temporary-written:2"])
            {
                timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = step
                #expect(try timi.run(arguments: arguments).status == SIGKILL, "\(arguments)")
                let leftovers = LedgerContent.leftovers(timi.home)
                #expect(!leftovers.isEmpty, "\(arguments)")
                // The killed change had removed those of the one killed before it.
                #expect(Set(leftovers).isDisjoint(with: previous), "\(arguments)")
                previous = leftovers
            }
            timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = nil
            let doctor = try timi.run("doctor", "--dry-run")
            #expect(doctor.stdout.contains("a temporary file left by"))

            #expect(try timi.run("add", "2").status == 0)
            #expect(LedgerContent.leftovers(timi.home) == [])
            let after = try timi.run("doctor", "--dry-run", "--json")
            #expect(after.status == 0)
            #expect(after.stdout.contains(#""findings":[]"#), "\(after.stdout)")
        }
    }

    /// A book folder that only a killed command's temporary file kept (the command made it, e.g. an undo
    /// of a book's deletion) goes with that file, so doctor finds no empty folder of no book; so does one
    /// the command was killed in before it wrote there (between `mkdir` and `open`).
    @Test func aFolderOnlyALeftoverKeptGoesWithIt() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            let folder = timi.home + "/bills/9"
            let empty = timi.home + "/bills/10"
            for made in [folder, empty] {
                try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: false)
            }
            // pid 999999 is above Linux's pid_max default, so no process of it runs.
            try Data().write(to: URL(fileURLWithPath: folder + "/.2026-01.json.tmp-999999-abc"))
            let before = try timi.run("doctor", "--dry-run", "--json")
            #expect(before.stdout.contains(#""path":"bills/10""#), "\(before.stdout)")
            #expect(try timi.run("add", "2").status == 0)
            #expect(!FileManager.default.fileExists(atPath: folder))
            #expect(!FileManager.default.fileExists(atPath: empty))
            let doctor = try timi.run("doctor", "--dry-run", "--json")
            #expect(doctor.stdout.contains(#""findings":[]"#), "\(doctor.stdout)")
        }
    }

    func photo(_ dir: String) throws -> String {
        let path = dir + "/photo.png"
        try Data("png".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}

extension String {
    /// The first `"id"` of a JSON listing.
    fileprivate var firstID: String {
        guard let start = range(of: #""id":""#)?.upperBound else { return "" }
        return String(self[start...].prefix { $0 != "\"" })
    }
}

/// `ids/` holds thousands of shards, and `undo/` every file the last 30 changes keep: a change lists
/// them only when a killed command's marker (`.commit.tmp-<pid>-…` in the ledger directory) says one
/// may have left a temporary file there.
struct IndexLeftoverTests {
    /// A leftover in each of those folders (pid 999999 is above Linux's pid_max default, so no process
    /// of it runs) stays until a marker is beside it.
    @Test(arguments: [
        "ids/.a1.txt.tmp-999999-abc", "undo/.9.0.tmp-999999-abc", "undo/undone/.9.json.tmp-999999-abc",
    ])
    func aFolderOfManyFilesIsListedWhenAMarkerSaysAKilledCommandWroteThere(leftover: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            try timi.run("add", "2")
            try timi.run("undo")  // so that `undo/undone/` is there
            let path = timi.home + "/" + leftover
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
            #expect(try timi.run("add", "3").status == 0)
            // No marker: not looked for (doctor finds it).
            #expect(FileManager.default.fileExists(atPath: path))
            let marker = timi.home + "/.commit.tmp-999999-abd"
            try Data().write(to: URL(fileURLWithPath: marker))
            #expect(try timi.run("add", "4").status == 0)
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(!FileManager.default.fileExists(atPath: marker))
            // A change leaves no marker of its own.
            #expect(LedgerContent.leftovers(timi.home) == [])
            let doctor = try timi.run("doctor", "--dry-run", "--json")
            #expect(doctor.stdout.contains(#""findings":[]"#), "\(doctor.stdout)")
        }
    }

    /// A change that fails after its commit point removes its marker (its waiting log renames every
    /// temporary file); the command that carries the log out then removes the undo entry it pruned, and
    /// until it has, a marker of its own says so: killed at any of its steps (after the last, the log is
    /// marked and only that marker leads to the entry), it leaves that marker, and the next change
    /// removes the entry (a reader, `timi list`, carries the log out here).
    @Test func theEntryARecoveredLogPrunesGoesEvenIfItsRecoveryIsKilled() throws {
        try withTemporaryDirectory { dir in
            var base = TimiRunner(home: dir + "/base")
            for amount in 1...30 { #expect(try base.run("add", String(amount)).status == 0) }
            // Killed at its commit point, then as if it had failed there: its log waits, its marker is gone.
            base.extraEnvironment["TIMI_TEST_CRASH_AT"] = "journal-written"
            #expect(try base.run("add", "31").status == SIGKILL)
            for leftover in LedgerContent.leftovers(base.home) where leftover.hasPrefix(".commit.tmp-") {
                try FileManager.default.removeItem(atPath: base.home + "/" + leftover)
            }
            var kills = 0
            for step in ["renamed", "carried-out", "marked"] {
                for count in 1... {
                    var timi = TimiRunner(home: dir + "/work")
                    try? FileManager.default.removeItem(atPath: timi.home)
                    try FileManager.default.copyItem(atPath: base.home, toPath: timi.home)
                    timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = "\(step):\(count)"
                    let recovering = try timi.run("list")
                    timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = nil
                    #expect(try timi.run("add", "32").status == 0)
                    #expect(LedgerContent.leftovers(timi.home) == [], "\(step):\(count)")
                    let doctor = try timi.run("doctor", "--dry-run", "--json")
                    #expect(doctor.stdout.contains(#""findings":[]"#), "\(step):\(count): \(doctor.stdout)")
                    guard recovering.status == SIGKILL else { break }
                    kills += 1
                }
            }
            #expect(kills >= 5)
        }
    }

    /// After a restart the last log is carried out again; its pruned entry long gone, that recovery makes
    /// no marker (nor any other name): a reader of a ledger folder it may not add names to still reads.
    @Test(.enabled(if: FaultTools.enabled, FaultTools.skipReason))
    func aLogCarriedOutAgainAfterARestartMakesNoMarker() throws {
        guard let strace = FaultTools.requireStrace() else { return }
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            for amount in 1...31 { #expect(try timi.run("add", String(amount)).status == 0) }
            let newest = try #require(try RedoLog.newest(in: timi.home))
            #expect(newest.log.renames.contains { FileSystem.isTemporaryName(FileSystem.split($0.to).1) })
            try Restart.simulate(in: timi.home)
            #expect(try RedoLog.isWaiting(in: timi.home))
            let log = dir + "/trace"
            let result = try timi.run(
                arguments: [
                    "-f", "-qq", "-o", log, "-e", "trace=openat,mkdir,link,linkat,rename,renameat,renameat2",
                    "--", TimiRunner.executable.path, "list",
                ],
                executable: URL(fileURLWithPath: strace))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!(try RedoLog.isWaiting(in: timi.home)))
            // The lock file is opened with O_CREAT, and is there.
            let made = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter {
                ($0.contains("O_CREAT") && !$0.contains("/ledger/lock\""))
                    || $0.contains("mkdir(") || $0.contains("link") || $0.contains("rename")
            }
            #expect(made.isEmpty, "\(made)")
        }
    }

    /// Killed at any step of its commit up to the commit point (`journal-written`), a change leaves
    /// its marker with its temporary shards and its undo entry's files, and the next change removes them
    /// all (or, from the commit point, finishes the change first).
    @Test(arguments: ["temporary-written:1", "temporary-written:3", "undo-saved", "journal-written"])
    func aKilledChangesShardsGoWithTheNextChange(step: String) throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1")
            timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = step
            #expect(try timi.run("add", "5", "--date", "2025-01-01").status == SIGKILL)
            let leftovers = LedgerContent.leftovers(timi.home)
            #expect(leftovers.contains { $0.hasPrefix(".commit.tmp-") }, "\(leftovers)")
            if step == "journal-written" {
                #expect(leftovers.contains { $0.hasPrefix("ids/.") }, "\(leftovers)")
            }
            if step == "undo-saved" || step == "journal-written" {
                #expect(leftovers.contains { $0.hasPrefix("undo/.") }, "\(leftovers)")
            }
            timi.extraEnvironment["TIMI_TEST_CRASH_AT"] = nil
            #expect(try timi.run("add", "2").status == 0)
            #expect(LedgerContent.leftovers(timi.home) == [])
        }
    }
}
