/// Finds which of a fixed list of keywords a text contains, in one pass over its UTF-8 bytes.
///
/// ASCII letters match in either case. A keyword that begins (ends) with an ASCII letter or digit
/// matches only where a word begins (ends): `GAS` is not found in `VEGAS`, nor `12306` in an order
/// number. Of the keywords found, the longest (in characters) wins, then the one listed first: `UBER
/// EATS` beats `UBER`, and a list puts the more telling of two equally long words first.
///
/// Used by ``BuiltinCategories`` for the payee and note of each import row it categorises: the cost
/// is one look-up per byte of the text, plus a comparison for each keyword that starts with that byte.
struct KeywordMatcher: Sendable {
    /// The keywords' bytes one after another, ASCII letters upper-cased; keyword `k` is
    /// `bytes[starts[k]..<starts[k + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Each keyword's length in characters (Unicode scalars), which decides between two found.
    private let lengths: [Int]
    /// The keywords by their first byte: those starting with byte `b` are
    /// `firsts[firstStarts[b]..<firstStarts[b + 1]]`, in the list's order.
    private let firsts: [Int]
    private let firstStarts: [Int]

    /// A matcher of `keywords`, in order of preference among equally long ones.
    init(_ keywords: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for keyword in keywords {
            starts.append(bytes.count)
            bytes += keyword.utf8.map(KeywordMatcher.folded)
        }
        starts.append(bytes.count)
        var byFirst = [[Int]](repeating: [], count: 256)
        for index in keywords.indices where starts[index] < starts[index + 1] {
            byFirst[Int(bytes[starts[index]])].append(index)
        }
        var firstStarts = [0]
        for list in byFirst { firstStarts.append(firstStarts[firstStarts.count - 1] + list.count) }
        self.bytes = bytes
        self.starts = starts
        lengths = keywords.map(\.unicodeScalars.count)
        firsts = byFirst.flatMap { $0 }
        self.firstStarts = firstStarts
    }

    /// The index of the keyword that `text` contains (the longest, then the first listed), if any.
    func match(in text: String) -> Int? {
        var text = text
        return text.withUTF8 { match(in: $0) }
    }

    private func match(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var best: Int?
        for position in text.indices {
            let first = KeywordMatcher.folded(text[position])
            let candidates = firstStarts[Int(first)]..<firstStarts[Int(first) + 1]
            guard !candidates.isEmpty else { continue }
            // A keyword starting with a letter or digit starts a word.
            if KeywordMatcher.isWordByte(first) && position > 0
                && KeywordMatcher.isWordByte(text[position - 1])
            {
                continue
            }
            for index in firsts[candidates] {
                let keyword = starts[index]..<starts[index + 1]
                guard keyword.count <= text.count - position else { continue }
                var offset = 1
                while offset < keyword.count
                    && bytes[keyword.lowerBound + offset] == KeywordMatcher.folded(text[position + offset])
                {
                    offset += 1
                }
                guard offset == keyword.count else { continue }
                let end = position + keyword.count
                if KeywordMatcher.isWordByte(bytes[keyword.upperBound - 1]) && end < text.count
                    && KeywordMatcher.isWordByte(text[end])
                {
                    continue
                }
                if let current = best,
                    lengths[current] > lengths[index]
                        || (lengths[current] == lengths[index] && current < index)
                {
                    continue
                }
                best = index
            }
        }
        return best
    }

    /// `byte` with an ASCII lower-case letter upper-cased.
    private static func folded(_ byte: UInt8) -> UInt8 { byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte }

    /// Whether `byte` is an ASCII letter or digit.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        let upper = folded(byte)
        return (upper >= 0x41 && upper <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }
}
