extension MonthlyReport {
    /// The budgets the section shows: those over budget first (most over first), then the others in
    /// display order, then the total; empty when the book has no budget in the month.
    var budgetLines: [BudgetReport.Line] {
        guard let budget, !budget.isEmpty else { return [] }
        let over = budget.lines.filter(\.isOver).sorted { $0.basisPoints > $1.basisPoints }
        return over + budget.lines.filter { !$0.isOver } + [budget.total]
    }

    /// What the section calls a budget line's state: `over`, `will go over`, or nothing.
    func budgetMark(_ line: BudgetReport.Line, language: Language) -> String {
        line.isOver ? language.text("over") : line.willGoOver ? language.text("will go over") : ""
    }

    /// The budget section of ``asText(style:)``: per budget its spent, budget, share used, a bar and
    /// its state, over-budget lines first, fitted to `style`'s width; empty without budgets.
    func budgetText(style: TextStyle) -> [TextLine] {
        let lines = budgetLines
        guard !lines.isEmpty else { return [] }
        var table = TextTable(alignments: [.left, .right, .right, .right, .left, .left])
        for line in lines {
            table.append([
                "  " + (line.category?.title ?? style.language.text("Total")), money(line.spent),
                style.language.text("of {1}", money(line.budget)),
                line.percentText + "%",
                Bar.text(min(line.spent, line.budget).cents, of: line.budget.cents, width: 20),
                budgetMark(line, language: style.language),
            ])
        }
        return [TextLine(), TextLine(style.language.text("Budgets"))]
            + table.fitted(style: style, shrinking: 0)
    }

    /// The budget section of ``asMarkdown(style:)``: a pipe table (a list where it does not fit `width`
    /// columns), over-budget lines first, in `language`; empty without budgets.
    func budgetMarkdown(language: Language, width: Int) -> String {
        let lines = budgetLines
        guard !lines.isEmpty else { return "" }
        var table = MarkdownTable(
            header: ["Category", "Spent", "Of", "Used", "Left"].map { language.text($0) } + [""],
            alignments: [.left, .right, .right, .right, .right, .left])
        for line in lines {
            let name =
                line.category.map { MonthlyReport.markdownEscaped($0.title) }
                ?? "**\(language.text("Total"))**"
            let mark = budgetMark(line, language: language)
            table.rows.append([
                name, money(line.spent), money(line.budget), line.percentText + "%", money(line.left),
                line.isOver ? "**\(mark)**" : mark,
            ])
        }
        return "\n## \(language.text("Budgets"))\n\n" + table.text(width: width)
    }

    /// The rows of the budget section of ``asHTML(language:)``: name, spent, budget, share used with a bar
    /// (red when over) and state, escaped.
    func budgetHTMLRows(language: Language) -> [[String]] {
        budgetLines.map { line in
            let filled = min(100, line.basisPoints / 100)
            let color = line.isOver ? "#dc2626" : "#f28e2b"
            let bar =
                "<div style=\"width:80px;height:8px;background:#e5e7eb;border-radius:4px;\">"
                + "<div style=\"width:\(filled)%;height:8px;background:\(color);border-radius:4px;\"></div></div>"
            let mark = budgetMark(line, language: language)
            return [
                XMLText.escaped(line.category?.title ?? language.text("Total")),
                XMLText.escaped(money(line.spent)),
                XMLText.escaped(money(line.budget)), line.percentText + "%", bar,
                mark.isEmpty ? "" : "<span style=\"color:\(color);font-weight:600;\">\(mark)</span>",
            ]
        }
    }
}
