import Testing

@testable import LedgerCore

/// ``Array/sortChronologically()`` sorts indices and then moves each element along its cycle: it
/// must give what the standard library's stable sort gives, equal elements in their first order.
struct SortChronologicallyTests {
    /// A value ordered by `key` alone, `tag` telling equal ones apart.
    struct Keyed: Chronological, Equatable {
        var key: Int
        var tag: Int
        static func chronological(_ lhs: Keyed, _ rhs: Keyed) -> Bool { lhs.key < rhs.key }
        // One day, time and creation for all: every comparison goes to `chronological`.
        var date: Day { .epoch }
        var time: TimeOfDay? { nil }
        var created: Timestamp { Timestamp(milliseconds: 0) }
    }

    @Test func givesTheStableSortsOrderForEveryLengthAndManyTies() {
        var generator = SystemRandomNumberGenerator()
        for length in Array(0...12) + [100, 1000] {
            for _ in 0..<20 {
                var values = (0..<length).map { Keyed(key: Int.random(in: 0...length / 3, using: &generator), tag: $0) }
                let expected = values.sorted(by: Keyed.chronological)
                values.sortChronologically()
                #expect(values == expected, "\(length)")
            }
        }
    }

    @Test func ordersBillsAsBillChronologicalDoes() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<50 {
            var bills = (0..<Int.random(in: 0...300, using: &generator)).map { index in
                var bill = MonthFilePatchTests.randomBill(&generator, index)
                // One import's timestamp for many, so that ids decide among the day's bills.
                if Bool.random(using: &generator) { bill.created = Timestamp(milliseconds: 1_800_000_000_000) }
                return bill
            }
            let expected = bills.sorted(by: Bill.chronological)
            bills.sortChronologically()
            #expect(bills.map(\.id) == expected.map(\.id), "round \(round)")
        }
    }
}
