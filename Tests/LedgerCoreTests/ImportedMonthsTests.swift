import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The bills an import holds come back as they went in, from memory and from the scratch file, also
/// when bills are added again after every month was taken (the scratch file is closed then, and made
/// anew).
struct ImportedMonthsTests {
    /// `count` bills of October 2026 in book 1, their ids starting with `prefix`.
    private func bills(_ prefix: String, count: Int) -> [Bill] {
        (0..<count).map { number in
            Bill(
                id: "\(prefix)\(number)", date: Day(year: 2026, month: 10, day: number % 28 + 1)!,
                type: number % 3 == 0 ? .income : .expense, amount: Money(cents: Int64(number + 1)),
                category: 1, book: 1, note: "note \(number) " + String(repeating: "n", count: number % 30),
                created: Timestamp(milliseconds: Int64(number)))
        }
    }

    @Test func billsComeBackAfterTheScratchFileIsMadeAnew() throws {
        try withTemporaryDirectory { directory in
            let months = ImportedMonths(directory: directory)
            let key = MonthKey(book: 1, month: Month(year: 2026, month: 10)!)
            // Enough bytes for several buffers to move out to the scratch file (64 KiB each).
            let first = bills("a", count: 3_000)
            for bill in first { try months.add(bill, madeID: false) }
            #expect(try months.take(key) == first)
            let second = bills("b", count: 3_000)
            for bill in second { try months.add(bill, madeID: false) }
            #expect(try months.take(key) == second)
            #expect(months.keys.isEmpty)
        }
    }
}
