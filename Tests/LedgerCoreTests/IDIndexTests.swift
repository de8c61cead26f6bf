import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The id index finds bills without reading every month, and never gives a wrong answer when the
/// files changed behind its back.
struct IDIndexTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func addBills(_ store: LedgerStore, count: Int) throws -> [Bill] {
        try store.write { ledger in
            try (0..<count).map { index in
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: Int64(100 + index)), category: nil, type: nil,
                        date: Day(year: 2026, month: 1 + index % 12, day: 1)!, note: "n\(index)"),
                    to: 1, now: Self.now)
            }
        }
    }

    @Test func shardsAreNamedAfterTheIdsFirstCharacters() {
        #expect(IDIndex.shard(of: "3F2a-xyz") == "3f")
        #expect(IDIndex.shard(of: "银行-1") == "_e993b6e8a18c")
        #expect(IDIndex.shard(of: "a") == "a")
        #expect(IDIndex.shard(of: "ab9f", length: 3) == "ab9")
        // A combining mark makes the third character non-ASCII, however plain its first byte.
        #expect(IDIndex.shard(of: "abc\u{301}d", length: 3) == "_616263cc81")
    }

    @Test func everyBillIsIndexedWhereItLives() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 30)
            for bill in bills {
                let text = try String(
                    contentsOfFile: dir + "/ids/\(IDIndex.shard(of: bill.id)).txt", encoding: .utf8)
                #expect(text.contains("\(bill.id)\t1\t\(bill.date.yearMonth)\n"))
            }
            #expect(try store.read { try $0.bill(matching: bills[7].id) } == bills[7])
            let moved = try store.write { ledger in
                try ledger.editBill(bills[7], BillChanges(date: Day(year: 2025, month: 5, day: 5)!))
            }
            let text = try String(
                contentsOfFile: dir + "/ids/\(IDIndex.shard(of: moved.id)).txt", encoding: .utf8)
            #expect(text.contains("\(moved.id)\t1\t2025-05\n"))
            #expect(!text.contains("\(moved.id)\t1\t\(bills[7].date.yearMonth)\n"))
            try store.write { ledger in try ledger.deleteBills([moved]) }
            #expect(throws: LedgerError.self) { try store.read { try $0.bill(matching: moved.id) } }
        }
    }

    /// An edit that keeps a bill in its month leaves the id index as it is: its shard is not written
    /// (the same file, by inode), not kept by the undo entry, and not flushed; one to another month is.
    @Test func anEditWithinItsMonthLeavesItsShardAlone() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 30)
            let shard = dir + "/ids/\(IDIndex.shard(of: bills[4].id)).txt"
            func inode() throws -> Int {
                (try FileManager.default.attributesOfItem(atPath: shard)[.systemFileNumber] as? Int) ?? -1
            }
            let before = try inode()
            let edited = try store.write { ledger in
                var changes = BillChanges(amount: Money(cents: 999))
                changes.note = "changed"
                return try ledger.editBill(bills[4], changes)
            }
            #expect(edited.note == "changed")
            #expect(try inode() == before, "the shard was written again")
            let entry = try #require(try store.undoHistory().max { $0.number < $1.number })
            #expect(!entry.files.contains { $0.path.hasPrefix("ids/") }, "\(entry.files.map(\.path))")
            #expect(try store.read { try $0.bill(matching: bills[4].id) } == edited)
            try store.write { ledger in
                _ = try ledger.editBill(edited, BillChanges(date: Day(year: 2025, month: 5, day: 5)!))
            }
            #expect(try inode() != before, "a move to another month rewrites the shard")
            #expect(
                try String(contentsOfFile: shard, encoding: .utf8).contains("\(bills[4].id)\t1\t2025-05\n"))
        }
    }

    @Test func aMissingOrDamagedIndexIsRebuilt() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 20)
            try FileManager.default.removeItem(atPath: dir + "/ids")
            #expect(try store.read { try $0.bill(matching: bills[3].shortID) } == bills[3])
            try store.write { ledger in
                try ledger.addBill(
                    BillDraft(amount: Money(cents: 1), category: nil, type: nil, date: Day.epoch), to: 1,
                    now: Self.now)
            }
            for bill in bills {  // the write after the rebuild wrote the whole index back
                let shard = dir + "/ids/\(IDIndex.shard(of: bill.id)).txt"
                #expect(try String(contentsOfFile: shard, encoding: .utf8).contains(bill.id + "\t"))
                #expect(try store.read { try $0.bill(matching: bill.id) } == bill)
            }

            let shard = dir + "/ids/\(IDIndex.shard(of: bills[5].id)).txt"
            try Data("garbage".utf8).write(to: URL(fileURLWithPath: shard))
            #expect(try store.read { try $0.bill(matching: bills[5].id) } == bills[5])
        }
    }

    @Test func anIndexOfAnotherLayoutIsRebuilt() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 10)
            #expect(FileManager.default.contents(atPath: dir + "/ids/format") == Data("timi-ids 3\n".utf8))
            // An index of three-character shards, as timi wrote before, and no layout file.
            try FileManager.default.removeItem(atPath: dir + "/ids")
            try FileManager.default.createDirectory(atPath: dir + "/ids", withIntermediateDirectories: false)
            try Data("timi-ids 1\n".utf8).write(to: URL(fileURLWithPath: dir + "/ids/abc.txt"))
            for bill in bills { #expect(try store.read { try $0.bill(matching: bill.id) } == bill) }
            try store.write { try $0.addBook(name: "x") }
            #expect(!FileManager.default.fileExists(atPath: dir + "/ids/abc.txt"))
            #expect(FileManager.default.fileExists(atPath: dir + "/ids/format"))
        }
    }

    /// The ids `ab00…` to `ab…` spread over the 16 three-character shards under `ab`, enough to pass
    /// ``IDIndex/splitSize`` in one two-character shard.
    static let crowded = (0..<1_000).map {
        String(format: "ab%x%03x-0000-4000-8000-000000000000", $0 % 16, $0)
    }

    /// The shard files of the index, by name, and their sizes.
    func shardFiles(_ dir: String) throws -> [String: Int] {
        var files: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir + "/ids")
        where name.hasSuffix(".txt") {
            files[String(name.dropLast(4))] = try Data(contentsOf: URL(fileURLWithPath: dir + "/ids/" + name))
                .count
        }
        return files
    }

    @Test func aShardThatGrowsPastItsSizeIsSplitAndEveryIdIsStillFound() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 5)
            let place = MonthKey(book: 1, month: Month(year: 2026, month: 3)!)
            let ids = Self.crowded
            try store.write { ledger in for id in ids { ledger.monthStore.index.set(id, place) } }
            let files = try shardFiles(dir)
            #expect(files["ab"] == nil)
            #expect((0..<16).allSatisfy { files["ab" + String($0, radix: 16)] != nil })
            #expect(files.values.allSatisfy { $0 <= IDIndex.splitSize })
            var index = IDIndex(ledgerDirectory: dir)
            for id in ids { #expect(try index.entry(of: id) == place) }
            // The five bills' random ids may start with "ab" too (one run in ~50).
            let all = ids + bills.map(\.id)
            #expect(try index.lookup(prefix: "AB").count == all.filter { $0.hasPrefix("ab") }.count)
            #expect(try index.lookup(prefix: "ab3").map(\.0) == all.filter { $0.hasPrefix("ab3") }.sorted())
            #expect(try index.lookup(prefix: "ab30").count == all.filter { $0.hasPrefix("ab30") }.count)
            for bill in bills { #expect(try store.read { try $0.bill(matching: bill.id) } == bill) }

            // A change of one id rewrites its small shard alone; a removed id goes from it.
            let shard = dir + "/ids/ab3.txt"
            let before = try String(contentsOfFile: shard, encoding: .utf8)
            try store.write { ledger in ledger.monthStore.index.set(ids[3], nil) }
            let after = try String(contentsOfFile: shard, encoding: .utf8)
            #expect(before.contains(ids[3]) && !after.contains(ids[3]))
            #expect(try shardFiles(dir).count == files.count)
            // Undo puts the two-character shard back and the split ones away.
            try store.undo()
            try store.undo()
            #expect(try shardFiles(dir)["ab3"] == nil)
            index = IDIndex(ledgerDirectory: dir)
            #expect(try index.entry(of: ids[3]) == nil)
        }
    }

    /// An import into a new index puts each id in its shortest shard without reading the others: the
    /// shards written are byte for byte those of the same import into an index that has an entry (whose
    /// ids are each looked for in their three shards), but for the shard of that entry.
    @Test func anImportIntoANewIndexWritesWhatLookingEachIdUpWould() throws {
        let place = MonthKey(book: 1, month: Month(year: 2026, month: 3)!)
        var random = SeededRandom(seed: 15)
        let ids = Self.crowded + (0..<500).map { _ in String(random.next(), radix: 16) } + ["X-1", "银行-2"]
        var written: [[String: Data]] = []
        for other in [nil, "zz-elsewhere"] {
            try withTemporaryDirectory { dir in
                let store = LedgerStore(directory: dir)
                _ = try store.write { try $0.addBook(name: "x") }  // `ids/format`, no shard
                if let other { try store.write { $0.monthStore.index.set(other, place) } }
                try store.write { ledger in
                    let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
                    for (number, id) in ids.enumerated() {
                        try ledger.addImported(
                            Bill(
                                id: id, date: Day(year: 2026, month: 3, day: 1)!, type: .expense,
                                amount: Money(cents: 100), category: category, book: 1, note: "",
                                created: Timestamp(milliseconds: Int64(number))))
                    }
                }
                var files: [String: Data] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: dir + "/ids")
                where name != "zz.txt" {
                    files[name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/ids/" + name))
                }
                written.append(files)
            }
        }
        #expect(written[0].count > 16)
        #expect(written[0] == written[1])
    }

    /// An import into an index with shards on disk merges its ids into their bytes: the shards written
    /// are byte for byte those of the same import staged with a change that takes the general way
    /// (every id looked for in its three shards, each shard decoded and encoded), but for the shard of
    /// that change: shards that grow past their size split, a shard not yet there is made, and the
    /// shards of the ids' other prefixes stay as they were.
    @Test(arguments: [15, 16, 17])
    func anImportIntoAnIndexOnDiskWritesWhatLookingEachIdUpWould(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        func hex(_ prefix: String) -> String {
            let digits = String(random.next(), radix: 16)
            return prefix + String(repeating: "0", count: 16 - digits.count) + digits
        }
        // A shard of 700 ids (29-byte lines) that the import's 300 split, one the import makes, the
        // others a few each.
        let had = (0..<700).map { _ in hex("cd") } + (0..<700).map { _ in hex("") }
        let added = (0..<300).map { _ in hex("cd") } + (0..<300).map { _ in hex("") } + ["0f1e2d3c"]
        #expect(701 * 29 < IDIndex.splitSize && 1_000 * 29 > IDIndex.splitSize)
        let merged = try importSteps(had: had, imports: [added], generalWay: false)
        let general = try importSteps(had: had, imports: [added], generalWay: true)
        #expect(merged.map(\.merged) == [true])
        let written = [merged[0].files, general[0].files]
        #expect(written[0].keys.contains { $0.hasPrefix("cd") && $0.count == 7 })
        #expect(written[0].keys.contains("0f.txt"))
        #expect(written[0] == written[1])
    }

    /// The shard files of a ledger into which `imports` were imported in turn (each its ids, of
    /// bills of the first months of 2026), after `had` were; `generalWay`: each import with a
    /// pending change beside it, so that its ids take ``IDIndex/stage(into:adding:importing:)``
    /// rather than ``IDIndex/mergedShards(adding:)``. Each step's files, and whether the merge
    /// took the import (`nil` in the general way).
    func importSteps(had: [String], imports: [[String]], generalWay: Bool, made: Bool = false) throws -> [(
        files: [String: Data], merged: Bool?
    )] {
        let place = MonthKey(book: 1, month: Month(year: 2026, month: 3)!)
        func bill(_ id: String, _ number: Int, _ category: Category.ID) -> Bill {
            Bill(
                id: id, date: Day(year: 2026, month: 1 + number % 3, day: 1)!, type: .expense,
                amount: Money(cents: 100), category: category, book: 1, note: "",
                created: Timestamp(milliseconds: Int64(number)))
        }
        var steps: [(files: [String: Data], merged: Bool?)] = []
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
                for (number, id) in had.enumerated() { try ledger.addImported(bill(id, number, category)) }
            }
            var indexed = had
            for added in imports {
                indexed += added
                var ids = ImportedIDs()
                for (number, id) in added.enumerated() {
                    ids.append(
                        id, in: MonthKey(book: 1, month: Month(year: 2026, month: 1 + number % 3)!),
                        made: made)
                }
                let merged = try IDIndex(ledgerDirectory: dir).mergedShards(adding: ids) != nil
                try store.write { ledger in
                    let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
                    for (number, id) in added.enumerated() {
                        try ledger.addImported(bill(id, number, category), madeID: made)
                    }
                    if generalWay { ledger.monthStore.index.set("zz-elsewhere", place) }
                }
                if !generalWay { try store.write { $0.monthStore.index.set("zz-elsewhere", place) } }
                var files: [String: Data] = [:]
                for name in try FileManager.default.contentsOfDirectory(atPath: dir + "/ids")
                where !name.hasPrefix("zz") {
                    files[name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/ids/" + name))
                }
                var index = IDIndex(ledgerDirectory: dir)
                for id in indexed { #expect(try index.entry(of: id) != nil) }
                let all = Set(indexed).filter { $0.hasPrefix("cd") }
                #expect(try index.lookup(prefix: "cd").count == all.count)
                steps.append((files, generalWay ? nil : merged))
            }
        }
        return steps
    }

    /// An import's ids go to their two-character shard, not to the shards under it that a split
    /// made: an import into a large ledger writes 256 files, not 4,096. The shards under it stay as
    /// they were until an import fills it past its size; it then splits into them, merged with what
    /// they hold. The merge of the ids' bytes writes what the general way writes, at each step, whether
    /// it looks for the ids in the shards under (ids from the file) or not (ids the import made).
    @Test(arguments: [21, 22], [false, true])
    func anImportFillsTheShardAboveASplitOneUntilItSplitsToo(seed: UInt64, made: Bool) throws {
        var random = SeededRandom(seed: seed)
        func hex(_ prefix: String) -> String {
            let digits = String(random.next(), radix: 16)
            return prefix + String(repeating: "0", count: 16 - digits.count) + digits
        }
        // 29-byte lines: 1,000 split `cd` at once, 200 fit beside it, 700 more pass its size.
        #expect(
            1_000 * 29 > IDIndex.splitSize && 900 * 29 > IDIndex.splitSize && 200 * 29 < IDIndex.splitSize)
        // The others: ids of other shards that do not start with `cd`.
        func other() -> String {
            while true { if case let id = hex(""), !id.hasPrefix("cd") { return id } }
        }
        let had = (0..<1_000).map { _ in hex("cd") } + (0..<300).map { _ in other() }
        let imports = [
            (0..<200).map { _ in hex("cd") } + (0..<100).map { _ in other() },
            (0..<700).map { _ in hex("cd") } + (0..<100).map { _ in other() },
        ]
        let merged = try importSteps(had: had, imports: imports, generalWay: false, made: made)
        let general = try importSteps(had: had, imports: imports, generalWay: true, made: made)
        #expect(merged.map(\.merged) == [true, true])
        #expect(merged.map(\.files) == general.map(\.files))
        let (first, second) = (merged[0].files, merged[1].files)
        let children = (0..<16).map { "cd" + String($0, radix: 16) + ".txt" }
        // The first import: `cd` made beside the shards under it, which are left as they were.
        let parent = try #require(first["cd.txt"])
        #expect(String(decoding: parent, as: UTF8.self).split(separator: "\n").count == 1 + 200)
        #expect(children.allSatisfy { first[$0] != nil })
        // The second: `cd` passes its size and goes into them.
        #expect(second["cd.txt"] == nil)
        let lines = children.map {
            second[$0].map { String(decoding: $0, as: UTF8.self).split(separator: "\n").count - 1 } ?? 0
        }
        #expect(lines.reduce(0, +) == 1_900)
    }

    /// Imports of random sizes into shards split to three and four characters, the ids crowding a
    /// few prefixes so that shards above, beside and under split ones fill and split in turn: the
    /// merge of the ids' bytes writes what the general way writes at every step.
    /// The ids of an import staged the general way are each found by a binary search in their shards,
    /// not by a walk of every line: a shard is looked through for an id or two (a one-bill change), then
    /// decoded. Without that, 3,000 ids into shards of ~100 lines walked ~900,000 lines.
    @Test func anImportsIdsAreNotLookedForLineByLine() throws {
        var random = SeededRandom(seed: 51)
        func id() -> String { String((0..<32).map { _ in "0123456789abcdef".randomElement(using: &random)! }) }
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            _ = try addBills(store, count: 1)
            let place = MonthKey(book: 1, month: Month(year: 2026, month: 3)!)
            let had = (0..<25_000).map { _ in id() }
            try store.write { ledger in for id in had { ledger.monthStore.index.set(id, place) } }
            var index = IDIndex(ledgerDirectory: dir)
            index.set(had[0], nil)  // a change beside the import: the general way
            let commit = Commit(directory: dir, observer: { _ in }, interruption: { nil })
            defer { commit.abandon() }
            try index.stage(into: commit, importing: (0..<3_000).map { _ in (id(), place) })
            let lines = had.count
            #expect(FileManager.default.fileExists(atPath: dir + "/ids/" + IDIndex.shard(of: had[0]) + ".txt"))
            #expect(index.linesWalked <= 3 * lines, "\(index.linesWalked) lines walked for \(lines) in the shards")
        }
    }

    @Test(arguments: [31, 32, 33])
    func randomImportsMergeAsTheGeneralWayStagesThem(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let prefixes = ["cd", "cde", "cdef", "cdef", "c", "", "e1", "e1f"]
        func id() -> String {
            let prefix = prefixes.randomElement(using: &random)!
            let digits = String(random.next(), radix: 16)
            return prefix + String(repeating: "0", count: 16 - digits.count) + digits
        }
        let had = (0..<Int.random(in: 2_500...4_000, using: &random)).map { _ in id() }
        let imports = (0..<3).map { _ in (0..<Int.random(in: 1...1_500, using: &random)).map { _ in id() } }
        let made = Bool.random(using: &random)
        let merged = try importSteps(had: had, imports: imports, generalWay: false, made: made)
        let general = try importSteps(had: had, imports: imports, generalWay: true, made: made)
        #expect(merged.allSatisfy { $0.merged == true })
        #expect(merged.map(\.files) == general.map(\.files))
        // Shards of every length were there, or the split paths were not taken.
        let lengths = Set(merged.flatMap { $0.files.keys.map { $0.count - ".txt".count } })
        #expect(lengths.isSuperset(of: [2, 3, 4]), "\(lengths)")
    }

    /// The ids an import makes are marked as made (the id index then looks for none of them); one
    /// that a file gives (timi's own export) is not, and the index looks for it.
    @Test(arguments: [
        ("date,type,amount,category,note\n2026-01-02,expense,12.50,meals,lunch\n", true),
        (
            "date,type,amount,category,note,id\n2026-01-02,expense,12.50,meals,lunch,"
                + "0f1e2d3c-aaaa-4bbb-8ccc-000000000001\n2026-01-03,expense,3.00,meals,tea,\n", false
        ),
    ])
    func anImportMarksTheIdsItMade(_ csv: String, _ allMade: Bool) throws {
        let batch = try BillImport(bytes: Array(csv.utf8), source: "t.csv", path: "t.csv", options: .init())
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                let outcome = try batch.apply(to: ledger, book: nil, now: Self.now)
                #expect(outcome.count == (allMade ? 1 : 2))
                #expect(ledger.monthStore.imports.ids.allMade == allMade)
            }
        }
    }

    /// An import's id already in a longer shard (left there when a month was edited by hand, or an
    /// id of timi's own export) is changed there: the merge leaves it to the general way, which
    /// finds it, so a lookup never meets it twice.
    @Test func anImportedIdInALongerShardIsChangedThere() throws {
        var random = SeededRandom(seed: 23)
        func hex(_ prefix: String) -> String {
            let digits = String(random.next(), radix: 16)
            return prefix + String(repeating: "0", count: 16 - digits.count) + digits
        }
        let had = (0..<1_000).map { _ in hex("cd") }
        let again = had[17]
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in
                let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
                for (number, id) in had.enumerated() {
                    try ledger.addImported(
                        Bill(
                            id: id, date: Day(year: 2026, month: 1, day: 1)!, type: .expense,
                            amount: Money(cents: 100), category: category, book: 1, note: "",
                            created: Timestamp(milliseconds: Int64(number))))
                }
            }
            let may = MonthKey(book: 1, month: Month(year: 2026, month: 5)!)
            let new = hex("cd")
            var ids = ImportedIDs()
            ids.append(again, in: may)
            ids.append(new, in: may)
            #expect(try IDIndex(ledgerDirectory: dir).mergedShards(adding: ids) == nil)
            // Its bill of January stays in its month file: the index alone is looked at here.
            try store.write { ledger in
                let category = try #require(ledger.state.categories.first { $0.type == .expense }).id
                for (number, id) in [again, new].enumerated() {
                    try ledger.addImported(
                        Bill(
                            id: id, date: Day(year: 2026, month: 5, day: 1)!, type: .expense,
                            amount: Money(cents: 100), category: category, book: 1, note: "",
                            created: Timestamp(milliseconds: Int64(number))))
                }
            }
            var read = IDIndex(ledgerDirectory: dir)
            #expect(try read.entry(of: new) == may)
            #expect(try read.entry(of: again) == may)
            let child = try String(
                contentsOfFile: dir + "/ids/" + String(again.prefix(3)) + ".txt", encoding: .utf8)
            #expect(child.contains(again + "\t1\t2026-05\n"))
            let parent = (try? String(contentsOfFile: dir + "/ids/cd.txt", encoding: .utf8)) ?? ""
            #expect(!parent.contains(again))
        }
    }

    @Test func anIndexOfLayoutTwoIsReadAsItIsAndRecordedAsThreeByTheNextChange() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 10)
            try Data("timi-ids 2\n".utf8).write(to: URL(fileURLWithPath: dir + "/ids/format"))
            for name in try shardFiles(dir).keys {
                let path = dir + "/ids/" + name + ".txt"
                let text = try String(contentsOfFile: path, encoding: .utf8)
                try text.replacingOccurrences(of: "timi-ids 3\n", with: "timi-ids 2\n").write(
                    toFile: path, atomically: false, encoding: .utf8)
            }
            for bill in bills { #expect(try store.read { try $0.bill(matching: bill.id) } == bill) }
            try store.write { ledger in try ledger.deleteBills([bills[1]]) }
            #expect(FileManager.default.contents(atPath: dir + "/ids/format") == Data("timi-ids 3\n".utf8))
            // Not rebuilt: a shard the change did not touch keeps its layout-2 header.
            let untouched = IDIndex.shard(of: bills[0].id)
            if untouched != IDIndex.shard(of: bills[1].id) {
                let text = try String(contentsOfFile: dir + "/ids/" + untouched + ".txt", encoding: .utf8)
                #expect(text.hasPrefix("timi-ids 2\n"))
            }
            for bill in bills.dropFirst(2) {
                #expect(try store.read { try $0.bill(matching: bill.id) } == bill)
            }
        }
    }

    /// The look for months edited by hand reads the totals files' fingerprints without their totals
    /// (on every look-up by id); whatever state a totals file is in — as timi wrote it, missing, from
    /// before a change of its year, cut off, or with a bracket in a string after its category totals —
    /// a month file and a change log edited by hand after it was written are noticed, and their bills
    /// found where they now are.
    @Test(arguments: ["as written", "missing", "stale", "cut off", "bracket in a string"])
    func handEditsAreNoticedWhateverStateTheTotalsFileIsIn(totals: String) throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            func draft(_ cents: Int64, _ date: String, _ note: String) throws -> BillDraft {
                var draft = BillDraft(
                    amount: Money(cents: cents), category: nil, type: nil, date: try #require(Day(iso: date)),
                    note: note)
                draft.account = "cash"  // the summaries carry the account's flows, which the look passes over
                return draft
            }
            // 2026-05 large enough that the next bill goes to its change log; 2025-03 small.
            var old: [Bill] = []
            var large: [Bill] = []
            try store.write { ledger in
                _ = try ledger.addAccount(name: "cash", kind: .cash)
                for number in 1...3 {
                    old.append(
                        try ledger.addBill(
                            draft(Int64(100 + number), "2025-03-0\(number)", "old \(number)"), to: 1,
                            now: Self.now))
                }
                for number in 1...60 {
                    large.append(
                        try ledger.addBill(
                            draft(Int64(200 + number), "2026-05-\(10 + number % 18)", "large \(number)"),
                            to: 1, now: Self.now))
                }
            }
            let logged: Bill = try store.write { ledger in
                try ledger.addBill(try draft(999, "2026-05-30", "logged"), to: 1, now: Self.now)
            }
            let folder = dir + "/bills/1"
            #expect(FileManager.default.fileExists(atPath: folder + "/2026-05.changes"))
            let totalsPath = folder + "/2025.totals"
            let before = try Data(contentsOf: URL(fileURLWithPath: totalsPath))
            try store.write { try $0.addBill(try draft(77, "2025-07-07", "july"), to: 1, now: Self.now) }

            // By hand, after timi wrote the totals: a bill of 2025-03 given another id, the logged
            // bill of 2026-05's change log too.
            for (path, id, new) in [
                (folder + "/2025-03.json", old[1].id, "handmade-month"),
                (folder + "/2026-05.changes", logged.id, "handmade-log"),
            ] {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                #expect(text.contains(id))
                try text.replacingOccurrences(of: id, with: new).write(
                    toFile: path, atomically: false, encoding: .utf8)
            }
            switch totals {
            case "missing": try FileManager.default.removeItem(atPath: totalsPath)
            case "stale": try before.write(to: URL(fileURLWithPath: totalsPath))
            case "cut off": try before.prefix(before.count / 2).write(to: URL(fileURLWithPath: totalsPath))
            case "bracket in a string":
                let text = try String(contentsOfFile: totalsPath, encoding: .utf8)
                // The month's line ends `},` (2025-07 follows it): a member after its category totals.
                let line: String = try #require(
                    text.split(separator: "\n").map(String.init).first { $0.hasPrefix("\"2025-03\"") })
                #expect(line.hasSuffix("},"))
                let edited: String = String(line.dropLast(2)) + ",\"zz\":\"}}\"},"
                try text.replacingOccurrences(of: line, with: edited).write(
                    toFile: totalsPath, atomically: false, encoding: .utf8)
            default: break
            }

            // A change of the same years without a look-up by id first: it saves the edited months'
            // summaries as timi's own, and must index their bills in the same commit.
            try store.write { ledger in
                try ledger.addBill(try draft(78, "2025-07-08", "july again"), to: 1, now: Self.now)
                try ledger.addBill(try draft(79, "2026-05-29", "may again"), to: 1, now: Self.now)
            }
            for _ in 0..<2 {  // the look, then again after a change it made
                try store.read { (ledger: Ledger) throws -> Void in
                    #expect(try ledger.bill(matching: "handmade-month").note == "old 2")
                    #expect(try ledger.bill(matching: "handmade-log").note == "logged")
                    #expect(throws: LedgerError.self) { try ledger.bill(matching: old[1].id) }
                    #expect(throws: LedgerError.self) { try ledger.bill(matching: logged.id) }
                    #expect(try ledger.bill(matching: large[7].id) == large[7])
                }
                let first: Bill = try store.read { try $0.bill(matching: old[0].id) }
                var changes = BillChanges()
                changes.note = "edited"
                _ = try store.write { ledger in try ledger.editBill(first, changes) }
            }
            #expect(try store.read { try $0.bill(matching: old[0].id).note } == "edited")
        }
    }

    @Test func billsAddedOrRemovedByHandAreFoundOrNot() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let bills = try addBills(store, count: 3)
            let path = dir + "/bills/1/2026-01.json"
            var text = try String(contentsOfFile: path, encoding: .utf8)
            text = text.replacingOccurrences(of: bills[0].id, with: "handmade-0001")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(try store.read { try $0.bill(matching: "handmade").note } == "n0")
            #expect(throws: LedgerError.self) { try store.read { try $0.bill(matching: bills[0].id) } }
        }
    }
}

struct IDDifferenceTests {
    @Test(
        arguments: [
            (["a", "b", "c"], ["a", "x", "b", "c"], [], ["x"]), (["a", "b", "c"], ["a", "c"], ["b"], []),
            (["a", "b", "c"], ["b", "c", "a"], [], []), (["a", "b"], ["c", "d"], ["a", "b"], ["c", "d"]),
            ([], ["a"], [], ["a"]), (["a"], [], ["a"], []), (["a", "a2", "b"], ["a", "b", "a2"], [], []),
        ] as [([String], [String], [String], [String])])
    func findsWhatWasRemovedAndAdded(before: [String], after: [String], removed: [String], added: [String]) {
        let difference = MonthStore.difference(before, after)
        #expect(difference.removed == removed)
        #expect(difference.added == added)
    }
}

struct ShardTests {
    static let place = MonthKey(book: 1, month: Month(year: 2026, month: 1)!)
    static let other = MonthKey(book: 2, month: Month(year: 2025, month: 12)!)

    /// A look-up goes through a shard's lines without decoding them all: what it keeps is what
    /// decoding the shard and filtering it gives (the last of a repeated id counting, lines out of
    /// order, upper-case and non-ASCII ids of hand-made files), and a damaged line fails it as it fails
    /// decoding, wherever it is.
    @Test(arguments: [41, 42, 43] as [UInt64])
    func aLookThroughAShardKeepsWhatDecodingItFinds(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("0123456789abcdefAB\u{e9}")
        for _ in 0..<200 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) {
                let id = String((0..<Int.random(in: 2...6, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
                let book = Int.random(in: 1...3, using: &random)
                let month = String(format: "%04d-%02d", Int.random(in: 2020...2026, using: &random), Int.random(in: 1...12, using: &random))
                lines.append("\(id)\t\(book)\t\(month)")
            }
            if Bool.random(using: &random) { lines.sort() }
            let damaged = !lines.isEmpty && Int.random(in: 0..<5, using: &random) == 0
            if damaged { lines[Int.random(in: 0..<lines.count, using: &random)] = "not a line" }
            let bytes = Array((IDIndex.header + "\n" + lines.map { $0 + "\n" }.joined()).utf8)
            let needle = Array(String((0..<Int.random(in: 1...3, using: &random)).map { _ in alphabet.randomElement(using: &random)! }).utf8)
            let matches: (UnsafeBufferPointer<UInt8>) -> Bool = { $0.starts(with: needle) }
            let decoded = Result { try IDIndex.decode(bytes, path: "s") }
            let looked = Result { try IDIndex.entries(of: bytes, path: "s", where: matches) }
            switch (decoded, looked) {
            case (.success(let shard), .success(let (kept, walked))):
                let expected = shard.filter { Array($0.0.utf8).starts(with: needle) }
                #expect(kept.map(\.0).sorted() == expected.map(\.0).sorted())
                #expect(kept.allSatisfy { id, entry in shard[id] == entry })
                #expect(walked == lines.count)
                #expect(!damaged)
            case (.failure(let a), .failure(let b)):
                #expect("\(a)" == "\(b)")
                #expect(damaged)
            default:
                Issue.record("decoding gave \(decoded), the look \(looked)")
            }
        }
    }

    @Test func keepsIdsInByteOrderThroughChanges() throws {
        var shard = Shard([("b", Self.place), ("a", Self.place), ("b", Self.other)])  // as a hand-made file might be
        #expect(shard.map(\.0) == ["a", "b"])
        #expect(shard["b"] == Self.other)
        shard.set([("c", Self.place), ("ab", Self.place), ("a", nil), ("c", Self.other), ("zz", nil)])
        #expect(shard.map(\.0) == ["ab", "b", "c"])
        #expect(shard["c"] == Self.other)  // the last change of an id counts
        let read = try IDIndex.decode(IDIndex.encode(shard), path: "t")
        #expect(read.map(\.0) == shard.map(\.0))
        #expect(read["c"] == Self.other)
    }

    /// `IDIndex` splits a shard of more than `splitSize / 11` ids without encoding it first: as many
    /// ids of one to three characters, in book 1, make a file larger than that.
    @Test func aShardOfThatManyIdsIsLargerThanASplitShard() {
        let count = IDIndex.splitSize / 11 + 1
        var shard = Shard()
        shard.set((0..<count).map { (String($0, radix: 36), Self.place) })
        #expect(shard.count == count)
        #expect(IDIndex.encode(shard).count > IDIndex.splitSize)
    }

    /// Changes are ordered on their ids' first eight bytes, the ids compared only on a tie: the
    /// result is the ids in byte order whatever they share, as if each change were made in turn.
    @Test func setsManyChangesAsOneAtATimeWould() {
        var random = SeededRandom(seed: 15)
        let stems = ["", "a", "abcdefg", "abcdefgh", "abcdefghi", "é", "ab\u{301}", "Zz", "0"]
        var shard = Shard()
        var model: [String: MonthKey] = [:]
        for _ in 0..<20 {
            var changes: [(String, MonthKey?)] = []
            for _ in 0..<50 {
                let id = stems.randomElement(using: &random)! + String(Int.random(in: 0..<30, using: &random))
                let entry = [Self.place, Self.other, Self.other, nil].randomElement(using: &random)!
                changes.append((id, entry))
                model[id] = entry
            }
            shard.set(changes)
            let expected = model.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            #expect(shard.map(\.0) == expected)
            #expect(shard.allSatisfy { model[$0.0] == $0.1 })
        }
    }
}
