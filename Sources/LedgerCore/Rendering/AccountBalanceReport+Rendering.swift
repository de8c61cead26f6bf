extension AccountBalanceReport {
    /// The balances grouped by kind (each kind's name, then its accounts: name, currency, balance; a
    /// credit card's spending since its statement day and what that statement left due, by when),
    /// then per currency the assets, liabilities and net worth.
    package func text(style: TextStyle) -> String {
        let language = style.language
        var table = TextTable(alignments: [.left, .left, .right])
        for kind in Account.Kind.allCases {
            let accounts = lines.filter { $0.account.kind == kind }
            guard !accounts.isEmpty else { continue }
            table.append([kind.name(in: language), "", ""])
            for line in accounts {
                table.append(["  " + line.account.name, line.account.currency, line.balance.description])
                guard let statement = line.statement else { continue }
                table.append([
                    "    " + language.text("spent since {1}", String(statement.closed.description.suffix(5))),
                    "",
                    statement.spending.description,
                ])
                let due = statement.dueDate.map {
                    language.text("due by {1}", String($0.description.suffix(5)))
                }
                table.append(["    " + (due ?? language.text("due")), "", statement.due.description])
            }
        }
        var sums = TextTable(
            header: ["CURRENCY", "ASSETS", "LIABILITIES", "NET WORTH"].map { language.text($0) },
            alignments: [.left, .right, .right, .right])
        for total in totals {
            sums.append([
                total.currency, total.assets.description, total.liabilities.description,
                total.netWorth.description,
            ])
        }
        guard !lines.isEmpty || !totals.isEmpty else {
            return language.text("No accounts; add one with 'timi account add NAME --kind KIND'.") + "\n"
        }
        return style.render(table.wrapped(style: style, column: 0)) + "\n"
            + style.render(sums.wrapped(style: style, column: 0))
    }

    /// The report as a JSON object: `accounts` (each `balance` as a signed string, `currency`, `kind`,
    /// `name`, and for a card with a statement day `statement`: `closed`, `due`, `dueDate`,
    /// `spending`), `date`, and `totals` (per currency, sorted: `assets`, `liabilities`, `netWorth`).
    package func json() -> String {
        let accounts = lines.map { line in
            JSONText.object(
                [
                    ("balance", JSONText.quoted(line.balance.description)),
                    ("currency", JSONText.quoted(line.account.currency)),
                    ("kind", JSONText.quoted(line.account.kind.rawValue)),
                    ("name", JSONText.quoted(line.account.name)),
                ]
                    + (line.statement.map { statement in
                        [
                            (
                                "statement",
                                JSONText.object([
                                    ("closed", JSONText.quoted(statement.closed.description)),
                                    ("due", JSONText.quoted(statement.due.description)),
                                    (
                                        "dueDate",
                                        statement.dueDate.map { JSONText.quoted($0.description) } ?? "null"
                                    ),
                                    ("spending", JSONText.quoted(statement.spending.description)),
                                ])
                            )
                        ]
                    } ?? []))
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
        return JSONText.object([
            ("accounts", JSONText.lines(accounts)), ("date", JSONText.quoted(date.description)),
            ("totals", JSONText.object(sums)),
        ]) + "\n"
    }
}
