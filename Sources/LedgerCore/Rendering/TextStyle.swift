/// How text views are laid out: the terminal's width and whether to colour.
///
/// The `timi` executable decides both (from `$COLUMNS`, the terminal, `--color` and `NO_COLOR`) and
/// passes them to the renderers, which never look at the environment. Every line a view prints
/// goes through ``render(_:)``, which cuts it to ``width`` and paints it.
package struct TextStyle: Equatable, Sendable {
    /// The terminal's width when nothing says otherwise.
    package static let defaultWidth = 80

    /// The most columns a line may take (at least 1).
    package var width: Int
    /// Whether to write ANSI colours.
    package var color: Bool
    /// How categories' colours are written when ``color`` is on.
    package var depth: ColorDepth
    /// The language of the labels and headings.
    package var language: Language

    /// A style for `width` columns (values below 1 count as 1), with or without colour, writing
    /// categories' colours at `depth`, in `language`.
    package init(
        width: Int = TextStyle.defaultWidth, color: Bool = false, depth: ColorDepth = .basic,
        language: Language = .english
    ) {
        self.width = max(1, width)
        self.color = color
        self.depth = depth
        self.language = language
    }

    /// What a piece of text is, which decides its colour.
    package enum Role: Sendable {
        /// Income amounts: green.
        case income
        /// Expense amounts: red.
        case expense
        /// Titles, column headings, dates on the axis: bold.
        case heading
        /// The axis and short ids: dim.
        case muted
        /// Today in the calendar: reversed.
        case today
        /// A category's mark: its title and bar in its colour.
        case category(CategoryColor)

        func code(_ depth: ColorDepth) -> String {
            switch self {
            case .category(let color): return depth.foreground(color)
            case .income: return "32"
            case .expense: return "31"
            case .heading: return "1"
            case .muted: return "2"
            case .today: return "7"
            }
        }
    }

    /// Whether the style leaves room for two spaces between columns (else one).
    var isWide: Bool { width >= 60 }
    /// The space between columns.
    var gap: String { isWide ? "  " : " " }

    /// Appends `text` (UTF-8) in the colour of `role` to `out`, or as it is without colour.
    func paint(_ text: ArraySlice<UInt8>, _ role: Role?, into out: inout [UInt8]) {
        guard color, let role, !text.isEmpty else { return out.append(contentsOf: text) }
        out.append(contentsOf: "\u{1B}[\(role.code(depth))m".utf8)
        out.append(contentsOf: text)
        out.append(contentsOf: "\u{1B}[0m".utf8)
    }

    /// The lines, each cut to ``width`` columns (ending in `…` when cut) with trailing spaces
    /// removed, painted, and ended by a newline.
    func render(_ lines: [TextLine]) -> String {
        var out: [UInt8] = []
        render(lines, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``render(_:)`` appending the lines' UTF-8 to `out`: a view of thousands of lines writes each
    /// as it is laid out.
    func render(_ lines: [TextLine], into out: inout [UInt8]) {
        out.reserveCapacity(out.count + lines.count * (min(width, 256) + 1))
        for line in lines { render(line, into: &out) }
    }

    /// One line as ``render(_:)`` writes it, appended to `out`.
    func render(_ line: TextLine, into out: inout [UInt8]) {
        let line = line.width > width ? line.cut(to: width) : line
        // The spans up to the last with more than spaces, that one without its trailing spaces.
        var end = line.spans.count
        var lastEnd = 0
        while end > 0 {
            let range = line.spans[end - 1].range
            lastEnd = range.upperBound
            while lastEnd > range.lowerBound, line.bytes[lastEnd - 1] == UInt8(ascii: " ") {
                lastEnd -= 1
            }
            if lastEnd > range.lowerBound { break }
            end -= 1
        }
        for index in 0..<end {
            let span = line.spans[index]
            let range = index == end - 1 ? span.range.lowerBound..<lastEnd : span.range
            paint(line.bytes[range], span.role, into: &out)
        }
        out.append(UInt8(ascii: "\n"))
    }

    /// `pieces` joined by `separator` into as few lines as fit ``width``; a piece is never split
    /// (one too wide for a line is cut by ``render(_:)``).
    func flow(_ pieces: [TextLine], separator: String) -> [TextLine] {
        var lines: [TextLine] = []
        var line = TextLine()
        for piece in pieces {
            if line.width > 0 && line.width + TextWidth.of(separator) + piece.width > width {
                lines.append(line)
                line = TextLine()
            }
            if line.width > 0 { line.append(separator) }
            line.append(piece)
        }
        if line.width > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}
