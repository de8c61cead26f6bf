import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// One month, one way: a month's state in the store (``MonthEntry``), its files read and checked once
/// (``StoredMonth``), and the readers that write bills straight from the files reached through
/// ``LedgerReading`` alone.
struct MonthEntryTests {
    static let october = Month(iso: "2026-10")!

    func bill(_ id: String, day: Int, cents: Int64 = 100) -> Bill {
        Bill(
            id: id, date: Day(year: 2026, month: 10, day: day)!, type: .expense, amount: Money(cents: cents),
            category: 1, book: 1, note: "", created: Timestamp(milliseconds: 0))
    }

    @Test func aPatchIsFoldedIntoTheBillsRead() {
        var entry = MonthEntry()
        #expect(entry.isUntouched && entry.bills == nil && !entry.isChanged)
        entry.patch(inserting: bill("new", day: 2))
        entry.patch(removing: bill("a", day: 1))
        #expect(entry.patch?.inserted.map(\.id) == ["new"])
        #expect(entry.patch?.removed.map(\.id) == ["a"])
        #expect(!entry.isUntouched)
        entry.take(read: [bill("a", day: 1), bill("b", day: 3)])
        #expect(entry.bills?.map(\.id) == ["new", "b"])
        #expect(entry.idsOnDisk == ["a", "b"])
        #expect(entry.isChanged && entry.patch == nil)
    }

    @Test func aBillThePatchPutInIsTakenOutOfThePatch() {
        var entry = MonthEntry()
        entry.patch(inserting: bill("new", day: 2))
        entry.patch(removing: bill("new", day: 2))
        #expect(entry.patch?.inserted.isEmpty == true)
        #expect(entry.patch?.removed.isEmpty == true)
        entry.patchStaged()
        #expect(entry.isUntouched)
    }

    @Test func aMonthReadUnchangedIsNotWritten() {
        var entry = MonthEntry()
        entry.take(read: [bill("b", day: 3), bill("a", day: 1)])
        #expect(!entry.isChanged)
        entry.replace(with: [bill("b", day: 3), bill("a", day: 1)])
        #expect(entry.isChanged)
        #expect(entry.bills?.map(\.id) == ["a", "b"])  // kept in chronological order
        #expect(entry.idsOnDisk == ["b", "a"])
    }

    @Test func aMonthSeenEditedByHandStaysSo() {
        var entry = MonthEntry()
        entry.checked(asWritten: false, editedByHand: true)
        entry.checked(asWritten: true)
        #expect(entry.isAsWritten && entry.isEditedByHand)
    }

    /// The one check of files against a summary, for every mix of known and unknown hashes.
    @Test(
        arguments: [
            (nil, nil, UInt64??.none, true),  // an older ledger's summary knows no hash
            (1, 1, .none, true), (1, 2, .none, false), (1, nil, .none, true),
            (1, 1, .some(nil), true),  // the summary has no log hash: any log
        ] as [(UInt64?, UInt64?, UInt64??, Bool)])
    func filesAgreeWithTheirSummary(summaryHash: UInt64?, fileHash: UInt64?, logHash: UInt64??, agree: Bool) {
        var summary = MonthSummary(bills: [])
        summary.contentHash = summaryHash
        #expect(StoredMonth.agree(summary, fileHash: fileHash, logHash: logHash) == agree)
    }

    @Test(arguments: [
        (UInt64?(7), UInt64??.some(7), true), (7, .some(8), false), (7, .some(nil), false), (7, .none, true),
    ])
    func aLogAgreesWithItsSummarysHash(summaryLog: UInt64?, logHash: UInt64??, agree: Bool) {
        var summary = MonthSummary(bills: [])
        summary.logHash = summaryLog
        #expect(StoredMonth.agree(summary, fileHash: nil, logHash: logHash) == agree)
    }

    /// A ledger whose October (book 1) has a ~12 KB month file and a change log of one more bill.
    func seeded(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        for batch in 0..<2 {
            try store.write { ledger in
                for index in 0..<(batch == 0 ? 60 : 1) {
                    try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: Int64(100 + index)), category: "meals", type: nil,
                            date: Day(year: 2026, month: 10, day: 1 + index % 28)!,
                            note: "bill \(batch)-\(index)"),
                        to: 1, now: Timestamp(milliseconds: Int64(batch * 100 + index)))
                }
            }
        }
        return store
    }

    @Test func aMonthsFilesAreIntactForTheirSummaryAlone() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            #expect(FileManager.default.fileExists(atPath: dir + "/bills/1/2026-10.changes"))
            try store.read { ledger in
                let key = MonthKey(book: 1, month: Self.october)
                let files = try #require(try ledger.monthStore.storedMonth(key))
                let summary = try #require(try ledger.summaries(of: 1)[Self.october])
                #expect(files.logs != nil && files.logsApply)
                #expect(files.isIntact(for: summary))
                #expect(try files.bills() == ledger.bills(of: 1, in: Self.october))
                var other = summary
                other.contentHash = (files.hash ?? 0) &+ 1
                #expect(!files.isIntact(for: other))
                other = summary
                other.logHash = (files.logs?.currentHash ?? 0) &+ 1
                #expect(!files.isIntact(for: other))
                #expect(ledger.monthStore.fileHash(of: key) == files.hash)
            }
            // A month file rewritten by hand: the log no longer applies to it.
            let path = dir + "/bills/1/2026-10.json"
            var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            bytes.insert(UInt8(ascii: " "), at: bytes.count - 1)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try store.read { ledger in
                let files = try #require(
                    try ledger.monthStore.storedMonth(MonthKey(book: 1, month: Self.october)))
                #expect(!files.logsApply)
            }
        }
    }

    /// Export, the JSON/CSV rows and the plain timeline read the month's files through the reader
    /// they are given, and write what they write from the ledger itself.
    @Test func theFastPathsReadThroughLedgerReading() throws {
        try withTemporaryDirectory { dir in
            let store = try seeded(dir)
            try store.read { ledger in
                let reader = CountingReader(ledger)
                let book = try #require(ledger.state.book(1))
                let period = Period(month: Self.october)
                func export(_ from: some LedgerReading) throws -> [UInt8] {
                    var bytes: [UInt8] = []
                    try BillExport(format: .jsonl, books: [book], period: period).write(from: from) {
                        bytes += $0
                    }
                    return bytes
                }
                func rows(_ from: some LedgerReading) throws -> [UInt8] {
                    var bytes: [UInt8] = []
                    try TimelineReport.writeRows(.csv, ledger: from, book: book, period: period) {
                        bytes += $0
                    }
                    return bytes
                }
                func plain(_ from: some LedgerReading) throws -> [UInt8]? {
                    try TimelineReport.plainText(
                        ledger: from, book: book, period: period, filter: BillFilter(), order: BillOrder(),
                        limit: nil, style: TextStyle(width: 80))
                }
                #expect(try export(reader) == export(ledger))
                #expect(reader.monthFilesAsked == 1)
                #expect(try rows(reader) == rows(ledger))
                #expect(reader.monthFilesAsked == 2)
                let text = try plain(reader)
                let direct = try plain(ledger)
                #expect(text != nil)
                #expect(text == direct)
                #expect(reader.monthFilesAsked == 3)
            }
        }
    }
}
