/// A Markdown pipe table for `timi report --format markdown`, which becomes a list where it would
/// be wider than the terminal: a pipe table cannot wrap.
struct MarkdownTable {
    /// The column titles (escaped).
    var header: [String]
    /// Where each column's text sits (`:--` or `--:`).
    var alignments: [TextWidth.Alignment]
    /// The cells (escaped), row by row.
    var rows: [[String]] = []

    /// The pipe table when every line of it fits `width` columns; else each row as a list item,
    /// its first cell then the others after their titles (`- 交通, amount ¥66.60, note …`),
    /// wrapped under the dash, so that nothing is cut.
    func text(width: Int) -> String {
        let separator = "|" + alignments.map { $0 == .left ? ":--" : "--:" }.joined(separator: "|") + "|"
        let title = "|" + header.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|"
        let table = [title, separator] + rows.map { "| " + $0.joined(separator: " | ") + " |" }
        if table.allSatisfy({ TextWidth.of($0) <= width }) { return table.map { $0 + "\n" }.joined() }
        return rows.map { row in
            let cells = row.enumerated().compactMap { index, cell -> String? in
                guard index > 0, index < header.count else { return cell }
                if header[index].isEmpty { return cell.isEmpty ? nil : cell }
                return header[index].lowercased() + " " + cell
            }
            return TextWidth.wrap(cells.joined(separator: ", "), width: width - 2).enumerated().map {
                ($0 == 0 ? "- " : "  ") + $1 + "\n"
            }.joined()
        }.joined()
    }
}
