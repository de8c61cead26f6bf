import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The redo log's two files are kept from change to change and written in turn: a log stays, carried
/// out and marked so, until the next change's barrier has made its renames durable; the file it was
/// in is then emptied for the change after. A file is made anew only where there is none or another
/// name shares it (a ledger copied with hard links).
struct RedoLogFileTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    @discardableResult
    func add(_ store: LedgerStore, _ cents: Int64, on day: String = "2026-11-05") throws -> Bill {
        try store.write { ledger in
            try ledger.addBill(
                BillDraft(amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: day)!),
                to: 1, now: Self.now)
        }
    }

    func inode(_ path: String) throws -> UInt64 {
        UInt64(try #require(try FileSystem.status(path, following: false)).st_ino)
    }

    func log(_ dir: String, slot: Int) throws -> RedoLog? {
        let path = RedoLog.path(slot: slot, in: dir)
        guard let bytes = try FileSystem.read(path), !bytes.isEmpty else { return nil }
        return try RedoLog(decoding: bytes, path: path, base: dir)
    }

    /// A log's mark rewritten as if made in an earlier boot, whose renames a power cut may have lost.
    func markInAnotherBoot(_ dir: String, slot: Int) throws {
        let path = RedoLog.path(slot: slot, in: dir)
        var bytes = try #require(try FileSystem.read(path))
        bytes.replaceSubrange(
            RedoLog.bootOffset..<RedoLog.bootOffset + BootIdentity.length,
            with: Array("0123abcd-0000-4000-8000-000000000000".utf8))
        try FileSystem.remove(path)
        _ = try FileSystem.create(path, contents: bytes)
    }

    @Test func changesWriteTheirLogsIntoTwoFilesInTurn() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let paths = [0, 1].map { RedoLog.path(slot: $0, in: dir) }
            var inodes: [UInt64] = []
            for change in 1...4 {
                try add(store, Int64(change * 100))
                let slot = (change - 1) % 2
                let kept = try #require(try log(dir, slot: slot), "change \(change) left no log")
                #expect(kept.sequence == change)
                #expect(kept.carriedOutIn == BootIdentity.current)
                #expect(try log(dir, slot: 1 - slot) == nil, "the older log was not emptied")
                #expect(!(try RedoLog.isWaiting(in: dir)))
                if change <= 2 { inodes.append(try inode(paths[slot])) }
            }
            #expect(try paths.map(inode) == inodes, "a log's file was made again")
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).count } == 4)
        }
    }

    /// A copy made with `cp -al` shares the empty file: a change of one ledger must not write its log
    /// into the other's.
    @Test func aLogSharedWithAnotherNameIsNotWrittenInPlace() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let path = RedoLog.path(slot: 0, in: dir)
            try add(store, 100)
            try add(store, 200)  // the first file is emptied for the third change
            #expect(link(path, dir + "/other-journal.json") == 0)
            var seen: [UInt8]?
            store.commitObserver = { step in
                if step.name == "journal-written" { seen = try FileSystem.read(dir + "/other-journal.json") }
            }
            try add(store, 300)
            #expect(seen == [], "the other name saw this ledger's log")
            #expect(try inode(path) != inode(dir + "/other-journal.json"))
            #expect(try FileSystem.read(dir + "/other-journal.json") == [])
            #expect(try log(dir, slot: 0)?.sequence == 3)
        }
    }

    @Test func onlyALogNotMarkedInThisBootWaits() throws {
        try withTemporaryDirectory { dir in
            let path = RedoLog.path(slot: 0, in: dir)
            #expect(!(try RedoLog.isWaiting(in: dir)))
            _ = try FileSystem.create(path, contents: [])
            #expect(!(try RedoLog.isWaiting(in: dir)))
            try FileSystem.remove(path)
            _ = try FileSystem.create(path, contents: Array("{".utf8))
            #expect(try RedoLog.isWaiting(in: dir))
            try FileSystem.remove(path)
            try FileSystem.makeDirectory(path)
            #expect(try RedoLog.isWaiting(in: dir), "recovery must read it to say what is wrong")
            try FileSystem.removeTree(path)

            let store = LedgerStore(directory: dir)
            try add(store, 100)
            #expect(!(try RedoLog.isWaiting(in: dir)), "a log marked in this boot")
            try markInAnotherBoot(dir, slot: 0)
            #expect(try RedoLog.isWaiting(in: dir), "a log marked in another boot")
            _ = try store.read { _ in }
            #expect(!(try RedoLog.isWaiting(in: dir)), "carried out again and marked in this boot")
            _ = try FileSystem.create(RedoLog.path(slot: 1, in: dir), contents: Array("{".utf8))
            #expect(try RedoLog.isWaiting(in: dir), "two files holding bytes")
        }
    }

    /// A symbolic link in a log's place (put there by hand), to an empty file or to nothing, is no
    /// log: the next change removes it, writes nothing through it, and makes its own file.
    @Test(arguments: [true, false])
    func aLinkInTheLogsPlaceIsRemovedNotWrittenThrough(toAFile: Bool) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let path = RedoLog.path(slot: 1, in: dir)  // where the second change writes its log
            try add(store, 100)
            let target = dir + "/elsewhere.json"
            if toAFile { _ = try FileSystem.create(target, contents: []) }
            #expect(symlink(target, path) == 0)
            try add(store, 200)
            let info = try #require(try FileSystem.status(path, following: false))
            #expect((info.st_mode & S_IFMT) == S_IFREG, "the link is still there")
            #expect(try FileSystem.read(target) == (toAFile ? [] : nil))
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).count } == 2)
        }
    }

    /// A power cut before the next change's barrier can lose a log's renames: the log, marked in the
    /// boot before, is carried out again by the next command.
    @Test func aLogCarriedOutInAnEarlierBootIsCarriedOutAgain() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bill = try add(store, 100)
            struct Stop: Error {}
            store.commitObserver = { if $0.name == "journal-written" { throw Stop() } }
            #expect(throws: Stop.self) {
                try store.write { _ = try $0.editBill(bill, BillChanges(date: Day(iso: "2026-10-05")!)) }
            }
            store.commitObserver = { _ in }
            // As if it had been carried out and marked, the last log's file emptied, and the machine had
            // lost its renames with the power: only the boot in its mark tells.
            try RedoLog.empty(slot: 0, in: dir, durable: false)
            #expect(try RedoLog.markCarriedOut(slot: 1, in: dir))
            #expect(!(try RedoLog.isWaiting(in: dir)), "marked in this boot")
            try markInAnotherBoot(dir, slot: 1)
            #expect(try RedoLog.isWaiting(in: dir))
            #expect(try store.read { try $0.bill(matching: bill.id).date.description } == "2026-10-05")
            #expect(try log(dir, slot: 1)?.carriedOutIn == BootIdentity.current)
            #expect(try store.doctor(repair: false).findings.isEmpty)
        }
    }

    /// An older log whose emptying a power cut undid comes back beside the newer one: it is never
    /// carried out again, which would remove a month file the newer change made again.
    @Test func anOlderLogThatComesBackIsNotCarriedOutOverANewerOne() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try add(store, 100)
            let december = try add(store, 200, on: "2026-12-05")
            try store.write { try $0.deleteBills([december]) }  // removes 2026-12's month file
            let removal = try #require(try FileSystem.read(RedoLog.path(slot: 0, in: dir)))
            #expect(try #require(try log(dir, slot: 0)).removals.contains { $0.hasSuffix("2026-12.json") })
            try add(store, 300, on: "2026-12-06")  // makes it again; its log goes to the second file
            _ = try FileSystem.create(RedoLog.path(slot: 0, in: dir) + ".x", contents: removal)
            try FileSystem.remove(RedoLog.path(slot: 0, in: dir))
            try FileSystem.rename(RedoLog.path(slot: 0, in: dir) + ".x", to: RedoLog.path(slot: 0, in: dir))
            try markInAnotherBoot(dir, slot: 1)
            #expect(try RedoLog.isWaiting(in: dir))
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-12")!).map(\.amount) } == [Money(cents: 300)])
            #expect(try log(dir, slot: 0) == nil, "the older log was not emptied")
            #expect(!(try RedoLog.isWaiting(in: dir)))
        }
    }

    /// A power cut in a change's barrier can keep every file of it and lose a rename of the change
    /// before, whose folder that barrier was still flushing: the barrier never ended, so the newer
    /// change is taken back and the older one carried out again.
    @Test func aNewerLogIsTakenBackWhenTheOlderOnesRenamesWereLost() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let november = try add(store, 100)
            let december = try add(store, 200, on: "2026-12-05")  // makes 2026-12's month file
            let older = try #require(try log(dir, slot: 1))
            struct Stop: Error {}
            store.commitObserver = { if $0.name == "journal-written" { throw Stop() } }
            #expect(throws: Stop.self) {
                var changes = BillChanges()
                changes.note = "later"
                try store.write { _ = try $0.editBill(november, changes) }
            }
            store.commitObserver = { _ in }
            // The month file's rename lost, the older log marked in the boot before.
            let month = try #require(older.renames.first { $0.to.hasSuffix("2026-12.json") })
            try FileSystem.rename(month.to, to: month.from)
            try markInAnotherBoot(dir, slot: 1)
            #expect(try store.read { try $0.bill(matching: december.id).amount } == Money(cents: 200))
            #expect(try store.read { try $0.bill(matching: november.id).note } == "")
            #expect(try log(dir, slot: 0) == nil, "the newer log was not taken back")
            #expect(try store.doctor(repair: false).isHealthy)
        }
    }

    /// A symbolic link in a log's place to a whole log (put there by hand): carried out, then the link
    /// removed, so that no command stops on it.
    @Test func aLinkToAWholeLogIsCarriedOutAndRemoved() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try add(store, 100)
            let path = RedoLog.path(slot: 0, in: dir)
            try FileSystem.rename(path, to: dir + "/elsewhere.json")
            #expect(symlink(dir + "/elsewhere.json", path) == 0)
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).count } == 1)
            #expect(try FileSystem.status(path, following: false) == nil, "the link is still there")
            #expect(!(try RedoLog.isWaiting(in: dir)))
            try add(store, 200)
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).count } == 2)
        }
    }

    /// After a restart the last log, every step of it done, is no interrupted change: doctor reports
    /// nothing, and its repair marks the log in this boot.
    @Test func doctorFindsNothingInALogOfAnEarlierBoot() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try add(store, 100)
            try markInAnotherBoot(dir, slot: 0)
            #expect(try RedoLog.isWaiting(in: dir))
            #expect(try store.doctor(repair: false).findings.isEmpty)
            #expect(try store.doctor().findings.isEmpty)
            #expect(!(try RedoLog.isWaiting(in: dir)))
        }
    }
}
