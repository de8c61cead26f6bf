import Foundation
import TestSupport
import Testing

/// `timi backup` and `timi restore`: the whole ledger out and back, checked on the way in; and
/// `export --output`, whole or absent.
struct BackupTests {
    /// A ledger with two books, bills in two months, a photo and an undo history.
    static func ledger(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        let photo = dir + "/receipt.jpg"
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]).write(to: URL(fileURLWithPath: photo))
        for arguments in [
            ["add", "12.5", "meals", "--note", "lunch"], ["add", "30", "transport", "-d", "10-03"],
            ["add", "8000", "salary", "--income"], ["add", "9.9", "--photo", photo], ["book", "add", "Trip"],
            ["--book", "Trip", "add", "300", "-d", "2025-03-02"],
        ] {
            _ = try timi.run(arguments: arguments)
        }
        return timi
    }

    @Test func aBackupRestoresTheSameLedger() throws {
        try withTemporaryDirectory { dir in
            let timi = try BackupTests.ledger(dir)
            let backup = try timi.run("backup", dir + "/b.tar")
            #expect(backup.status == 0, "\(backup.stderr)")
            #expect(backup.stderr.hasPrefix("Backed up "))
            // `tar` reads it: a plain ustar archive.
            let listing = try RunResult(
                running: URL(fileURLWithPath: "/bin/tar"), arguments: ["tf", dir + "/b.tar"], environment: [:]
            )
            #expect(listing.stdout.contains("timi-ledger/ledger.json"))
            #expect(listing.stdout.contains("timi-backup.txt"))
            #expect(!listing.stdout.contains("timi-ledger/lock"))

            let restored = TimiRunner(home: dir + "/restored")
            let restore = try restored.run("restore", dir + "/b.tar")
            #expect(restore.status == 0, "\(restore.stderr)")
            // The same files, byte for byte (the lock file and the redo logs, carried out, are no one's
            // content; the backup holds neither).
            #expect(!listing.stdout.contains("timi-ledger/journal"))
            var (original, copy) = (snapshot(timi.home) ?? [:], snapshot(restored.home) ?? [:])
            (original["lock"], copy["lock"]) = (nil, nil)
            #expect(original["journal.json"] != nil)
            (original["journal.json"], original["journal-2.json"]) = (nil, nil)
            (copy["journal.json"], copy["journal-2.json"]) = (nil, nil)
            #expect(copy == original)
            // Words, not lines: doctor's first line names the ledger's path, and the two paths' lengths
            // wrap it apart.
            func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
            for view in [["list", "all"], ["balance"], ["--book", "Trip", "list", "2025-03"], ["doctor"]] {
                let want = try timi.run(arguments: view).stdout.replacingOccurrences(of: timi.home, with: "H")
                let got = try restored.run(arguments: view).stdout.replacingOccurrences(
                    of: restored.home, with: "H")
                #expect(view == ["doctor"] ? words(got) == words(want) : got == want, "\(view)")
            }
            // The undo history came too.
            #expect(try restored.run("undo").status == 0)
        }
    }

    /// A change killed after its commit point leaves its log and temporaries; the archive holds no
    /// temporaries, so the backup finishes the change first and holds the state after it.
    @Test func aBackupFinishesAnInterruptedChangeFirst() throws {
        try withTemporaryDirectory { dir in
            let timi = try BackupTests.ledger(dir)
            var crashing = timi
            crashing.extraEnvironment["TIMI_TEST_CRASH_AT"] = "renamed:1"
            #expect(try crashing.run("add", "4.25", "meals", "--note", "killed").status != 0)
            #expect(LedgerContent.logWaits(in: timi.home))

            #expect(try timi.run("backup", dir + "/b.tar").status == 0)
            #expect(!LedgerContent.logWaits(in: timi.home))
            let restored = TimiRunner(home: dir + "/restored")
            #expect(try restored.run("restore", dir + "/b.tar").status == 0)
            let list = try restored.run("list", "all")
            #expect(list.stdout.contains("killed"), "\(list.stdout)")
            #expect(list.stdout == (try timi.run("list", "all")).stdout)
        }
    }

    @Test func restoreLeavesAnExistingLedgerAloneUnlessToldToReplaceIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try BackupTests.ledger(dir)
            #expect(try timi.run("backup", dir + "/b.tar").status == 0)
            _ = try timi.run("add", "1", "--note", "after the backup")
            let before = snapshot(timi.home)
            let refused = try timi.run("restore", dir + "/b.tar")
            #expect(refused.status == 1)
            #expect(refused.stderr.contains("already holds a ledger"))
            #expect(snapshot(timi.home) == before)

            let replaced = try timi.run("restore", dir + "/b.tar", "--replace")
            #expect(replaced.status == 0, "\(replaced.stderr)")
            #expect(!(try timi.run("list", "all").stdout.contains("after the backup")))
            let aside = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
                $0.hasPrefix("ledger.before-restore-")
            }
            #expect(aside.count == 1)
            #expect(replaced.stderr.contains(aside.first ?? "?"))
            var kept = snapshot(dir + "/" + (aside.first ?? "")) ?? [:]
            var was = before ?? [:]
            (kept["lock"], was["lock"]) = (nil, nil)
            #expect(kept == was)
        }
    }

    @Test func aDamagedBackupIsRefusedAndNothingIsWritten() throws {
        try withTemporaryDirectory { dir in
            let timi = try BackupTests.ledger(dir)
            #expect(try timi.run("backup", dir + "/b.tar").status == 0)
            let good = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.tar"))
            func damaged(_ name: String, _ change: (inout Data) -> Void) throws -> String {
                var bytes = good
                change(&bytes)
                try bytes.write(to: URL(fileURLWithPath: dir + "/" + name))
                return dir + "/" + name
            }
            let amount = good.range(of: Data("\"amount\":\"12.50\"".utf8))?.lowerBound ?? 0
            let cases: [(String, String)] = [
                (try damaged("cut.tar") { $0 = $0.prefix(3000) }, "not a whole tar archive"),
                (
                    try damaged("flipped.tar") { $0[amount + 11] = UInt8(ascii: "9") },
                    "does not match its manifest"
                ),
                (try damaged("header.tar") { $0[600] ^= 1 }, "wrong checksum"),
                (
                    try damaged("random.tar") {
                        $0 = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
                    }, "damaged"
                ),
                (try damaged("empty.tar") { $0 = Data(count: 1024) }, "not a timi backup"),
            ]
            #expect(amount > 0)
            for (path, message) in cases {
                let restored = TimiRunner(home: dir + "/restored")
                let result = try restored.run("restore", path)
                #expect(result.status == 65, "\(path): \(result.stderr)")
                #expect(result.stderr.contains(message), "\(path): \(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1)
                #expect(!FileManager.default.fileExists(atPath: restored.home), "\(path)")
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
                    $0.contains(".tmp-")
                }
                #expect(leftovers.isEmpty, "\(path)")
            }
            let missing = try TimiRunner(home: dir + "/x").run("restore", dir + "/nothing.tar")
            #expect(missing.status == 66)
            let noLedger = try TimiRunner(home: dir + "/none").run("backup", dir + "/n.tar")
            #expect(noLedger.status == 66)
            #expect(!FileManager.default.fileExists(atPath: dir + "/n.tar"))
        }
    }

    @Test func anArchiveThatWouldWriteOutsideIsRefused() throws {
        try withTemporaryDirectory { dir in
            // A tar made by tar(1) with a name that climbs out.
            try FileManager.default.createDirectory(
                atPath: dir + "/a/timi-ledger", withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/a/evil"))
            try Data("timi backup 1\n".utf8).write(to: URL(fileURLWithPath: dir + "/a/timi-backup.txt"))
            let made = try RunResult(
                running: URL(fileURLWithPath: "/bin/tar"),
                arguments: [
                    "cf", dir + "/evil.tar", "--format=ustar", "-C", dir + "/a", "timi-backup.txt",
                    "--transform", "s|^evil|timi-ledger/../../evil|", "evil",
                ], environment: [:])
            #expect(made.status == 0, "\(made.stderr)")
            let result = try TimiRunner(home: dir + "/restored").run("restore", dir + "/evil.tar")
            #expect(result.status == 65)
            #expect(result.stderr.contains("not a safe relative path"), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/restored"))
        }
    }

    @Test func exportToAFileIsWholeOrAbsent() throws {
        try withTemporaryDirectory { dir in
            let timi = try BackupTests.ledger(dir)
            let written = try timi.run("export", "all", "--output", dir + "/all.csv")
            #expect(written.status == 0)
            let text = try String(contentsOfFile: dir + "/all.csv", encoding: .utf8)
            #expect(text == (try timi.run("export", "all").stdout))
            try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/keep.csv"))
            let failed = try timi.run("export", "--output", dir + "/keep.csv", "--format", "yaml")
            #expect(failed.status == 64)
            #expect(try String(contentsOfFile: dir + "/keep.csv", encoding: .utf8) == "old")
            let full = try timi.run("export", "-o", "/dev/full")
            #expect(full.status == 74)
            #expect(full.stderr.contains("No space left on device"))
        }
    }
}
