extension CategoryTotalsReport {
    /// The pie as the report's rows of title, amount, share, a bar of up to 20 columns, and bill
    /// count; without the bars when fewer than 4 columns are left for them. Used by the monthly and
    /// the yearly report.
    func reportLines(style: TextStyle) -> [TextLine] {
        let largest = slices.first?.total.cents ?? 0
        func table(barWidth: Int?) -> TextTable {
            var table = TextTable(
                alignments: [.left, .right, .right] + (barWidth == nil ? [] : [.left]) + [.right])
            for slice in slices {
                let bar = barWidth.map { [Bar.text(slice.total.cents, of: largest, width: $0)] } ?? []
                table.append(
                    ["  " + slice.category.title, money(slice.total), slice.percentText + "%"] + bar
                        + [Self.bills(slice.count, language: style.language)])
            }
            return table
        }
        let bare = table(barWidth: nil).lines(gap: style.gap)?.map(\.width).max() ?? 0
        let barWidth = min(20, style.width - bare - style.gap.count)
        return barWidth >= 4
            ? table(barWidth: barWidth).lines(gap: style.gap) ?? []
            : table(barWidth: nil).fitted(style: style, shrinking: 0)
    }

    /// `bills`, bills of this pie's categories, as the report's rows of date, category, amount and
    /// note, the notes wrapped to `style`'s width.
    func reportLines(listing bills: [Bill], style: TextStyle) -> [TextLine] {
        var table = TextTable(alignments: [.left, .left, .right, .left])
        for bill in bills {
            table.append(["  " + bill.date.description, title(of: bill), money(bill.amount), bill.note])
        }
        return table.wrapped(style: style, column: 3)
    }

    /// The pie as the report's Markdown table of category, amount, share and bills.
    func reportMarkdown(width: Int, language: Language) -> String {
        var table = MarkdownTable(
            header: ["Category", "Amount", "Share", "Bills"].map { language.text($0) },
            alignments: [.left, .right, .right, .right])
        for slice in slices {
            table.rows.append([
                MonthlyReport.markdownEscaped(slice.category.title), money(slice.total),
                slice.percentText + "%",
                String(slice.count),
            ])
        }
        return table.text(width: width)
    }

    /// `bills`, bills of this pie's categories, as the report's Markdown table.
    func reportMarkdown(listing bills: [Bill], width: Int, language: Language) -> String {
        var table = MarkdownTable(
            header: ["Date", "Category", "Amount", "Note"].map { language.text($0) },
            alignments: [.left, .left, .right, .left])
        for bill in bills {
            table.rows.append([
                bill.date.description, MonthlyReport.markdownEscaped(title(of: bill)), money(bill.amount),
                MonthlyReport.markdownEscaped(bill.note),
            ])
        }
        return table.text(width: width)
    }

    /// An amount with the book's currency: `¥12.50`.
    func money(_ amount: Money) -> String { amount.formatted(currency: book.currency) }

    /// `1 bill`, `3 bills` (`1 笔`).
    static func bills(_ count: Int, language: Language) -> String {
        language.text(count == 1 ? "{1} bill" : "{1} bills", String(count))
    }
}
