extension MonthlyReport {
    /// The report as one JSON object, keys sorted, amounts as strings:
    /// `balance`, `expense`, `income` (each `{"change","current","percent","previous"}`, `percent` a
    /// signed string or null), `book`, `count`, `currency`, `daily` (`[{"date","expense"}]`, every day),
    /// `expenseByCategory` and `incomeByCategory` (`[{"amount","category","count","percent"}]`, as `pie`),
    /// `largestExpenses` (bill objects), `month`, `previousMonth`; when the ledger has accounts, `dues`
    /// and `netWorth` (``MonthlyReport/Accounts/jsonFields``).
    package func asJSON(in state: LedgerState) -> String {
        func quoted(_ money: Money) -> String { JSONText.quoted(money.description) }
        func comparison(_ value: Comparison) -> String {
            JSONText.object([
                ("change", quoted(value.change)), ("current", quoted(value.current)),
                ("percent", value.changePercentText.map(JSONText.quoted) ?? "null"),
                ("previous", quoted(value.previous)),
            ])
        }
        func slices(_ pie: CategoryTotalsReport) -> String {
            JSONText.lines(pie.slices.map { $0.jsonObject() }, indent: "  ")
        }
        let daily = dailyExpense.enumerated().map { index, amount in
            JSONText.object([
                (
                    "date",
                    JSONText.quoted(
                        Day(uncheckedYear: month.year, month: month.month, day: index + 1).description)
                ),
                ("expense", quoted(amount)),
            ])
        }
        let fields: [(String, String)] =
            ([
                ("balance", comparison(balance)), ("book", JSONText.quoted(book.name)),
                ("count", String(count)),
                ("currency", JSONText.quoted(book.currency)), ("daily", JSONText.lines(daily, indent: "  ")),
                ("expense", comparison(expense)), ("expenseByCategory", slices(expenseByCategory)),
                ("income", comparison(income)),
                ("incomeByCategory", slices(incomeByCategory)),
                (
                    "largestExpenses",
                    JSONText.lines(largestExpenses.map { $0.jsonObject(in: state) }, indent: "  ")
                ),
                ("month", JSONText.quoted(month.description)),
                ("previousMonth", previousMonth.map { JSONText.quoted($0.description) } ?? "null"),
            ] + (accounts?.jsonFields ?? [])).sorted { $0.0 < $1.0 }
        return "{\n" + fields.map { JSONText.quoted($0.0) + ":" + $0.1 }.joined(separator: ",\n") + "\n}\n"
    }
}
