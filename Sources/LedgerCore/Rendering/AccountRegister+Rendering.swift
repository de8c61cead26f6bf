extension AccountRegister {
    /// The register as text: a line of the account and period and one of the balance carried into
    /// it, a table of the bills (from 60 columns each short id; date, category, the bill's signed
    /// effect on the account, the balance after it, the note; the book when another book's bills are
    /// among them, in a column of its own from 60 columns, else before the note), then the closing
    /// balance. The note is cut to fit first.
    package func text(in state: LedgerState, style: TextStyle) -> String {
        let language = style.language
        let titles = Dictionary(
            state.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let books = Set(rows.map(\.bill.book))
        let showBooks = books.count > 1 || books.first.map { $0 != state.currentBook } ?? false
        let bookColumn = showBooks && style.isWide
        var table = TextTable(
            header: ((style.isWide ? ["id"] : []) + ["date", "category", "amount", "balance"]
                + (bookColumn ? ["book"] : []) + ["note"]).map { language.text($0) },
            alignments: (style.isWide ? [.left] : []) + [.left, .left, .right, .right]
                + (bookColumn ? [.left] : []) + [.left])
        // A transfer has no category: the account at its other end, as the timeline names it.
        let accountNames = AccountNames(state.accounts)
        func what(_ bill: Bill) -> String {
            guard bill.type == .transfer else { return titles[bill.category] ?? "?" }
            return accountNames.otherEnd(of: bill, from: account.id)
        }
        for row in rows {
            let bill = row.bill
            let book = showBooks ? Bill.name(ofBook: bill.book, in: state) : ""
            let note = (bill.photo == nil ? "" : "📷 ") + bill.note
            table.append(
                (style.isWide ? [bill.shortID] : [])
                    + [
                        bill.date.description, what(bill),
                        (row.flow > .zero ? "+" : "") + row.flow.description, row.balance.description,
                    ]
                    + (bookColumn
                        ? [book, note] : [showBooks ? book + (note.isEmpty ? "" : " " + note) : note]),
                roles: (style.isWide ? [.muted] : []) + [nil, nil, ViewHeader.role(of: bill.type), nil])
        }
        func wrapped(_ text: String) -> [TextLine] {
            TextWidth.wrap(text, width: style.width).map { TextLine($0) }
        }
        let all = period.kind == .all
        let openingLine =
            all
            ? language.text("Opening balance: {1}", opening.description)
            : language.text("Opening balance on {1}: {2}", period.start.description, opening.description)
        let closingLine =
            all
            ? language.text("Closing balance: {1}", closing.description)
            : language.text("Closing balance on {1}: {2}", period.end.description, closing.description)
        let title =
            account.name + " (" + account.kind.name(in: language) + ", " + account.currency + ") · "
            + period.description
        var lines = wrapped(title) + wrapped(openingLine)
        if !rows.isEmpty { lines += table.fitted(style: style, shrinking: table.alignments.count - 1) }
        lines += wrapped(closingLine)
        return style.render(lines)
    }

    /// The register as one JSON object: `account` (name), `closing`, `currency`, `from`, `opening`,
    /// `rows` (each `balance`, the balance after the bill, and `bill`, the one bill schema of
    /// ``Bill/jsonObject(in:)``) and `to`; amounts as signed strings.
    package func json(in state: LedgerState) -> String {
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
    static let csvHeader = [
        "date", "type", "amount", "category", "note", "book", "id", "flow", "balance",
    ]

    /// The register as CSV: ``csvHeader``, then one record per bill (the opening and closing balances
    /// are the first row's balance less its flow and the last row's balance).
    package func csv(in state: LedgerState) -> [UInt8] {
        var out = ByteWriter(capacity: rows.count * 120 + 64)
        out.append(csvRecord: Self.csvHeader)
        for row in rows {
            let bill = row.bill
            out.append(csvRecord: [
                bill.date.description, bill.type.rawValue, bill.amount.description,
                bill.type == .transfer ? "" : Bill.title(ofCategory: bill.category, in: state), bill.note,
                Bill.name(ofBook: bill.book, in: state), bill.id, row.flow.description,
                row.balance.description,
            ])
        }
        return out.bytes
    }
}
