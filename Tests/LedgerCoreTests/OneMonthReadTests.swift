import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// What a view of one month reads: the rows of a whole timeline written straight from the month
/// files are those of the report's bills, and the summaries of some months are those of all months.
struct OneMonthReadTests {
    /// The ledger of ``SearchTests/ledger(in:)`` (2026-10 and 2026-11), with a bill in 2025-12 too.
    static func ledger(in dir: String) throws -> LedgerStore {
        let store = try SearchTests.ledger(in: dir)
        try store.write { ledger in
            let draft = BillDraft(
                amount: Money(cents: 4200), category: "1", type: .expense, date: Day(iso: "2025-12-31")!,
                note: "last year")
            _ = try ledger.addBill(draft, to: 1, now: Timestamp(milliseconds: 1_767_139_200_000))
        }
        return store
    }

    static let periods: [Period] = [
        .all, Period(month: Month(year: 2026, month: 11)!), Period(month: Month(year: 2026, month: 9)!),
        Period(year: 2026),
        Period(
            start: Day(iso: "2025-12-31")!, end: Day(iso: "2026-10-04")!,
            description: "2025-12-31..2026-10-04"),
    ]

    @Test(arguments: periods)
    func aWholeTimelineIsWrittenAsItsReportsBills(period: Period) throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(in: dir)
            try expectSameRows(store, period)
            // A month edited by hand (its bills out of order) is read whole, and sorted, either way.
            let path = dir + "/bills/1/2026-10.json"
            let bills = try store.read { try $0.bills(of: 1, in: Month(year: 2026, month: 10)!) }
            try Data(MonthFile.encode(Array(bills.reversed()))).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: path)
            try expectSameRows(store, period)
        }
    }

    /// The rows of `period` as JSON and as CSV, each in the pieces `writeRows` handed out.
    private func rows(_ ledger: Ledger, _ period: Period) throws -> (json: [[UInt8]], csv: [[UInt8]]) {
        let book = try #require(ledger.state.book(1))
        var json: [[UInt8]] = []
        var csv: [[UInt8]] = []
        try TimelineReport.writeRows(.json, ledger: ledger, book: book, period: period) {
            json.append(Array($0))
        }
        try TimelineReport.writeRows(.csv, ledger: ledger, book: book, period: period) {
            csv.append(Array($0))
        }
        return (json, csv)
    }

    private func expectSameRows(_ store: LedgerStore, _ period: Period) throws {
        try store.read { ledger in
            let book = try #require(ledger.state.book(1))
            let report = try TimelineReport(ledger: ledger, book: book, period: period)
            let (json, csv) = try rows(ledger, period)
            #expect(json.joined().elementsEqual(BillOutput.json(of: report.bills, in: ledger.state)))
            #expect(csv.joined().elementsEqual(BillOutput.csv(of: report.bills, in: ledger.state)))
        }
    }

    /// A list longer than a piece is handed out in pieces of at least ``TimelineReport/rowPieceSize``
    /// that join into the report's rows: memory stays at a piece and a month, however long the period.
    @Test func aLongTimelineIsWrittenInPieces() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                for index in 0..<9_000 {
                    let draft = BillDraft(
                        amount: Money(cents: Int64(100 + index)), category: nil, type: .expense,
                        date: Day(year: 2026, month: 1 + index % 3, day: 1 + index % 28)!,
                        note: String(repeating: "n", count: 30) + String(index))
                    _ = try ledger.addBill(draft, to: 1, now: Timestamp(milliseconds: Int64(index)))
                }
            }
            try store.read { ledger in
                let (json, csv) = try rows(ledger, .all)
                #expect(json.count > 1, "\(json.count) pieces of JSON")  // ~1.9 MB
                #expect(json.dropLast().allSatisfy { $0.count >= TimelineReport.rowPieceSize })
                #expect(csv.dropLast().allSatisfy { $0.count >= TimelineReport.rowPieceSize })
            }
            try expectSameRows(store, .all)
        }
    }

    @Test func theSummariesOfSomeMonthsAreThoseOfAllMonths() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(in: dir)
            let all = try store.read { try $0.summaries(of: 1) }
            #expect(all.count == 3)
            for (first, last) in [
                ((2025, 12), (2025, 12)), ((2026, 10), (2026, 11)), ((2025, 1), (2026, 12)),
            ] {
                let range = Month(year: first.0, month: first.1)!...Month(year: last.0, month: last.1)!
                // Each in a session of its own, which reads only the totals files of the range.
                let some = try store.read { try $0.summaries(of: 1, in: range) }
                #expect(some == all.filter { range.contains($0.key) })
            }
        }
    }
}
