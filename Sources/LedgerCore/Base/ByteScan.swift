/// Finding the first byte of a kind in text, eight bytes at a time: a note or an id has nothing to
/// escape in nearly every bill, so the common case is one pass of words (docs/PERFORMANCE.md, export).
enum ByteScan {
    /// The index of the first byte at or after `start` that a JSON string must escape: a control
    /// character, `"`, `\` or DEL; `nil` when there is none.
    static func firstJSONSpecial(in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        firstIndex(in: bytes, from: start, JSONSpecial.self)
    }

    /// Whether a CSV field of `bytes` must be quoted: it holds a comma, a quote, a CR or an LF.
    static func needsCSVQuotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstIndex(in: bytes, from: 0, CSVSpecial.self) != nil
    }

    /// A kind of byte, told of one byte and of eight at once.
    private protocol Kind {
        static func matches(_ byte: UInt8) -> Bool
        /// Whether one of the eight bytes of `word` matches.
        static func anyMatches(_ word: UInt64) -> Bool
    }

    private enum JSONSpecial: Kind {
        static func matches(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F
        }
        static func anyMatches(_ word: UInt64) -> Bool {
            hasLess(word, than: 0x20) || hasByte(word, 0x22) || hasByte(word, 0x5C) || hasByte(word, 0x7F)
        }
    }

    private enum CSVSpecial: Kind {
        static func matches(_ byte: UInt8) -> Bool {
            byte == 0x2C || byte == 0x22 || byte == 0x0A || byte == 0x0D
        }
        static func anyMatches(_ word: UInt64) -> Bool {
            hasByte(word, 0x2C) || hasByte(word, 0x22) || hasByte(word, 0x0A) || hasByte(word, 0x0D)
        }
    }

    /// The first index at or after `start` whose byte is of `kind`: runs of eight bytes with none are
    /// passed over at once, the last run overlapping the one before when the length is not a multiple
    /// of eight.
    private static func firstIndex<K: Kind>(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, _ kind: K.Type
    ) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        guard bytes.count >= 8 else { return bytes[start...].firstIndex(where: K.matches) }
        func word(at index: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        }
        var index = start
        while true {
            let at = min(index, bytes.count - 8)
            if K.anyMatches(word(at: at)) {
                for found in index..<at + 8 where K.matches(bytes[found]) { return found }
            }
            index = at + 8
            if index >= bytes.count { return nil }
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether one of the eight bytes of `word` is `byte`.
    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let zeroWhereEqual = word ^ (ones &* UInt64(byte))
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual & highs != 0
    }

    /// Whether one of the eight bytes of `word` is less than `bound` (at most 128).
    @inline(__always)
    private static func hasLess(_ word: UInt64, than bound: UInt8) -> Bool {
        (word &- ones &* UInt64(bound)) & ~word & highs != 0
    }
}
