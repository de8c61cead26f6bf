import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `undo()` puts back exactly the files of the last change, again and again, all or nothing.
struct UndoTests {
    struct SimulatedCrash: Error {}

    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func draft(_ cents: Int64, _ day: String = "2026-11-05", note: String = "") -> BillDraft {
        BillDraft(
            amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: day) ?? .epoch, note: note)
    }

    @Test func revertsEveryKindOfChangeInTurnBackToAnEmptyLedger() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            var states: [[String: Data]] = [ledgerFiles(dir)]
            let photo = dir + "-photo.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
            defer { try? FileManager.default.removeItem(atPath: photo) }
            let changes: [(Ledger) throws -> Void] = [
                { try $0.addBill(self.draft(1000, note: "first"), to: 1, now: Self.now) },
                {
                    var d = self.draft(200, "2026-10-02"); d.photo = photo;
                    try $0.addBill(d, to: 1, now: Self.now)
                },
                { ledger in
                    let first = try ledger.bills(of: 1, in: Month(iso: "2026-11")!)[0]
                    try ledger.editBill(first, BillChanges(date: Day(iso: "2026-09-30")!))
                },
                { ledger in try ledger.deleteBills(try ledger.bills(of: 1, in: Month(iso: "2026-10")!)) },
                { try $0.addBook(name: "旅行") },
                { ledger in
                    try ledger.addBill(self.draft(300), to: try ledger.book(matching: "旅行").id, now: Self.now)
                },
                { ledger in ledger.useBook(try ledger.book(matching: "旅行")) },
                { ledger in try ledger.renameBook(try ledger.book(matching: "旅行"), to: "trip") },
                { try $0.addCategory(title: "咖啡", alias: "coffee", type: .expense) },
                { ledger in
                    try ledger.deleteCategory(
                        try ledger.category(matching: "meals"),
                        movingBillsTo: try ledger.category(matching: "coffee"))
                },
                { ledger in try ledger.deleteBook(try ledger.book(matching: "trip")) },
            ]
            for change in changes {
                try store.write(change)
                states.append(ledgerFiles(dir))
            }
            #expect(try store.undoHistory().count == changes.count)
            for expected in states.dropLast().reversed() {
                try store.undo()
                #expect(ledgerFiles(dir) == expected)
            }
            #expect { try store.undo() } throws: { "\($0)" == "there is nothing to undo" }
            #expect(try store.read { $0.state } == (try LedgerState.seeded()))
        }
    }

    @Test func keepsTheLast30ChangesAndUndoesThemAll() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            for index in 1...35 {
                try store.write {
                    try $0.addBill(self.draft(Int64(index), note: "n\(index)"), to: 1, now: Self.now)
                }
            }
            let history = try store.undoHistory()
            #expect(history.count == LedgerStore.undoDepth)
            #expect(history.first?.description.hasSuffix("0.35 n35") == true)
            #expect(try UndoHistory.numbers(ledger: dir) == Array(6...35))
            for _ in 0..<LedgerStore.undoDepth { try store.undo() }
            let notes = try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).map(\.note) }
            #expect(Set(notes) == ["n1", "n2", "n3", "n4", "n5"])
            #expect(throws: LedgerError.self) { try store.undo() }
            // No hidden leftovers of the pruning; what was undone can be redone.
            #expect(try FileSystem.list(dir + "/undo") == [UndoHistory.undoneFolderName])
            #expect(try UndoHistory.numbers(ledger: dir, .undone) == Array(1...LedgerStore.undoDepth))
        }
    }

    @Test func keepsThePreviousVersionsAsHardLinksNotCopies() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            let before = try FileManager.default.attributesOfItem(atPath: dir + "/bills/1/2026-11.json")
            try store.write { try $0.addBill(self.draft(200), to: 1, now: Self.now) }
            let entry = try #require(try store.undoHistory().first)
            let saved = try #require(entry.files.first { $0.path == "bills/1/2026-11.json" }?.saved)
            let kept = try FileManager.default.attributesOfItem(atPath: dir + "/undo/" + saved)
            #expect(kept[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
            #expect(
                entry.paths.filter { !$0.hasPrefix("ids/") }.sorted() == [
                    "bills/1/2026-11.json", "bills/1/2026.totals",
                ])
        }
    }

    @Test func refusesWhenAFileWasEditedByHandUnlessForced() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            try store.write { try $0.addBill(self.draft(200), to: 1, now: Self.now) }
            let path = dir + "/bills/1/2026-11.json"
            let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                of: "2.00", with: "3.00")
            try edited.write(toFile: path, atomically: false, encoding: .utf8)
            let before = snapshot(dir)
            #expect { try store.undo() } throws: {
                "\($0)".contains("bills/1/2026-11.json was changed after 'add")
            }
            #expect(snapshot(dir) == before)
            try store.undo(force: true)
            #expect(try store.read { try BalanceReport(ledger: $0).totals.first?.expense } == Money(cents: 100))
        }
    }

    @Test func restoresWhatAChangeRemovedEvenThroughASymlink() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            let real = dir + "/elsewhere.json"
            try FileManager.default.moveItem(atPath: dir + "/ledger/ledger.json", toPath: real)
            try FileManager.default.createSymbolicLink(
                atPath: dir + "/ledger/ledger.json", withDestinationPath: real)
            let original = try Data(contentsOf: URL(fileURLWithPath: real))
            try store.write { try $0.addBook(name: "旅行") }
            try store.undo()
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/ledger/ledger.json") == real
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == original)
        }
    }

    /// A crash at any step of an undo leaves the change either undone or not, never half.
    @Test(arguments: CommitStep.names)
    func anUndoInterruptedAtAnyStepIsAllOrNothing(step: String) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write {
                try $0.addBill(self.draft(100, "2026-11-05", note: "keep"), to: 1, now: Self.now)
            }
            let bill = try store.write {
                try $0.addBill(self.draft(200, "2026-11-06", note: "moved"), to: 1, now: Self.now)
            }
            let beforeEdit = ledgerFiles(dir)
            try store.write { ledger in
                _ = try ledger.editBill(bill, BillChanges(date: Day(iso: "2026-08-01")!))
            }
            let afterEdit = ledgerFiles(dir)
            var crashed = false
            store.commitObserver = { current in
                if current.name == step {
                    crashed = true
                    throw SimulatedCrash()
                }
            }
            do { try store.undo() } catch is SimulatedCrash {}
            store.commitObserver = { _ in }
            let afterCrash = try store.read { _ in ledgerFiles(dir) }  // a reader finishes a journaled change
            let journaled = [
                "renamed", "removed", "carried-out", "marked", "journal-written",
            ]
            if !crashed {
                #expect(afterCrash == beforeEdit)  // the undo has no such step: it simply completed
            } else if journaled.contains(step) {
                #expect(afterCrash == beforeEdit)
            } else {
                #expect(afterCrash == afterEdit)
                try store.undo()
                #expect(ledgerFiles(dir) == beforeEdit)
            }
            #expect(try store.undoHistory().count == 2)
            let hidden = try FileManager.default.subpathsOfDirectory(atPath: dir).filter {
                $0.contains(".tmp-")
            }
            #expect(hidden.isEmpty)
        }
    }

    /// With the history full, a change crashed at any step keeps exactly ``LedgerStore/undoDepth``
    /// entries: the oldest is pruned in the commit itself, so the entries are the ones before the
    /// change or the ones after it, never one more.
    @Test(arguments: CommitStep.names)
    func aChangeCrashedAtAnyStepPrunesTheOldestEntryOrNone(step: String) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            for index in 1...LedgerStore.undoDepth {
                try store.write { try $0.addBill(self.draft(Int64(index)), to: 1, now: Self.now) }
            }
            let before = Array(1...LedgerStore.undoDepth)
            #expect(try UndoHistory.numbers(ledger: dir) == before)
            var crashed = false
            store.commitObserver = { current in
                if current.name == step {
                    crashed = true
                    throw SimulatedCrash()
                }
            }
            do { try store.write { try $0.addBill(self.draft(999), to: 1, now: Self.now) } } catch is SimulatedCrash {}
            store.commitObserver = { _ in }
            let bills = try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!).count }
            let numbers = try UndoHistory.numbers(ledger: dir)
            if bills == LedgerStore.undoDepth + 1 {
                #expect(numbers == Array(2...LedgerStore.undoDepth + 1), "\(step): crashed \(crashed)")
            } else {
                #expect(crashed)
                #expect(numbers == before, "\(step)")
            }
        }
    }
}
