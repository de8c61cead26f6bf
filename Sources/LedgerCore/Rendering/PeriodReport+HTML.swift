extension PeriodReport {
    /// One self-contained HTML page for a mail, as the monthly report's: the months as a table with
    /// the total and the monthly average, the expense pie as inline SVG with its legend, the income
    /// table and the largest expenses. The same report gives the same bytes.
    /// - Parameter language: the language of its words (the amounts and names are as they are).
    package func asHTML(language: Language = .english) -> String {
        let title = XMLText.escaped(book.name) + " · " + period.description
        let name = kindName(language: language)
        let kind = name.prefix(1).uppercased() + name.dropFirst()
        var out = ReportHTML.top(kind: kind, title: title, language: language)
        let months = ReportHTML.table(
            ["Month", "Income", "Expense", "Balance", "Bills"].map { language.text($0) },
            monthRows(language: language), right: [1, 2, 3, 4])
        out += ReportHTML.section(
            nil,
            months + "<p style=\"margin:8px 0 0;color:#6b7280;\">"
                + XMLText.escaped(countLine(language: language)) + "</p>")
        for (title, pie) in pies(language: language) {
            let chart =
                pie.type == .expense ? "<div style=\"margin:0 0 8px;\">\(SVGPie(pie).svg())</div>\n" : ""
            out += ReportHTML.section(
                title,
                pie.slices.isEmpty
                    ? ReportHTML.none(language) : chart + ReportHTML.slicesTable(pie, language: language))
        }
        if !largestExpenses.isEmpty {
            out += ReportHTML.section(
                largestExpensesTitle(language: language),
                ReportHTML.billsTable(largestExpenses, of: expenseByCategory, language: language))
        }
        return out + ReportHTML.bottom(book: book.name, language: language)
    }
}
