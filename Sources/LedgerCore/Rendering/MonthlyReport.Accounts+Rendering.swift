extension MonthlyReport.Accounts {
    /// The heading of the net worth: `Net worth on 2026-11-30`.
    func netWorthTitle(language: Language) -> String { language.text("Net worth on {1}", date.description) }

    /// The heading of the dues.
    func duesTitle(language: Language) -> String { language.text("Credit-card dues") }

    /// The column titles of the net worth table.
    func totalsHeader(language: Language) -> [String] {
        ["Currency", "Assets", "Liabilities", "Net worth"].map { language.text($0) }
    }

    /// The rows of the net worth table: currency, assets, liabilities, net worth.
    var totalsRows: [[String]] {
        totals.map {
            [$0.currency, $0.assets.description, $0.liabilities.description, $0.netWorth.description]
        }
    }

    /// The column titles of the dues table.
    func duesHeader(language: Language) -> [String] {
        ["Credit card", "Amount due", "Due date"].map { language.text($0) }
    }

    /// The rows of the dues table: card, amount due with its currency, due date.
    var duesRows: [[String]] {
        dues.map { [$0.card.name, $0.amount.formatted(currency: $0.card.currency), $0.date.description] }
    }

    /// The section of ``MonthlyReport/asText(style:)``: the net worth per currency, then the dues
    /// when a card has one in the month.
    func textLines(style: TextStyle) -> [TextLine] {
        let language = style.language
        func indented(_ row: [String]) -> [String] { ["  " + row[0]] + row.dropFirst() }
        var sums = TextTable(
            header: indented(totalsHeader(language: language)), alignments: [.left, .right, .right, .right])
        for row in totalsRows { sums.append(indented(row)) }
        var lines = [TextLine(), TextLine(netWorthTitle(language: language))]
        lines += sums.fitted(style: style, shrinking: nil)
        guard !dues.isEmpty else { return lines }
        var table = TextTable(
            header: indented(duesHeader(language: language)), alignments: [.left, .right, .left])
        for row in duesRows { table.append(indented(row)) }
        return lines + [TextLine(), TextLine(duesTitle(language: language))]
            + table.fitted(style: style, shrinking: 0)
    }

    /// The section of ``MonthlyReport/asMarkdown(style:)``: two headed pipe tables.
    func markdown(language: Language, width: Int) -> String {
        func escaped(_ rows: [[String]]) -> [[String]] { rows.map { $0.map(MonthlyReport.markdownEscaped) } }
        var sums = MarkdownTable(
            header: totalsHeader(language: language), alignments: [.left, .right, .right, .right])
        sums.rows = escaped(totalsRows)
        var out = "\n## \(netWorthTitle(language: language))\n\n" + sums.text(width: width)
        guard !dues.isEmpty else { return out }
        var table = MarkdownTable(header: duesHeader(language: language), alignments: [.left, .right, .left])
        table.rows = escaped(duesRows)
        out += "\n## \(duesTitle(language: language))\n\n" + table.text(width: width)
        return out
    }

    /// The sections of ``MonthlyReport/asHTML(language:)``.
    func html(language: Language) -> String {
        var out = ReportHTML.section(
            netWorthTitle(language: language),
            ReportHTML.table(totalsHeader(language: language), totalsRows, right: [1, 2, 3]))
        guard !dues.isEmpty else { return out }
        out += ReportHTML.section(
            duesTitle(language: language),
            ReportHTML.table(duesHeader(language: language), duesRows, right: [1]))
        return out
    }

    /// The fields of ``MonthlyReport/asJSON(in:)``: `dues` (each `amount`, `card`, `currency`, `date`)
    /// and `netWorth` (`date`, and `totals` per currency: `assets`, `liabilities`, `netWorth`).
    var jsonFields: [(String, String)] {
        let dues = dues.map { due in
            JSONText.object([
                ("amount", JSONText.quoted(due.amount.description)), ("card", JSONText.quoted(due.card.name)),
                ("currency", JSONText.quoted(due.card.currency)),
                ("date", JSONText.quoted(due.date.description)),
            ])
        }
        let sums = totals.sorted { $0.currency < $1.currency }.map { total in
            (
                total.currency,
                JSONText.object([
                    ("assets", JSONText.quoted(total.assets.description)),
                    ("liabilities", JSONText.quoted(total.liabilities.description)),
                    ("netWorth", JSONText.quoted(total.netWorth.description)),
                ])
            )
        }
        return [
            ("dues", JSONText.lines(dues, indent: "  ")),
            (
                "netWorth",
                JSONText.object([
                    ("date", JSONText.quoted(date.description)), ("totals", JSONText.object(sums)),
                ])
            ),
        ]
    }
}
