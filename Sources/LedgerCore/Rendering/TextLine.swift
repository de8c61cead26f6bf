/// One line of a text view: pieces of text, each with an optional colour role, and its width.
struct TextLine {
    struct Span {
        var text: String
        var role: TextStyle.Role?
    }

    private(set) var spans: [Span] = []
    /// The columns taken so far.
    private(set) var width = 0

    init(_ text: String = "", _ role: TextStyle.Role? = nil) { append(text, role) }

    /// Adds text (control characters shown as `?`).
    mutating func append(_ text: String, _ role: TextStyle.Role? = nil) {
        guard !text.isEmpty else { return }
        let clean = TextWidth.printable(text)
        spans.append(Span(text: clean, role: role))
        width += TextWidth.of(clean)
    }

    /// Adds another line's spans.
    mutating func append(_ other: TextLine) {
        spans += other.spans
        width += other.width
    }

    /// Adds spaces up to `column` (nothing when the line is already that wide).
    mutating func pad(to column: Int) {
        if column > width { append(TextWidth.spaces(column - width)) }
    }

    /// Adds `text` in a column of `columns`, aligned left or right (cut with `…` if too wide).
    mutating func append(
        _ text: String, _ role: TextStyle.Role? = nil, in columns: Int, align: TextWidth.Alignment
    ) {
        let fitted = TextWidth.truncate(TextWidth.printable(text), to: max(0, columns))
        let padding = TextWidth.spaces(columns - TextWidth.of(fitted))
        if align == .right { append(padding) }
        append(fitted, role)
        if align == .left { append(padding) }
    }

    /// The line cut to `columns`, its last column an `…` when anything was cut.
    func cut(to columns: Int) -> TextLine {
        guard width > columns else { return self }
        var out = TextLine()
        for span in spans {
            let room = columns - 1 - out.width
            guard room > 0 else { break }
            let text =
                TextWidth.of(span.text) <= room
                ? span.text : String(TextWidth.truncate(span.text, to: room + 1).dropLast())
            out.append(text, span.role)
        }
        out.append("…")
        return out
    }
}
