extension MonthlyReport {
    /// The heading of the sparklines: `Expense, 2026-06 to 2026-11`.
    func trendTitle(_ language: Language) -> String {
        language.text(
            "Expense, {1} to {2}", (expenseTrend.months.first ?? month).description, month.description)
    }

    /// The 6-month expense of each category as a sparkline (`▁`…`█` scaled to the category's
    /// largest month, `·` for none), with this month's amount and the monthly average; nothing when
    /// no category has expense in those months.
    func trendLines(style: TextStyle) -> [TextLine] {
        guard !expenseTrend.rows.isEmpty else { return [] }
        var table = TextTable(alignments: [.left, .left, .right, .right])
        table.append(["", "", style.language.text("this month"), style.language.text("average")])
        for row in expenseTrend.rows {
            table.append([
                "  " + row.category.title, Bar.sparkline(row.amounts), money(row.amounts.last ?? .zero),
                money(expenseTrend.monthlyAverage(row.total)),
            ])
        }
        return [TextLine(), TextLine(trendTitle(style.language))] + table.fitted(style: style, shrinking: 0)
    }

    /// The sparklines as a Markdown section (the marks in code spans, so that they keep their width).
    func trendMarkdown(width: Int, language: Language) -> String {
        guard !expenseTrend.rows.isEmpty else { return "" }
        var table = MarkdownTable(
            header: ["Category", "6 months", "This month", "Average"].map { language.text($0) },
            alignments: [.left, .left, .right, .right])
        for row in expenseTrend.rows {
            table.rows.append([
                MonthlyReport.markdownEscaped(row.category.title), "`" + Bar.sparkline(row.amounts) + "`",
                money(row.amounts.last ?? .zero), money(expenseTrend.monthlyAverage(row.total)),
            ])
        }
        return "\n## \(trendTitle(language))\n\n" + table.text(width: width)
    }
}
