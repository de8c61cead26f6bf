import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// An import's bills spliced into a month file give exactly the bytes that encoding all the bills
/// would, whatever the file's format; and an import into a ledger's months leaves each file and
/// summary as writing the month whole would.
struct MonthFileSpliceTests {
    /// A bill of March 2026 that may have a time, an account, a transfer's fields, a payee, and the date,
    /// time and creation of many others (`features`: which of them this month's bills may have).
    static func randomBill(_ generator: inout SeededRandom, _ index: Int, features: Int) -> Bill {
        var system = SystemRandomNumberGenerator()
        var bill = MonthFilePatchTests.randomBill(&system, index)
        bill.id = String(generator.next() % 1000, radix: 16) + "-\(index)"
        bill.date = Day(year: 2026, month: 3, day: 1 + Int(generator.next() % 4))!
        bill.created = Timestamp(milliseconds: 1_700_000_000_000 + Int64(generator.next() % 3))
        if features & 1 == 0 {
            bill.payee = nil
            bill.reference = nil
        }
        if features & 2 != 0, generator.next() % 3 == 0 { bill.account = Int(generator.next() % 3) + 1 }
        if features & 4 != 0, generator.next() % 4 == 0 {
            bill.type = .transfer
            bill.category = 0  // a transfer has none
            bill.account = 1
            bill.toAccount = 2
            if generator.next() % 2 == 0 { bill.fee = Money(cents: 12) }
            if generator.next() % 2 == 0 { bill.toAmount = Money(cents: 7_77) }
        }
        if features & 8 != 0, generator.next() % 3 == 0 {
            bill.time = TimeOfDay(seconds: Int(generator.next() % 3) * 3600)
        }
        return bill
    }

    @Test func splicingEqualsEncodingTheResult() throws {
        var generator = SeededRandom(seed: 40)
        var formats: Set<[Int]> = []
        for round in 0..<2_000 {
            let features = Int(generator.next() % 16)
            let extra = Int(generator.next() % 16)
            var bills = (0..<Int(generator.next() % 40)).map { Self.randomBill(&generator, $0, features: features) }
            bills.sort(by: Bill.chronological)
            let bytes = MonthFile.encode(bills)
            var inserting = (0..<Int(generator.next() % 8)).map {
                Self.randomBill(&generator, 1000 + $0, features: extra)
            }
            inserting.sort(by: Bill.chronological)
            // A change log's: ids of the file it takes out or replaces, and the bills it puts in.
            let logged = round % 2 == 0 ? [] : (0..<Int(generator.next() % 3)).map {
                Self.randomBill(&generator, 2000 + $0, features: Int(generator.next() % 16))
            }
            var removing = Set(bills.filter { _ in generator.next() % 5 == 0 }.map(\.id))
            if let replaced = bills.first, round % 4 == 1 {
                var replacement = replaced
                replacement.note = "edited"
                removing.insert(replaced.id)
                inserting.append(replacement)
                inserting.sort(by: Bill.chronological)
            }
            let expected = (bills.filter { !removing.contains($0.id) } + inserting + logged)
                .sorted(by: Bill.chronological)
            let spliced = try #require(
                MonthFile.splice(bytes, removing: removing, inserting: inserting, and: logged), "round \(round)")
            #expect(spliced == MonthFile.encode(expected), "round \(round)")
            formats.insert([MonthFile.format(of: bills), MonthFile.format(of: expected)])
        }
        // Every format was spliced into, and raised to every newer one.
        for old in 1...MonthFile.format {
            for new in old...MonthFile.format where old == new || old == 1 {
                #expect(formats.contains([old, new]), "format \(old) to \(new)")
            }
        }
    }

    /// The records of an import (``StoredBill``s, as the commit has them) splice as ``Bill``s do.
    @Test func recordsSpliceAsBills() throws {
        var generator = SeededRandom(seed: 41)
        let bills = (0..<50).map { Self.randomBill(&generator, $0, features: 15) }.sorted(by: Bill.chronological)
        let inserting = (0..<20).map { Self.randomBill(&generator, 100 + $0, features: 15) }
            .sorted(by: Bill.chronological)
        let records = try MonthFile.encode(inserting).withUnsafeBufferPointer { bytes in
            var records: [StoredBill] = []
            try MonthFile.storedBills(
                bytes, path: "t", month: Month(year: 2026, month: 3)!,
                categories: Dictionary(
                    uniqueKeysWithValues: (1...31).map {
                        ($0, Category(id: $0, title: "c\($0)", alias: "c\($0)", icon: "", type: $0 == 31 ? .income : .expense))
                    }),
                into: &records)
            return try #require(MonthFile.splice(MonthFile.encode(bills), inserting: records))
        }
        #expect(records == MonthFile.encode((bills + inserting).sorted(by: Bill.chronological)))
    }

    @Test(arguments: [
        "{\"bills\":[\n{\"amount\":\"1.00\"}\n],\"format\":6}\n",  // a newer format
        "{\"bills\":[\n{\"amount\":\"1.00\"}\n],\"format\":0}\n",
        "{\"bills\":[{\"amount\":\"1.00\"}],\"format\":1}\n",  // one line
        "{\"bills\":[\n{\"amount\":\"1.00\",\"category\":1,\"created\":\"2026-03-01T00:00:00.000Z\",\"date\":\"2026-03-01\",\"id\":\"é\",\"note\":\"\",\"type\":\"expense\"}\n],\"format\":1}\n",  // an id not ASCII
    ])
    func anyOtherFileIsLeftToTheWholeWrite(text: String) {
        var generator = SeededRandom(seed: 42)
        let bill = Self.randomBill(&generator, 1, features: 0)
        #expect(MonthFile.splice(Array(text.utf8), inserting: [bill]) == nil)
    }

    /// Lines out of order (a file edited by hand whose summary was made after) are not spliced into.
    @Test func linesOutOfOrderAreNotSplicedInto() {
        var generator = SeededRandom(seed: 43)
        let bills = (0..<10).map { Self.randomBill(&generator, $0, features: 0) }.sorted(by: Bill.chronological)
        let bytes = MonthFile.encode(Array(bills.reversed()))
        #expect(MonthFile.splice(bytes, inserting: [Self.randomBill(&generator, 99, features: 0)]) == nil)
    }

    /// A ledger's months of every format, two with change logs, imported into: each month file is
    /// the encoding of its bills, each summary theirs, and the bills are those it had and the imported.
    @Test func anImportIntoTheLedgerWritesWhatTheWholeMonthWould() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let march = Month(year: 2026, month: 3)!
            var generator = SeededRandom(seed: 44)
            let months = (1...6).map { Month(year: 2025, month: $0)! } + [march]
            try store.write { ledger in
                _ = try ledger.addAccount(name: "a", kind: .cash)
                _ = try ledger.addAccount(name: "b", kind: .debit)
                _ = try ledger.addAccount(name: "c", kind: .credit)
            }
            let category = try store.read { ledger in try #require(ledger.state.categories.first { $0.type == .expense }).id }
            func bill(_ month: Month, _ index: Int, features: Int) -> Bill {
                var bill = Self.randomBill(&generator, index, features: features)
                bill.date = Day(year: month.year, month: month.month, day: bill.date.day)!
                if bill.type != .transfer { (bill.type, bill.category) = (.expense, category) }
                return bill
            }
            try store.write { ledger in
                for (number, month) in months.enumerated() {
                    // Enough bytes (8 KiB) for a one-bill change to write a change log.
                    for index in 0..<80 { try ledger.addImported(bill(month, index, features: number % 16)) }
                }
            }
            // Change logs on March and June: a bill added, one deleted.
            let june = try store.read { ledger in try ledger.bills(of: 1, in: months[5]) }
            try store.write { ledger in try ledger.deleteBills([june[3]]) }
            try store.write { ledger in
                _ = try ledger.addBill(
                    BillDraft(amount: Money(cents: 500), category: nil, type: nil,
                        date: Day(year: 2026, month: 3, day: 2)!, note: "logged"),
                    to: 1, now: Timestamp(milliseconds: 1_700_000_000_001))
            }
            for month in [months[5], march] {
                #expect(FileManager.default.fileExists(atPath: dir + "/bills/1/\(month).changes"), "\(month)")
            }
            let before = try store.read { ledger in try months.map { try ledger.bills(of: 1, in: $0) } }
            var added: [[Bill]] = []
            try store.write { ledger in
                for (number, month) in months.enumerated() {
                    let bills = (0..<20).map { bill(month, 500 + $0, features: (number * 5) % 16) }
                    for bill in bills { try ledger.addImported(bill) }
                    added.append(bills)
                }
            }
            let reopened = LedgerStore(directory: dir)
            try reopened.read { ledger in
                let summaries = try ledger.summaries(of: 1)
                for (number, month) in months.enumerated() {
                    #expect(!FileManager.default.fileExists(atPath: dir + "/bills/1/\(month).changes"))
                    let bills = try ledger.bills(of: 1, in: month)
                    #expect(bills == (before[number] + added[number]).sorted(by: Bill.chronological))
                    let path = dir + "/bills/1/\(month).json"
                    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
                    #expect(bytes == MonthFile.encode(bills), "\(month)")
                    var summary = try #require(summaries[month])
                    summary.file = nil
                    #expect(summary == MonthSummary(bills: bills, contentHash: ByteHash.of(bytes)), "\(month)")
                }
            }
        }
    }
}
