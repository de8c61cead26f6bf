/// A fast 64-bit hash of bytes, not cryptographic: eight bytes a step (a multiply and a shift), so
/// hashing a month file costs a small fraction of decoding it.
///
/// Used for the content hash kept with each month's summary (a file edited by hand with its size
/// and time put back is still noticed when it is read) and for the bill ids of a month file being
/// read (``MonthFile``). Each step is a bijection of the state, so changing any one 8-byte word
/// always changes the hash; the value is the same on every platform (words are read little-endian).
enum ByteHash {
    /// The hash of `bytes`.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = Pieces(count: bytes.count)
        hash.add(bytes)
        return hash.value
    }

    /// The hash of `bytes`.
    static func of(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { of($0) } }

    /// The hash of bytes given in pieces as they are read, whose count is known at the start: the
    /// value ``of(_:)`` gives for them all at once.
    struct Pieces {
        private var hash: UInt64
        private var tail: UInt64 = 0
        private var hasTail = false

        /// A hash of `count` bytes to come.
        init(count: Int) { hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count) }

        /// Hashes the next piece: a whole number of 8-byte words, unless it is the last.
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            precondition(!hasTail, "a piece after the last")
            var hash = self.hash
            @inline(__always) func step(_ word: UInt64) {
                hash = (hash ^ UInt64(littleEndian: word)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash &>> 32
            }
            let words = bytes.count / 8
            var offset = 0
            if let base = bytes.baseAddress {
                // Four words a turn with no overflow checks: a month file's hash in half the instructions.
                let fours = words / 4 * 32
                while offset < fours {
                    step(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    step(base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
                    step(base.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self))
                    step(base.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
                    offset &+= 32
                }
                while offset < words * 8 {
                    step(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset &+= 8
                }
            }
            self.hash = hash
            guard offset < bytes.count else { return }
            var shift: UInt64 = 0
            while offset < bytes.count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            hasTail = true
        }

        /// The hash of the pieces added.
        var value: UInt64 {
            let hash = (self.hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            return hash ^ (hash >> 33)
        }
    }
}
