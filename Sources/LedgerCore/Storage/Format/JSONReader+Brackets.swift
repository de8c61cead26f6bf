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
