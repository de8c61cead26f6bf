extension MonthlyReport {
    /// One self-contained HTML page for a mail: tables laid out with inline styles (what mail clients
    /// keep), the expense pie as inline SVG with its legend, and a calendar of the daily expense. No
    /// script, no stylesheet or image to fetch; the same report gives the same bytes.
    public func asHTML() -> String {
        let title = h(book.name) + " · " + month.description
        var out = ReportHTML.top(kind: "Monthly report", title: title)
        out += section(
            nil,
            totals() + "<p style=\"margin:8px 0 0;color:#6b7280;\">\(h(countLine(language: .english)))</p>")
        if !budgetLines.isEmpty {
            out += section(
                "Budgets",
                table(
                    ["Budget", "Spent", "Of", "Used", "", ""], budgetHTMLRows(), right: [1, 2, 3],
                    escaped: true))
        }
        for (title, pie) in pies(language: .english) {
            let chart =
                pie.type == .expense ? "<div style=\"margin:0 0 8px;\">\(SVGPie(pie).svg())</div>\n" : ""
            out += section(title, pie.slices.isEmpty ? ReportHTML.none : chart + ReportHTML.slicesTable(pie))
        }
        if !largestExpenses.isEmpty {
            out += section(
                largestExpensesTitle(language: .english),
                ReportHTML.billsTable(largestExpenses, of: expenseByCategory))
        }
        if busiestDay != nil { out += section("Daily expense", calendar()) }
        out += ReportHTML.bottom(book: book.name)
        return out
    }

    private func h(_ text: String) -> String { XMLText.escaped(text) }

    private func section(_ heading: String?, _ body: String) -> String { ReportHTML.section(heading, body) }

    private func table(_ header: [String], _ rows: [[String]], right: Set<Int>, escaped: Bool = false)
        -> String
    {
        ReportHTML.table(header, rows, right: right, escaped: escaped)
    }

    private func totals() -> String {
        let cells = comparisons(language: .english).map { name, comparison in
            let before = previousMonth.map { "vs \($0): " } ?? ""
            return
                "<td width=\"33%\" style=\"padding:12px;background:#f9fafb;border:1px solid #e5e7eb;vertical-align:top;\">"
                + "<div style=\"font-size:12px;color:#6b7280;\">\(name)</div>"
                + "<div style=\"font-size:20px;font-weight:600;white-space:nowrap;\">\(h(money(comparison.current)))</div>"
                + "<div style=\"font-size:12px;color:#6b7280;\">\(h(before + changeText(comparison)))</div></td>"
        }
        return
            "<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;\">"
            + "<tr>" + cells.joined() + "</tr></table>"
    }

    /// The month as weeks (Monday first), each day with its expense, shaded by size.
    private func calendar() -> String {
        let top = busiestDay?.expense.cents ?? 1
        var cells = [String](repeating: "<td style=\"padding:4px;\"></td>", count: month.firstDay.weekday - 1)
        for (index, amount) in dailyExpense.enumerated() {
            let shade = amount > .zero ? Int(min(4, max(1, (amount.cents * 4 + top - 1) / top))) : 0
            let text = amount > .zero ? h(money(amount)) : "&#160;"
            cells.append(
                "<td style=\"padding:4px;border:1px solid #e5e7eb;background:\(ReportHTML.Style.shades[shade]);vertical-align:top;\">"
                    + "<div style=\"font-size:11px;color:#6b7280;\">\(index + 1)</div>"
                    + "<div style=\"font-size:12px;text-align:right;white-space:nowrap;\">\(text)</div></td>")
        }
        cells += [String](repeating: "<td style=\"padding:4px;\"></td>", count: (7 - cells.count % 7) % 7)
        let head = Day.weekdayNames.map {
            "<th style=\"\(ReportHTML.Style.head)text-align:center;\">\($0)</th>"
        }
        .joined()
        let weeks = stride(from: 0, to: cells.count, by: 7).map {
            "<tr>" + cells[$0..<($0 + 7)].joined() + "</tr>\n"
        }
        return
            "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;table-layout:fixed;\">\n"
            + "<tr>" + head + "</tr>\n" + weeks.joined() + "</table>"
    }
}
