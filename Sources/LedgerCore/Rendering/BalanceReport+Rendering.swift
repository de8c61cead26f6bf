extension BalanceReport {
    /// A table of the books, the current one marked `*`, with a total row when there are several:
    /// one per currency, named `All books (€)` when the books keep more than one.
    /// The book column narrows (`…`) to fit the width; when that is not enough, each book is a block.
    ///
    /// Used by `timi balance`.
    package func asText(style: TextStyle = TextStyle()) -> String {
        let language = style.language
        var table = TextTable(
            header: ["BOOK", "BILLS", "INCOME", "EXPENSE", "BALANCE"].map { language.text($0) },
            alignments: [.left, .right, .right, .right, .right])
        for line in books {
            table.append(
                [
                    (line.book.id == current ? "* " : "  ") + line.book.name + " (" + line.book.currency
                        + ")",
                    String(line.count), line.income.description, line.expense.description,
                    line.balance.description,
                ],
                roles: [
                    line.book.id == current ? .heading : nil, nil, .income, .expense, role(of: line.balance),
                ])
        }
        if books.count > 1 {
            let totals = totals
            for total in totals {
                table.append(
                    [
                        "  " + language.text("All books")
                            + (totals.count > 1 ? " (" + total.currency + ")" : ""),
                        String(total.count),
                        total.income.description, total.expense.description, total.balance.description,
                    ], roles: [nil, nil, .income, .expense, role(of: total.balance)])
            }
        }
        return style.render(table.fitted(style: style, shrinking: 0))
    }

    private func role(of balance: Money) -> TextStyle.Role { balance < .zero ? .expense : .income }

    /// `{"books":[…],"totals":[…]}`; each book: `balance`, `book`, `count`, `currency`, `current`,
    /// `expense`, `income`; one total per currency: `balance`, `count`, `currency`, `expense`, `income`.
    package func asJSON() -> String {
        let lines = books.map { line in
            JSONText.object([
                ("balance", JSONText.quoted(line.balance.description)),
                ("book", JSONText.quoted(line.book.name)),
                ("count", String(line.count)), ("currency", JSONText.quoted(line.book.currency)),
                ("current", line.book.id == current ? "true" : "false"),
                ("expense", JSONText.quoted(line.expense.description)),
                ("income", JSONText.quoted(line.income.description)),
            ])
        }
        let totals = totals.map { total in
            JSONText.object([
                ("balance", JSONText.quoted(total.balance.description)), ("count", String(total.count)),
                ("currency", JSONText.quoted(total.currency)),
                ("expense", JSONText.quoted(total.expense.description)),
                ("income", JSONText.quoted(total.income.description)),
            ])
        }
        return "{\"books\":" + JSONText.lines(lines, indent: "  ") + ",\n\"totals\":"
            + JSONText.lines(totals, indent: "  ") + "}\n"
    }

    /// One row per book: `book,currency,current,count,income,expense,balance` (no total row: it is
    /// the sum of the rows).
    package func asCSV() -> String {
        CSV.table(
            header: ["book", "currency", "current", "count", "income", "expense", "balance"],
            rows: books.map { line in
                [
                    line.book.name, line.book.currency, line.book.id == current ? "true" : "false",
                    String(line.count),
                    line.income.description, line.expense.description, line.balance.description,
                ]
            })
    }
}
