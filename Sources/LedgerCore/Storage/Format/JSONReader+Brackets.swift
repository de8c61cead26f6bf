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
        var depth = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                offset += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                offset += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                offset = try stringEnd(from: offset + 1)
            default:
                offset += 1
            }
        }
        throw malformed("unexpected end of file")
    }

    /// The offset just after the closing quote of the string whose text starts at `start`.
    private func stringEnd(from start: Int) throws -> Int {
        var index = start
        while true {
            let (end, _) = plainRun(from: index)
            guard end < bytes.count else { throw malformed("unexpected end of file inside a string") }
            switch bytes[end] {
            case UInt8(ascii: "\""): return end + 1
            case UInt8(ascii: "\\"): index = end + 2  // the escaped byte is not the end
            default: index = end + 1  // a control character: not this reader's to refuse here
            }
        }
    }
}
