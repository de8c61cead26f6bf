/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji two,
/// combining marks and other zero-width characters none, everything else one.
///
/// Characters of ambiguous width (`…`, `·`, `│`, `█`) count one, as terminals show them outside
/// CJK-legacy settings. Used by every text view to align columns and to fit the terminal's width.
package enum TextWidth {
    /// The display width of `text`.
    package static func of(_ text: some StringProtocol) -> Int {
        if let width = printableASCIIWidth(text) { return width }
        // A character's width is the sum of its scalars' unless it is an emoji shown as a picture,
        // so scalars are summed without grapheme breaking until something emoji-like turns up.
        var width = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x300 {
                width += isControl(value) ? 0 : 1
            } else if value == 0xFE0F || value >= 0x1F000
                || (value >= 0x2300 && value < 0x3300 && scalar.properties.isEmojiPresentation)
            {
                return text.reduce(0) { $0 + of($1) }
            } else {
                width += of(scalar)
            }
        }
        return width
    }

    /// The display width of one character (grapheme cluster).
    ///
    /// An emoji shown as a picture (emoji presentation, or any base followed by U+FE0F, or a flag)
    /// takes two columns as a whole; otherwise the widths of its scalars add up, so a letter with
    /// combining accents takes one.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x300 && scalars.count == 1 { return isControl(first.value) ? 0 : 1 }
        if first.properties.isEmojiPresentation || scalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        return scalars.reduce(0) { $0 + of($1) }
    }

    /// The width of one scalar on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if isControl(value) { return 0 }
        if value < 0x300 { return 1 }
        // Wide characters (CJK) are never marks; general punctuation (…), arrows, box drawing (│) and
        // blocks (█) are narrow and have none: neither needs the general category looked up.
        if isWide(value) { return 2 }
        if (0x2010...0x2027).contains(value) || (0x2190...0x2319).contains(value)
            || (0x2500...0x25FC).contains(value)
        {
            return 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return isWide(value) ? 2 : 1
    }

    /// The byte count when `text` is all printable ASCII (one column a byte), else `nil`: a tight
    /// loop over contiguous UTF-8, the common case of what views print.
    static func printableASCIIWidth(_ text: some StringProtocol) -> Int? {
        text.utf8.withContiguousStorageIfAvailable(printableASCIIWidth) ?? nil
    }

    /// ``printableASCIIWidth(_:)`` of text given as its UTF-8 bytes.
    static func printableASCIIWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var outside: UInt8 = 0
        for byte in bytes { outside |= (byte &+ 0x01) & 0x80 | (byte < 0x20 ? 1 : 0) }
        return outside == 0 ? bytes.count : nil
    }

    private static func isControl(_ value: UInt32) -> Bool { value < 0x20 || (value >= 0x7F && value < 0xA0) }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15 outside the emoji.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
            0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` with every control character (tab, newline, escape, …) replaced by `?`, so that text
    /// from a hand-edited ledger file can neither break a layout nor steer the terminal.
    package static func printable(_ text: String) -> String {
        guard printableASCIIWidth(text) == nil,
            text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }),
            text.unicodeScalars.contains(where: { isControl($0.value) })
        else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0.value) ? "?" : $0 }))
    }

    /// `count` spaces (none for a count below 1), written as bytes in one go rather than appended one
    /// by one.
    package static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(ascii: " "))
            return count
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    package static func truncate(_ text: String, to width: Int) -> String {
        if let columns = printableASCIIWidth(text) {
            // One column a byte, one character a byte: cut the bytes.
            guard columns > width else { return text }
            guard width > 0 else { return "" }
            var text = text
            return text.withUTF8 {
                String(decoding: UnsafeBufferPointer(rebasing: $0[..<(width - 1)]), as: UTF8.self)
            }
                + "…"
        }
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var out = ""
        var used = 0
        for character in text {
            let w = of(character)
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// The words of `text` in lines of at most `width` columns (the first line `firstWidth`, when
    /// given), by display width, broken greedily at the line-break opportunities of a subset of
    /// Unicode's line breaking algorithm (UAX #14) that covers timi's texts:
    ///
    /// - after a space (the spaces at a break are dropped);
    /// - between two wide (CJK) characters, and between a wide character and a run of narrow ones —
    ///   but never before closing punctuation (`，。；：、）」` and `,.;:)!?`, LB13), never after opening
    ///   punctuation (`（「(`, LB14), and never across a word joiner (U+2060, LB11), which is how a
    ///   caller keeps a Chinese word whole (see ``joiningWords(_:in:)``; the joiner is not printed);
    /// - never inside a run of narrow characters (an ASCII word, a number, an option such as
    ///   `--date`), nor between a number and the wide character right after it (its unit: `12.5元`,
    ///   `2026年`), nor inside a word that reads as code (``readsAsCode(_:)``) that fits a line.
    ///
    /// Only a piece wider than a whole line is broken where the line is full. At least one line.
    ///
    /// Used where text must fit the terminal rather than be cut: help, `show`, doctor's findings.
    package static func wrap(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        var limit = firstWidth ?? width
        func breakLine() {
            lines.append(line.hasSuffix(" ") ? String(line.dropLast()) : line)
            (line, used, limit) = ("", 0, width)
        }
        for word in text.split(separator: " ") {
            let whole = printableASCIIWidth(word) != nil || (readsAsCode(word) && of(word) <= width)
            let pieces = whole ? [String(word.unicodeScalars.filter { $0 != wordJoiner })] : segments(of: word)
            for (index, segment) in pieces.enumerated() {
                let segmentWidth = of(segment)
                var space = index == 0 && used > 0
                if used > 0 && used + (space ? 1 : 0) + segmentWidth > limit && segmentWidth <= width {
                    breakLine()
                    space = false
                }
                if space {
                    line += " "
                    used += 1
                }
                for character in segment {
                    let characterWidth = of(character)
                    if used > 0 && used + characterWidth > limit { breakLine() }
                    line.append(character)
                    used += characterWidth
                }
            }
        }
        lines.append(line)
        return lines
    }

    /// U+2060 WORD JOINER: no line breaks on either side of it.
    static let wordJoiner: Unicode.Scalar = "\u{2060}"

    /// `text` with a word joiner between the characters of each of `words` it holds, so that
    /// ``wrap(_:width:firstWidth:)`` keeps them whole (`用餐` is never `用` / `餐`). Longer words first,
    /// so that a word inside another is joined with it.
    package static func joiningWords(_ words: [String], in text: String) -> String {
        var text = text
        for word in words.sorted(by: { $0.count > $1.count }) where word.count > 1 && text.contains(word) {
            text = text.replacing(word, with: word.map(String.init).joined(separator: String(wordJoiner)))
        }
        return text
    }

    /// `text` with a word joiner between each two wide (CJK) characters side by side, so that
    /// ``wrap(_:width:firstWidth:)`` keeps every run of them whole: Chinese quoted in English text.
    package static func joiningWideRuns(in text: String) -> String {
        var out = ""
        var previousIsWide = false
        for character in text {
            let wide = of(character) == 2
            if wide && previousIsWide { out.unicodeScalars.append(wordJoiner) }
            out.append(character)
            previousIsWide = wide
        }
        return out
    }

    /// Whether `word` reads as code rather than prose (an option's value such as `金额=amount`, a path,
    /// a placeholder): it holds one of `= / < > \\ | @`, and is kept whole like an ASCII word.
    static func readsAsCode(_ word: Substring) -> Bool {
        word.utf8.contains { "=/<>\\|@".utf8.contains($0) }
    }

    /// The pieces of `word` a line may break between: each wide (CJK) character on its own, a run of
    /// narrow ones together, closing punctuation with what it closes, opening punctuation with what
    /// it opens, a number with the wide character after it, and the characters on either side of a
    /// word joiner together (the joiner left out).
    /// A word without wide characters is one piece.
    static func segments(of word: Substring) -> [String] {
        var segments: [String] = []
        var joins = false
        for character in word {
            if character.unicodeScalars.first == wordJoiner {
                joins = true
                continue
            }
            let wide = of(character) == 2
            let previous = segments.last?.last
            let previousIsNarrow = previous.map { of($0) != 2 } ?? false
            // A number keeps the unit written right after it: 12.5元, 2026年, 30日.
            let unit = wide && (previous?.isASCII ?? false) && (previous?.isNumber ?? false)
            if let last = segments.indices.last,
                joins || unit || closingPunctuation.contains(character) || (!wide && previousIsNarrow)
            {
                segments[last].append(character)
            } else {
                segments.append(String(character))
            }
            joins = openingPunctuation.contains(character)
        }
        return segments
    }

    /// What no wrapped line starts with: closing punctuation.
    static let closingPunctuation: Set<Character> = [
        "，", "。", "；", "：", "、", "）", "》", "」", "』", "】", "〉", "”", "’", "！", "？", "…", ",", ".", ";",
        ":", ")", "!", "?",
    ]
    /// What no wrapped line ends with: opening brackets.
    static let openingPunctuation: Set<Character> = ["（", "《", "「", "『", "【", "〈", "“", "‘", "("]

    /// `text` padded with spaces to `width` columns, on the right (`.left`) or on the left (`.right`).
    package static func pad(_ text: String, to width: Int, align: Alignment = .left) -> String {
        let padding = TextWidth.spaces(width - of(text))
        return align == .left ? text + padding : padding + text
    }

    /// Where text sits in a column.
    package enum Alignment: Sendable {
        case left, right
    }
}
