import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A ledger written before the totals files (`Fixtures/ledger-before-totals`, made by the timi of
/// that time: the month summaries in `ledger.json`) opens, lists and changes correctly: its summaries
/// are read from `ledger.json`, the first change moves them out into totals files, and undoing that
/// change puts the older `ledger.json` back, still read correctly.
struct OlderLayoutTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// A copy of the fixture whose month files carry the times their summaries recorded (a copy
    /// changes them), as the timi that wrote it left them.
    func olderLedger(in dir: String) throws -> (
        directory: String, summaries: [Book.ID: [Month: MonthSummary]]
    ) {
        let ledger = dir + "/ledger"
        try FileManager.default.copyItem(atPath: FixtureFiles.path("ledger-before-totals"), toPath: ledger)
        let bytes = try FixtureFiles.bytes("ledger-before-totals/ledger.json")
        let summaries = try LedgerState.decode(bytes, path: "ledger.json", deferringSummaries: false)
            .summaries
        for (book, months) in summaries {
            for (month, summary) in months {
                let modified = try #require(summary.file?.modified)
                let time = timespec(
                    tv_sec: Int(modified / 1_000_000_000), tv_nsec: Int(modified % 1_000_000_000))
                let times = [time, time]
                #expect(utimensat(AT_FDCWD, "\(ledger)/bills/\(book)/\(month).json", times, 0) == 0)
            }
        }
        return (ledger, summaries)
    }

    @Test func anOlderLedgerOpensChangesAndUndoes() throws {
        try withTemporaryDirectory { dir in
            let (directory, older) = try olderLedger(in: dir)
            let store = LedgerStore(directory: directory)
            let november = Month(year: 2026, month: 11)!
            // Read from ledger.json: the month files match them, nothing is rebuilt.
            #expect(older[1]?.count == 3 && older[2]?.count == 1)
            #expect(
                try store.read { ledger in [try ledger.summaries(of: 1), try ledger.summaries(of: 2)] } == [
                    older[1], older[2],
                ])
            #expect(try store.read { try $0.bills(of: 1, in: november).map(\.note) } == [""])
            let coffee = try #require(
                try store.read {
                    try $0.bills(of: 1, in: Month(year: 2026, month: 1)!).first { $0.note == "coffee" }
                })
            #expect(try store.read { try $0.bill(matching: String(coffee.id.prefix(6))) } == coffee)
            let stateBefore = try FixtureFiles.bytes("ledger-before-totals/ledger.json")

            let added = try store.write { ledger in
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 500), category: "meals", type: nil,
                        date: Day(year: 2026, month: 11, day: 9)!, note: "new"), to: 1, now: Self.now)
            }
            // The summaries moved out of ledger.json into a totals file per book and year.
            let state = try String(contentsOfFile: directory + "/ledger.json", encoding: .utf8)
            #expect(!state.contains("\"summaries\""))
            for name in ["1/2025.totals", "1/2026.totals", "2/2026.totals"] {
                #expect(FileManager.default.fileExists(atPath: directory + "/bills/" + name), "\(name)")
            }
            var expected = older
            expected[1]?[november]?.add(added)
            let stored = try storedTotals(in: directory, books: [1, 2])
            #expect(stored[2] == expected[2])
            #expect(stored[1]?.mapValues(\.count) == expected[1]?.mapValues(\.count))
            #expect(stored[1]?[november]?.expense == Money(cents: 2500))
            #expect(try store.read { try $0.bill(matching: added.id) } == added)
            try store.write { try $0.deleteBills([try $0.bill(matching: String(coffee.id.prefix(8)))]) }
            #expect(
                try storedTotals(in: directory, books: [1, 2])[1]?[Month(year: 2026, month: 1)!]?.count == 1)
            #expect(try store.doctor(repair: false).findings.isEmpty)

            // Undoing both puts the older ledger.json back, and it is read as before.
            try store.undo()
            try store.undo()
            #expect(
                Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/ledger.json"))) == stateBefore)
            #expect(!FileManager.default.fileExists(atPath: directory + "/bills/1/2026.totals"))
            #expect(
                try store.read { ledger in [try ledger.summaries(of: 1), try ledger.summaries(of: 2)] } == [
                    older[1], older[2],
                ])
            #expect(try store.doctor(repair: false).findings.isEmpty)
        }
    }
}
