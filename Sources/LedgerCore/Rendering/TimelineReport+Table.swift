extension TimelineReport {
    /// The bills in a flat table, for the orders other than by date: date, category, amount (income
    /// marked `+`) and note, to fit the width: the note is cut with `…` first, and the category
    /// titles (at 12 columns, 8 when narrow) only when the line would not fit even so; from 60
    /// columns on, each bill's short id first.
    func tableLines(in state: LedgerState, style: TextStyle) -> [TextLine] {
        let titles = Dictionary(
            state.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let ids = style.isWide ? [TextWidth.Alignment.left] : []
        let language = style.language
        func table(titleWidth: Int?) -> TextTable {
            var table = TextTable(
                header: ((style.isWide ? ["id"] : []) + ["date", "category", "amount", "note"]).map {
                    language.text($0)
                },
                alignments: ids + [.left, .left, .right, .left])
            for bill in bills {
                let title =
                    titleWidth.map { TextWidth.truncate(titles[bill.category] ?? "?", to: $0) }
                    ?? titles[bill.category] ?? "?"
                let amount = (bill.type == .income ? "+" : "") + bill.amount.description
                let note = (bill.photo == nil ? "" : "📷 ") + bill.note
                table.append(
                    (style.isWide ? [bill.shortID] : [])
                        + [bill.date.description, title, amount, note],
                    roles: (style.isWide ? [.muted] : []) + [nil, nil, ViewHeader.role(of: bill.type), nil])
            }
            return table
        }
        let shrinking = ids.count + 3
        return table(titleWidth: nil).lines(gap: style.gap, width: style.width, shrinking: shrinking)
            ?? table(titleWidth: style.isWide ? 12 : 8).fitted(style: style, shrinking: shrinking)
    }
}
