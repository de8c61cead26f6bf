extension CategoryTotalsReport {
    /// The pie as a table: a header with the period's income, expense and balance, then per
    /// category (its title and bar in its colour) its total, bill count, share and a bar scaled to
    /// the largest, largest first, and a
    /// total row (its share 100.00%). The category column narrows (`…`) and the bars shorten to fit
    /// the width (the bars take at most 40 columns); too narrow for bars, each category is a block.
    /// An empty period says so.
    ///
    /// Used by `timi pie`.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        let isIncome = type == .income
        let title = [
            book.name, ViewHeader.name(of: period, in: language),
            language.text(isIncome ? "income by category" : "expense by category"),
        ]
        var lines = ViewHeader.lines(
            title, income: income, expense: expense, currency: book.currency, style: style)
        lines.append(TextLine())
        guard !slices.isEmpty else {
            let empty =
                switch (isIncome, period == .all) {
                case (true, true): language.text("No income yet.")
                case (true, false): language.text("No income in {1}.", period.description)
                case (false, true): language.text("No expense yet.")
                case (false, false): language.text("No expense in {1}.", period.description)
                }
            lines.append(TextLine(empty))
            return style.render(lines)
        }
        let role = ViewHeader.role(of: type)
        var table = TextTable(
            header: ["CATEGORY", "AMOUNT", "BILLS", "SHARE"].map { language.text($0) },
            alignments: [.left, .right, .right, .right])
        // Two rows side by side never in one colour.
        let colors = CategoryColor.distinctNeighbours(slices.map(\.category.color), circular: false)
        for (slice, color) in zip(slices, colors) {
            table.append(
                [
                    slice.category.title, slice.total.description, String(slice.count),
                    slice.percentText + "%",
                ], roles: [.category(color), role])
        }
        let count = slices.reduce(0) { $0 + $1.count }
        table.append(
            [language.text("TOTAL"), total.description, String(count), "100.00%"], roles: [.heading, role])
        guard let rows = table.lines(gap: style.gap, width: style.width - style.gap.count - 8, shrinking: 0)
        else {
            return style.render(lines + table.fitted(style: style, shrinking: 0))
        }
        let barWidth = min(40, style.width - (rows.map(\.width).max() ?? 0) - style.gap.count)
        let largest = slices.map(\.total.cents).max() ?? 0
        for (index, var row) in rows.enumerated() {
            if index > 0 && index <= slices.count && barWidth > 0 {
                row.append(style.gap)
                let slice = slices[index - 1]
                row.append(
                    Bar.text(slice.total.cents, of: largest, width: barWidth), .category(colors[index - 1]))
            }
            lines.append(row)
        }
        return style.render(lines)
    }

    /// `{"balance","book","categories":[…],"expense","income","period","total","type"}`; each
    /// category: `amount`, `category` (title), `color` (`#RRGGBB`), `count`, `percent` (two
    /// decimals, adding up to 100.00). Amounts are strings.
    package func asJSON() -> String {
        let categories = slices.map { $0.jsonObject() }
        return "{\"balance\":" + JSONText.quoted(balance.description) + ",\"book\":"
            + JSONText.quoted(book.name)
            + ",\n\"categories\":" + JSONText.lines(categories, indent: "  ") + ",\n\"expense\":"
            + JSONText.quoted(expense.description) + ",\"income\":" + JSONText.quoted(income.description)
            + ",\"period\":" + JSONText.quoted(period.description) + ",\"total\":"
            + JSONText.quoted(total.description)
            + ",\"type\":" + JSONText.quoted(type.rawValue) + "}\n"
    }

    /// One row per category: `category,type,amount,count,percent`.
    package func asCSV() -> String {
        CSV.table(
            header: ["category", "type", "amount", "count", "percent"],
            rows: slices.map {
                [$0.category.title, type.rawValue, $0.total.description, String($0.count), $0.percentText]
            })
    }
}

extension CategoryTotalsReport.Slice {
    /// One category of the pie: `{"amount","category","color","count","percent"}`, `category` its
    /// title, `color` its `#RRGGBB`, `percent` two decimals. Used by `timi pie` and `timi report`.
    package func jsonObject() -> String {
        JSONText.object([
            ("amount", JSONText.quoted(total.description)), ("category", JSONText.quoted(category.title)),
            ("color", JSONText.quoted(category.color.description)), ("count", String(count)),
            ("percent", JSONText.quoted(percentText)),
        ])
    }
}
