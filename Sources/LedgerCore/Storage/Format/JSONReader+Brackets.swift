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
        index -= 1
        while index > start, bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "{"),
            bytes[index] != UInt8(ascii: "]"), bytes[index] != UInt8(ascii: "[")
        {
            index -= 1
        }
        // The object's own closing brace follows the last one inside it, or its opening one when empty.
        guard bytes[index] == UInt8(ascii: "}"), bytes[index - 1] == UInt8(ascii: "}") || index - 1 == start
        else { return try skipBrackets() }
        offset = index + 1
    }
}
