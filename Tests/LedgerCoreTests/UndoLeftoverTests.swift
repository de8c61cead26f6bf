import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// What an interrupted change leaves in `undo/` never blocks the ledger: a redo log whose undo entry
/// would be renamed onto one that is already there still completes, and loses neither (issue 14,
/// finding 1).
struct UndoLeftoverTests {
    struct SimulatedCrash: Error {}

    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func draft(_ cents: Int64, note: String) -> BillDraft {
        BillDraft(
            amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: "2026-11-05") ?? .epoch,
            note: note)
    }

    /// A ledger with one change in its history (`undo/1.json`) and a redo log, written by a second change
    /// that crashed before carrying it out, that renames that change's undo record onto `undo/1.json`.
    func ledgerWithARedoLogOntoAFullUndoFolder(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        try store.write { try $0.addBill(self.draft(100, note: "first"), to: 1, now: Self.now) }
        store.commitObserver = { if $0.name == "journal-written" { throw SimulatedCrash() } }
        #expect(throws: SimulatedCrash.self) {
            try store.write { try $0.addBill(self.draft(200, note: "second"), to: 1, now: Self.now) }
        }
        store.commitObserver = { _ in }
        let logPath = RedoLog.path(slot: 1, in: dir)  // the second change's log, in the second file
        var log = try RedoLog(decoding: try #require(try FileSystem.read(logPath)), path: logPath, base: dir)
        let record = try #require(log.renames.firstIndex { $0.to == dir + "/undo/2.json" })
        #expect(log.renames[..<record].allSatisfy { $0.to.hasPrefix(dir + "/undo/2.") })
        log.renames[record].to = dir + "/undo/1.json"
        try FileSystem.remove(logPath)
        try FileSystem.create(logPath, contents: log.encoded(relativeTo: dir))
        #expect(try FileSystem.list(dir + "/undo").contains("1.json"))
        return store
    }

    @Test func aRedoLogOntoAnExistingUndoEntryStillCompletes() throws {
        try withTemporaryDirectory { dir in
            let store = try ledgerWithARedoLogOntoAFullUndoFolder(dir)
            let notes = try store.read { ledger in
                try ledger.bills(of: 1, in: Month(iso: "2026-11")!).map(\.note).sorted()
            }
            #expect(notes == ["first", "second"])
            #expect(!(try RedoLog.isWaiting(in: dir)))
            // The record goes to the first number nothing holds: its kept files, beside, hold 2.
            #expect(try store.undoHistory().map(\.number) == [3, 1])
            try store.write { try $0.addBill(self.draft(300, note: "third"), to: 1, now: Self.now) }
            #expect(try store.undoHistory().map(\.number) == [4, 3, 1])
            #expect(try store.undo().number == 4)
            #expect(try store.undo().number == 3)
            let left = try store.read { ledger in
                try ledger.bills(of: 1, in: Month(iso: "2026-11")!).map(\.note)
            }
            #expect(left == ["first"])
            // Undone, the entry took the files it kept under 2 with it; entry 1 keeps its own.
            let names = try FileSystem.list(dir + "/undo")
            #expect(!names.contains { $0.hasPrefix("2.") || $0.hasPrefix("3.") }, "\(names)")
            #expect(try store.undoHistory().map(\.number) == [1])
            let report = try store.doctor()
            #expect(report.findings.filter { $0.outcome == .cannotRepair }.isEmpty, "\(report.findings)")
        }
    }

    @Test func doctorFinishesSuchARedoLog() throws {
        try withTemporaryDirectory { dir in
            let store = try ledgerWithARedoLogOntoAFullUndoFolder(dir)
            let report = try store.doctor()
            #expect(report.findings.filter { $0.outcome == .cannotRepair }.isEmpty, "\(report.findings)")
            #expect(!(try RedoLog.isWaiting(in: dir)))
            #expect(try store.undoHistory().count == 2)
        }
    }
}
