extension TrendReport {
    /// The trend as a table: a category per row with its amount in each month, its total and its
    /// monthly average, largest first, and a total row. When the months do not fit the width, the
    /// oldest go (the totals and averages still count them) and a footer says so: numbers are never
    /// cut. An empty trend says so.
    ///
    /// Used by `timi trend`.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        let title = [
            book.name, ViewHeader.name(of: period, in: language),
            language.text(type == .income ? "income by month" : "expense by month"),
        ]
        var lines = ViewHeader.lines(title, totals: [], style: style)
        lines.append(TextLine())
        guard !rows.isEmpty else {
            let name = ViewHeader.name(of: period, in: language)
            lines.append(
                TextLine(language.text(type == .income ? "No income in {1}." : "No expense in {1}.", name)))
            return style.render(lines)
        }
        let role = ViewHeader.role(of: type)
        func table(months shown: Int) -> TextTable {
            let skipped = months.count - shown
            var table = TextTable(
                header: [language.text("CATEGORY")] + months.dropFirst(skipped).map(\.description)
                    + [language.text("TOTAL"), language.text("AVERAGE")],
                alignments: [.left] + Array(repeating: .right, count: shown + 2))
            for row in rows {
                table.append(
                    [row.category.title] + row.amounts.dropFirst(skipped).map(\.description)
                        + [row.total.description, monthlyAverage(row.total).description],
                    roles: [nil] + Array(repeating: role, count: shown + 2))
            }
            table.append(
                [language.text("TOTAL")] + totals.dropFirst(skipped).map(\.description)
                    + [total.description, monthlyAverage(total).description],
                roles: [.heading] + Array(repeating: role, count: shown + 2))
            return table
        }
        for shown in stride(from: months.count, through: 1, by: -1) {
            guard let fitted = table(months: shown).lines(gap: style.gap, width: style.width) else {
                continue
            }
            lines += fitted
            if shown < months.count {
                lines.append(TextLine())
                let note = language.text(
                    "The last {1} of {2} months shown (total and average of all {2}); "
                        + "widen the terminal or use --format csv for every month.",
                    String(shown), String(months.count))
                lines += TextWidth.wrap(note, width: style.width).map { TextLine($0) }
            }
            return style.render(lines)
        }
        return style.render(lines + table(months: months.count).stackedLines(style: style))
    }

    /// One row per category: `category,<YYYY-MM>…,total,average`, then a `TOTAL` row.
    package func asCSV() -> String {
        CSV.table(
            header: ["category"] + months.map(\.description) + ["total", "average"],
            rows: rows.map { row in
                [row.category.title] + row.amounts.map(\.description)
                    + [row.total.description, monthlyAverage(row.total).description]
            }
                + [
                    ["TOTAL"] + totals.map(\.description)
                        + [total.description, monthlyAverage(total).description]
                ])
    }

    /// `{"average","book","categories":[{"amounts":[…],"average","category","total"}…],"currency",
    /// "months":[…],"period","total","totals":[…],"type"}`, amounts as strings, the months as
    /// `YYYY-MM`.
    package func asJSON() -> String {
        func amounts(_ values: [Money]) -> String {
            "[" + values.map { JSONText.quoted($0.description) }.joined(separator: ",") + "]"
        }
        let categories = rows.map { row in
            JSONText.object([
                ("amounts", amounts(row.amounts)),
                ("average", JSONText.quoted(monthlyAverage(row.total).description)),
                ("category", JSONText.quoted(row.category.title)),
                ("total", JSONText.quoted(row.total.description)),
            ])
        }
        let fields: [(String, String)] = [
            ("average", JSONText.quoted(monthlyAverage(total).description)),
            ("book", JSONText.quoted(book.name)),
            ("categories", JSONText.lines(categories, indent: "  ")),
            ("currency", JSONText.quoted(book.currency)),
            ("months", "[" + months.map { JSONText.quoted($0.description) }.joined(separator: ",") + "]"),
            ("period", JSONText.quoted(ViewHeader.name(of: period, in: .english))),
            ("total", JSONText.quoted(total.description)),
            ("totals", amounts(totals)), ("type", JSONText.quoted(type.rawValue)),
        ]
        return "{\n" + fields.map { JSONText.quoted($0.0) + ":" + $0.1 }.joined(separator: ",\n") + "\n}\n"
    }
}
