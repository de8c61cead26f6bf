extension TimelineReport {
    /// A header with the period's totals, then each day once, newest first, with its totals and bills.
    ///
    /// The plain layout; an empty period says so.
    public func asText(in state: LedgerState) -> String {
        let currency = book.currency
        var out = "\(book.name) · \(period) · income \(income.formatted(currency: currency))"
            + " · expense \(expense.formatted(currency: currency)) · balance \(balance.formatted(currency: currency))\n"
        guard !days.isEmpty else { return out + "\nNo bills in \(period).\n" }
        for day in days {
            var totals: [String] = []
            if day.income > .zero { totals.append("income \(day.income)") }
            if day.expense > .zero { totals.append("expense \(day.expense)") }
            out += "\n\(day.date) \(Day.weekdayNames[day.date.weekday - 1])  " + totals.joined(separator: "  ") + "\n"
            var table = TextTable(alignments: [.left, .left, .right, .left])
            for bill in day.bills {
                let title = state.category(bill.category)?.title ?? "?"
                let sign = bill.type == .income ? "+" : "-"
                table.append(["  " + bill.shortID, title, sign + bill.amount.description, (bill.photo == nil ? "" : "📷 ") + bill.note])
            }
            out += table.render()
        }
        return out
    }
}
