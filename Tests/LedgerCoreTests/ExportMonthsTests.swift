import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `timi export` reads several months at once, on several threads (``BillExport/cores``), and
/// writes them in order: with one thread, two or three, over more months than one batch holds, the
/// export is what the bills
/// themselves write, newest first is that exactly reversed, and a damaged month stops it after the
/// months before it, as reading one month after another would.
struct ExportMonthsTests {
    /// 30 months of two books, a few bills each (some months in one book only, some ties).
    func ledger(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir + "/a")
        var random = SeededRandom(seed: 30)
        try store.write { ledger in
            let trip = try ledger.addBook(name: "Trip", currency: "€").id
            for index in 0..<150 {
                let month = index % 30
                let day = try #require(
                    Day(
                        year: 2024 + month / 12, month: month % 12 + 1,
                        day: Int.random(in: 1...28, using: &random)))
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: Int64.random(in: 1...99_999, using: &random)),
                        category: nil, type: nil, date: day, note: "n\(index)"),
                    to: month % 7 == 3 || index % 2 == 0 ? 1 : trip,
                    now: Timestamp(milliseconds: 1_700_000_000_000 + Int64(index % 4)))
            }
        }
        return store
    }

    @Test(arguments: BillExport.Format.allCases)
    func manyMonthsAreWrittenInOrder(_ format: BillExport.Format) throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(dir)
            try store.read { ledger in
                // From the 29th: the first month's file has no bill in the period (days 1-28).
                let cut = try Period.read(
                    nil, from: "2024-03-29", to: "2026-05-10", forms: .any, otherwise: .all, today: .epoch)
                for period in [Period.all, cut] {
                    let books = ledger.state.books
                    let expected = try ExportStreamTests().expected(format, ledger, books, period)
                    // Batches of up to 2 x threads months; of one month each (a month as large as the
                    // batch's bytes is written alone); of a few months (~1 KB each).
                    for (threads, batchBytes) in [
                        (1, 16 << 20), (2, 16 << 20), (3, 16 << 20), (2, 1), (3, 2_500),
                    ] {
                        var export = BillExport(format: format, books: books, period: period)
                        (export.threads, export.batchBytes) = (threads, batchBytes)
                        let text = try export.text(from: ledger)
                        #expect(text == expected, "\(threads) threads, batches of \(batchBytes) bytes")
                        guard format == .jsonl else { continue }
                        export.newestFirst = true
                        let lines = text.split(separator: "\n")
                        #expect(lines.count > 100 || period != .all)
                        #expect(try export.text(from: ledger).split(separator: "\n") == lines.reversed())
                    }
                }
            }
        }
    }

    @Test func aDamagedMonthStopsTheExportAfterTheMonthsBeforeIt() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(dir)
            let damaged = dir + "/a/bills/1/2025-08.json"
            try Data("{\"bills\":[{\"amount\":".utf8).write(to: URL(fileURLWithPath: damaged))
            try store.read { ledger in
                let books = ledger.state.books
                let before = try Period.read(
                    nil, from: "2024-01-01", to: "2025-07-31", forms: .any, otherwise: .all, today: .epoch)
                let expected = try ExportStreamTests().expected(.jsonl, ledger, books, before)
                // Every month handed out as soon as it is written (pieces of 1 byte at the least).
                for (threads, batchBytes) in [(1, 16 << 20), (2, 16 << 20), (3, 1), (3, 2_500)] {
                    var export = BillExport(format: .jsonl, books: books, period: .all)
                    (export.threads, export.batchBytes, export.pieceSize) = (threads, batchBytes, 1)
                    var written: [UInt8] = []
                    #expect {
                        try export.write(from: ledger) { written += $0 }
                    } throws: { error in
                        guard case LedgerError.corruptFile(let path, _) = error else { return false }
                        return path.hasSuffix("bills/1/2025-08.json")
                    }
                    #expect(String(decoding: written, as: UTF8.self) == expected, "\(threads) threads")
                }
            }
        }
    }
}
