import Testing

@testable import LedgerCore

/// A month encoded in parts side by side is byte for byte the month encoded in one run.
struct MonthFileEncodingTests {
    @Test(arguments: [0, 1, 2, 3, 7, 1025, 3001])
    func partsJoinToTheWholeFile(count: Int) throws {
        var generator = SystemRandomNumberGenerator()
        var bills = (0..<count).map { MonthFilePatchTests.randomBill(&generator, $0) }
        bills.sort(by: Bill.chronological)
        let whole = MonthFile.encode(bills, parts: 1)
        for parts in 2...5 {
            #expect(
                MonthFile.encode(bills, parts: parts, partsFrom: 0) == whole,
                "\(count) bills in \(parts) parts")
        }
        // The default parts a month of more than ``MonthFile/partedEncoding`` bills.
        #expect(MonthFile.encode(bills) == whole)
        let read = try MonthFile.decode(
            whole, path: "2026-03.json", book: 1, month: Month(year: 2026, month: 3)!, categories: nil)
        #expect(read == bills)
    }
}
