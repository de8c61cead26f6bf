/// The header of a dynamic deflate block (RFC 1951 §3.2.7): the code lengths, themselves Huffman
/// coded, of the block's literal/length and distance codes.
enum DynamicCodes {
    /// The order in which the code length code's lengths are stored.
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Reads the header and builds the block's literal/length and distance tables.
    /// - Throws: ``FileFormatError`` for counts out of range, a repeat with nothing to repeat or past the
    ///   end, a code without end-of-block, or codes that are not valid Huffman codes.
    static func read(_ bits: inout BitReader) throws -> (HuffmanTable, HuffmanTable) {
        bits.refill()
        let literals = bits.take(5) + 257
        let distances = bits.take(5) + 1
        let lengthCodes = bits.take(4) + 4
        guard literals <= 286, distances <= 30 else {
            throw FileFormatError(
                Reason(
                    "a dynamic block with {1} literal and {2} distance codes", String(literals),
                    String(distances)))
        }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<lengthCodes {
            bits.refill()
            codeLengths[order[index]] = UInt8(bits.take(3))
        }
        let lengthCode = try HuffmanTable(lengths: codeLengths[...], incompleteAllowed: false)
        var lengths = [UInt8](repeating: 0, count: literals + distances)
        var index = 0
        while index < lengths.count {
            bits.refill()
            let symbol = try lengthCode.decode(&bits)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            let (value, count): (UInt8, Int)
            switch symbol {
            case 16:
                guard index > 0 else { throw FileFormatError("a repeated code length with none before it") }
                (value, count) = (lengths[index - 1], 3 + bits.take(2))
            case 17: (value, count) = (0, 3 + bits.take(3))
            default: (value, count) = (0, 11 + bits.take(7))
            }
            guard index + count <= lengths.count else {
                throw FileFormatError("code lengths repeated past the end of the table")
            }
            for offset in index..<(index + count) { lengths[offset] = value }
            index += count
        }
        if bits.isPastEnd { throw FileFormatError("the deflate data ends too early") }
        guard lengths[256] != 0 else {
            throw FileFormatError("a block whose code has no end-of-block symbol")
        }
        let literal = try HuffmanTable(lengths: lengths[..<literals], incompleteAllowed: true)
        let distance = try HuffmanTable(lengths: lengths[literals...], incompleteAllowed: true)
        return (literal, distance)
    }
}
