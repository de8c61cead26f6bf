/// One line of a text view: pieces of text, each with an optional colour role, and its width.
///
/// The pieces are kept as one run of UTF-8 bytes and their ranges in it, so that a view of thousands
/// of lines makes two arrays a line, not a string a piece.
struct TextLine {
    struct Span {
        /// Where the piece is in ``TextLine/bytes``.
        var range: Range<Int>
        var role: TextStyle.Role?
    }

    /// The pieces' text, as UTF-8.
    private(set) var bytes: [UInt8] = []
    private(set) var spans: [Span] = []
    /// The columns taken so far.
    private(set) var width = 0

    init(_ text: String = "", _ role: TextStyle.Role? = nil) { append(text, role) }

    /// The text of one of ``spans``.
    func text(of span: Span) -> String { String(decoding: bytes[span.range], as: UTF8.self) }

    /// Adds text (control characters shown as `?`).
    mutating func append(_ text: String, _ role: TextStyle.Role? = nil) {
        guard !text.isEmpty else { return }
        if let columns = TextWidth.printableASCIIWidth(text) { return add(text, columns: columns, role) }
        let clean = TextWidth.printable(text)
        add(clean, columns: TextWidth.of(clean), role)
    }

    /// Adds `text`, printable and `columns` wide, as one piece.
    private mutating func add(_ text: String, columns: Int, _ role: TextStyle.Role?) {
        let start = bytes.count
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        spans.append(Span(range: start..<bytes.count, role: role))
        width += columns
    }

    /// Makes room for `count` more bytes and `pieces` more pieces, so that a line built piece by
    /// piece is allocated once.
    mutating func reserveCapacity(bytes count: Int, pieces: Int) {
        bytes.reserveCapacity(bytes.count + count)
        spans.reserveCapacity(spans.count + pieces)
    }

    /// Empties the line, keeping its storage for the next line built in it.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        width = 0
    }

    /// Adds another line's spans.
    mutating func append(_ other: TextLine) {
        let shift = bytes.count
        bytes += other.bytes
        spans.reserveCapacity(spans.count + other.spans.count)
        for span in other.spans {
            spans.append(
                Span(
                    range: (span.range.lowerBound + shift)..<(span.range.upperBound + shift), role: span.role)
            )
        }
        width += other.width
    }

    /// Adds spaces up to `column` (nothing when the line is already that wide).
    mutating func pad(to column: Int) {
        guard column > width else { return }
        let start = bytes.count
        bytes.appendSpaces(column - width)
        spans.append(Span(range: start..<bytes.count, role: nil))
        width = column
    }

    /// Adds `text` in a column of `columns`, aligned left or right (cut with `…` if too wide).
    mutating func append(
        _ text: String, _ role: TextStyle.Role? = nil, in columns: Int, align: TextWidth.Alignment
    ) {
        let fitted = TextWidth.truncate(TextWidth.printable(text), to: max(0, columns))
        let fittedWidth = TextWidth.of(fitted)
        if align == .right { pad(to: width + columns - fittedWidth) }
        append(fitted, role)
        if align == .left { pad(to: width + columns - fittedWidth) }
    }

    /// The line cut to `columns`, its last column an `…` when anything was cut.
    func cut(to columns: Int) -> TextLine {
        guard width > columns else { return self }
        var out = TextLine()
        for span in spans {
            let room = columns - 1 - out.width
            guard room > 0 else { break }
            let text = text(of: span)
            out.append(
                TextWidth.of(text) <= room ? text : String(TextWidth.truncate(text, to: room + 1).dropLast()),
                span.role)
        }
        out.append("…")
        return out
    }
}
