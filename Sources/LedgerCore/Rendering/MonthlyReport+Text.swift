extension MonthlyReport {
    /// Plain text for a terminal or a mail: the totals against the month before, the expense and
    /// income tables with bars, the largest expenses and a strip of the daily expense. No colour.
    /// Fitted to `style`'s width: the bars shorten, then go; the totals stack; notes wrap.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        let plain = TextStyle(width: style.width, language: language)
        var lines = ViewHeader.lines(
            [book.name, month.description, language.text("monthly report")], totals: [], style: plain)
        lines.append(TextLine())
        lines += totalsTable(language: language).fitted(style: plain, shrinking: nil)
        lines.append(TextLine(String(countLine(language: language).dropLast())))
        lines += budgetText(style: plain)
        lines += accounts?.textLines(style: plain) ?? []
        for (title, pie) in pies(language: language) {
            lines += [TextLine(), TextLine(title)]
            guard !pie.slices.isEmpty else {
                lines.append(TextLine("  " + language.text("none")))
                continue
            }
            lines += pie.reportLines(style: plain)
        }
        lines += trendLines(style: plain)
        if !largestExpenses.isEmpty {
            lines += [TextLine(), TextLine(largestExpensesTitle(language: language))]
            lines += expenseByCategory.reportLines(listing: largestExpenses, style: plain)
        }
        if let strip = dailyStrip(language: language) {
            lines.append(TextLine())
            lines += TextWidth.wrap(language.text("Daily expense ({1})", strip.legend), width: plain.width)
                .map {
                    TextLine($0)
                }
            lines += [TextLine("  " + strip.axis), TextLine("  " + strip.marks)]
        }
        return plain.render(lines)
    }

    /// The same as Markdown: a heading, pipe tables (lists where a table would be wider than
    /// `style`'s width), and the daily strip as a code block.
    package func asMarkdown(style: TextStyle = TextStyle()) -> String {
        func cell(_ text: String) -> String { MonthlyReport.markdownEscaped(text) }
        let language = style.language
        var out = "# \(cell(book.name)) · \(month)\n\n"
        var totals = MarkdownTable(
            header: [
                "", month.description, previousMonth.map(\.description) ?? language.text("before"),
                language.text("Change"),
            ],
            alignments: [.left, .right, .right, .right])
        for (name, comparison) in comparisons(language: language) {
            totals.rows.append([
                name, money(comparison.current), money(comparison.previous), changeText(comparison),
            ])
        }
        out += totals.text(width: style.width)
        out += "\n" + countLine(language: language) + budgetMarkdown(language: language, width: style.width)
        out += accounts?.markdown(language: language, width: style.width) ?? ""
        for (title, pie) in pies(language: language) {
            out += "\n## \(title)\n\n"
            guard !pie.slices.isEmpty else {
                out += language.text("None.") + "\n"
                continue
            }
            out += pie.reportMarkdown(width: style.width, language: language)
        }
        out += trendMarkdown(width: style.width, language: language)
        if !largestExpenses.isEmpty {
            out += "\n## \(largestExpensesTitle(language: language))\n\n"
            out += expenseByCategory.reportMarkdown(
                listing: largestExpenses, width: style.width, language: language)
        }
        if let strip = dailyStrip(language: language) {
            out += "\n## \(language.text("Daily expense"))\n\n```\n\(strip.axis)\n\(strip.marks)\n```\n\n"
            out += language.text("{1}.", strip.legend) + "\n"
        }
        return out
    }

    /// Income, expense and balance with their names, in that order.
    func comparisons(language: Language) -> [(String, Comparison)] {
        [
            (language.text("Income"), income), (language.text("Expense"), expense),
            (language.text("Balance"), balance),
        ]
    }

    /// An amount with the book's currency: `¥12.50`, `-¥3.00`.
    func money(_ amount: Money) -> String { amount.formatted(currency: book.currency) }

    /// A change with its sign and percentage: `+¥134.50 (+12.23%)`; just the amount when the month
    /// before had nothing.
    func changeText(_ comparison: Comparison) -> String {
        let amount = (comparison.change > .zero ? "+" : "") + money(comparison.change)
        return comparison.changePercentText.map { amount + " (\($0)%)" } ?? amount
    }

    func countLine(language: Language) -> String {
        language.text("{1} in {2}.", bills(count, language: language), month.description) + "\n"
    }

    func bills(_ count: Int, language: Language) -> String {
        CategoryTotalsReport.bills(count, language: language)
    }

    private func totalsTable(language: Language) -> TextTable {
        var table = TextTable(
            header: [
                "", month.description, previousMonth.map(\.description) ?? language.text("before"),
                language.text("change"),
            ],
            alignments: [.left, .right, .right, .right])
        for (name, comparison) in comparisons(language: language) {
            table.append([
                name, money(comparison.current), money(comparison.previous), changeText(comparison),
            ])
        }
        return table
    }

    /// The daily expense as one mark per day (`▁`…`█`, `·` for none) under an axis of day numbers,
    /// with a legend naming the largest day; `nil` when the month has no expense.
    func dailyStrip(language: Language) -> (legend: String, axis: String, marks: String)? {
        guard let busiest = busiestDay else { return nil }
        let marks = Bar.sparkline(dailyExpense)
        var axis = ""
        for day in [1, 5, 10, 15, 20, 25, 30] where day <= dailyExpense.count {
            axis += TextWidth.spaces(day - 1 - axis.count) + String(day)
        }
        return (
            language.text("█ = {1}, on {2}", money(busiest.expense), busiest.day.description), axis, marks
        )
    }

    static func markdownEscaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "\\|*_`<>[]#".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }
}

extension CategoryTotalsReport {
    /// The title of a bill's category, from the report's slices (a bill's category is one of them).
    func title(of bill: Bill) -> String {
        slices.first { $0.category.id == bill.category }?.category.title ?? String(bill.category)
    }
}
