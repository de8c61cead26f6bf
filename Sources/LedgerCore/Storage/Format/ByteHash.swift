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
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
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

    /// The hash of `bytes`.
    static func of(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { of($0) } }
}
