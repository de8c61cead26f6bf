import TestSupport
import Testing

@testable import LedgerCore

struct CategoryTotalsTests {
    @Test(arguments: [
        ([1, 1, 1], [3334, 3333, 3333]), ([2, 1], [6667, 3333]), ([100], [10000]), ([0, 0], [0, 0]),
        ([1, 0, 1], [5000, 0, 5000]), ([99_999_999_999, 1], [10000, 0]), ([1, 2, 3, 4], [1000, 2000, 3000, 4000]),
    ] as [([Int64], [Int])])
    func percentagesAddUpToExactly100(values: [Int64], expected: [Int]) {
        let shares = CategoryTotalsReport.largestRemainder(values, scale: 10_000)
        #expect(shares == expected)
    }

    @Test func randomSharesAlwaysAddUp() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let values = (0..<Int.random(in: 1...30, using: &generator)).map { _ in
                Int64.random(in: 0...99_999_999_999, using: &generator)
            }
            let shares = CategoryTotalsReport.largestRemainder(values, scale: 10_000)
            #expect(shares.reduce(0, +) == (values.contains { $0 > 0 } ? 10_000 : 0))
        }
    }

    @Test func slicesComeFromSummariesLargestFirst() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let day = Day(year: 2026, month: 11, day: 3)!
            let now = Timestamp(milliseconds: 0)
            try store.write { ledger in
                for (cents, category) in [(100, "meals"), (300, "transport"), (200, "meals"), (5000, "salary")] as [(Int64, String)] {
                    try ledger.addBill(
                        BillDraft(amount: Money(cents: cents), category: category, type: nil, date: day), to: 1, now: now)
                }
                try ledger.addBill(
                    BillDraft(amount: Money(cents: 700), category: "meals", type: nil, date: Day(year: 2026, month: 10, day: 1)!),
                    to: 1, now: now)
            }
            try store.read { (ledger: Ledger) throws in
                let book = ledger.currentBook
                let month = try CategoryTotalsReport(ledger: ledger, book: book, period: Period(month: day.yearMonth), type: .expense)
                #expect(month.slices.map(\.category.alias) == ["meals", "transport"])  // 3.00 each: display order
                #expect(month.slices.map(\.percentText) == ["50.00", "50.00"])
                #expect(month.slices.map(\.count) == [2, 1])
                #expect(month.income == Money(cents: 5000))
                let all = try CategoryTotalsReport(ledger: ledger, book: book, period: .all, type: .expense)
                #expect(all.slices.first?.total == Money(cents: 1000))
                #expect(all.total == Money(cents: 1300))
                let span = Period(start: day, end: day, description: "one day")
                #expect(try CategoryTotalsReport(ledger: ledger, book: book, period: span, type: .income).slices.map(\.basisPoints) == [10_000])
            }
        }
    }
}
