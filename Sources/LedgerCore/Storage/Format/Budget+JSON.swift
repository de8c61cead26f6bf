extension Budget {
    /// Appends `,\n"budgets":[…]` to `ledger.json`, one change per line (keys sorted:
    /// `{"amount":"1000.00","book":1,"category":5,"from":"2026-10"}`; the total has `"total":true`
    /// instead of a category, an unset budget `"amount":null`); nothing when there are none, so a
    /// ledger without budgets is written as before.
    static func encode(_ budgets: [Budget], into out: inout ByteWriter) {
        guard !budgets.isEmpty else { return }
        out.append(",\n\"budgets\":[")
        for (index, budget) in budgets.enumerated() {
            out.append(index == 0 ? "\n{\"amount\":" : ",\n{\"amount\":")
            if let amount = budget.amount {
                out.append("\"")
                out.append(money: amount)
                out.append("\"")
            } else {
                out.append("null")
            }
            out.append(",\"book\":", number: Int64(budget.book))
            if case .category(let id) = budget.target {
                out.append(",\"category\":", number: Int64(id))
            }
            out.append(",\"from\":\"")
            out.append(month: budget.from)
            out.append(budget.target == .total ? "\",\"total\":true}" : "\"}")
        }
        out.append("\n]")
    }

    /// One budget change of `ledger.json`'s `budgets`; unknown keys are passed over.
    /// - Throws: ``JSONReader/Failure`` naming what is missing or wrong.
    static func read(_ reader: inout JSONReader) throws -> Budget {
        let start = reader.offset
        var amount: Money?
        var book: Book.ID?
        var category: Category.ID?
        var total = false
        var from: Month?
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "amount":
                guard !(try reader.readNull()) else { return true }
                let text = try reader.readString()
                guard let value = Money(decimal: text), value > .zero, value <= .maximum else {
                    throw reader.failure(Reason("'{1}' is not a budget amount like \"1000.00\"", text))
                }
                amount = value
            case "book": book = try reader.readSmallInt()
            case "category": category = try reader.readSmallInt()
            case "total":
                reader.skipWhitespace()
                try reader.literal("true")
                total = true
            case "from":
                let text = try reader.readString()
                guard let month = Month(iso: text) else {
                    throw reader.failure(Reason("'{1}' is not a month (YYYY-MM)", text))
                }
                from = month
            default: return false
            }
            return true
        }
        guard let book, let from, total != (category != nil) else {
            throw JSONReader.Failure(
                message: "a budget needs a book, a month ('from') and either a category or \"total\":true",
                offset: start)
        }
        return Budget(
            book: book, target: category.map { .category($0) } ?? .total, from: from, amount: amount)
    }
}
