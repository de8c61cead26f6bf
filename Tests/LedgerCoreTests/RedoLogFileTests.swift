import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The redo log's file is kept from change to change: written in place, emptied when carried out, made
/// anew only where there is none or another name shares it (a ledger copied with hard links).
struct RedoLogFileTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func add(_ store: LedgerStore, _ cents: Int64) throws {
        try store.write { ledger in
            _ = try ledger.addBill(
                BillDraft(amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: "2026-11-05")!),
                to: 1, now: Self.now)
        }
    }

    func inode(_ path: String) throws -> UInt64 {
        UInt64(try #require(try FileSystem.status(path, following: false)).st_ino)
    }

    @Test func changesWriteTheirLogsIntoOneFileEmptiedAfterEach() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let path = dir + "/" + RedoLog.fileName
            try add(store, 100)
            let first = try inode(path)
            #expect(try FileSystem.read(path) == [])
            var written: [[UInt8]] = []
            store.commitObserver = { step in
                if step.name == "journal-written" { written.append(try #require(try FileSystem.read(path))) }
            }
            try add(store, 200)
            try add(store, 300)
            #expect(written.count == 2 && written.allSatisfy { !$0.isEmpty && !RedoLog.isTorn($0) })
            #expect(try inode(path) == first, "the log's file was made again")
            #expect(try FileSystem.read(path) == [])
            #expect(!(try RedoLog.isWaiting(in: dir)))
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).count } == 3)
        }
    }

    /// A copy made with `cp -al` shares the empty log: a change of one ledger must not write its log
    /// into the other's.
    @Test func aLogSharedWithAnotherNameIsNotWrittenInPlace() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let path = dir + "/" + RedoLog.fileName
            try add(store, 100)
            #expect(link(path, dir + "/other-journal.json") == 0)
            var seen: [UInt8]?
            store.commitObserver = { step in
                if step.name == "journal-written" { seen = try FileSystem.read(dir + "/other-journal.json") }
            }
            try add(store, 200)
            #expect(seen == [], "the other name saw this ledger's log")
            #expect(try inode(path) != inode(dir + "/other-journal.json"))
            #expect(try FileSystem.read(dir + "/other-journal.json") == [])
            #expect(try FileSystem.read(path) == [])
        }
    }

    @Test func onlyALogThatIsNotEmptyWaits() throws {
        try withTemporaryDirectory { dir in
            let path = dir + "/" + RedoLog.fileName
            #expect(!(try RedoLog.isWaiting(in: dir)))
            _ = try FileSystem.create(path, contents: [])
            #expect(!(try RedoLog.isWaiting(in: dir)))
            try FileSystem.remove(path)
            _ = try FileSystem.create(path, contents: Array("{".utf8))
            #expect(try RedoLog.isWaiting(in: dir))
            try FileSystem.remove(path)
            try FileSystem.makeDirectory(path)
            #expect(try RedoLog.isWaiting(in: dir), "recovery must read it to say what is wrong")
        }
    }

    /// A symbolic link in the log's place (put there by hand), to an empty file or to nothing, is no
    /// log: the next change removes it, writes nothing through it, and makes its own file.
    @Test(arguments: [true, false])
    func aLinkInTheLogsPlaceIsRemovedNotWrittenThrough(toAFile: Bool) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let path = dir + "/" + RedoLog.fileName
            try add(store, 100)
            try FileSystem.remove(path)
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
}
