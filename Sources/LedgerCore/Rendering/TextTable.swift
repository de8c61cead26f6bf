/// Rows of cells printed in aligned columns (by display width), trailing spaces trimmed.
///
/// Used by the table views (`balance`, `months`, `pie`) and by the plain listings (`book list`,
/// `category list`, `show`).
package struct TextTable: Sendable {
    /// Where each column's text sits.
    package var alignments: [TextWidth.Alignment]
    /// The column titles, printed first as headings (none when empty).
    var header: [String] = []
    /// The cells, row by row.
    package var rows: [[String]] = []
    /// The colour role of each cell, row by row (`nil`: none).
    var roles: [[TextStyle.Role?]] = []

    /// An empty table with one alignment per column.
    package init(alignments: [TextWidth.Alignment]) { self.alignments = alignments }

    /// An empty table with column titles.
    init(header: [String], alignments: [TextWidth.Alignment]) {
        self.header = header
        self.alignments = alignments
    }

    /// Adds a row of plain cells.
    package mutating func append(_ row: [String]) { append(row, roles: []) }

    /// Adds a row whose cells have colour roles (missing ones: none).
    mutating func append(_ row: [String], roles: [TextStyle.Role?]) {
        rows.append(row.map(TextWidth.printable))
        self.roles.append(roles)
    }

    /// The table, one line per row, columns two spaces apart, at any width and without colour.
    package func render() -> String {
        TextStyle(width: Int.max).render(lines(gap: "  ") ?? [])
    }

    /// The table in the style's width: as columns (the column `shrinking` narrowed if need be), or,
    /// when even that is too wide, each row as a block (see ``stackedLines(style:)``).
    func fitted(style: TextStyle, shrinking column: Int?) -> [TextLine] {
        lines(gap: style.gap, width: style.width, shrinking: column) ?? stackedLines(style: style)
    }

    /// The header and rows as lines, columns `gap` apart. When `width` is given and the table is
    /// wider, the column `shrinking` is narrowed, its cells cut with `…`, down to 4 columns; `nil`
    /// when the table does not fit even so.
    func lines(gap: String, width: Int? = nil, shrinking column: Int? = nil) -> [TextLine]? {
        let all = allRows
        var widths = columnWidths(all)
        let total = widths.reduce(0, +) + TextWidth.of(gap) * max(0, widths.count - 1)
        if let width, total > width {
            guard let column, widths.indices.contains(column), widths[column] - (total - width) >= 4 else {
                return nil
            }
            widths[column] -= total - width
        }
        return all.indices.map { row in
            var line = TextLine()
            for (index, cell) in all[row].enumerated() where index < widths.count {
                if index > 0 { line.append(gap) }
                line.append(cell, role(row: row, column: index), in: widths[index], align: alignments[index])
            }
            return line
        }
    }

    /// The table in the style's width with the cells of `column` wrapped onto more lines (that
    /// column narrowed to what the others leave, down to `minimum` columns); when even that is too
    /// wide, each row as a block (see ``stackedLines(style:)``). Nothing is cut.
    func wrapped(style: TextStyle, column: Int, minimum: Int = 10) -> [TextLine] {
        let all = allRows
        var widths = columnWidths(all)
        let total = widths.reduce(0, +) + TextWidth.of(style.gap) * max(0, widths.count - 1)
        if total > style.width, widths.indices.contains(column) {
            let room = widths[column] - (total - style.width)
            guard room >= min(minimum, widths[column]) else { return stackedLines(style: style) }
            widths[column] = room
        }
        return all.indices.flatMap { row in
            let cells = all[row]
            let pieces = column < cells.count ? TextWidth.wrap(cells[column], width: widths[column]) : [""]
            return pieces.indices.map { piece in
                var line = TextLine()
                for (index, cell) in cells.enumerated() where index < widths.count {
                    if index > 0 { line.append(style.gap) }
                    let text = index == column ? pieces[piece] : piece == 0 ? cell : ""
                    line.append(
                        text, role(row: row, column: index), in: widths[index], align: alignments[index])
                }
                return line
            }
        }
    }

    /// The header (when there is one) and the rows.
    private var allRows: [[String]] { (header.isEmpty ? [] : [header]) + rows }

    /// The width of each column: its widest cell.
    private func columnWidths(_ all: [[String]]) -> [Int] {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in all {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], TextWidth.of(cell))
            }
        }
        return widths
    }

    /// Each row as a block for narrow widths: its first cell on a line (leading spaces dropped), then
    /// `title value` for the other cells, indented by two and flowed over as many lines as needed;
    /// a cell too long for a line of its own wraps.
    func stackedLines(style: TextStyle) -> [TextLine] {
        let offset = header.isEmpty ? 0 : 1
        let inner = TextStyle(width: style.width - 2, color: style.color, depth: style.depth)
        return rows.indices.flatMap { row -> [TextLine] in
            let pieces = rows[row].indices.dropFirst().flatMap { column -> [TextLine] in
                let label = column < header.count ? header[column].lowercased() + " " : ""
                let role = role(row: row + offset, column: column)
                guard TextWidth.of(label + rows[row][column]) > inner.width else {
                    var piece = TextLine(label)
                    piece.append(rows[row][column], role)
                    return [piece]
                }
                return TextWidth.wrap(label + rows[row][column], width: inner.width).map {
                    TextLine($0, role)
                }
            }
            let title = String((rows[row].first ?? "").drop { $0 == " " })
            return TextWidth.wrap(title, width: style.width).map {
                TextLine($0, role(row: row + offset, column: 0))
            }
                + inner.flow(pieces, separator: "  ").map { line in
                    var indented = TextLine("  ")
                    indented.append(line)
                    return indented
                }
        }
    }

    /// The role of a cell, counting the header as row 0 when there is one.
    private func role(row: Int, column: Int) -> TextStyle.Role? {
        if !header.isEmpty {
            guard row > 0 else { return .heading }
            return column < roles[row - 1].count ? roles[row - 1][column] : nil
        }
        return column < roles[row].count ? roles[row][column] : nil
    }
}
