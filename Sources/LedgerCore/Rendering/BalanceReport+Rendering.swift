extension BalanceReport {
    /// A table of the books, the current one marked `*`, with a total row when there are several.
    public func asText() -> String {
        var table = TextTable(alignments: [.left, .right, .right, .right, .right])
        table.append(["BOOK", "BILLS", "INCOME", "EXPENSE", "BALANCE"])
        for line in books {
            table.append([
                (line.book.id == current ? "* " : "  ") + line.book.name + " (" + line.book.currency + ")",
                String(line.count), line.income.description, line.expense.description, line.balance.description,
            ])
        }
        if books.count > 1 {
            let total = total
            table.append([
                "  All books", String(total.count), total.income.description, total.expense.description,
                total.balance.description,
            ])
        }
        return table.render()
    }

    /// `{"books":[…],"total":{…}}`; each book: `balance`, `book`, `count`, `currency`, `current`,
    /// `expense`, `income`.
    public func asJSON() -> String {
        let lines = books.map { line in
            JSONText.object([
                ("balance", JSONText.quoted(line.balance.description)), ("book", JSONText.quoted(line.book.name)),
                ("count", String(line.count)), ("currency", JSONText.quoted(line.book.currency)),
                ("current", line.book.id == current ? "true" : "false"),
                ("expense", JSONText.quoted(line.expense.description)),
                ("income", JSONText.quoted(line.income.description)),
            ])
        }
        let total = total
        let totalText = JSONText.object([
            ("balance", JSONText.quoted(total.balance.description)), ("count", String(total.count)),
            ("expense", JSONText.quoted(total.expense.description)),
            ("income", JSONText.quoted(total.income.description)),
        ])
        return "{\"books\":" + JSONText.lines(lines, indent: "  ") + ",\n\"total\":" + totalText + "}\n"
    }
}
