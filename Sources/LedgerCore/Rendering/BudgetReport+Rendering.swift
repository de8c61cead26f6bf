extension BudgetReport {
    /// The budgets as a table: a header with the book, the month and the whole book's budget, spent
    /// and left, then per budgeted category (in display order) and for the total its budget, spent,
    /// left, share used, for the current month the projection, and a bar of the share used (full
    /// when over). Lines over budget are marked `over` and, with colour, in the expense colour;
    /// lines whose projection goes over are marked `will go over`. Too narrow for columns, each line
    /// is a block. A month without budgets says so.
    ///
    /// Used by `timi budget`.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let currency = book.currency
        let language = style.language
        var out = ViewHeader.lines(
            [book.name, month.description, language.text("budgets")],
            totals: isEmpty
                ? []
                : [
                    ViewHeader.labelled(
                        language.text("budget"), total.budget.formatted(currency: currency), nil),
                    ViewHeader.labelled(
                        language.text("spent"), total.spent.formatted(currency: currency), .expense),
                    ViewHeader.labelled(
                        language.text("left"), total.left.formatted(currency: currency),
                        total.isOver ? .expense : .income),
                ],
            style: style)
        out.append(TextLine())
        guard !isEmpty else {
            out.append(TextLine(language.text("No budgets in {1}.", month.description)))
            return style.render(out)
        }
        let projecting = total.projected != nil
        var table = TextTable(
            header: (["CATEGORY", "BUDGET", "SPENT", "LEFT", "USED"] + (projecting ? ["PROJECTED"] : []) + [
                "STATE"
            ])
            .map { language.text($0) },
            alignments: [.left, .right, .right, .right, .right] + (projecting ? [.right] : []) + [.left])
        let shown = self.lines + [total]
        for line in shown {
            let role: TextStyle.Role? = line.isOver ? .expense : (line.category == nil ? .heading : nil)
            let mark =
                line.isOver ? language.text("over") : line.willGoOver ? language.text("will go over") : ""
            table.append(
                [
                    line.category?.title ?? language.text("TOTAL"), line.budget.description,
                    line.spent.description,
                    line.left.description, line.percentText + "%",
                ] + (projecting ? [line.projected?.description ?? ""] : []) + [mark],
                roles: [role, nil, nil, role, role] + (projecting ? [nil] : []) + [role])
        }
        guard let rows = table.lines(gap: style.gap, width: style.width - style.gap.count - 8, shrinking: 0)
        else {
            return style.render(out + table.fitted(style: style, shrinking: 0))
        }
        let barWidth = min(20, style.width - (rows.map(\.width).max() ?? 0) - style.gap.count)
        for (index, var row) in rows.enumerated() {
            if index > 0 && barWidth > 0 {
                let line = shown[index - 1]
                row.append(style.gap)
                row.append(
                    Bar.text(min(line.spent, line.budget).cents, of: line.budget.cents, width: barWidth),
                    line.isOver ? .expense : nil)
            }
            out.append(row)
        }
        return style.render(out)
    }

    /// `{"book","lines":[…],"month","total":{…}}`; each line: `budget`, `category` (title), `left`,
    /// `over`, `percent` (two decimals), `projected` (`null` but for the current month),
    /// `projectedOver`, `spent`; the total the same without `category` and with `budgeted` (whether
    /// it is the book's own budget or the sum of the lines). Amounts are strings.
    ///
    /// Used by `timi budget --json`.
    package func asJSON() -> String {
        "{\"book\":" + JSONText.quoted(book.name) + ",\n\"lines\":"
            + JSONText.lines(lines.map { $0.jsonObject() }, indent: "  ") + ",\n\"month\":"
            + JSONText.quoted(month.description) + ",\n\"total\":"
            + total.jsonObject(budgeted: hasTotalBudget)
            + "}\n"
    }

    /// One row per budgeted category, then a `total` row:
    /// `category,budget,spent,left,percent,projected,over`.
    ///
    /// Used by `timi budget --format csv`.
    package func asCSV() -> String {
        CSV.table(
            header: ["category", "budget", "spent", "left", "percent", "projected", "over"],
            rows: (isEmpty ? [] : lines + [total]).map { line in
                [
                    line.name, line.budget.description, line.spent.description, line.left.description,
                    line.percentText, line.projected?.description ?? "", line.isOver ? "true" : "false",
                ]
            })
    }
}

extension BudgetReport.Line {
    /// One budget as a JSON object: `{"budget","category","left","over","percent","projected",
    /// "projectedOver","spent"}`, without `category` and with `budgeted` for the total.
    package func jsonObject(budgeted: Bool? = nil) -> String {
        var fields = [("budget", JSONText.quoted(budget.description))]
        if let budgeted { fields.append(("budgeted", budgeted ? "true" : "false")) }
        if let category { fields.append(("category", JSONText.quoted(category.title))) }
        fields += [
            ("left", JSONText.quoted(left.description)), ("over", isOver ? "true" : "false"),
            ("percent", JSONText.quoted(percentText)),
            ("projected", projected.map { JSONText.quoted($0.description) } ?? "null"),
            ("projectedOver", willGoOver ? "true" : "false"), ("spent", JSONText.quoted(spent.description)),
        ]
        return JSONText.object(fields)
    }
}

extension BudgetReport {
    /// One line per budget of `lines`: `用餐: spent 1100.00 of 1000.00 (110.00%), over by 100.00`
    /// (or `…, 50.00 left`), each with the book and the month, for a mail from cron.
    ///
    /// Used by `timi budget check`.
    package func checkText(_ lines: [Line], language: Language = .english) -> String {
        lines.map { line in
            let values = [
                book.name, month.description, line.category?.title ?? language.text("total"),
                line.spent.description, line.budget.description,
                line.percentText,
            ]
            return
                (line.isOver
                ? language.text(
                    "{1} {2} {3}: spent {4} of {5} ({6}%), over by {7}",
                    arguments: values + [(-line.left).description])
                : language.text(
                    "{1} {2} {3}: spent {4} of {5} ({6}%), {7} left",
                    arguments: values + [line.left.description]))
                + "\n"
        }.joined()
    }
}
