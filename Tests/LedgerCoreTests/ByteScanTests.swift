import TestSupport
import Testing

@testable import LedgerCore

/// ``ByteScan`` reads eight bytes at a time; it must find exactly what a byte-by-byte look finds,
/// wherever the byte is (in a run of eight, in the tail, at the start given), for every byte value.
struct ByteScanTests {
    static func isJSONSpecial(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
    }
    static func isCSVSpecial(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D
    }

    @Test func everyByteValueAtEveryPlaceIsFoundAsOneByOne() {
        for special in 0...255 {
            for length in [1, 7, 8, 9, 17, 24] {
                for place in 0..<length {
                    // Plain text around it, with bytes that differ from the special ones by one bit.
                    var bytes = (0..<length).map { UInt8(truncatingIfNeeded: 0x61 + $0 % 26) }
                    bytes[place] = UInt8(special)
                    bytes.withUnsafeBufferPointer { buffer in
                        for start in [0, place, min(place + 1, length)] {
                            let expected = buffer.indices[start...].first { Self.isJSONSpecial(buffer[$0]) }
                            #expect(ByteScan.firstJSONSpecial(in: buffer, from: start) == expected)
                        }
                        #expect(ByteScan.needsCSVQuotes(buffer) == buffer.contains(where: Self.isCSVSpecial))
                    }
                }
            }
        }
    }

    @Test func randomTextIsScannedAsOneByOne() {
        var random = SeededRandom(seed: 8)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...40, using: &random)
            // Mostly high bytes and letters (UTF-8 text), now and then a byte to escape.
            let bytes = (0..<length).map { _ in
                Int.random(in: 0..<20, using: &random) == 0
                    ? UInt8.random(in: 0...255, using: &random)
                    : UInt8.random(in: 0x41...0xFF, using: &random)
            }
            bytes.withUnsafeBufferPointer { buffer in
                let start = Int.random(in: 0...length, using: &random)
                let expected = buffer.indices[start...].first { Self.isJSONSpecial(buffer[$0]) }
                #expect(ByteScan.firstJSONSpecial(in: buffer, from: start) == expected)
                #expect(ByteScan.needsCSVQuotes(buffer) == buffer.contains(where: Self.isCSVSpecial))
            }
        }
    }
}
