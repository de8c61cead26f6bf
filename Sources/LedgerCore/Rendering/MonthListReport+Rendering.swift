extension MonthListReport {
    /// A table of the months, newest first: bills, income, expense and balance, then an ALL row;
    /// each month a block when the width is too small for the columns. A book without bills says so.
    ///
    /// Used by `timi months`.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        var lines = ViewHeader.lines(
            [book.name, language.text("months with bills")], totals: [], style: style)
        lines.append(TextLine())
        guard !months.isEmpty else {
            lines.append(TextLine(language.text("No bills in {1} yet.", book.name)))
            return style.render(lines)
        }
        var table = TextTable(
            header: ["MONTH", "BILLS", "INCOME", "EXPENSE", "BALANCE"].map { language.text($0) },
            alignments: [.left, .right, .right, .right, .right])
        for line in months {
            table.append(
                MonthListReport.cells(line.month.description, line.summary),
                roles: MonthListReport.roles(line.summary))
        }
        table.append(
            MonthListReport.cells(language.text("ALL"), total),
            roles: [.heading] + MonthListReport.roles(total).dropFirst())
        lines += table.fitted(style: style, shrinking: nil)
        return style.render(lines)
    }

    private static func cells(_ label: String, _ summary: MonthSummary) -> [String] {
        [
            label, String(summary.billCount), summary.income.description, summary.expense.description,
            summary.balance.description,
        ]
    }

    private static func roles(_ summary: MonthSummary) -> [TextStyle.Role?] {
        [nil, nil, .income, .expense, summary.balance < .zero ? .expense : .income]
    }

    /// `{"book","months":[…],"total":{…}}`; each month: `balance`, `count`, `expense`, `income`,
    /// `month`; the total: the same without `month`. Amounts are strings.
    package func asJSON() -> String {
        let lines = months.map { MonthListReport.object($0.summary, month: $0.month) }
        return "{\"book\":" + JSONText.quoted(book.name) + ",\n\"months\":"
            + JSONText.lines(lines, indent: "  ")
            + ",\n\"total\":" + MonthListReport.object(total, month: nil) + "}\n"
    }

    private static func object(_ summary: MonthSummary, month: Month?) -> String {
        JSONText.object(
            [
                ("balance", JSONText.quoted(summary.balance.description)), ("count", String(summary.billCount)),
                ("expense", JSONText.quoted(summary.expense.description)),
                ("income", JSONText.quoted(summary.income.description)),
            ] + (month.map { [("month", JSONText.quoted($0.description))] } ?? []))
    }

    /// One row per month, newest first: `month,count,income,expense,balance` (no ALL row: it is the
    /// sum of the rows).
    package func asCSV() -> String {
        CSV.table(
            header: ["month", "count", "income", "expense", "balance"],
            rows: months.map { Array(MonthListReport.cells($0.month.description, $0.summary)) })
    }
}
