import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The import key (issue 13, point 3): a row's transaction number, or without one its date, amount,
/// description and balance — never the category or note it was booked under.
struct ImportReferenceTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    @discardableResult
    func importing(_ text: String, into store: LedgerStore, createCategories: Bool = true) throws
        -> ImportOutcome
    {
        let batch = try BillImport(
            bytes: Array(text.utf8), source: "e.csv", path: "e.csv",
            options: .init(createCategories: createCategories))
        return try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
    }

    func allBills(_ store: LedgerStore) throws -> [Bill] {
        try store.read { ledger in
            try ledger.bills(of: 1, from: Period.all.start, through: Period.all.end)
        }
    }

    static let header = "date,amount,category,payee,note,ref\n"

    @Test func overlappingExportsWithOtherCategoriesBookEachTransactionOnce() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let janFeb =
                Self.header + "2026-01-05,-20,meals,美团,lunch,4200000001\n"
                + "2026-02-03,-35,meals,滴滴出行,ride,4200000002\n"
                + "2026-02-03,-35,meals,滴滴出行,ride,4200000003\n"
            let febMar =
                Self.header + "2026-02-03,-35,transport,滴滴出行,taxi,4200000002\n"
                + "2026-02-03,-35,transport,滴滴出行,taxi,4200000003\n"
                + "2026-03-01,-9,coffee,Manner,,4200000004\n"
            #expect(try importing(janFeb, into: store).imported.count == 3)
            let later = try importing(febMar, into: store)
            #expect(later.imported.map(\.reference) == ["4200000004"])
            let bills = try allBills(store)
            let shortID = { (reference: String) in bills.first { $0.reference == reference }?.shortID ?? "?" }
            #expect(
                later.skips.map(\.reason) == [
                    .sameReference("4200000002", shortID("4200000002")),
                    .sameReference("4200000003", shortID("4200000003")),
                ])
            #expect(bills.count == 4)
            #expect(bills.map(\.payee) == ["美团", "滴滴出行", "滴滴出行", "Manner"])
            #expect(try importing(febMar, into: store).imported.isEmpty)
            #expect(try importing(janFeb, into: store).imported.isEmpty)
        }
    }

    @Test func rowsWithoutANumberKeyOnWhatTheFileSaysNotOnTheCategory() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let header = "date,amount,category,payee,note,balance\n"
            let rows = [
                "2026-11-02,-12,meals,METRO,,88.00\n", "2026-11-02,-12,meals,METRO,,76.00\n",
                "2026-11-03,-4,meals,BAKERY,,72.00\n",
            ]
            try importing(header + rows[0] + rows[1], into: store)
            // The same rows under another category, and a later statement starting at the second.
            let other = [rows[1], rows[2]].map { $0.replacingOccurrences(of: "meals", with: "transport") }
            let later = try importing(header + other.joined(), into: store)
            #expect(later.imported.map(\.payee) == ["BAKERY"])
            #expect(later.skips.map(\.place) == [.line(2)])
            #expect(later.skips.allSatisfy { !$0.isPresent })
            #expect(try allBills(store).count == 3)
        }
    }

    @Test func billsImportedBeforePayeesExistedAreStillRecognised() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let legacy = ImportKey.make(
                content: ImportKey.legacyContent(
                    book: 1, date: Day(year: 2026, month: 11, day: 1)!, type: .expense,
                    amount: Money(cents: 500),
                    category: 1, note: "tea"),
                occurrence: 0)
            try store.write { ledger in
                try ledger.addImported(
                    Bill(
                        id: "old", date: Day(year: 2026, month: 11, day: 1)!, type: .expense,
                        amount: Money(cents: 500), category: 1, book: 1, note: "tea", created: Self.now,
                        importKey: legacy))
            }
            let again = try importing("date,amount,note\n2026-11-01,-5,tea\n2026-11-01,-5,tea\n", into: store)
            #expect(again.skips == [ImportSkip(place: .line(2), reason: .sameContent("old"))])
            #expect(again.imported.count == 1)
        }
    }

    @Test func aBadTransactionNumberOrPayeeStopsTheImport() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let csv = Self.header + "2026-01-05,-20,meals,美团,lunch,42 00\n"
            #expect { try importing(csv, into: store) } throws: {
                "\($0)".contains("e.csv:2: invalid ref '\"42 00\"'")
            }
            let long = Self.header + "2026-01-05,-20,meals,\(String(repeating: "x", count: 201)),lunch,1\n"
            #expect { try importing(long, into: store) } throws: { "\($0)".contains("at most 200") }
            let bills = try allBills(store)
            #expect(bills.isEmpty)
        }
    }
}
