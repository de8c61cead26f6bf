extension TimelineReport {
    /// The bills in a flat table, for the orders other than by date: date, category, amount (income
    /// marked `+`) and note, cut with `…` to fit the width; from 60 columns on, each bill's short id
    /// first.
    func tableLines(in state: LedgerState, style: TextStyle) -> [TextLine] {
        let titles = Dictionary(
            state.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let ids = style.isWide ? [TextWidth.Alignment.left] : []
        var table = TextTable(
            header: (style.isWide ? ["id"] : []) + ["date", "category", "amount", "note"],
            alignments: ids + [.left, .left, .right, .left])
        for bill in bills {
            let title = TextWidth.truncate(titles[bill.category] ?? "?", to: style.isWide ? 12 : 8)
            let amount = (bill.type == .income ? "+" : "") + bill.amount.description
            let note = (bill.photo == nil ? "" : "📷 ") + bill.note
            table.append(
                (style.isWide ? [bill.shortID] : []) + [bill.date.description, title, amount, note],
                roles: (style.isWide ? [.muted] : []) + [nil, nil, ViewHeader.role(of: bill.type), nil])
        }
        return table.fitted(style: style, shrinking: ids.count + 3)
    }
}
