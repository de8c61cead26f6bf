/// The pieces of the reports' HTML pages (monthly and yearly): one self-contained page for a mail,
/// tables laid out with inline styles (what mail clients keep), no script, stylesheet or image to
/// fetch.
enum ReportHTML {
    enum Style {
        static let font =
            "-apple-system,'Segoe UI',Helvetica,Arial,'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif"
        static let cell = "padding:6px 8px;border-bottom:1px solid #e5e7eb;"
        static let head =
            "padding:6px 8px;border-bottom:2px solid #d1d5db;font-size:12px;color:#6b7280;font-weight:600;"
        /// Calendar cell shades, from no expense to the largest day.
        static let shades = ["#ffffff", "#fdf0e2", "#fbd9b8", "#f7b987", "#f28e2b"]
    }

    /// The page up to its first section: the `kind` of report over the heading `title` (escaped),
    /// in `language`.
    static func top(kind: String, title: String, language: Language) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(language == .chinese ? "zh-CN" : "en")">
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
        <div style="font-size:12px;color:#6b7280;text-transform:uppercase;letter-spacing:1px;">\(kind)</div>
        <h1 style="margin:4px 0 0;font-size:22px;font-weight:600;">\(title)</h1>
        </td></tr>

        """
    }

    /// The page after its last section, naming the `book` it was made from.
    static func bottom(book: String, language: Language) -> String {
        let made = language.text("Made by timi from the ledger's {1} book.", XMLText.escaped(book))
        return """
            <tr><td style="padding:16px 28px 24px;font-size:12px;color:#9ca3af;">\(made)</td></tr>
            </table>
            </td></tr>
            </table>
            </body>
            </html>

            """
    }

    /// What a section without data says.
    static func none(_ language: Language) -> String {
        "<p style=\"margin:0;color:#6b7280;\">\(language.text("None."))</p>"
    }

    /// A section of the page with an optional heading over `body` (HTML).
    static func section(_ heading: String?, _ body: String) -> String {
        let title =
            heading.map {
                "<h2 style=\"margin:0 0 10px;font-size:16px;font-weight:600;\">\(XMLText.escaped($0))</h2>\n"
            } ?? ""
        return "<tr><td style=\"padding:16px 28px;\">\n" + title + body + "\n</td></tr>\n"
    }

    /// A table with a header row; `right` are the right-aligned columns; cells are escaped unless
    /// `escaped` says they already are.
    static func table(_ header: [String], _ rows: [[String]], right: Set<Int>, escaped: Bool = false)
        -> String
    {
        func row(_ cells: [String], style: String, tag: String) -> String {
            "<tr>"
                + cells.enumerated().map { index, text in
                    let align = right.contains(index) ? "right" : "left"
                    let content = escaped || tag == "th" ? text : XMLText.escaped(text)
                    return "<\(tag) style=\"\(style)text-align:\(align);\">\(content)</\(tag)>"
                }.joined() + "</tr>\n"
        }
        return
            "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" style=\"border-collapse:collapse;\">\n"
            + row(header, style: Style.head, tag: "th")
            + rows.map { row($0, style: Style.cell, tag: "td") }.joined() + "</table>"
    }

    /// A pie's slices as a table with a colour swatch beside each title (the colours of its SVG).
    static func slicesTable(_ pie: CategoryTotalsReport, language: Language) -> String {
        let painted = SVGPie(pie).slices
        let rows = pie.slices.enumerated().map { index, slice in
            // The pie's own colour (a neighbour's twin repainted), else its category's or Other's.
            let own = SVGPie.color(of: slice, at: index, of: pie.slices.count)
            let color = own != SVGPie.otherColor && index < painted.count ? painted[index].color : own
            let swatch =
                "<span style=\"display:inline-block;width:10px;height:10px;margin-right:6px;border-radius:2px;"
                + "background:\(color);\"></span>"
            return [
                swatch + XMLText.escaped(slice.category.title), XMLText.escaped(pie.money(slice.total)),
                slice.percentText + "%", String(slice.count),
            ]
        }
        return table(
            ["Category", "Amount", "Share", "Bills"].map { language.text($0) }, rows, right: [1, 2, 3],
            escaped: true)
    }

    /// `bills` of `pie`'s categories as a table of date, category, amount and note.
    static func billsTable(_ bills: [Bill], of pie: CategoryTotalsReport, language: Language) -> String {
        let rows = bills.map { bill in
            [bill.date.description, pie.title(of: bill), pie.money(bill.amount), bill.note]
        }
        return table(["Date", "Category", "Amount", "Note"].map { language.text($0) }, rows, right: [2])
    }
}
