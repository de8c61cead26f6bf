import TestSupport
import Testing

@testable import LedgerCore

/// The import's table of digests answers as a dictionary of them would, through growth, the zero
/// digest and digests that all want one slot.
struct DigestCountsTests {
    typealias Digest = ImportKey.Digest

    /// Random inserts and counts, checked against a `Dictionary` after each.
    @Test(arguments: [0, 1_000])
    func answersAsADictionaryWould(reserved: Int) {
        var random = SeededRandom(seed: 31)
        var table = DigestCounts(capacity: reserved)
        var model: [Digest: Int] = [:]
        // Few distinct digests, so that most operations meet one counted before; the zero digest, and
        // digests whose halves are equal (folded, they all want the same slot).
        let digests =
            (0..<600).map { _ in Digest(high: random.next(), low: random.next()) }
            + (0..<40).map { Digest(high: UInt64($0), low: UInt64($0)) }
        for step in 0..<20_000 {
            let digest = digests[Int(random.next() % UInt64(digests.count))]
            if step % 2 == 0 {
                let before = model[digest]
                #expect(table.insert(digest, step) == before)
                if before == nil { model[digest] = step }
            } else {
                #expect(table.count(digest) == model[digest, default: 0])
                model[digest, default: 0] += 1
            }
            #expect(table[digest] == model[digest])
        }
        for digest in digests { #expect(table[digest] == model[digest]) }
        #expect(table[Digest(high: 7, low: 9)] == nil)
        #expect(!table.isEmpty)
    }

    @Test func theZeroDigestIsADigestLikeAnyOther() {
        var table = DigestCounts()
        let zero = Digest(high: 0, low: 0)
        #expect(table.isEmpty && table[zero] == nil)
        #expect(table.count(zero) == 0)
        #expect(table.count(zero) == 1)
        #expect(table.insert(zero, 9) == 2)
        #expect(table[zero] == 2 && !table.isEmpty)
    }

    /// A copy is a value: counting in one leaves the other as it was, before and after growth.
    @Test func aCopyCountsApart() {
        var table = DigestCounts()
        let first = Digest(high: 1, low: 2)
        #expect(table.count(first) == 0)
        var copy = table
        #expect(copy.count(first) == 1)
        #expect(table[first] == 1 && copy[first] == 2)
        for index in 1...100 { #expect(copy.insert(Digest(high: UInt64(index), low: 99), index) == nil) }
        #expect(table.count == 1 && copy.count == 101)
        #expect(table[Digest(high: 5, low: 99)] == nil && copy[Digest(high: 5, low: 99)] == 5)
        #expect(table.count(first) == 1 && table[first] == 2 && copy[first] == 2)
    }
}
