/// Text in UTF-16 (with its byte-order mark) or windows-1252, converted to UTF-8.
///
/// Used by ``TextDecoding`` for the exports of banks that write neither UTF-8 nor GB18030.
enum SingleByteText {
    /// What windows-1252 has at 0x80…0x9F (the rest of its bytes are the code points of the same
    /// number); the five it leaves undefined are read as those code points, as browsers do.
    private static let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0x8D, 0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
        0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// `bytes` (windows-1252) as UTF-8; every byte is a character, so nothing is invalid.
    static func windows1252(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                out.append(byte)
            } else {
                let scalar = (0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : UInt32(byte)
                append(scalar, to: &out)
            }
        }
        return out
    }

    /// Whether bytes that are not UTF-8 look like windows-1252 rather than GB18030: a Chinese
    /// character takes two bytes of 0x80 and above, while an accented Latin letter is one such byte
    /// between ASCII letters (`für`, `Überweisung`), though GB18030 would read it with the next.
    static func looksLikeWindows1252(_ bytes: [UInt8]) -> Bool {
        var paired = 0
        var single = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] >= 0x80 else {
                index += 1
                continue
            }
            // GB18030's four-byte characters (its byte-order mark 84 31 95 33) alternate high bytes and digits.
            if index + 3 < bytes.count, (0x30...0x39).contains(bytes[index + 1]), bytes[index + 2] >= 0x81,
                (0x30...0x39).contains(bytes[index + 3])
            {
                paired += 1
                index += 4
            } else if index + 1 < bytes.count, bytes[index + 1] >= 0x80 {
                paired += 1
                index += 2
            } else {
                single += 1
                index += 1
            }
        }
        return single > paired
    }

    /// `bytes` (UTF-16 after its byte-order mark, in the order the mark says) as UTF-8, or the offset
    /// of the first unit that is not UTF-16 (an unpaired surrogate, an odd last byte).
    static func utf16(_ bytes: [UInt8]) -> Result<[UInt8], OffsetError> {
        let littleEndian = bytes.starts(with: [0xFF, 0xFE])
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 2
        func unit(at offset: Int) -> UInt32? {
            guard offset + 1 < bytes.count else { return nil }
            let (low, high) = littleEndian ? (bytes[offset], bytes[offset + 1]) : (bytes[offset + 1], bytes[offset])
            return UInt32(high) << 8 | UInt32(low)
        }
        while index < bytes.count {
            guard let first = unit(at: index) else { return .failure(OffsetError(offset: index)) }
            if (0xD800...0xDBFF).contains(first) {
                guard let second = unit(at: index + 2), (0xDC00...0xDFFF).contains(second) else {
                    return .failure(OffsetError(offset: index))
                }
                append(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00), to: &out)
                index += 4
            } else if (0xDC00...0xDFFF).contains(first) {
                return .failure(OffsetError(offset: index))
            } else {
                append(first, to: &out)
                index += 2
            }
        }
        return .success(out)
    }

    /// Where UTF-16 stops being UTF-16.
    struct OffsetError: Error {
        var offset: Int
    }

    /// `scalar`'s UTF-8 bytes appended to `out`.
    private static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
