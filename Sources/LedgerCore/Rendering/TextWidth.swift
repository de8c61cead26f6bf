/// How many terminal columns text takes: CJK and fullwidth characters two, combining marks none.
public enum TextWidth {
    /// The display width of `text`.
    public static func of(_ text: some StringProtocol) -> Int {
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// The display width of one character (grapheme cluster), judged by its first scalar.
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if value < 0x300 { return value < 0x20 || (value >= 0x7F && value < 0xA0) ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide and Fullwidth ranges, and the wide emoji blocks.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
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

    /// `text` padded with spaces to `width` columns, on the right (`.left`) or on the left (`.right`).
    public static func pad(_ text: String, to width: Int, align: Alignment = .left) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return align == .left ? text + padding : padding + text
    }

    /// Where text sits in a column.
    public enum Alignment: Sendable {
        case left, right
    }
}

/// Rows of cells printed in aligned columns, two spaces apart; trailing spaces trimmed.
public struct TextTable: Sendable {
    public var alignments: [TextWidth.Alignment]
    public var rows: [[String]] = []

    public init(alignments: [TextWidth.Alignment]) { self.alignments = alignments }

    public mutating func append(_ row: [String]) { rows.append(row) }

    /// The table, one line per row.
    public func render() -> String {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TextWidth.of(cell))
            }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() where index < widths.count {
                if index > 0 { line += "  " }
                line += TextWidth.pad(cell, to: widths[index], align: alignments[index])
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}
