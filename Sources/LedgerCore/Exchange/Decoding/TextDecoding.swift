/// The UTF-8 text of an import file, whichever of UTF-8, GB18030, UTF-16 or windows-1252 it is in.
///
/// Used by `ImportReader` before any CSV or JSON is read, so that every reader after it sees UTF-8.
enum TextDecoding {
    /// The bytes of a text file as UTF-8, without a byte-order mark (see ``decode(_:encoding:)``).
    static func utf8(_ bytes: [UInt8], encoding: TextEncoding? = nil) throws -> [UInt8] {
        try decode(bytes, encoding: encoding).text
    }

    /// The bytes of a text file as UTF-8, without a byte-order mark, and the encoding they were in.
    ///
    /// Without an `encoding`: a UTF-16 byte-order mark says UTF-16; bytes that are valid UTF-8 are
    /// UTF-8; others are windows-1252 when their bytes above ASCII stand alone between ASCII ones
    /// (see ``SingleByteText/looksLikeWindows1252(_:)``), else GB18030. Valid UTF-8 without a
    /// byte-order mark is returned as it is, not copied.
    /// - Throws: ``FileFormatError`` naming the line of the first byte at which the file is not text
    ///   in `encoding` (or in neither UTF-8 nor GB18030), and that byte.
    static func decode(
        _ bytes: [UInt8], encoding: TextEncoding? = nil
    ) throws -> (text: [UInt8], encoding: TextEncoding) {
        let utf16Mark = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        if encoding == .utf16 || (encoding == nil && utf16Mark) {
            guard utf16Mark else { throw failure("not UTF-16 text with a byte-order mark", bytes, at: 0) }
            switch SingleByteText.utf16(bytes) {
            case .success(let text): return (text, .utf16)
            case .failure(let error): throw failure("not UTF-16 text", bytes, at: error.offset)
            }
        }
        if encoding == .windows1252 { return (SingleByteText.windows1252(bytes), .windows1252) }
        let invalidUTF8 = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset)
        if encoding != .gb18030 {
            guard let invalidUTF8 else { return (withoutByteOrderMark(bytes), .utf8) }
            if encoding == .utf8 { throw failure("not UTF-8 text", bytes, at: invalidUTF8) }
            if SingleByteText.looksLikeWindows1252(bytes) {
                return (SingleByteText.windows1252(bytes), .windows1252)
            }
        }
        switch try GB18030.utf8(from: bytes) {
        case .text(let text):
            return (withoutByteOrderMark(text), .gb18030)
        case .invalid(let offset) where encoding == .gb18030:
            throw failure("not GB18030 text", bytes, at: offset)
        case .invalid(let offset):
            // Where both readings have failed: the first byte that is wrong whichever the file is in.
            throw failure("not UTF-8 or GB18030 text", bytes, at: max(offset, invalidUTF8 ?? 0))
        }
    }

    /// `bytes` without the UTF-8 byte-order mark they start with (GB18030's converts to the same).
    private static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes[3...]) : bytes
    }

    /// `what` at the line of `offset`, naming the byte there.
    private static func failure(_ what: Reason, _ bytes: [UInt8], at offset: Int) -> FileFormatError {
        let byte = offset < bytes.count ? bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        return FileFormatError(
            Reason("{1} (byte 0x{2})", [what, .verbatim((hex.count == 1 ? "0" : "") + hex)]),
            at: .line(line(of: offset, in: bytes)))
    }

    /// The line (from 1) of the byte at `offset`, counting CRLF, LF and a lone CR as line ends, as
    /// ``CSV`` does.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] == 0x0A
                || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
            {
                line += 1
            }
            index += 1
        }
        return line
    }
}
