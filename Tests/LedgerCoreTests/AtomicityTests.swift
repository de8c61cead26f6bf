import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A change spanning several files is all or nothing, whichever step a crash interrupts.
struct AtomicityTests {
    struct SimulatedCrash: Error {}

    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// A ledger with one bill in 2026-11, and the edit that moves it to 2026-10 (three files change).
    func prepare(_ dir: String) throws -> (LedgerStore, Bill) {
        let store = LedgerStore(directory: dir)
        let bill = try store.write { ledger in
            try ledger.addBill(
                BillDraft(amount: Money(cents: 1000), category: nil, type: nil, date: Day(iso: "2026-11-05")!),
                to: 1, now: Self.now)
        }
        return (store, bill)
    }

    func moveToOctober(_ store: LedgerStore, _ bill: Bill) throws {
        try store.write { ledger in
            _ = try ledger.editBill(bill, BillChanges(date: Day(iso: "2026-10-05")!))
        }
    }

    @Test func aCrashBeforeTheRedoLogLeavesNothingOfTheChange() throws {
        try withTemporaryDirectory { dir in
            let (store, bill) = try prepare(dir)
            let before = snapshot(dir)
            var staged = 0
            store.commitObserver = { step in
                if case .temporaryWritten = step {
                    staged += 1
                    if staged == 2 { throw SimulatedCrash() }  // between two files of one change
                }
            }
            #expect(throws: SimulatedCrash.self) { try moveToOctober(store, bill) }
            store.commitObserver = { _ in }
            #expect(snapshot(dir) == before)
            #expect(try store.read { try $0.bill(matching: bill.id).date.description } == "2026-11-05")
        }
    }

    @Test(arguments: [0, 1, 2])  // the edit renames two files (and removes one)
    func aCrashAfterTheRedoLogIsFinishedByTheNextCommand(renamesBeforeCrash: Int) throws {
        try withTemporaryDirectory { dir in
            let (store, bill) = try prepare(dir)
            var renamed = 0
            store.commitObserver = { step in
                switch step {
                case .renamed:
                    renamed += 1
                    if renamed == renamesBeforeCrash { throw SimulatedCrash() }
                case .journalWritten where renamesBeforeCrash == 0: throw SimulatedCrash()
                default: break
                }
            }
            #expect(throws: SimulatedCrash.self) { try moveToOctober(store, bill) }
            store.commitObserver = { _ in }
            #expect(try RedoLog.isWaiting(in: dir))
            // The next reader recovers: the whole change is there.
            let moved = try store.read { ledger in (try ledger.bill(matching: bill.id).date.description, try ledger.summaries(of: 1)) }
            #expect(moved.0 == "2026-10-05")
            #expect(moved.1.keys.map(\.description) == ["2026-10"])
            #expect(!(try RedoLog.isWaiting(in: dir)))
            #expect(!FileManager.default.fileExists(atPath: dir + "/bills/1/2026-11.json"))
            let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
            #expect(leftovers.isEmpty)
        }
    }

    @Test func aFailedFirstWriteLeavesNoLedgerBehind() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/new")
            #expect(throws: LedgerError.self) {
                try store.write { ledger in
                    try ledger.addBill(
                        BillDraft(amount: Money(cents: 1), category: "nosuch", type: nil, date: Day.epoch), to: 1,
                        now: Self.now)
                }
            }
            #expect(!FileManager.default.fileExists(atPath: dir + "/new"))
        }
    }

    @Test func symlinksAndModesAreKept() throws {
        try withTemporaryDirectory { dir in
            let (store, _) = try prepare(dir + "/ledger")
            let real = dir + "/elsewhere.json"
            try FileManager.default.moveItem(atPath: dir + "/ledger/ledger.json", toPath: real)
            try FileManager.default.createSymbolicLink(atPath: dir + "/ledger/ledger.json", withDestinationPath: real)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real)
            try store.write { try $0.addBook(name: "旅行") }
            let attributes = try FileManager.default.attributesOfItem(atPath: real)
            #expect((attributes[.posixPermissions] as? Int) == 0o640)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/ledger/ledger.json") == real)
            #expect(try String(contentsOfFile: real, encoding: .utf8).contains("旅行"))
        }
    }
}
