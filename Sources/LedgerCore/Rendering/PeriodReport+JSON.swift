extension PeriodReport {
    /// The report as one JSON object, keys sorted, amounts as strings: `average`
    /// (`{"balance","expense","income"}`, per month shown), `balance`, `book`, `count`, `currency`,
    /// `end`, `expense`, `expenseByCategory` and `incomeByCategory` (as `pie`), `income`,
    /// `largestExpenses` (bill objects), `months` (`[{"balance","count","expense","income","month"}]`),
    /// `period`, `start`.
    package func asJSON(in state: LedgerState) -> String {
        func quoted(_ money: Money) -> String { JSONText.quoted(money.description) }
        func slices(_ pie: CategoryTotalsReport) -> String {
            JSONText.lines(pie.slices.map { $0.jsonObject() }, indent: "  ")
        }
        let rows = months.map { row in
            JSONText.object([
                ("balance", quoted(row.balance)), ("count", String(row.count)),
                ("expense", quoted(row.expense)),
                ("income", quoted(row.income)), ("month", JSONText.quoted(row.month.description)),
            ])
        }
        let average = JSONText.object([
            ("balance", quoted(monthlyAverage(balance))), ("expense", quoted(monthlyAverage(expense))),
            ("income", quoted(monthlyAverage(income))),
        ])
        let fields: [(String, String)] = [
            ("average", average), ("balance", quoted(balance)), ("book", JSONText.quoted(book.name)),
            ("count", String(count)), ("currency", JSONText.quoted(book.currency)),
            ("end", JSONText.quoted(period.end.description)), ("expense", quoted(expense)),
            ("expenseByCategory", slices(expenseByCategory)), ("income", quoted(income)),
            ("incomeByCategory", slices(incomeByCategory)),
            (
                "largestExpenses",
                JSONText.lines(largestExpenses.map { $0.jsonObject(in: state) }, indent: "  ")
            ),
            ("months", JSONText.lines(rows, indent: "  ")), ("period", JSONText.quoted(period.description)),
            ("start", JSONText.quoted(period.start.description)),
        ]
        return "{\n" + fields.map { JSONText.quoted($0.0) + ":" + $0.1 }.joined(separator: ",\n") + "\n}\n"
    }
}
