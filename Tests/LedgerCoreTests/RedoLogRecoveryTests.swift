import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A redo log found after a crash or a power cut is carried out only when its checks say the barrier
/// that wrote it ended (its own checksum, and each file it renames at its temporary name or at its
/// target with the bytes it lists); otherwise the change is taken back and the ledger is as before.
struct RedoLogRecoveryTests {
    struct SimulatedCrash: Error {}

    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// A ledger with a bill in 2026-11 (and one in 2026-12), its files as they were, and the redo log of
    /// an edit moving the bill to 2026-10 left where the command stopped (at `step`, the `n`-th time):
    /// the ledger's third change, whose log is in the first file (``logPath(_:)``), emptied by the second.
    func crashed(at step: String, _ n: Int = 1, _ dir: String) throws -> (LedgerStore, Bill, [String: Data]?, RedoLog) {
        let store = LedgerStore(directory: dir)
        let bill = try store.write { ledger in
            try ledger.addBill(
                BillDraft(amount: Money(cents: 1000), category: nil, type: nil, date: Day(iso: "2026-11-05")!),
                to: 1, now: Self.now)
        }
        try store.write { ledger in
            _ = try ledger.addBill(
                BillDraft(amount: Money(cents: 500), category: nil, type: nil, date: Day(iso: "2026-12-05")!),
                to: 1, now: Self.now)
        }
        let before = snapshot(dir)
        var seen = 0
        store.commitObserver = { current in
            if current.name == step {
                seen += 1
                if seen == n { throw SimulatedCrash() }
            }
        }
        #expect(throws: SimulatedCrash.self) {
            try store.write { _ = try $0.editBill(bill, BillChanges(date: Day(iso: "2026-10-05")!)) }
        }
        store.commitObserver = { _ in }
        let path = logPath(dir)
        let log = try RedoLog(decoding: try #require(try FileSystem.read(path)), path: path, base: dir)
        return (store, bill, before, log)
    }

    func logPath(_ dir: String) -> String { RedoLog.path(slot: 0, in: dir) }

    func date(_ store: LedgerStore, _ bill: Bill) throws -> String {
        try store.read { try $0.bill(matching: bill.id).date.description }
    }

    func replace(_ path: String, with bytes: [UInt8]) throws {
        try FileSystem.remove(path)
        try FileSystem.create(path, contents: bytes)
    }

    @Test(arguments: [0, 1, 13, 100, -1, -2])  // bytes kept (negative: from the end); 0 and -1 made zeros
    func aTornLogIsTakenBack(kept: Int) throws {
        try withTemporaryDirectory { dir in
            let (store, bill, before, _) = try crashed(at: "journal-written", 1, dir)
            let path = logPath(dir)
            let bytes = try #require(try FileSystem.read(path))
            let torn: [UInt8] =
                switch kept {
                case 0: [UInt8](repeating: 0, count: bytes.count)  // a power cut: its size, not its bytes
                case -1: bytes.prefix(bytes.count / 2) + [UInt8](repeating: 0, count: bytes.count - bytes.count / 2)
                case ..<0: Array(bytes.dropLast(-kept))
                default: Array(bytes.prefix(kept))
                }
            #expect(RedoLog.isTorn(torn))
            try replace(path, with: torn)
            #expect(try date(store, bill) == "2026-11-05")
            #expect(try FileSystem.read(path) == [], "a torn log is emptied")
            // A torn log names no file for certain: doctor removes its temporaries, and nothing else.
            let report = try store.doctor()
            #expect(report.findings.allSatisfy { $0.problem.contains("temporary") }, "\(report.findings)")
            #expect(snapshot(dir) == before)
        }
    }

    @Test(arguments: [0, 1, 3])  // the undo entry's folder, then the first and the last staged file
    func aLogWhoseTemporaryIsMissingIsTakenBack(missing: Int) throws {
        try withTemporaryDirectory { dir in
            let (store, bill, before, log) = try crashed(at: "journal-written", 1, dir)
            let checked = log.renames.filter { $0.check != nil }
            #expect(checked.count == 4)  // the undo entry and the three files the edit writes
            #expect(try log.isCommitted(in: dir))
            try FileSystem.removeTree(checked[missing].from)  // its name never reached the disk
            #expect(!(try log.isCommitted(in: dir)))
            #expect(try date(store, bill) == "2026-11-05")
            #expect(snapshot(dir) == before)  // the log and every temporary gone
            #expect(try store.doctor(repair: false).findings.isEmpty)
        }
    }

    @Test(arguments: [1, 2])
    func aLogWhoseTemporaryHoldsOtherBytesIsTakenBack(which: Int) throws {
        try withTemporaryDirectory { dir in
            let (store, bill, before, log) = try crashed(at: "journal-written", 1, dir)
            let source = log.renames.filter { $0.check != nil }[which].from
            let bytes = try #require(try FileSystem.read(source))
            try replace(source, with: [UInt8](repeating: 0, count: bytes.count))  // its size, not its bytes
            #expect(try date(store, bill) == "2026-11-05")
            #expect(snapshot(dir) == before)
        }
    }

    @Test func anUndoEntryMissingAFileItKeepsIsTakenBack() throws {
        try withTemporaryDirectory { dir in
            let (store, bill, before, log) = try crashed(at: "journal-written", 1, dir)
            let kept = try #require(log.renames.first { $0.check == nil && $0.to.hasPrefix(dir + "/undo/") })
            try FileSystem.remove(kept.from)
            #expect(try date(store, bill) == "2026-11-05")
            #expect(snapshot(dir) == before)
        }
    }

    // The undo entry's kept files, one then all of them (two: the month file and the totals), its record,
    // then one file, then both.
    @Test(arguments: [1, 2, 3, 4, 5])
    func aLogWhoseSourcesWerePartlyRenamedIsFinished(renamed: Int) throws {
        try withTemporaryDirectory { dir in
            let (store, bill, _, log) = try crashed(at: "renamed", renamed, dir)
            let gone = try log.renames.filter { try !FileSystem.exists($0.from) }
            #expect(gone.count == renamed)
            #expect(try log.isCommitted(in: dir))
            #expect(try date(store, bill) == "2026-10-05")
            #expect(!(try RedoLog.isWaiting(in: dir)))
            #expect(try store.doctor(repair: false).findings.isEmpty)
            #expect(try store.undo().number == 3)
            #expect(try date(store, bill) == "2026-11-05")
        }
    }

    @Test func aRenamedFileChangedSinceMakesTheLogUncommitted() throws {
        // What the check of a renamed file proves: the target holds the bytes the log lists.
        try withTemporaryDirectory { dir in
            let (_, _, _, log) = try crashed(at: "carried-out", 1, dir)
            let done = try #require(try log.renames.filter { $0.check != nil }.last { try !FileSystem.exists($0.from) })
            #expect(try log.isCommitted(in: dir))
            try replace(done.to, with: Array("{}".utf8))
            #expect(!(try log.isCommitted(in: dir)))
        }
    }

    @Test func aFormatOneLogIsCarriedOutAsItWas() throws {
        // Written by a timi before format 2: renamed into place once durable, so committed by existing.
        try withTemporaryDirectory { dir in
            let (store, bill, _, log) = try crashed(at: "journal-written", 1, dir)
            func path(_ p: String) -> String { "\"" + FileSystem.relative(p, to: dir) + "\"" }
            let renames = log.renames.map { "{\"from\":\(path($0.from)),\"to\":\(path($0.to))}" }
            let text =
                "{\"directories\":[],\"format\":1,\"removals\":[" + log.removals.map(path).joined(separator: ",")
                + "],\"renames\":[" + renames.joined(separator: ",") + "]}\n"
            let old = try RedoLog(decoding: Array(text.utf8), path: "j", base: dir)
            #expect(old.readFormat == 1 && old.renames.allSatisfy { $0.check == nil })
            let source = log.renames[1].from
            let bytes = try #require(try FileSystem.read(source))
            try FileSystem.remove(source)  // no check: a format 1 log is not judged by its files
            #expect(try old.isCommitted(in: dir))
            try FileSystem.create(source, contents: bytes)
            try replace(logPath(dir), with: Array(text.utf8))
            #expect(throws: Never.self) { _ = try date(store, bill) }
            #expect(!(try RedoLog.isWaiting(in: dir)))
        }
    }
}
