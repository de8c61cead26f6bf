import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `redo()` re-applies exactly what `undo()` reverted, back and forth, all or nothing, until a new
/// change ends it.
struct RedoTests {
    struct SimulatedCrash: Error {}

    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func draft(_ cents: Int64, _ day: String = "2026-11-05", note: String = "") -> BillDraft {
        BillDraft(
            amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: day) ?? .epoch, note: note)
    }

    /// Every kind of change: bills, a moved bill, books, categories, budgets.
    var changes: [(Ledger) throws -> Void] {
        [
            { try $0.addBill(self.draft(1000, note: "first"), to: 1, now: Self.now) },
            { try $0.addBill(self.draft(200, "2026-10-02", note: "second"), to: 1, now: Self.now) },
            { ledger in
                let first = try ledger.bills(of: 1, in: Month(iso: "2026-11")!)[0]
                try ledger.editBill(first, BillChanges(date: Day(iso: "2026-09-30")!))
            },
            { ledger in try ledger.deleteBills(try ledger.bills(of: 1, in: Month(iso: "2026-10")!)) },
            { try $0.addBook(name: "旅行") },
            { ledger in ledger.useBook(try ledger.book(matching: "旅行")) },
            { try $0.addCategory(title: "咖啡", alias: "coffee", type: .expense) },
            { ledger in
                ledger.setBudget(
                    try ledger.budgetTarget(matching: "coffee"), of: try ledger.book(matching: "旅行"),
                    to: Money(cents: 50_000), from: Month(iso: "2026-11")!)
            },
            { ledger in
                try ledger.deleteCategory(
                    try ledger.category(matching: "meals"),
                    movingBillsTo: try ledger.category(matching: "coffee"))
            },
            { ledger in try ledger.deleteBook(try ledger.book(matching: "日常账本")) },
        ]
    }

    @Test func walksBackAndForthThroughEveryKindOfChange() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            var states: [[String: Data]] = [ledgerFiles(dir)]
            for change in changes {
                try store.write(change)
                states.append(ledgerFiles(dir))
            }
            let descriptions = try store.undoHistory().map(\.description)
            #expect(try store.redoHistory().isEmpty)
            #expect { try store.redo() } throws: { "\($0)" == "there is nothing to redo" }
            for index in stride(from: changes.count - 1, through: 0, by: -1) {
                try store.undo()
                #expect(ledgerFiles(dir) == states[index])
            }
            #expect(try store.redoHistory().map(\.description) == descriptions.reversed())
            for index in 1...changes.count {
                let redone = try store.redo()
                #expect(redone.description == descriptions[changes.count - index])
                #expect(ledgerFiles(dir) == states[index])
            }
            #expect(try store.undoHistory().map(\.description) == descriptions)
            #expect { try store.redo() } throws: { "\($0)" == "there is nothing to redo" }
            // Back and forth in the middle.
            for _ in 0..<3 { try store.undo() }
            try store.redo()
            try store.undo()
            try store.undo()
            #expect(ledgerFiles(dir) == states[changes.count - 4])
            #expect(try store.redoHistory().count == 4)
            for index in (changes.count - 3)...changes.count {
                try store.redo()
                #expect(ledgerFiles(dir) == states[index])
            }
            #expect(try store.undoHistory().count == changes.count)
            // The book deleted again by the last redo leaves no empty folder, as its deletion did not.
            #expect(!FileManager.default.fileExists(atPath: dir + "/bills/1"))
            #expect(try store.doctor(repair: false).findings.isEmpty)
        }
    }

    @Test func aNewChangeEndsWhatCanBeRedoneInItsOwnCommit() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100, note: "a"), to: 1, now: Self.now) }
            try store.write { try $0.addBill(self.draft(200, note: "b"), to: 1, now: Self.now) }
            try store.undo()
            try store.undo()
            #expect(try store.redoHistory().count == 2)
            // Another store, as another process would be: it sees the same files.
            try LedgerStore(directory: dir).write { try $0.addBook(name: "旅行") }
            #expect(try store.redoHistory().isEmpty)
            let before = snapshot(dir)
            #expect { try store.redo() } throws: { "\($0)" == "there is nothing to redo" }
            #expect(snapshot(dir) == before)
            #expect(!FileManager.default.fileExists(atPath: dir + "/undo/undone"))
            // An undo after it redoes only the new change's undo.
            try store.undo()
            try store.redo()
            #expect(try store.read { $0.state.books.map(\.name) } == ["日常账本", "旅行"])
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!) }.isEmpty)
        }
    }

    @Test func aChangeThatWritesNothingKeepsWhatCanBeRedone() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            try store.write { try $0.addBill(self.draft(200), to: 1, now: Self.now) }
            try store.undo()
            let before = snapshot(dir)
            try store.write { _ in }
            #expect(snapshot(dir) == before)
            #expect(try store.redoHistory().count == 1)
            try store.redo()
            #expect(try store.read { try $0.bills(of: 1, in: Month(iso: "2026-11")!) }.count == 2)
        }
    }

    @Test func refusesWhenAFileWasEditedByHandSinceTheUndoUnlessForced() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            try store.write { try $0.addBill(self.draft(200), to: 1, now: Self.now) }
            try store.undo()
            let path = dir + "/bills/1/2026-11.json"
            let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
                of: "1.00", with: "3.00")
            try edited.write(toFile: path, atomically: false, encoding: .utf8)
            let before = snapshot(dir)
            #expect { try store.redo() } throws: {
                "\($0)".contains("bills/1/2026-11.json was changed after 'add")
                    && "\($0)".contains("'timi redo --force'")
            }
            #expect(snapshot(dir) == before)
            try store.redo(force: true)
            #expect(
                try store.read { try BalanceReport(ledger: $0).totals.first?.expense } == Money(cents: 300))
        }
    }

    @Test func doctorReadsTheUndoneEntriesAndAHealthyCheckKeepsThem() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            try store.write { try $0.addBill(self.draft(200), to: 1, now: Self.now) }
            try store.undo()
            #expect(try store.doctor().findings.isEmpty)
            #expect(try store.redoHistory().count == 1)
            try Data("{".utf8).write(to: URL(fileURLWithPath: dir + "/undo/undone/1.json"))
            let before = snapshot(dir)
            #expect(throws: LedgerError.self) { try store.redo() }
            #expect(snapshot(dir) == before)
            let report = try store.doctor(repair: false)
            #expect(report.findings.map(\.path) == ["undo/undone/1.json"])
            #expect(report.findings.first?.action.hasPrefix("timi redo stops at this change") == true)
            #expect(report.findings.first?.outcome == .cannotRepair)
        }
    }

    @Test func keepsTheUndoneVersionsAsHardLinksNotCopies() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            let after = try FileManager.default.attributesOfItem(atPath: dir + "/bills/1/2026-11.json")
            try store.undo()
            let entry = try #require(try store.redoHistory().first)
            let saved = try #require(entry.files.first { $0.path == "bills/1/2026-11.json" }?.saved)
            let kept = try FileManager.default.attributesOfItem(atPath: dir + "/undo/undone/" + saved)
            #expect(kept[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
            try store.redo()
            let again = try FileManager.default.attributesOfItem(atPath: dir + "/bills/1/2026-11.json")
            #expect(again[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        }
    }

    /// A crash at any step of a redo leaves the change either redone or not, never half; and a crash
    /// at any step of a new change leaves what can be redone with the change's outcome: redoable
    /// when it did not happen, gone when it did.
    @Test(arguments: CommitStep.names)
    func aRedoInterruptedAtAnyStepIsAllOrNothing(step: String) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100, note: "keep"), to: 1, now: Self.now) }
            let bill = try store.write {
                try $0.addBill(self.draft(200, "2026-11-06", note: "moved"), to: 1, now: Self.now)
            }
            let beforeEdit = ledgerFiles(dir)
            try store.write { _ = try $0.editBill(bill, BillChanges(date: Day(iso: "2026-08-01")!)) }
            let afterEdit = ledgerFiles(dir)
            try store.undo()
            var crashed = false
            store.commitObserver = { current in
                if current.name == step {
                    crashed = true
                    throw SimulatedCrash()
                }
            }
            do { try store.redo() } catch is SimulatedCrash {}
            store.commitObserver = { _ in }
            let afterCrash = try store.read { _ in ledgerFiles(dir) }  // a reader finishes a journaled change
            let journaled = [
                "renamed", "removed", "carried-out", "marked", "journal-written",
            ]
            if !crashed || journaled.contains(step) {
                #expect(afterCrash == afterEdit)
                #expect(try store.redoHistory().isEmpty)
                #expect(try store.undoHistory().count == 3)
            } else {
                #expect(afterCrash == beforeEdit)
                #expect(try store.redoHistory().count == 1)
                try store.redo()
                #expect(ledgerFiles(dir) == afterEdit)
            }
            try store.undo()
            #expect(ledgerFiles(dir) == beforeEdit)
            // A new change that crashes: the undone entry stays exactly when the change did not happen.
            crashed = false
            store.commitObserver = { current in
                if current.name == step {
                    crashed = true
                    throw SimulatedCrash()
                }
            }
            do { try store.write { try $0.addBook(name: "旅行") } } catch is SimulatedCrash {}
            store.commitObserver = { _ in }
            let booked = try store.read { $0.state.books.count } == 2
            #expect(booked == (!crashed || journaled.contains(step)))
            #expect(try store.redoHistory().count == (booked ? 0 : 1))
            let hidden = try FileManager.default.subpathsOfDirectory(atPath: dir).filter {
                $0.contains(".tmp-")
            }
            #expect(hidden.isEmpty)
        }
    }
}
