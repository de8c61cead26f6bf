extension StringProtocol {
    /// Whether the text holds `word` (written in lower case; an empty word is in no text), ASCII letters
    /// compared in any case: the words an import looks for in every row (`微信`, `credit card`), compared
    /// by their UTF-8 bytes where `lowercased().contains(_:)` copies the text and builds a search table.
    func containsWord(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { pattern in
            utf8.withContiguousStorageIfAvailable { text in Self.find(pattern, in: text) }
                ?? Array(utf8).withUnsafeBufferPointer { text in Self.find(pattern, in: text) }
        }
    }

    /// Whether the text holds one of `words` (each in lower case), as ``containsWord(_:)`` finds it.
    func containsWord(of words: [String]) -> Bool {
        words.contains { containsWord($0) }
    }

    private static func find(_ pattern: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = pattern.first else { return false }
        guard text.count >= pattern.count else { return false }
        for start in 0...(text.count - pattern.count) where lowered(text[start]) == first {
            var index = 1
            while index < pattern.count, lowered(text[start + index]) == pattern[index] { index += 1 }
            if index == pattern.count { return true }
        }
        return false
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
