import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Adds, edits and deletes on months not read whole (the patch path) leave exactly the files,
/// summaries and index that reading and rewriting the months would.
struct LedgerPatchTests {
    static let months = ["2026-01", "2026-02", "2026-03"].compactMap { Month(iso: $0) }

    @Test func randomChangesMatchAModel() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            var model: [String: Bill] = [:]
            var generator = SystemRandomNumberGenerator()
            func randomDay() -> Day {
                let month = Self.months.randomElement(using: &generator) ?? Self.months[0]
                return Day(
                    year: month.year, month: month.month, day: Int.random(in: 1...28, using: &generator))!
            }
            for step in 0..<150 {
                let choice = model.isEmpty ? 0 : Int.random(in: 0..<10, using: &generator)
                switch choice {
                case 0...4:
                    let bill = try store.write { ledger in
                        try ledger.addBill(
                            BillDraft(
                                amount: Money(cents: Int64.random(in: 1...100_000, using: &generator)),
                                category: ["meals", "salary", "snacks"].randomElement(using: &generator),
                                type: nil,
                                date: randomDay(), note: "n\(step)"),
                            to: 1, now: Timestamp(milliseconds: Int64(step)))
                    }
                    model[bill.id] = bill
                case 5...7:
                    let id = model.keys.sorted()[Int.random(in: 0..<model.count, using: &generator)]
                    let edited = try store.write { ledger in
                        try ledger.editBill(
                            try ledger.bill(matching: id),
                            BillChanges(
                                amount: Money(cents: Int64(step + 1)),
                                date: Bool.random(using: &generator) ? randomDay() : nil))
                    }
                    model[id] = edited
                case 8:
                    let id = model.keys.sorted()[Int.random(in: 0..<model.count, using: &generator)]
                    try store.write { ledger in try ledger.deleteBills([try ledger.bill(matching: id)]) }
                    model[id] = nil
                default:
                    // Rewrite a month by hand (pretty-printed): it must leave the patch path.
                    let path =
                        dir
                        + "/bills/1/\(Self.months.randomElement(using: &generator) ?? Self.months[0]).json"
                    if let data = FileManager.default.contents(atPath: path) {
                        let object = try JSONSerialization.jsonObject(with: data)
                        try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]).write(
                            to: URL(fileURLWithPath: path))
                    }
                }
                try check(store, dir: dir, model: model, step: step)
            }
        }
    }

    func check(_ store: LedgerStore, dir: String, model: [String: Bill], step: Int) throws {
        try store.read { (ledger: Ledger) throws in
            var seen: [Bill] = []
            for month in Self.months {
                let bills = try ledger.bills(of: 1, in: month)
                seen += bills
                let summary = try ledger.summaries(of: 1)[month]
                #expect(summary?.count ?? 0 == bills.count, "step \(step) \(month)")
                if !bills.isEmpty {
                    // The summary holds the hash of the file's bytes as they are now, and of its log's.
                    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/bills/1/\(month).json"))
                    let hash = ByteHash.of(Array(bytes))
                    let logPath = "\(dir)/bills/1/\(month).changes"
                    let log = FileManager.default.contents(atPath: logPath).map { ByteHash.of(Array($0)) }
                    #expect(summary?.log == (try FileSystem.fingerprint(logPath)), "step \(step) \(month)")
                    #expect(
                        summary.map {
                            var expected = MonthSummary(bills: bills, file: $0.file, contentHash: hash)
                            (expected.log, expected.logHash) = ($0.log, log)
                            return expected
                        } == summary, "step \(step) \(month)")
                }
            }
            #expect(Set(seen) == Set(model.values), "step \(step)")
            for bill in model.values { #expect(try ledger.bill(matching: bill.id) == bill, "step \(step)") }
        }
        // Files timi wrote since the last hand edit are in its layout (a hand-edited one may not be).
        let saved = try storedTotals(in: dir)
        for month in Self.months {
            let path = dir + "/bills/1/\(month).json"
            guard let stored = saved[1]?[month], stored.file == (try FileSystem.fingerprint(path)),
                let bytes = FileManager.default.contents(atPath: path), MonthFile.lines(Array(bytes)) != nil
            else { continue }
            let bills = model.values.filter { $0.date.yearMonth == month }.sorted(by: Bill.chronological)
            // With a change log, the month is what splicing the log into the file gives.
            let logPath = dir + "/bills/1/\(month).changes"
            if let logBytes = FileManager.default.contents(atPath: logPath) {
                let log = try MonthLog.decode(
                    Array(logBytes), path: logPath, book: 1, month: month, categories: nil)
                #expect(log.base == ByteHash.of(Array(bytes)), "step \(step) \(month)")
                let spliced = MonthFile.patch(Array(bytes), removing: log.hiddenIDs, inserting: log.bills)
                #expect(spliced?.bytes == MonthFile.encode(bills), "step \(step) \(month)")
            } else {
                #expect(Array(bytes) == MonthFile.encode(bills), "step \(step) \(month)")
            }
        }
    }
}
