import TestSupport
import Testing

@testable import LedgerCore

/// ``IDTable`` keeps small ids in an array and any other in a dictionary: both must behave as one
/// dictionary does.
struct IDTableTests {
    @Test func behavesAsADictionary() {
        var random = SeededRandom(seed: 12)
        var table = IDTable<Int>()
        var expected: [Int: Int] = [:]
        let ids = [-5, -1, 0, 1, 2, 255, 256, 4095, 4096, 1 << 40, Int.min, Int.max]
        for step in 0..<3_000 {
            let id =
                Bool.random(using: &random)
                ? ids.randomElement(using: &random)! : Int.random(in: -10...5000, using: &random)
            let value: Int? = Int.random(in: 0..<4, using: &random) == 0 ? nil : step
            table[id] = value
            expected[id] = value
            let probe = ids.randomElement(using: &random)!
            #expect(table[probe] == expected[probe])
            #expect(table[id] == expected[id])
        }
        for id in ids { #expect(table[id] == expected[id]) }
        var made = 0
        #expect(
            table.value(of: 77_777) {
                made += 1; return $0
            } == expected[77_777] ?? 77_777)
        #expect(
            table.value(of: 77_777) {
                made += 1; return $0
            } == expected[77_777] ?? 77_777)
        #expect(made <= 1)
    }
}
