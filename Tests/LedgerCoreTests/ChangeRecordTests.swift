import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Each change keeps what it did as data beside its English text (the undo record's `change`), and
/// `timi undo --list` tells it in the reader's language from that data; an entry written before the
/// data was kept (its text alone) is still told from its English words.
struct ChangeRecordTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    func draft(_ cents: Int64, note: String = "") -> BillDraft {
        BillDraft(amount: Money(cents: cents), category: nil, type: nil, date: Day(iso: "2026-11-05")!, note: note)
    }

    /// Every kind of change an operation logs, one commit each (and one commit of two operations).
    var changes: [(Ledger) throws -> Void] {
        [
            { try $0.addBill(self.draft(1250, note: "lunch to go"), to: 1, now: Self.now) },
            { ledger in
                let bill = try ledger.bills(of: 1, in: Month(iso: "2026-11")!)[0]
                try ledger.editBill(bill, BillChanges(amount: Money(cents: 1300)))
            },
            { ledger in
                let bill = try ledger.bills(of: 1, in: Month(iso: "2026-11")!)[0]
                _ = try ledger.addCopy(of: bill, on: Day(iso: "2026-11-06")!, now: Self.now)
            },
            { try $0.addBook(name: "旅行") },
            { ledger in
                let bill = try ledger.bills(of: 1, in: Month(iso: "2026-11")!)[0]
                var changes = BillChanges()
                changes.book = try ledger.book(matching: "旅行").id
                try ledger.editBill(bill, changes)
            },
            { ledger in _ = try ledger.setCover(3, of: try ledger.book(matching: "旅行")) },
            { ledger in ledger.useBook(try ledger.book(matching: "旅行")) },
            { ledger in _ = try ledger.renameBook(try ledger.book(matching: "旅行"), to: "trip") },
            { ledger in
                ledger.setBudget(.total, of: try ledger.book(matching: "trip"), to: Money(cents: 300_000),
                    from: Month(iso: "2026-11")!)
                ledger.setBudget(
                    try ledger.budgetTarget(matching: "meals"), of: try ledger.book(matching: "trip"),
                    to: Money(cents: 50_000), from: Month(iso: "2026-11")!)
            },
            { ledger in
                try ledger.unsetBudget(.total, of: try ledger.book(matching: "trip"), from: Month(iso: "2026-11")!)
            },
            { ledger in
                try ledger.unsetBudget(
                    try ledger.budgetTarget(matching: "meals"), of: try ledger.book(matching: "trip"),
                    from: Month(iso: "2026-11")!)
            },
            { try $0.addCategory(title: "咖啡", alias: "coffee", type: .expense) },
            { ledger in _ = try ledger.renameCategory(try ledger.category(matching: "coffee"), title: "茶", alias: "tea") },
            { ledger in
                _ = ledger.setColor(try CategoryColor.parsing("#112233"), of: try ledger.category(matching: "tea"))
            },
            { ledger in
                _ = try ledger.addRecurringRule(
                    RecurringDraft(
                        amount: Money(cents: 120_000), category: "tea", type: nil, note: "rent", every: .week, on: 4,
                        from: Day(iso: "2099-01-01")!),
                    to: 1)
            },
            { ledger in
                let rule = ledger.state.recurring[0]
                _ = try ledger.setRecurringRule(rule, paused: true, today: Day(iso: "2026-11-05")!)
            },
            { ledger in
                var changes = RecurringChanges()
                changes.every = .month
                changes.on = 5
                _ = try ledger.editRecurringRule(ledger.state.recurring[0], changes)
            },
            { ledger in try ledger.deleteRecurringRule(ledger.state.recurring[0]) },
            { ledger in
                _ = try ledger.deleteCategory(
                    try ledger.category(matching: "tea"), movingBillsTo: try ledger.category(matching: "meals"))
            },
            { ledger in
                try ledger.deleteBills(try ledger.bills(of: 1, in: Month(iso: "2026-11")!))
            },
            { ledger in
                try ledger.addBill(self.draft(100), to: 1, now: Self.now)
                try ledger.addBill(self.draft(200), to: 1, now: Self.now)
            },
            { ledger in _ = try ledger.deleteBook(try ledger.book(matching: "trip")) },
        ]
    }

    /// The record's English is the stored text exactly, and its Chinese is what the stored text's
    /// shape told before the record was kept: the record changes no word of either language.
    @Test func everyChangeKeepsItsRecordTellingWhatItsTextSays() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            for change in changes { try store.write(change) }
            let history = try store.undoHistory()
            #expect(history.count == changes.count)
            for entry in history {
                let record = try #require(entry.change, "\(entry.description) has no record")
                #expect(record.text(in: .english) == entry.description)
                var textOnly = entry
                textOnly.change = nil
                let chinese = entry.description(in: .chinese)
                #expect(chinese == textOnly.description(in: .chinese), "\(entry.description)")
                #expect(chinese != entry.description, "\(entry.description) is not told in Chinese")
            }
            let texts = history.map(\.description)
            #expect(texts.contains { $0.hasPrefix("recurring edit ") && $0.contains(" every month on 5 ") })
            #expect(texts.contains { $0.hasPrefix("edit ") && $0.hasSuffix(" to 旅行") })
            #expect(texts.contains { $0.hasSuffix(" and 1 more") })
        }
    }

    /// A doctor's repairs are a record too: each repair a record of its own, listed as the language
    /// lists them.
    @Test func aDoctorsRepairsKeepTheirRecord() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBill(self.draft(100), to: 1, now: Self.now) }
            try FileManager.default.createDirectory(atPath: dir + "/attachments", withIntermediateDirectories: true)
            try Data("stray".utf8).write(to: URL(fileURLWithPath: dir + "/attachments/stray.png"))
            let month = dir + "/bills/1/2026-11.json"
            let text = try String(contentsOfFile: month, encoding: .utf8)
            #expect(text.contains("1.00"))
            try text.replacingOccurrences(of: "1.00", with: "7.00").write(
                toFile: month, atomically: false, encoding: .utf8)
            #expect(try store.doctor().isHealthy)
            let entry = try #require(try store.undoHistory().first)
            let record = try #require(entry.change)
            #expect(entry.description == "doctor: rebuild 1 month total of 日常账本, remove 1 unused attachment")
            #expect(record.text(in: .english) == entry.description)
            var textOnly = entry
            textOnly.change = nil
            #expect(entry.description(in: .chinese) == textOnly.description(in: .chinese))
            #expect(entry.description(in: .chinese).hasPrefix("doctor 修复："))
        }
    }

    /// A change whose values look like another shape is told from its record, not misread: a note
    /// saying " to 旅行" is not a move to that book, and one saying " and 2 more" is not three changes.
    @Test func aRecordIsToldFromItsValuesNotFromItsWords() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBook(name: "旅行") }
            try store.write { try $0.addBill(self.draft(500, note: "and 2 more"), to: 1, now: Self.now) }
            try store.write { ledger in
                let bill = try ledger.bills(of: 1, in: Month(iso: "2026-11")!)[0]
                var changes = BillChanges()
                changes.note = "bus to 旅行"
                try ledger.editBill(bill, changes)
            }
            let history = try store.undoHistory()
            let edit = try #require(history.first)
            #expect(edit.description.hasPrefix("edit ") && edit.description.hasSuffix(" bus to 旅行"))
            #expect(edit.description(in: .chinese).hasPrefix("修改 "))
            #expect(edit.description(in: .chinese).hasSuffix(" bus to 旅行"))
            let add = try #require(history.dropFirst().first)
            #expect(add.description(in: .chinese).hasPrefix("记账 ") && add.description(in: .chinese).hasSuffix(" and 2 more"))
        }
    }

    /// The undo record keeps the change beside the text, nested values and all, and reads it back.
    @Test func theRecordRoundTripsThroughChangeJSON() throws {
        let record = ChangeRecord(
            "{1} and {2} more",
            values: [
                .record(
                    ChangeRecord(
                        "recurring add {1}",
                        values: [
                            .words([
                                .text("05e7f14f"),
                                .record(ChangeRecord("every week on {1}", values: [.record(ChangeRecord("Thu"))])),
                                .text("住房"), .text("1200.00"), .text("a \"quoted\" note"),
                            ])
                        ])), .text("1"),
            ])
        #expect(record.text(in: .english) == "recurring add 05e7f14f every week on Thu 住房 1200.00 a \"quoted\" note and 1 more")
        #expect(record.text(in: .chinese) == "添加周期记账 05e7f14f 每周四 住房 1200.00 a \"quoted\" note，另有 1 项")
        let entry = UndoEntry(
            number: 7, description: record.text(in: .english), time: Self.now, files: [], change: record)
        let read = try UndoHistory.decode(UndoHistory.encode(entry), number: 7, path: "change.json")
        #expect(read == entry)
    }

    /// An entry written before records were kept — `change.json` with its English text alone, as
    /// an older timi wrote it — is still read and told in Chinese from its words.
    @Test func anOlderEntryWithItsTextAloneStillDisplays() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { try $0.addBook(name: "Trip") }
            try store.write { ledger in _ = try ledger.renameBook(try ledger.book(matching: "Trip"), to: "Travel") }
            // Rewrite the newest entry as the earlier timi wrote it: no "change" member.
            let number = try #require(try UndoHistory.numbers(ledger: dir).last)
            let path = UndoHistory.record(of: number, ledger: dir)
            var older = try UndoHistory.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), number: number, path: path)
            #expect(older.change != nil)
            older.change = nil
            let bytes = UndoHistory.encode(older)
            #expect(!String(decoding: bytes, as: UTF8.self).contains("\"change\""))
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let entry = try #require(try store.undoHistory().first)
            #expect(entry.change == nil)
            #expect(entry.description == "book rename Trip to Travel")
            #expect(entry.description(in: .chinese) == "把账本 Trip 改名为 Travel")
            #expect(
                UndoEntry.table([entry], style: TextStyle(width: 80, language: .chinese), utcOffset: { _ in 0 })
                    .contains("把账本 Trip 改名为 Travel"))
            // And undo reverts it, keeping the text for redo.
            try store.undo()
            #expect(try store.read { ledger in ledger.state.books.map(\.name) }.contains("Trip"))
        }
    }

    /// A `change` member of another shape is a damaged file, told as such, not a crash.
    @Test func aDamagedRecordIsACorruptFile() throws {
        for json in [
            #"{"change":{"values":[]},"description":"x","files":[],"format":1,"time":"2026-11-05T00:00:00.000Z"}"#,
            #"{"change":{"key":1},"description":"x","files":[],"format":1,"time":"2026-11-05T00:00:00.000Z"}"#,
            #"{"change":{"key":"a","values":[{"values":[]}]},"description":"x","files":[],"format":1,"time":"2026-11-05T00:00:00.000Z"}"#,
        ] {
            #expect(throws: LedgerError.self) {
                try UndoHistory.decode(Array(json.utf8), number: 1, path: "change.json")
            }
        }
    }
}
