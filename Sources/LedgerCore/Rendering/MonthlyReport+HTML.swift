extension MonthlyReport {
    /// One self-contained HTML page for a mail: tables laid out with inline styles (what mail clients
    /// keep), the expense pie as inline SVG with its legend, and a calendar of the daily expense. No
    /// script, no stylesheet or image to fetch; the same report gives the same bytes.
    public func asHTML() -> String {
        let title = h(book.name) + " · " + month.description
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            </head>
            <body style="margin:0;padding:0;background:#f3f4f6;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
            <tr><td align="center" style="padding:24px 12px;">
            <table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;\
            background:#ffffff;border-radius:8px;font-family:\(Style.font);font-size:14px;line-height:1.5;color:#1f2937;">
            <tr><td style="padding:24px 28px 4px;">
            <div style="font-size:12px;color:#6b7280;text-transform:uppercase;letter-spacing:1px;">Monthly report</div>
            <h1 style="margin:4px 0 0;font-size:22px;font-weight:600;">\(title)</h1>
            </td></tr>

            """
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
            out += section(title, pie.slices.isEmpty ? none() : chart + slicesTable(pie))
        }
        if !largestExpenses.isEmpty {
            let rows = largestExpenses.map { bill in
                [bill.date.description, expenseByCategory.title(of: bill), money(bill.amount), bill.note]
            }
            out += section(
                largestExpensesTitle(language: .english),
                table(["Date", "Category", "Amount", "Note"], rows, right: [2]))
        }
        if busiestDay != nil { out += section("Daily expense", calendar()) }
        out += """
            <tr><td style="padding:16px 28px 24px;font-size:12px;color:#9ca3af;">Made by timi from the ledger's \
            \(h(book.name)) book.</td></tr>
            </table>
            </td></tr>
            </table>
            </body>
            </html>

            """
        return out
    }

    private enum Style {
        static let font =
            "-apple-system,'Segoe UI',Helvetica,Arial,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif"
        static let cell = "padding:6px 8px;border-bottom:1px solid #e5e7eb;"
        static let head =
            "padding:6px 8px;border-bottom:2px solid #d1d5db;font-size:12px;color:#6b7280;font-weight:600;"
        /// Calendar cell shades, from no expense to the largest day.
        static let shades = ["#ffffff", "#fdf0e2", "#fbd9b8", "#f7b987", "#f28e2b"]
    }

    private func h(_ text: String) -> String { XMLText.escaped(text) }

    private func none() -> String { "<p style=\"margin:0;color:#6b7280;\">None.</p>" }

    private func section(_ heading: String?, _ body: String) -> String {
        let title =
            heading.map { "<h2 style=\"margin:0 0 10px;font-size:16px;font-weight:600;\">\(h($0))</h2>\n" }
            ?? ""
        return "<tr><td style=\"padding:16px 28px;\">\n" + title + body + "\n</td></tr>\n"
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

    private func slicesTable(_ pie: CategoryTotalsReport) -> String {
        let rows = pie.slices.enumerated().map { index, slice in
            let color = SVGPie.color(ofSlice: index, of: pie.slices.count)
            let swatch =
                "<span style=\"display:inline-block;width:10px;height:10px;margin-right:6px;border-radius:2px;"
                + "background:\(color);\"></span>"
            return [
                swatch + h(slice.category.title), h(money(slice.total)), slice.percentText + "%",
                String(slice.count),
            ]
        }
        return table(["Category", "Amount", "Share", "Bills"], rows, right: [1, 2, 3], escaped: true)
    }

    /// A table with a header row; `right` are the right-aligned columns; cells are escaped unless
    /// `escaped` says they already are.
    private func table(_ header: [String], _ rows: [[String]], right: Set<Int>, escaped: Bool = false)
        -> String
    {
        func row(_ cells: [String], style: String, tag: String) -> String {
            "<tr>"
                + cells.enumerated().map { index, text in
                    let align = right.contains(index) ? "right" : "left"
                    return
                        "<\(tag) style=\"\(style)text-align:\(align);\">\(escaped || tag == "th" ? text : h(text))</\(tag)>"
                }.joined() + "</tr>\n"
        }
        return
            "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;\">\n"
            + row(header, style: Style.head, tag: "th")
            + rows.map { row($0, style: Style.cell, tag: "td") }.joined() + "</table>"
    }

    /// The month as weeks (Monday first), each day with its expense, shaded by size.
    private func calendar() -> String {
        let top = busiestDay?.expense.cents ?? 1
        var cells = [String](repeating: "<td style=\"padding:4px;\"></td>", count: month.firstDay.weekday - 1)
        for (index, amount) in dailyExpense.enumerated() {
            let shade = amount > .zero ? Int(min(4, max(1, (amount.cents * 4 + top - 1) / top))) : 0
            let text = amount > .zero ? h(money(amount)) : "&#160;"
            cells.append(
                "<td style=\"padding:4px;border:1px solid #e5e7eb;background:\(Style.shades[shade]);vertical-align:top;\">"
                    + "<div style=\"font-size:11px;color:#6b7280;\">\(index + 1)</div>"
                    + "<div style=\"font-size:12px;text-align:right;white-space:nowrap;\">\(text)</div></td>")
        }
        cells += [String](repeating: "<td style=\"padding:4px;\"></td>", count: (7 - cells.count % 7) % 7)
        let head = Day.weekdayNames.map { "<th style=\"\(Style.head)text-align:center;\">\($0)</th>" }
            .joined()
        let weeks = stride(from: 0, to: cells.count, by: 7).map {
            "<tr>" + cells[$0..<($0 + 7)].joined() + "</tr>\n"
        }
        return
            "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;table-layout:fixed;\">\n"
            + "<tr>" + head + "</tr>\n" + weeks.joined() + "</table>"
    }
}
