import Testing

@testable import LedgerCore

/// ``ByteHash`` keeps the values already stored in ledgers (month summaries' content hashes, sealed
/// logs, totals files' fingerprints): its four-words-a-turn loop against the one-word loop that
/// wrote them, at every length around the turns and at every starting offset.
struct ByteHashTests {
    /// The hash as first written: one 8-byte word a step.
    static func reference(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            var word: UInt64 = 0
            for index in 0..<8 { word |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 33)
    }

    @Test func everyLengthHashesAsTheOneWordLoop() {
        var generator = SystemRandomNumberGenerator()
        let source = (0..<400).map { _ in UInt8.random(in: 0...255, using: &generator) }
        for length in 0...300 {
            for start in 0..<8 {
                let bytes = Array(source[start..<(start + length)])
                #expect(ByteHash.of(bytes) == Self.reference(bytes), "length \(length), start \(start)")
            }
        }
    }

    /// A hash given in pieces, as a month file read through a small buffer gives them: every split
    /// into whole words and a last piece hashes as the bytes all at once.
    @Test func piecesHashAsTheWholeBytes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let length = Int.random(in: 0...600, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var hash = ByteHash.Pieces(count: length)
            var offset = 0
            bytes.withUnsafeBytes { whole in
                while offset < length {
                    let words = Int.random(in: 0...9, using: &generator)
                    let end = min(length, offset + 8 * words)
                    // The last piece may end in a part of a word; the others end on a word.
                    let last = end == length || Bool.random(using: &generator)
                    let stop = last ? length : end
                    hash.add(UnsafeRawBufferPointer(rebasing: whole[offset..<stop]))
                    offset = stop
                }
            }
            #expect(hash.value == Self.reference(bytes), "length \(length)")
        }
    }

    /// Two values worked out apart from the code (the same steps in Python's integers).
    @Test func knownValuesStay() {
        #expect(ByteHash.of([]) == 0x90F8_749F_C00E_AC80)
        #expect(ByteHash.of(Array(#"{"bills":[],"format":1}"#.utf8)) == 0xB09C_9827_FDDB_A665)
    }
}
