extension AccountRegister {
    /// The register as a table: a line of the account and period, then the opening balance on the
    /// period's first day, each bill (from 60 columns its short id; date, category, its signed
    /// effect on the account, the balance after it, the book when another book's bills are among
    /// them, the note) and the closing balance on the last day. The note is cut to fit first.
    public func text(in state: LedgerState, style: TextStyle) -> String {
        let language = style.language
        let titles = Dictionary(
            state.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let books = Set(rows.map(\.bill.book))
        let showBooks = books.count > 1 || books.first.map { $0 != state.currentBook } ?? false
        let ids = style.isWide ? [TextWidth.Alignment.left] : []
        let bookColumn = showBooks ? [TextWidth.Alignment.left] : []
        func edge(_ day: Day, _ label: String, _ balance: Money) -> [String] {
            (style.isWide ? [""] : []) + [period.kind == .all ? "" : day.description, language.text(label), ""]
                + [balance.description] + (showBooks ? [""] : []) + [""]
        }
        var table = TextTable(
            header: ((style.isWide ? ["id"] : []) + ["date", "category", "amount", "balance"]
                + (showBooks ? ["book"] : []) + ["note"]).map { language.text($0) },
            alignments: ids + [.left, .left, .right, .right] + bookColumn + [.left])
        table.append(edge(period.start, "opening balance", opening), roles: [.muted])
        for row in rows {
            let bill = row.bill
            let book = showBooks ? [Bill.name(ofBook: bill.book, in: state)] : []
            table.append(
                (style.isWide ? [bill.shortID] : [])
                    + [
                        bill.date.description, titles[bill.category] ?? "?",
                        (row.flow > .zero ? "+" : "") + row.flow.description, row.balance.description,
                    ] + book + [(bill.photo == nil ? "" : "📷 ") + bill.note],
                roles: (style.isWide ? [.muted] : []) + [nil, nil, ViewHeader.role(of: bill.type), nil])
        }
        table.append(edge(period.end, "closing balance", closing), roles: [.muted])
        let title = TextLine(
            account.name + " (" + account.kind.name(in: language) + ", " + account.currency + ") · "
                + period.description)
        let shrinking = table.alignments.count - 1
        return style.render([title] + table.fitted(style: style, shrinking: shrinking))
    }

    /// The register as one JSON object: `account` (name), `closing`, `currency`, `from`, `opening`,
    /// `rows` (each `balance`, the balance after the bill, and `bill`, the one bill schema of
    /// ``Bill/jsonObject(in:)``) and `to`; amounts as signed strings.
    public func json(in state: LedgerState) -> String {
        let rows = rows.map { row in
            JSONText.object([
                ("balance", JSONText.quoted(row.balance.description)),
                ("bill", row.bill.jsonObject(in: state)),
            ])
        }
        return JSONText.object([
            ("account", JSONText.quoted(account.name)), ("closing", JSONText.quoted(closing.description)),
            ("currency", JSONText.quoted(account.currency)),
            ("from", JSONText.quoted(period.start.description)),
            ("opening", JSONText.quoted(opening.description)), ("rows", JSONText.lines(rows)),
            ("to", JSONText.quoted(period.end.description)),
        ]) + "\n"
    }

    /// The columns of ``csv(in:)``: the bill's date, type, amount, category, note, book and id as
    /// `list --format csv` names them, then `flow` (its signed effect on the account) and `balance`.
    public static let csvHeader = ["date", "type", "amount", "category", "note", "book", "id", "flow", "balance"]

    /// The register as CSV: ``csvHeader``, then one record per bill (the opening and closing balances
    /// are the first row's balance less its flow and the last row's balance).
    public func csv(in state: LedgerState) -> [UInt8] {
        var out = ByteWriter(capacity: rows.count * 120 + 64)
        out.append(csvRecord: Self.csvHeader)
        for row in rows {
            let bill = row.bill
            out.append(csvRecord: [
                bill.date.description, bill.type.rawValue, bill.amount.description,
                Bill.title(ofCategory: bill.category, in: state), bill.note,
                Bill.name(ofBook: bill.book, in: state), bill.id, row.flow.description, row.balance.description,
            ])
        }
        return out.bytes
    }
}
