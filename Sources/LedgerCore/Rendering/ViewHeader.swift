/// The first lines of every view: what is shown (the book first), then the totals; each flowed
/// onto as many lines as the width needs.
enum ViewHeader {
    /// The title line(s): `pieces` joined by ` · `, the first (the book) as a heading.
    static func lines(_ pieces: [String], totals: [TextLine], style: TextStyle) -> [TextLine] {
        let title = pieces.enumerated().map { TextLine($1, $0 == 0 ? .heading : nil) }
        return style.flow(title, separator: " · ")
            + (totals.isEmpty ? [] : style.flow(totals, separator: "  "))
    }

    /// The title, then the income, expense and balance of the view in `currency` (`timi calendar`,
    /// `timi pie`).
    static func lines(
        _ pieces: [String], income: Money, expense: Money, currency: String, style: TextStyle
    ) -> [TextLine] {
        lines(
            pieces,
            totals: totals(income: income, expense: expense, currency: currency, language: style.language),
            style: style)
    }

    /// `income ¥…`, `expense ¥…`, `balance ¥…`, the amounts in their colours.
    static func totals(income: Money, expense: Money, currency: String, language: Language) -> [TextLine] {
        let balance = income - expense
        return [
            labelled(language.text("income"), income.formatted(currency: currency), .income),
            labelled(language.text("expense"), expense.formatted(currency: currency), .expense),
            labelled(
                language.text("balance"), balance.formatted(currency: currency),
                balance < .zero ? .expense : .income),
        ]
    }

    /// `label value`, the value in `role`'s colour.
    static func labelled(_ label: String, _ value: String, _ role: TextStyle.Role?) -> TextLine {
        var line = TextLine(label + " ")
        line.append(value, role)
        return line
    }

    /// How a period is named in a title: `2026-11`, `2026`, `all time`, `2026-11-01..2026-11-15`.
    static func name(of period: Period, in language: Language) -> String {
        period == .all ? language.text("all time") : period.description
    }

    /// The colour of amounts of `type`.
    static func role(of type: BillType) -> TextStyle.Role { type == .income ? .income : .expense }
}
