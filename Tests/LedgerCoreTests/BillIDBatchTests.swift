import Testing

@testable import LedgerCore

/// An import's ids come 256 to a getrandom(2) call: past a refill they must still be distinct
/// version 4 UUIDs, as ``BillID/make()`` makes them one at a time.
struct BillIDBatchTests {
    @Test func idsPastSeveralRefillsAreDistinctVersion4UUIDs() throws {
        var batch = BillID.Batch()
        let ids = try (0..<(256 * 3 + 5)).map { _ in try batch.next() } + [try BillID.make()]
        #expect(Set(ids).count == ids.count)
        let uuid = try Regex("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
        for id in ids { #expect(id.wholeMatch(of: uuid) != nil, "\(id)") }
    }
}
