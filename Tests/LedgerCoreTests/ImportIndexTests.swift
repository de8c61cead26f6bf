import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// An import's id index is staged on a thread of its own while its months are written
/// (``ImportIndexStaging``), its shards by family on the cores: it writes what the index rebuilt from
/// the month files holds, and it is staged that way only when the change is an import alone.
struct ImportIndexTests {
    /// Imports `count` bills with random ids over twelve months of book 1, a third of them starting
    /// with "ab" (whose shard is split).
    static func importBills(_ store: LedgerStore, count: Int, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        try store.write { ledger in
            let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
            for number in 0..<count {
                try ledger.addImported(
                    Bill(
                        id: (number % 3 == 0 ? "ab" : "") + String(random.next(), radix: 16),
                        date: Day(year: 2025, month: 1 + number % 12, day: 3)!,
                        type: .expense, amount: Money(cents: Int64(100 + number)), category: category,
                        book: 1,
                        note: "row \(number)", created: Timestamp(milliseconds: Int64(number))))
            }
        }
    }

    /// The shard files of the index at `directory`, by name.
    static func shards(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory + "/ids") {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: directory + "/ids/" + name))
        }
        return files
    }

    /// Into a new ledger (no index yet) and into one whose index has entries, two imports each: the
    /// index written beside the months is byte for byte the one rebuilt from them.
    @Test(arguments: [false, true])
    func theIndexStagedBesideTheMonthsIsTheOneRebuiltFromThem(billsBefore: Bool) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            _ = try store.write { try $0.addBook(name: "x") }
            if billsBefore {
                try store.write { ledger in
                    _ = try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: 500), category: nil, type: nil,
                            date: Day(year: 2025, month: 2, day: 1)!, note: "before"),
                        to: 1, now: Timestamp(milliseconds: 0))
                }
            }
            try Self.importBills(store, count: 9_000, seed: 1)
            try Self.importBills(store, count: 3_000, seed: 2)
            let staged = try Self.shards(dir)
            // The crowded shard was split.
            #expect(staged["ab.txt"] == nil && staged["ab0.txt"] != nil && staged["abf.txt"] != nil)
            try store.write { try $0.monthStore.rebuildIndex() }
            #expect(try Self.shards(dir) == staged)
        }
    }

    /// An import alone stages its index on the side; with another change to the months (a bill added
    /// in the same change), the index is staged with the rest.
    @Test func onlyAnImportAloneIsStagedOnTheSide() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            _ = try store.write { try $0.addBook(name: "x") }
            for alone in [true, false] {
                try store.write { ledger in
                    let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
                    try ledger.addImported(
                        Bill(
                            id: alone ? "aa-1" : "bb-1", date: Day(year: 2025, month: 1, day: 3)!,
                            type: .expense,
                            amount: Money(cents: 100), category: category, book: 1, note: "",
                            created: Timestamp(milliseconds: 0)))
                    if !alone {
                        _ = try ledger.addBill(
                            BillDraft(
                                amount: Money(cents: 500), category: nil, type: nil,
                                date: Day(year: 2025, month: 2, day: 1)!, note: "with it"),
                            to: 1, now: Timestamp(milliseconds: 0))
                    }
                    let commit = Commit(directory: dir, observer: { _ in }, interruption: { nil })
                    let staging = try ledger.monthStore.startImportIndex(for: commit)
                    #expect((staging != nil) == alone)
                    staging?.abandon()
                }
            }
            var index = IDIndex(ledgerDirectory: dir)
            #expect(try index.entry(of: "aa-1") != nil)
            #expect(try index.entry(of: "bb-1") != nil)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir + "/ids").allSatisfy {
                    !$0.contains(".tmp-")
                })
        }
    }

    /// The families of an import's shards staged on several threads write what one thread writes: the
    /// same shards, split the same way, byte for byte.
    @Test(arguments: [2, 3, 8])
    func familiesStagedSideBySideWriteWhatOneThreadWrites(threads: Int) throws {
        let place = MonthKey(book: 1, month: Month(year: 2026, month: 3)!)
        var random = SeededRandom(seed: 16)
        let ids =
            IDIndexTests.crowded + (0..<20_000).map { _ in String(random.next(), radix: 16) }
            + ["X-1", "银行-2", "a", "ab", "AB-upper"]
        var groups: [String: (length: Int, changes: [(String, MonthKey?)])] = [:]
        for id in ids { groups[IDIndex.shard(of: id), default: (2, [])].changes.append((id, place)) }
        let index = IDIndex(ledgerDirectory: "/nonexistent-timi-ledger")
        func files(_ families: [IDIndex.Family]) -> [String: [UInt8]] {
            families.reduce(into: [:]) { $0.merge($1.files) { _, _ in [] } }
        }
        let one = files(try index.staged(families: groups, threads: 1))
        #expect(one.count > 256)  // the crowded shards were split
        #expect(files(try index.staged(families: groups, threads: threads)) == one)
    }

    /// The shards of a new index made from an import's packed ids are those the general way stages
    /// from strings, byte for byte: groups split to three and to four characters, ids of several
    /// lengths, books and months. Ids whose shard names are not their first bytes take the general way.
    @Test func aNewIndexMadeFromPackedIDsIsTheOneStagedFromStrings() throws {
        var random = SeededRandom(seed: 23)
        var ids = ImportedIDs()
        var groups: [String: (length: Int, changes: [(String, MonthKey?)])] = [:]
        for number in 0..<6_000 {
            // A third start with "abc" (its shard passes the split size twice), a third with "ab".
            let id = ["abc", "ab", ""][number % 3] + String(random.next(), radix: 16)
            let place = MonthKey(
                book: 1 + number % 2, month: Month(year: 2020 + number % 3, month: 1 + number % 12)!)
            ids.append(id, in: place)
            groups[IDIndex.shard(of: id), default: (2, [])].changes.append((id, place))
        }
        // A shard of exactly the split size stays whole (no hex id starts with "z" or "y"): lines of 183
        // bytes after an 11-byte header, the first `fill` of them one byte longer to fill it; one byte
        // more, and it is split.
        let lines = (IDIndex.splitSize - 11) / 183
        let fill = IDIndex.splitSize - 11 - lines * 183
        for (prefix, longer) in [("zz", ""), ("yy", "1")] {
            for number in 0..<lines {
                let id =
                    prefix + String(100_000 + number)
                    + String(repeating: "a", count: 164 + (number < fill ? 1 : 0))
                    + (number == 0 ? longer : "")
                let place = MonthKey(book: 1, month: Month(year: 2026, month: 1)!)
                ids.append(id, in: place)
                groups[IDIndex.shard(of: id), default: (2, [])].changes.append((id, place))
            }
        }
        var index = IDIndex(ledgerDirectory: "/nonexistent-timi-ledger")
        index.markComplete()
        let general = try index.staged(families: groups, threads: 1)
            .reduce(into: [String: [UInt8]]()) { $0.merge($1.files) { _, _ in [] } }
            .filter { !$0.value.isEmpty }
        let packed = try #require(ids.newIndexShards())
        #expect(packed.keys.contains { $0.count == 4 } && packed.keys.contains { $0.count == 3 })
        #expect(packed["zz"]?.count == IDIndex.splitSize && packed["yy"] == nil && packed["yy10"] != nil)
        #expect(packed.keys.sorted() == general.keys.sorted())
        #expect(packed.filter { general[$0.key] != $0.value }.keys.sorted() == [])

        for odd in ["ab12", "AB123", "ab-12", "abc\u{301}d", "银行-1"] {
            var withOdd = ids
            withOdd.append(odd, in: MonthKey(book: 1, month: Month(year: 2026, month: 1)!))
            #expect(withOdd.newIndexShards() == nil, "\(odd)")
        }
    }
}
