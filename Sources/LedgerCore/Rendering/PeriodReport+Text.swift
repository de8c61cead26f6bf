extension PeriodReport {
    /// Plain text for a terminal or a mail: the months as rows (income, expense, balance, bills)
    /// with the total and the monthly average, the expense and income tables with bars, and the
    /// largest expenses. No colour. Fitted to `style`'s width: the bill counts go, then the months
    /// stack; the bars shorten, then go; notes wrap.
    public func asText(style: TextStyle = TextStyle()) -> String {
        let plain = TextStyle(width: style.width)
        var lines = ViewHeader.lines([book.name, period.description, kindName], totals: [], style: plain)
        lines.append(TextLine())
        func table(bills: Bool) -> TextTable {
            let columns = bills ? 5 : 4
            var table = TextTable(
                header: Array(["", "Income", "Expense", "Balance", "Bills"].prefix(columns)),
                alignments: [.left] + Array(repeating: .right, count: columns - 1))
            for row in monthRows { table.append(Array(row.prefix(columns))) }
            return table
        }
        // Without the bill counts before the months stack.
        lines +=
            table(bills: true).lines(gap: plain.gap, width: plain.width)
            ?? table(bills: false).lines(gap: plain.gap, width: plain.width)
            ?? table(bills: true).stackedLines(style: plain)
        lines.append(TextLine(String(countLine.dropLast())))
        for (title, pie) in pies {
            lines += [TextLine(), TextLine(title)]
            lines += pie.slices.isEmpty ? [TextLine("  none")] : pie.reportLines(style: plain)
        }
        if !largestExpenses.isEmpty {
            lines += [TextLine(), TextLine(largestExpensesTitle)]
            lines += expenseByCategory.reportLines(listing: largestExpenses, style: plain)
        }
        return plain.render(lines)
    }

    /// The same as Markdown: a heading, pipe tables (lists where a table would be wider than
    /// `style`'s width).
    public func asMarkdown(style: TextStyle = TextStyle()) -> String {
        var out = "# \(MonthlyReport.markdownEscaped(book.name)) · \(period) · \(kindName)\n\n"
        var table = MarkdownTable(
            header: ["Month", "Income", "Expense", "Balance", "Bills"],
            alignments: [.left, .right, .right, .right, .right])
        table.rows = monthRows
        out += table.text(width: style.width) + "\n" + countLine
        for (title, pie) in pies {
            out +=
                "\n## \(title)\n\n"
                + (pie.slices.isEmpty ? "None.\n" : pie.reportMarkdown(width: style.width, language: .english))
        }
        if !largestExpenses.isEmpty {
            out += "\n## \(largestExpensesTitle)\n\n"
            out += expenseByCategory.reportMarkdown(listing: largestExpenses, width: style.width, language: .english)
        }
        return out
    }

    /// What the report is called: `yearly report`, `quarterly report` or `report`.
    var kindName: String {
        if period.kind == .year { return "yearly report" }
        let quarter =
            period.start.day == 1 && period.start.month % 3 == 1
            && period.end == period.start.yearMonth.next?.next?.lastDay
        return quarter ? "quarterly report" : "report"
    }

    /// Each month's row, then the total's and the monthly average's: name, income, expense,
    /// balance, bills.
    var monthRows: [[String]] {
        months.map {
            [$0.month.description, money($0.income), money($0.expense), money($0.balance), String($0.count)]
        }
            + [
                ["Total", money(income), money(expense), money(balance), String(count)],
                [
                    "Average", money(monthlyAverage(income)), money(monthlyAverage(expense)),
                    money(monthlyAverage(balance)), "",
                ],
            ]
    }

    /// `142 bills in 2026.` and a line break.
    var countLine: String { "\(CategoryTotalsReport.bills(count, language: .english)) in \(period).\n" }

    /// The expense and the income pie with their headings, in that order.
    var pies: [(title: String, pie: CategoryTotalsReport)] {
        [("Expense by category", expenseByCategory), ("Income by category", incomeByCategory)]
    }

    /// The heading of ``largestExpenses``: `10 largest expenses`.
    var largestExpensesTitle: String {
        "\(largestExpenses.count) largest expense\(largestExpenses.count == 1 ? "" : "s")"
    }

    /// An amount with the book's currency: `¥12.50`, `-¥3.00`.
    func money(_ amount: Money) -> String { amount.formatted(currency: book.currency) }
}
