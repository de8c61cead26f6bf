extension MonthlyReport {
    /// One self-contained HTML page for a mail: tables laid out with inline styles (what mail clients
    /// keep), the expense pie as inline SVG with its legend, and a calendar of the daily expense. No
    /// script, no stylesheet or image to fetch; the same report gives the same bytes.
    /// - Parameter language: the language of its words (the amounts and names are as they are).
    package func asHTML(language: Language = .english) -> String {
        let title = h(book.name) + " · " + month.description
        var out = ReportHTML.top(kind: language.text("Monthly report"), title: title, language: language)
        out += section(
            nil,
            totals(language: language) + "<p style=\"margin:8px 0 0;color:#6b7280;\">"
                + h(countLine(language: language)) + "</p>")
        if !budgetLines.isEmpty {
            out += section(
                language.text("Budgets"),
                table(
                    ["Category", "Spent", "Of", "Used"].map { language.text($0) } + ["", ""],
                    budgetHTMLRows(language: language), right: [1, 2, 3], escaped: true))
        }
        out += accounts?.html(language: language) ?? ""
        for (title, pie) in pies(language: language) {
            let chart =
                pie.type == .expense ? "<div style=\"margin:0 0 8px;\">\(SVGPie(pie).svg())</div>\n" : ""
            out += section(
                title,
                pie.slices.isEmpty
                    ? ReportHTML.none(language) : chart + ReportHTML.slicesTable(pie, language: language))
        }
        if !largestExpenses.isEmpty {
            out += section(
                largestExpensesTitle(language: language),
                ReportHTML.billsTable(largestExpenses, of: expenseByCategory, language: language))
        }
        if busiestDay != nil { out += section(language.text("Daily expense"), calendar(language: language)) }
        out += ReportHTML.bottom(book: book.name, language: language)
        return out
    }

    private func h(_ text: String) -> String { XMLText.escaped(text) }

    private func section(_ heading: String?, _ body: String) -> String { ReportHTML.section(heading, body) }

    private func table(_ header: [String], _ rows: [[String]], right: Set<Int>, escaped: Bool = false)
        -> String
    {
        ReportHTML.table(header, rows, right: right, escaped: escaped)
    }

    private func totals(language: Language) -> String {
        let cells = comparisons(language: language).map { name, comparison in
            let before = previousMonth.map { language.text("vs {1}: ", $0.description) } ?? ""
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
    private func calendar(language: Language) -> String {
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
        let head = (1...7).map {
            "<th style=\"\(ReportHTML.Style.head)text-align:center;\">\(Day.weekdayName($0, in: language))</th>"
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
