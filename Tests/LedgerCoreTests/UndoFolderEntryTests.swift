import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Undo entries made before abb169f are folders, `undo/<n>/` holding `change.json` and the files
/// kept, where newer ones are flat (`undo/<n>.json` beside `<n>.0`, …). A ledger holding both is read,
/// undone, redone, checked and pruned as one history, and a redo log that places a folder entry is
/// still judged and carried out.
struct UndoFolderEntryTests {
    struct SimulatedCrash: Error {}

    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func add(_ store: LedgerStore, _ cents: Int64, note: String) throws {
        try store.write { ledger in
            try ledger.addBill(
                BillDraft(
                    amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: "2026-11-05")!,
                    note: note),
                to: 1, now: Self.now)
        }
    }

    /// Turns flat entry `number` into a folder entry as an older timi wrote it.
    func keepAsFolder(_ number: Int, in dir: String) throws {
        let record = UndoHistory.record(of: number, ledger: dir)
        var entry = try UndoHistory.decode(
            try #require(try FileSystem.read(record)), number: number, path: record)
        let folder = UndoHistory.folder(of: number, ledger: dir)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for index in entry.files.indices {
            guard let saved = entry.files[index].saved else { continue }
            let name = String(try #require(saved.split(separator: ".").last))
            try FileSystem.rename(dir + "/undo/" + saved, to: folder + "/" + name)
            entry.files[index].saved = name
        }
        try FileSystem.create(folder + "/" + UndoHistory.entryFileName, contents: UndoHistory.encode(entry))
        try FileSystem.remove(record)
    }

    @Test func foldersAndFlatEntriesAreOneHistory() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            var states = [ledgerFiles(dir)]
            for cents in [100, 200, 300] as [Int64] {
                try add(store, cents, note: "n\(cents)")
                states.append(ledgerFiles(dir))
            }
            try keepAsFolder(1, in: dir)
            try keepAsFolder(2, in: dir)
            let names = try FileSystem.list(dir + "/undo")
            #expect(Set(["1", "2", "3.json"]).isSubset(of: names), "\(names)")
            #expect(names.allSatisfy { ["1", "2"].contains($0) || $0.hasPrefix("3.") }, "\(names)")
            #expect(try store.undoHistory().map(\.number) == [3, 2, 1])
            #expect(try store.doctor(repair: false).findings.isEmpty)
            try add(store, 400, note: "n400")
            states.append(ledgerFiles(dir))
            #expect(try store.undoHistory().map(\.number) == [4, 3, 2, 1])
            for expected in states.dropLast().reversed() {
                try store.undo()
                #expect(ledgerFiles(dir) == expected)
            }
            // Nothing of the folder entries is left: each became an undone entry, kept flat.
            #expect(try FileSystem.list(dir + "/undo") == ["undone"])
            #expect(
                try FileSystem.list(dir + "/undo/undone").allSatisfy { !["1", "2", "3", "4"].contains($0) })
            #expect(try store.redoHistory().map(\.number) == [4, 3, 2, 1])
            try store.redo()
            #expect(ledgerFiles(dir) == states[1])
        }
    }

    @Test func foldersArePrunedWithTheFlatEntries() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            for cents in 1...3 as ClosedRange<Int64> { try add(store, cents, note: "") }
            for number in 1...3 { try keepAsFolder(number, in: dir) }
            for cents in 4...(Int64(UndoHistory.depth) + 2) { try add(store, cents, note: "") }
            let numbers = try store.undoHistory().map(\.number)
            #expect(numbers == Array((3...(UndoHistory.depth + 2)).reversed()))
            let names = try FileSystem.list(dir + "/undo")
            #expect(!names.contains("1") && !names.contains("2") && names.contains("3"))
            #expect(!names.contains { $0.hasPrefix("1.") || $0.hasPrefix("2.") || $0.hasPrefix(".") })
            #expect(try store.doctor(repair: false).findings.isEmpty)
        }
    }

    /// A redo log written before abb169f renames the entry's hidden folder into place: it is judged
    /// by the folder's `change.json` and carried out.
    @Test func aRedoLogPlacingAFolderEntryIsCarriedOut() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try add(store, 100, note: "first")
            store.commitObserver = { if $0.name == "journal-written" { throw SimulatedCrash() } }
            #expect(throws: SimulatedCrash.self) { try self.add(store, 200, note: "second") }
            store.commitObserver = { _ in }
            let logPath = RedoLog.path(slot: 1, in: dir)
            var log = try RedoLog(
                decoding: try #require(try FileSystem.read(logPath)), path: logPath, base: dir)
            // The entry's hidden folder, as the older timi made it, in place of its flat files.
            let record = try #require(log.renames.firstIndex { $0.to == dir + "/undo/2.json" })
            var entry = try UndoHistory.decode(
                try #require(try FileSystem.read(log.renames[record].from)), number: 2, path: "")
            let temp = FileSystem.temporaryName(besides: dir + "/undo/2")
            try FileManager.default.createDirectory(atPath: temp, withIntermediateDirectories: false)
            for rename in log.renames[..<record] {
                let name = String(try #require(rename.to.split(separator: ".").last))
                try FileSystem.rename(rename.from, to: temp + "/" + name)
                let index = try #require(entry.files.firstIndex { $0.saved == FileSystem.split(rename.to).1 })
                entry.files[index].saved = name
            }
            let bytes = UndoHistory.encode(entry)
            try FileSystem.create(temp + "/" + UndoHistory.entryFileName, contents: bytes)
            try FileSystem.remove(log.renames[record].from)
            log.renames.replaceSubrange(
                ...record, with: [.init(from: temp, to: dir + "/undo/2", check: RedoLog.Check(of: bytes))])
            try FileSystem.remove(logPath)
            try FileSystem.create(logPath, contents: log.encoded(relativeTo: dir))

            let notes = try store.read {
                try $0.bills(of: 1, in: Month(iso: "2026-11")!).map(\.note).sorted()
            }
            #expect(notes == ["first", "second"])
            #expect(try FileSystem.isDirectory(dir + "/undo/2"))
            #expect(try store.undo().number == 2)
            let left = try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).map(\.note) }
            #expect(left == ["first"])
            #expect(try store.doctor(repair: false).findings.isEmpty)
        }
    }

    /// A record is never placed beside a folder entry of its number, nor a folder beside a record: one
    /// number, one entry.
    @Test func oneNumberIsOneEntry() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try add(store, 100, note: "first")
            try add(store, 200, note: "second")
            try keepAsFolder(1, in: dir)
            let record = FileSystem.temporaryName(besides: dir + "/undo/1.json")
            try FileSystem.create(record, contents: Array("{}".utf8))
            #expect(
                try UndoHistory.place(record, at: dir + "/undo/1.json", ledger: dir) == dir + "/undo/3.json")
            let folder = FileSystem.temporaryName(besides: dir + "/undo/2")
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            #expect(try UndoHistory.place(folder, at: dir + "/undo/2", ledger: dir) == dir + "/undo/4")
        }
    }
}
