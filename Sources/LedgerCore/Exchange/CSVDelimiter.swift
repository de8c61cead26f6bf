extension CSV {
    /// The delimiter of CSV text, told by its opening lines: the one of `,`, `;` and TAB outside quotes
    /// that most lines have the same number of (at least one); a tie goes to the comma, then `;`.
    ///
    /// ICBC's exports end every field with a TAB and a comma: as many TABs as commas, so a comma.
    static func delimiter(of text: [UInt8], lines: Int = 40) -> UInt8 {
        let candidates: [UInt8] = [CSV.comma, UInt8(ascii: ";"), 9]
        var counts: [[Int]] = [[], [], []]
        var current = [0, 0, 0]
        var quoted = false
        var seen = 0
        var index = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func endLine() {
            if current != [0, 0, 0] {
                for slot in 0..<3 { counts[slot].append(current[slot]) }
            }
            current = [0, 0, 0]
            seen += 1
        }
        while index < text.count, seen < lines {
            let byte = text[index]
            if byte == 34 {
                quoted.toggle()
            } else if !quoted {
                if byte == 10 || byte == 13 {
                    endLine()
                    if byte == 13, index + 1 < text.count, text[index + 1] == 10 { index += 1 }
                } else if let slot = candidates.firstIndex(of: byte) {
                    current[slot] += 1
                }
            }
            index += 1
        }
        if seen < lines { endLine() }
        var best = 0
        var bestScore = 0
        for slot in 0..<3 {
            // The lines that have the most common non-zero count.
            var frequency: [Int: Int] = [:]
            for count in counts[slot] where count > 0 { frequency[count, default: 0] += 1 }
            let score = frequency.values.max() ?? 0
            if score > bestScore {
                best = slot
                bestScore = score
            }
        }
        return candidates[best]
    }
}
