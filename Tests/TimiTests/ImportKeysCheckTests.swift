import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The fault harness's check of the import-key index (``ImportKeysCheck``) finds an index that says of
/// a month, as indexed by its files, what its bills are not.
@Suite struct ImportKeysCheckTests {
    @Test func anIndexThatMisstatesAMonthItHoldsAsIndexedIsFound() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let now = Timestamp(milliseconds: 1_795_264_462_000)
            try store.write { ledger in
                _ = try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 100), category: "meals", type: nil,
                        date: Day(year: 2026, month: 9, day: 1)!, payee: "示例书店"),
                    to: 1, now: now)
            }
            let csv = "date,amount,payee\n2026-10-02,-30,示例餐厅\n2026-11-03,-8.50,示例超市\n"
            let batch = try BillImport(bytes: Array(csv.utf8), source: "a.csv", path: "a.csv", options: .init())
            _ = try store.write { try batch.apply(to: $0, book: nil, now: now) }
            #expect(try ImportKeysCheck.problems(in: dir) == [])
            let path = dir + "/" + ImportKeyIndex.fileName
            let index = try #require(ImportKeyIndex.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
            #expect(index.months.count == 3)
            // An entry and a payee's count dropped, the months' files still as listed.
            let wrong = ImportKeyIndex(
                months: index.months, files: index.files, entries: Array(index.entries.dropFirst()),
                payees: Array(index.payees.dropFirst()))
            try Data(wrong.encoded()).write(to: URL(fileURLWithPath: path))
            #expect(try ImportKeysCheck.problems(in: dir).count == 2)
        }
    }
}
