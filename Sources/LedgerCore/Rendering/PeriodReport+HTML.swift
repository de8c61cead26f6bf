extension PeriodReport {
    /// One self-contained HTML page for a mail, as the monthly report's: the months as a table with
    /// the total and the monthly average, the expense pie as inline SVG with its legend, the income
    /// table and the largest expenses. The same report gives the same bytes.
    public func asHTML() -> String {
        let title = XMLText.escaped(book.name) + " · " + period.description
        let kind = kindName.prefix(1).uppercased() + kindName.dropFirst()
        var out = ReportHTML.top(kind: kind, title: title)
        let months = ReportHTML.table(
            ["Month", "Income", "Expense", "Balance", "Bills"], monthRows, right: [1, 2, 3, 4])
        out += ReportHTML.section(
            nil, months + "<p style=\"margin:8px 0 0;color:#6b7280;\">\(XMLText.escaped(countLine))</p>")
        for (title, pie) in pies {
            let chart =
                pie.type == .expense ? "<div style=\"margin:0 0 8px;\">\(SVGPie(pie).svg())</div>\n" : ""
            out += ReportHTML.section(
                title, pie.slices.isEmpty ? ReportHTML.none : chart + ReportHTML.slicesTable(pie))
        }
        if !largestExpenses.isEmpty {
            out += ReportHTML.section(
                largestExpensesTitle, ReportHTML.billsTable(largestExpenses, of: expenseByCategory))
        }
        return out + ReportHTML.bottom(book: book.name)
    }
}
