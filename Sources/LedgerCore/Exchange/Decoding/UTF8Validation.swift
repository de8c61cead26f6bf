/// Where bytes stop being UTF-8, found in place (no copy, no `String`).
///
/// Used by ``TextDecoding`` on every import file, so it checks eight ASCII bytes at a time.
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629: no
    /// overlong forms, no surrogates, nothing above U+10FFFF); `nil` when all of `bytes` is UTF-8.
    /// A sequence cut off by the end is invalid at its first byte.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let (length, low, high) = sequence(startingWith: lead), index + length <= count,
                (low...high).contains(base[index + 1])
            else { return index }
            for offset in 2..<max(2, length) where base[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    /// For a lead byte: the length of its sequence and the range its second byte must be in.
    private static func sequence(startingWith lead: UInt8) -> (Int, UInt8, UInt8)? {
        switch lead {
        case 0xC2...0xDF: return (2, 0x80, 0xBF)
        case 0xE0: return (3, 0xA0, 0xBF)
        case 0xED: return (3, 0x80, 0x9F)
        case 0xE1...0xEF: return (3, 0x80, 0xBF)
        case 0xF0: return (4, 0x90, 0xBF)
        case 0xF1...0xF3: return (4, 0x80, 0xBF)
        case 0xF4: return (4, 0x80, 0x8F)
        default: return nil
        }
    }
}
