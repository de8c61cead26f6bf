import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Sealed change logs (``MonthLog``): the change that would pass a log's limit keeps the log as it is
/// under a numbered name and begins a new one; undo and redo put the files back, an older timi
/// refuses the ledger, a sealed log edited by hand is noticed, and a missing one stops what reads
/// its month until the doctor moves the logs aside. (Every reader against a model, with sealed logs:
/// ``MonthLogTests/randomChangesReadTheSameEverywhere()``.)
struct SealedLogTests {
    let logs = MonthLogTests()
    let month = MonthLogTests.month

    func contents(_ dir: String, _ suffix: String) -> Data? {
        FileManager.default.contents(atPath: logs.path(dir, month, suffix))
    }

    /// Adds bills to 2026-10 of the seeded ledger until its log is sealed as sealed log `number`.
    /// - Returns: the model, the bill whose change sealed the log, and the log's bytes before it.
    func sealOnce(_ store: LedgerStore, _ dir: String, model seeded: [String: Bill], number: Int = 1) throws
        -> (model: [String: Bill], sealer: Bill, log: Data)
    {
        var model = seeded
        for index in 0..<200 {
            let before = contents(dir, ".changes")
            let bill = try logs.add(
                store, cents: Int64(1000 + index), on: Day(year: 2026, month: 10, day: 1 + index % 28)!,
                note: "adding \(index) of \(number)", at: Int64(20_000 + 1000 * number + index))
            model[bill.id] = bill
            if contents(dir, ".\(number).changes") != nil { return (model, bill, try #require(before)) }
        }
        Issue.record("no log was sealed")
        throw CancellationError()
    }

    func expected(_ model: [String: Bill]) -> [Bill] {
        model.values.filter { $0.date.yearMonth == month }.sorted(by: Bill.chronological)
    }

    @Test func theLogIsSealedAsItIsAndANewOneNamesIt() throws {
        try withTemporaryDirectory { dir in
            let (store, seeded) = try logs.seeded(dir)
            let monthFile = try #require(contents(dir, ".json"))
            let (model, sealer, before) = try sealOnce(store, dir, model: seeded)
            #expect(contents(dir, ".1.changes") == before)
            #expect(before.count <= MonthLog.largest)
            let log = try MonthLog.decode(
                Array(try #require(contents(dir, ".changes"))), path: "log", book: 1, month: month,
                categories: nil)
            #expect(log.sealed == [ByteHash.of(Array(before))])
            #expect(log.bills.map(\.id) == [sealer.id] && log.removed.isEmpty)
            #expect(contents(dir, ".json") == monthFile)
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: month) == expected(model))
                #expect(try ledger.summaries(of: 1)[month]?.count == expected(model).count)
            }
            // What a timi that reads up to format 2 (change logs, none sealed) says.
            let state = dir + "/ledger.json"
            #expect(throws: LedgerError.newerFormat(path: state, found: 3, supported: 2)) {
                try MonthLogTests.checkFormat(of: state, readingUpTo: LedgerState.formatWithLogs)
            }
            // Undo takes the sealed log away and puts the log back; redo seals it again.
            let sealed = try logs.snapshot(dir)
            try store.undo()
            #expect(contents(dir, ".1.changes") == nil)
            #expect(contents(dir, ".changes") == before)
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: month) == expected(model.filter { $0.key != sealer.id }))
            }
            try store.redo()
            #expect(try logs.snapshot(dir) == sealed)
        }
    }

    /// Bills of two sealed logs edited, moved and deleted: every reader folds the sealed logs in
    /// their order, then the log, and undo and redo put the files back.
    @Test func changesOfBillsInTwoSealedLogsReadTheSameEverywhere() throws {
        try withTemporaryDirectory { dir in
            let (store, seeded) = try logs.seeded(dir)
            let (first, firstSealer, _) = try sealOnce(store, dir, model: seeded)
            var (model, _, _) = try sealOnce(store, dir, model: first, number: 2)
            let inFirst = try #require(model.values.first { $0.note == "adding 3 of 1" })
            let inSecond = try #require(model.values.first { $0.note == "adding 5 of 2" })
            model[inFirst.id] = try store.write { ledger in
                try ledger.editBill(
                    try ledger.bill(matching: inFirst.id), BillChanges(amount: Money(cents: 4242)))
            }
            try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: inSecond.id)]) }
            model[inSecond.id] = nil
            model[firstSealer.id] = try store.write { ledger in
                try ledger.editBill(
                    try ledger.bill(matching: firstSealer.id),
                    BillChanges(date: Day(year: 2026, month: 11, day: 3)))
            }
            #expect(contents(dir, ".2.changes") != nil && contents(dir, ".3.changes") == nil)
            try logs.check(store, dir: dir, model: model, step: -2)
            let before = try logs.snapshot(dir)
            try store.undo()
            try store.redo()
            #expect(try logs.snapshot(dir) == before)
            try logs.check(store, dir: dir, model: model, step: -3)
        }
    }

    @Test func aSealedLogEditedByHandIsNoticedAndTheMonthWrittenWhole() throws {
        try withTemporaryDirectory { dir in
            let (store, seeded) = try logs.seeded(dir)
            var (model, _, _) = try sealOnce(store, dir, model: seeded)
            let sealedPath = logs.path(dir, month, ".1.changes")
            let text = String(decoding: try #require(contents(dir, ".1.changes")), as: UTF8.self)
            #expect(text.contains("\"10.03\""))
            try Data(text.replacingOccurrences(of: "\"10.03\"", with: "\"10.99\"").utf8).write(
                to: URL(fileURLWithPath: sealedPath))
            for (id, bill) in model where bill.note == "adding 3 of 1" { model[id]?.amount = Money(cents: 1099) }
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: month) == expected(model))
                // The totals notice the sealed log's new fingerprint and are made again from the bills.
                #expect(
                    try ledger.summaries(of: 1)[month]?.expense
                        == MonthSummary(bills: expected(model)).expense)
            }
            // The next change of the month writes it whole, without any log.
            let added = try logs.add(
                store, cents: 5, on: Day(year: 2026, month: 10, day: 20)!, note: "after the edit", at: 90_000)
            model[added.id] = added
            #expect(contents(dir, ".changes") == nil && contents(dir, ".1.changes") == nil)
            #expect(contents(dir, ".json").map(Array.init) == MonthFile.encode(expected(model)))
            #expect(try store.doctor(repair: false).isHealthy)
        }
    }

    @Test func aMissingSealedLogStopsWhatReadsTheMonthUntilTheDoctorMovesTheLogsAside() throws {
        try withTemporaryDirectory { dir in
            let (store, seeded) = try logs.seeded(dir)
            _ = try sealOnce(store, dir, model: seeded)
            let sealedPath = logs.path(dir, month, ".1.changes")
            try FileManager.default.removeItem(atPath: sealedPath)
            #expect {
                try store.read { (ledger: Ledger) throws in try ledger.bills(of: 1, in: month) }
            } throws: { error in
                guard case .corruptFile(let path, _)? = error as? LedgerError else { return false }
                return path == sealedPath
            }
            let damaged = try logs.snapshot(dir)
            let report = try store.doctor(repair: true, quarantine: true)
            #expect(
                report.findings.contains {
                    $0.path == "bills/1/2026-10.changes" && $0.action.contains("quarantine")
                },
                "\(report.findings)")
            #expect(contents(dir, ".changes") == nil)
            #expect(FileManager.default.fileExists(atPath: dir + "/quarantine/1/2026-10.changes"))
            try store.read { (ledger: Ledger) throws in
                #expect(try ledger.bills(of: 1, in: month) == expected(seeded))
            }
            #expect(try store.doctor(repair: false).isHealthy)
            try store.undo()
            #expect(try logs.snapshot(dir) == damaged)
        }
    }

    @Test func anImportIntoTheMonthFoldsItsLogs() throws {
        try withTemporaryDirectory { dir in
            let (store, seeded) = try logs.seeded(dir)
            var (model, _, _) = try sealOnce(store, dir, model: seeded)
            let csv = "date,type,amount,category,note\n2026-10-17,expense,3.21,meals,imported\n"
            let batch = try BillImport(
                bytes: Array(csv.utf8), source: "rows", path: "rows.csv",
                options: .init(createCategories: true))
            let outcome = try store.write {
                try batch.apply(to: $0, book: nil, now: Timestamp(milliseconds: 99_000))
            }
            for bill in outcome.imported { model[bill.id] = bill }
            #expect(outcome.imported.count == 1)
            #expect(contents(dir, ".changes") == nil && contents(dir, ".1.changes") == nil)
            #expect(contents(dir, ".json").map(Array.init) == MonthFile.encode(expected(model)))
            #expect(try store.doctor(repair: false).isHealthy)
        }
    }

    @Test func logNamesAreParsed() {
        #expect(
            MonthLog.parse(logName: "2026-10.changes").map { "\($0.month) \($0.sealed ?? 0)" } == "2026-10 0")
        #expect(
            MonthLog.parse(logName: "2026-10.12.changes").map { "\($0.month) \($0.sealed ?? 0)" }
                == "2026-10 12")
        for name in [
            "2026-10.0.changes", "2026-10.01.changes", "2026-10.x.changes", "2026-13.changes",
            "2026-10.1.2.changes", "2026-10.json", ".changes",
        ] {
            #expect(MonthLog.parse(logName: name) == nil, "\(name)")
        }
        #expect(MonthLog.sealedPath(of: "/l/bills/1/2026-10.changes", 3) == "/l/bills/1/2026-10.3.changes")
    }
}
