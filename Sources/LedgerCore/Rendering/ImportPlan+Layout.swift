extension StatementLayout {
    /// What was inferred, as the dry run's plan shows it under its heading: whose export, the
    /// encoding, delimiter and header line (TD's has none); for a bank statement each column's role,
    /// the date order, the decimal mark and the sign convention.
    func lines(in language: Language) -> [String] {
        let what = platform.map { language.text("{1}'s export", $0) } ?? language.text("a bank statement")
        var lines: [String] = []
        if let encoding, let delimiter {
            let separator = delimiter == 9 ? "TAB" : "\"" + String(UnicodeScalar(delimiter)) + "\""
            lines.append(
                headerLine == 0
                    ? language.text(
                        "Read as {1}: {2}, fields separated by {3}, no header line", what, encoding.title, separator)
                    : language.text(
                        "Read as {1}: {2}, fields separated by {3}, header on line {4}", what, encoding.title,
                        separator, String(headerLine)))
        } else {
            lines.append(language.text("Read as {1}: header on row {2}", what, String(headerLine)))
        }
        guard !columns.isEmpty else { return lines }
        for column in columns where column.role != nil && column.name != unusedDate {
            var line = "  " + column.name + " → " + (column.role?.rawValue ?? "")
            if column.role == .date, let unusedDate {
                line += " " + language.text("(the transaction date wins over the posting date {1})", unusedDate)
            }
            lines.append(line)
        }
        let unused = columns.filter { $0.role == nil || $0.name == unusedDate }.map(\.name)
        if !unused.isEmpty { lines.append("  " + language.text("not used: {1}", unused.joined(separator: ", "))) }
        let order = dateOrder.map { dateOrderGiven ? language.text("{1} (as told)", $0) : $0 } ?? "-"
        let quotedMark = "\"" + String(decimalMark) + "\""
        let mark = decimalMarkGiven ? language.text("{1} (as told)", quotedMark) : quotedMark
        lines.append("  " + language.text("dates {1}, decimal mark {2}", order, mark))
        lines.append("  " + sign.text(in: language))
        return lines
    }

    /// `{"columns":[{"name","role"}],"dateOrder","decimalMark","delimiter","encoding","header",
    /// "postingDate","sign","source"}`: `role` is a ``ColumnRole`` or `null`; `sign` is
    /// `negative-is-expense`, `positive-is-expense`, `unsigned`, `direction COLUMN` or
    /// `split OUT/IN`; `source` is the platform's name or `bank statement`.
    var asJSON: String {
        func quoted(_ text: String?) -> String { text.map(JSONText.quoted) ?? "null" }
        let columns = columns.map { column in
            JSONText.object([("name", JSONText.quoted(column.name)), ("role", quoted(column.role?.rawValue))])
        }
        return JSONText.object([
            ("columns", "[" + columns.joined(separator: ",") + "]"),
            ("dateOrder", quoted(dateOrder)),
            ("decimalMark", columns.isEmpty ? "null" : JSONText.quoted(String(decimalMark))),
            ("delimiter", quoted(delimiter.map { $0 == 9 ? "\t" : String(UnicodeScalar($0)) })),
            ("encoding", quoted(encoding?.title)), ("header", String(headerLine)),
            ("postingDate", quoted(unusedDate)), ("sign", columns.isEmpty ? "null" : JSONText.quoted(sign.key)),
            ("source", JSONText.quoted(platform ?? "bank statement")),
        ])
    }
}

extension StatementLayout.Sign {
    /// The convention in words.
    func text(in language: Language) -> String {
        switch self {
        case .negativeIsExpense: return language.text("a negative amount is an expense")
        case .positiveIsExpense: return language.text("a positive amount is an expense (a card statement)")
        case .unsigned:
            return language.text("amounts have no sign: an expense unless the row says refund, repayment or interest")
        case .direction(let column): return language.text("column {1} says which way", column)
        case .split(let out, let into): return language.text("money out in {1}, money in in {2}", out, into)
        }
    }

    /// The convention as JSON names it.
    var key: String {
        switch self {
        case .negativeIsExpense: return "negative-is-expense"
        case .positiveIsExpense: return "positive-is-expense"
        case .unsigned: return "unsigned"
        case .direction(let column): return "direction " + column
        case .split(let out, let into): return "split " + out + "/" + into
        }
    }
}
