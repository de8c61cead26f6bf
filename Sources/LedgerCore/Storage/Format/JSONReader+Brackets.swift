#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension JSONReader {
    /// Passes over the object or array here on its brackets alone — its strings passed over whole,
    /// escapes and all — without checking what is inside: for a value read in full elsewhere (a
    /// totals file's category totals, when only its fingerprints are wanted), at a byte a step
    /// rather than a value a step. Any other value is passed over as ``skipValue()`` does.
    /// - Throws: ``Failure`` when the input ends first.
    mutating func skipBrackets() throws {
        skipWhitespace()
        guard let open = peek(), open == UInt8(ascii: "{") || open == UInt8(ascii: "[") else {
            return try skipValue()
        }
        // One loop with the string state in a flag: the category totals are mostly short strings, and
        // a call for each cost more than the bytes it passed over.
        var depth = 0
        var inString = false
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte == UInt8(ascii: "\\") {
                    index += 1  // the escaped byte is not the end
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    offset = index
                    return
                }
            default: break
            }
        }
        offset = bytes.count
        throw malformed(inString ? "unexpected end of file inside a string" : "unexpected end of file")
    }
}

extension JSONReader {
    /// Passes over the object here without reading it, when its end is where a file laid out one
    /// value a line puts it: the object is a member of a value that ends on this line, and the
    /// members after it on the line hold no brackets (timi's totals files: one month a line, its
    /// category totals followed by counts, amounts and fingerprints). Its end is then the last `}`
    /// before the line's closing one, found from the line's end — a few hundred bytes a month
    /// instead of every byte of its totals. Any other layout is passed over by ``skipBrackets()``.
    ///
    /// A bracket inside a later string on the line (a hand's edit) puts the end in the wrong place:
    /// what follows then fails to read, or reads as other members. Only for a reader that checks
    /// what it read against the files (a cache's fingerprints), never for data itself.
    /// - Throws: ``Failure`` when the input ends first.
    mutating func skipObjectEndingItsLine() throws {
        skipWhitespace()
        let start = offset
        guard peek() == UInt8(ascii: "{"), let base = bytes.baseAddress,
            let newline = memchr(base + start, 0x0A, bytes.count - start)
        else { return try skipBrackets() }
        // Back from the line's end: white space, the parent's comma, the parent's closing brace.
        var index = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) - 1
        while index > start, bytes[index] == 0x20 || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index -= 1
        }
        if bytes[index] == UInt8(ascii: ",") { index -= 1 }
        guard index > start, bytes[index] == UInt8(ascii: "}") else { return try skipBrackets() }
        // The last bracket before the line's closing brace: the last `}` (eight bytes a step while a
        // word holds none), with no other bracket after it (looked for by the C library).
        var last = index - 1
        let ones: UInt64 = 0x0101_0101_0101_0101
        while last - 8 > start {
            let word = UnsafeRawPointer(base + last - 7).loadUnaligned(as: UInt64.self) ^ (ones &* 0x7D)
            if (word &- ones) & ~word & (ones &* 0x80) != 0 { break }  // a zero byte: a `}` among them
            last -= 8
        }
        while last > start, base[last] != UInt8(ascii: "}") { last -= 1 }
        guard last > start else { return try skipBrackets() }
        let after = (base + last + 1, index - last - 1)
        guard memchr(after.0, Int32(UInt8(ascii: "{")), after.1) == nil,
            memchr(after.0, Int32(UInt8(ascii: "[")), after.1) == nil,
            memchr(after.0, Int32(UInt8(ascii: "]")), after.1) == nil
        else { return try skipBrackets() }
        // The object's own closing brace follows the last one inside it, or its opening one when empty.
        guard bytes[last - 1] == UInt8(ascii: "}") || last - 1 == start else { return try skipBrackets() }
        offset = last + 1
    }
}
