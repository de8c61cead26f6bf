/// A canonical Huffman code of deflate (RFC 1951 §3.2.2), validated and made into a lookup table.
///
/// Codes of up to ``fastBits`` bits are decoded with one table look-up; longer ones (rare, by the
/// nature of Huffman codes) bit by bit from the counts per length, as zlib's `puff` does.
struct HuffmanTable {
    /// The bits looked up at once.
    static let fastBits = 9
    /// Indexed by the next ``fastBits`` input bits: `symbol << 4 | length`, or 0 for a longer code.
    private var fast = [UInt16](repeating: 0, count: 1 << fastBits)
    /// How many codes have each length 0…15.
    private var counts = [Int](repeating: 0, count: 16)
    /// The symbols ordered by code.
    private var symbols: [UInt16]

    /// The code whose symbol `n` has length `lengths[n]` (0: the symbol is not used).
    /// - Parameter incompleteAllowed: whether a code with a single symbol of length 1 is accepted
    ///   (deflate allows it where there is one distance code), or none at all (no distance used).
    /// - Throws: ``FileFormatError`` for an over-subscribed or (unless allowed) incomplete code.
    init(lengths: ArraySlice<UInt8>, incompleteAllowed: Bool) throws {
        symbols = [UInt16](repeating: 0, count: lengths.count)
        for length in lengths { counts[Int(length)] += 1 }
        var left = 1
        for length in 1...15 {
            left = (left << 1) - counts[length]
            guard left >= 0 else { throw FileFormatError("an over-subscribed Huffman code") }
        }
        let used = lengths.count - counts[0]
        if left > 0 && !(incompleteAllowed && used <= 1 && counts[1] == used) {
            throw FileFormatError("an incomplete Huffman code")
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        var next = [Int](repeating: 0, count: 16)  // the first code of each length
        var code = 0
        for length in 1...15 {
            code = (code + (length > 1 ? counts[length - 1] : 0)) << 1
            next[length] = code
        }
        for (index, length) in zip(lengths.indices, lengths) where length > 0 {
            let symbol = index - lengths.startIndex
            let width = Int(length)
            symbols[offsets[width]] = UInt16(symbol)
            offsets[width] += 1
            let canonical = next[width]
            next[width] += 1
            guard width <= HuffmanTable.fastBits else { continue }
            var reversed = 0
            for bit in 0..<width where canonical & (1 << bit) != 0 { reversed |= 1 << (width - 1 - bit) }
            let entry = UInt16(symbol << 4 | width)
            for fill in stride(from: reversed, to: 1 << HuffmanTable.fastBits, by: 1 << width) {
                fast[fill] = entry
            }
        }
    }

    /// The next symbol of `bits`, which must hold at least 15 bits (see ``BitReader/refill()``).
    /// - Throws: ``FileFormatError`` when the bits are no code.
    @inline(__always) func decode(_ bits: inout BitReader) throws -> Int {
        let entry = Int(fast[bits.peek(HuffmanTable.fastBits)])
        if entry != 0 {
            bits.skip(entry & 15)
            return entry >> 4
        }
        let peeked = bits.peek(15)
        var code = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            code |= (peeked >> (length - 1)) & 1
            let count = counts[length]
            if code - first < count {
                bits.skip(length)
                return Int(symbols[index + code - first])
            }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw FileFormatError("a Huffman code that is not in the table")
    }
}
