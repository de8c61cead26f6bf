extension PeriodReport {
    /// Plain text for a terminal or a mail: the months as rows (income, expense, balance, bills)
    /// with the total and the monthly average, the expense and income tables with bars, and the
    /// largest expenses. No colour. Fitted to `style`'s width: the bill counts go, then the months
    /// stack; the bars shorten, then go; notes wrap.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        let plain = TextStyle(width: style.width, language: language)
        var lines = ViewHeader.lines(
            [book.name, period.description, kindName(language: language)], totals: [], style: plain)
        lines.append(TextLine())
        let rows = monthRows(language: language)
        func table(bills: Bool) -> TextTable {
            let columns = bills ? 5 : 4
            var table = TextTable(
                header: Array(
                    ([""] + ["Income", "Expense", "Balance", "Bills"].map { language.text($0) }).prefix(
                        columns)),
                alignments: [.left] + Array(repeating: .right, count: columns - 1))
            for row in rows { table.append(Array(row.prefix(columns))) }
            return table
        }
        // Without the bill counts before the months stack.
        lines +=
            table(bills: true).lines(gap: plain.gap, width: plain.width)
            ?? table(bills: false).lines(gap: plain.gap, width: plain.width)
            ?? table(bills: true).stackedLines(style: plain)
        lines.append(TextLine(String(countLine(language: language).dropLast())))
        for (title, pie) in pies(language: language) {
            lines += [TextLine(), TextLine(title)]
            lines +=
                pie.slices.isEmpty ? [TextLine("  " + language.text("none"))] : pie.reportLines(style: plain)
        }
        if !largestExpenses.isEmpty {
            lines += [TextLine(), TextLine(largestExpensesTitle(language: language))]
            lines += expenseByCategory.reportLines(listing: largestExpenses, style: plain)
        }
        return plain.render(lines)
    }

    /// The same as Markdown: a heading, pipe tables (lists where a table would be wider than
    /// `style`'s width).
    package func asMarkdown(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        var out =
            "# \(MonthlyReport.markdownEscaped(book.name)) · \(period) · \(kindName(language: language))\n\n"
        var table = MarkdownTable(
            header: ["Month", "Income", "Expense", "Balance", "Bills"].map { language.text($0) },
            alignments: [.left, .right, .right, .right, .right])
        table.rows = monthRows(language: language)
        out += table.text(width: style.width) + "\n" + countLine(language: language)
        for (title, pie) in pies(language: language) {
            out +=
                "\n## \(title)\n\n"
                + (pie.slices.isEmpty
                    ? language.text("None.") + "\n"
                    : pie.reportMarkdown(width: style.width, language: language))
        }
        if !largestExpenses.isEmpty {
            out += "\n## \(largestExpensesTitle(language: language))\n\n"
            out += expenseByCategory.reportMarkdown(
                listing: largestExpenses, width: style.width, language: language)
        }
        return out
    }

    /// What the report is called: `yearly report`, `quarterly report` or `report`.
    func kindName(language: Language) -> String {
        if period.kind == .year { return language.text("yearly report") }
        let quarter =
            period.start.day == 1 && period.start.month % 3 == 1
            && period.end == period.start.yearMonth.next?.next?.lastDay
        return quarter ? language.text("quarterly report") : language.text("report")
    }

    /// Each month's row, then the total's and the monthly average's: name, income, expense,
    /// balance, bills.
    func monthRows(language: Language) -> [[String]] {
        months.map {
            [$0.month.description, money($0.income), money($0.expense), money($0.balance), String($0.count)]
        }
            + [
                [language.text("Total"), money(income), money(expense), money(balance), String(count)],
                [
                    language.text("Average"), money(monthlyAverage(income)), money(monthlyAverage(expense)),
                    money(monthlyAverage(balance)), "",
                ],
            ]
    }

    /// `142 bills in 2026.` and a line break.
    func countLine(language: Language) -> String {
        language.text(
            "{1} in {2}.", CategoryTotalsReport.bills(count, language: language), period.description)
            + "\n"
    }

    /// An amount with the book's currency: `¥12.50`, `-¥3.00`.
    func money(_ amount: Money) -> String { amount.formatted(currency: book.currency) }
}
