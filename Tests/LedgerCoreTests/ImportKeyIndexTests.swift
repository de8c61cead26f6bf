import Foundation
import TestSupport
import Testing

@testable import LedgerCore

#if canImport(Glibc)
    import Glibc
#endif

/// The import-key index (`import-keys`): an import finds the rows the ledger has from it, reading only
/// the months it does not cover, and it stays right across changes, undo and redo, and when lost.
@Suite struct ImportKeyIndexTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)
    /// A statement of three rows in 2026-11, with payees and no transaction numbers.
    static let november = "date,amount,payee\n2026-11-02,-30,示例餐厅\n2026-11-03,-8.50,示例超市\n2026-11-03,-8.50,示例超市\n"

    /// A ledger of one bill in each month of 2025, then `november` imported: the index written.
    private func ledger(in dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        try store.write { ledger in
            for month in 1...12 {
                _ = try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: Int64(1000 + month)), category: "meals", type: nil,
                        date: Day(year: 2025, month: month, day: 10)!, payee: "示例餐厅"),
                    to: 1, now: Self.now)
            }
        }
        #expect(try importing(Self.november, into: store).count == 3)
        #expect(FileManager.default.fileExists(atPath: dir + "/" + ImportKeyIndex.fileName))
        return store
    }

    private func importing(_ csv: String, into store: LedgerStore) throws -> ImportOutcome {
        let batch = try BillImport(bytes: Array(csv.utf8), source: "a.csv", path: "a.csv", options: .init())
        return try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
    }

    /// Fills the month file of `month` with other bytes of its size and gives it back its time: its
    /// fingerprint is as before, and reading it fails.
    private func spoil(_ dir: String, _ month: String) throws {
        let path = dir + "/bills/1/" + month + ".json"
        var info = stat()
        #expect(stat(path, &info) == 0)
        try Data(repeating: 0x7B, count: Int(info.st_size)).write(to: URL(fileURLWithPath: path))
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func aStatementImportReadsOnlyTheMonthsTheIndexDoesNotCover() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(in: dir)
            // The months of 2025 unreadable, unseen by fingerprint: an import that read one would fail.
            // Every month of 2025: learning counts them from the index too.
            for month in 1...12 { try spoil(dir, String(format: "2025-%02d", month)) }
            let again = try importing(Self.november, into: store)
            #expect(again.count == 0 && again.skipped == 3)
            #expect(again.skips.allSatisfy { if case .sameContent = $0.reason { true } else { false } })
            let more = try importing(Self.november + "2026-11-20,-12,示例书店\n", into: store)
            #expect(more.count == 1 && more.skipped == 3)
        }
    }

    @Test func aMissingOrDamagedIndexIsRebuiltFromTheMonthFiles() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(in: dir)
            let path = dir + "/" + ImportKeyIndex.fileName
            let written = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(ImportKeyIndex.decode(Array(written)) != nil)
            var flipped = Array(written)
            flipped[flipped.count / 2] ^= 0x10
            for damaged in [Array(written.dropLast()), flipped, Array("timi-import-keys 9\n".utf8)] {
                #expect(ImportKeyIndex.decode(damaged) == nil)
                try Data(damaged).write(to: URL(fileURLWithPath: path))
                #expect(try importing(Self.november, into: store).skipped == 3)
            }
            try FileManager.default.removeItem(atPath: path)
            #expect(try importing(Self.november, into: store).skipped == 3)
            // The next import that books a bill writes it again, whole, with the month it wrote.
            #expect(try importing("date,amount,payee\n2026-12-01,-5,示例咖啡\n", into: store).count == 1)
            let rebuilt = try #require(ImportKeyIndex.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
            #expect(rebuilt.months.count == 14 && rebuilt.entries.count == 12 + 2 * 3 + 2)
            // So the import after it reads no month: every one is as indexed.
            let unindexed = try store.read { ledger in
                try ledger.importKeys(digests: ImportDuplicates.entries(of:)) { _ in }.unindexed
            }
            #expect(unindexed.isEmpty)
        }
    }

    @Test func anEditedBillIsFoundWhereItWentAndAnUndoneImportIsNotPresent() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(in: dir)
            // One imported bill's date moved to another month, and another deleted.
            try store.write { ledger in
                let imported = try ledger.bills(of: 1, in: Month(year: 2026, month: 11)!)
                var changes = BillChanges()
                changes.date = Day(year: 2025, month: 6, day: 1)
                _ = try ledger.editBill(try #require(imported.first { $0.amount == Money(cents: 3000) }), changes)
                try ledger.deleteBills([try #require(imported.first { $0.amount == Money(cents: 850) })])
            }
            let again = try importing(Self.november, into: store)
            #expect(again.count == 1 && again.skipped == 2)  // the deleted one comes back
            // Undone, the import's rows are not in the ledger; redone, they are.
            let december = "date,amount,payee\n2026-12-05,-40,示例面馆\n"
            #expect(try importing(december, into: store).count == 1)
            _ = try store.undo()
            #expect(try importing(december, into: store).count == 1)
            _ = try store.undo()
            _ = try store.redo()
            #expect(try importing(december, into: store).skipped == 1)
        }
    }

    @Test func theIndexKeepsTheMonthsAsIndexedAndReadsTheRest() {
        let january = MonthKey(book: 1, month: Month(year: 2025, month: 1)!)
        let february = MonthKey(book: 1, month: Month(year: 2025, month: 2)!)
        let files = ImportKeyIndex.Files(file: FileFingerprint(size: 10, modified: 20), log: nil, sealed: nil)
        let index = ImportKeyIndex(
            months: [january], files: [files], entries: [0xABCD_0000_0000_0000, 0xABCD_0000_0001_0000])
        let bytes = ImportKeyIndex.merging(
            index, valid: [true],
            fresh: [
                .init(
                    key: february, files: files, entries: [0xABCD_0000_0000_0000, 0x1234_0000_0000_0000],
                    payees: [.init(place: 0, payee: "示例餐厅", category: 1, count: 2)])
            ])
        let merged = ImportKeyIndex.decode(bytes ?? []) ?? ImportKeyIndex()
        #expect(merged.months == [january, february])
        #expect(merged.places(of: 0xABCD_0000_0000_0000) == [0, 1])
        #expect(merged.places(of: 0xABCD_0000_0001_0000) == [0])
        #expect(merged.places(of: 0x5555_0000_0000_0000) == [])
        #expect(merged.payees == [.init(place: 1, payee: "示例餐厅", category: 1, count: 2)])
        let lookup = ImportKeyLookup(index: merged, valid: [false, true])
        #expect(lookup.months(of: 0xABCD_0000_0000_0000) == [february])
        #expect(ImportKeyIndex.merging(index, valid: [false], fresh: []).flatMap(ImportKeyIndex.decode)?.entries == [])
    }

    @Test func billsSplicedIntoAMonthJoinItsEntriesAndCounts() {
        let january = MonthKey(book: 1, month: Month(year: 2025, month: 1)!)
        let february = MonthKey(book: 1, month: Month(year: 2025, month: 2)!)
        let files = ImportKeyIndex.Files(file: FileFingerprint(size: 10, modified: 20), log: nil, sealed: nil)
        let written = ImportKeyIndex.Files(file: FileFingerprint(size: 99, modified: 30), log: nil, sealed: nil)
        let index = ImportKeyIndex(
            months: [january], files: [files], entries: [0xABCD_0000_0000_0000],
            payees: [.init(place: 0, payee: "示例餐厅", category: 1, count: 2)])
        let fresh = ImportKeyIndex.Fresh(key: february, files: files, entries: [0x1234_0000_0000_0000], payees: [])
        let bytes = ImportKeyIndex.merging(
            index, valid: [true], fresh: [fresh],
            spliced: [
                january: .init(
                    key: january, files: written, entries: [0x5555_0000_0000_0000],
                    payees: [
                        .init(place: 0, payee: "示例餐厅", category: 1, count: 3),
                        .init(place: 0, payee: "示例餐厅", category: 2, count: 1),
                    ]),
                february: .init(key: february, files: written, entries: [0x6666_0000_0001_0000], payees: []),
            ])
        let merged = ImportKeyIndex.decode(bytes ?? []) ?? ImportKeyIndex()
        #expect(merged.months == [january, february])
        #expect(merged.files == [written, written])
        #expect(merged.places(of: 0xABCD_0000_0000_0000) == [0] && merged.places(of: 0x5555_0000_0000_0000) == [0])
        #expect(merged.places(of: 0x1234_0000_0000_0000) == [1] && merged.places(of: 0x6666_0000_0001_0000) == [1])
        #expect(
            merged.payees.sorted { $0.category < $1.category } == [
                .init(place: 0, payee: "示例餐厅", category: 1, count: 5),
                .init(place: 0, payee: "示例餐厅", category: 2, count: 1),
            ])
    }

    /// An import that rewrites the index (many bills read past it) into months as indexed and months
    /// read past it: the index written holds every month's bills as its files now are.
    @Test func anIndexRewrittenByAnImportIntoItsMonthsHoldsEveryBill() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(in: dir)
            let path = dir + "/" + ImportKeyIndex.fileName
            // Six months changed since it was written: two bills each to read past it.
            try store.write { ledger in
                for month in 3...8 {
                    _ = try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: 77), category: "meals", type: nil,
                            date: Day(year: 2025, month: month, day: 20)!, payee: "示例书店"),
                        to: 1, now: Self.now)
                }
            }
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let statement =
                "date,amount,payee\n2025-02-11,-12,示例餐厅\n2025-04-12,-13,示例书店\n2025-12-13,-14,示例面馆\n"
            #expect(try importing(statement, into: store).count == 3)
            let after = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(after != before)
            let index = try #require(ImportKeyIndex.decode(Array(after)))
            try store.read { ledger in
                for (place, key) in index.months.enumerated() {
                    let bills = try ledger.bills(of: key.book, in: key.month)
                    let want = bills.flatMap(ImportDuplicates.entries(of:)).map { $0 & ~ImportKeyIndex.monthMask }
                    let have = index.entries.filter { Int($0 & ImportKeyIndex.monthMask) == place }
                        .map { $0 & ~ImportKeyIndex.monthMask }
                    #expect(have.sorted() == want.sorted(), "\(key)")
                    func counts(_ payees: [ImportKeyIndex.PayeeCount]) -> [String: Int] {
                        payees.reduce(into: [:]) { $0["\($1.payee) \($1.category)", default: 0] += $1.count }
                    }
                    let listed = index.payees.filter { $0.place == place }
                    #expect(counts(listed) == counts(ImportKeyIndex.payees(of: bills)), "\(key)")
                    #expect(Set(listed.map { "\($0.payee) \($0.category)" }).count == listed.count, "\(key)")
                }
                #expect(index.months.count == 13)
                #expect(try ledger.importKeys(digests: ImportDuplicates.entries(of:)) { _ in }.unindexed.isEmpty)
            }
            #expect(try importing(statement, into: store).skipped == 3)
        }
    }

    /// The id of the category with `alias` in `store`.
    private func category(_ alias: String, in store: LedgerStore) throws -> Category.ID {
        try #require(try store.read { $0.state.categories.first { $0.alias == alias }?.id })
    }

    @Test func aPayeeSeenOnlyAYearAgoStillTeachesFromTheIndex() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                for month in 1...12 {
                    _ = try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: Int64(1000 + month)),
                            category: month == 2 ? "snacks" : "meals", type: nil,
                            date: Day(year: 2025, month: month, day: 10)!, payee: month == 2 ? "示例书店" : "示例餐厅"),
                        to: 1, now: Self.now)
                }
            }
            #expect(try importing(Self.november, into: store).count == 3)
            // 2025 unreadable, unseen by fingerprint: what is learnt of it comes from the index.
            for month in 1...12 { try spoil(dir, String(format: "2025-%02d", month)) }
            let learnt = try importing("date,amount,payee\n2026-12-01,-5,示例书店\n", into: store)
            #expect(learnt.decisions == [.learned])
            #expect(learnt.imported.map(\.category) == [try category("snacks", in: store)])
            // Counts of the index's months and of a month it does not cover (added since) are one count.
            try store.write { ledger in
                for day in [3, 4] {
                    _ = try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: 700), category: "meals", type: nil,
                            date: Day(year: 2026, month: 6, day: day)!, payee: "示例书店"),
                        to: 1, now: Self.now)
                }
            }
            let outvoted = try importing("date,amount,payee\n2026-12-02,-6,示例书店\n", into: store)
            #expect(outvoted.decisions == [.learned])
            #expect(outvoted.imported.map(\.category) == [try category("meals", in: store)])
        }
    }

    @Test func learningFromTheIndexIsLearningFromEveryBill() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let aliases = ["meals", "daily", "snacks", "meals", "snacks", "daily"]
            try store.write { ledger in
                for (number, alias) in aliases.enumerated() {
                    _ = try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: Int64(500 + number)), category: alias, type: nil,
                            date: Day(year: 2024 + number % 2, month: 1 + number, day: 5)!,
                            payee: number % 2 == 0 ? "示例面馆" : "示例药店"),
                        to: 1, now: Self.now)
                }
            }
            let file = "date,amount,payee\n2026-12-01,-5,示例面馆\n2026-12-01,-6,示例药店\n"
            let plan = try BillImport(bytes: Array(file.utf8), source: "a.csv", path: "a.csv", options: .init())
            // No index: every month read; then with one covering every month but the one added since.
            let read = try store.read { try plan.apply(to: $0, book: nil, now: Self.now) }
            #expect(try importing("date,amount,payee\n2026-11-30,-1,示例书店\n", into: store).count == 1)
            #expect(FileManager.default.fileExists(atPath: dir + "/" + ImportKeyIndex.fileName))
            let indexed = try store.read { try plan.apply(to: $0, book: nil, now: Self.now) }
            #expect(read.decisions == [.learned, .learned])
            #expect(indexed.imported.map(\.category) == read.imported.map(\.category))
            let expected = [try category("snacks", in: store), try category("daily", in: store)]
            #expect(read.imported.map(\.category) == expected)
        }
    }
}
