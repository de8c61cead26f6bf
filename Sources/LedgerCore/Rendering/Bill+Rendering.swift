extension Bill {
    /// The bill in the export format, on one line, keys sorted: `account` (name; only when the bill
    /// names one), `amount`, `book` (name), `category`
    /// (title), `categoryAlias` (so that an import creates a missing category as it was), `created`, `date`, `id`, `note`, `payee` (only when there is one), `photo` (attachment
    /// name or null), `recurring` (the id of the rule that booked it; only when one did), `ref` (the
    /// source's transaction number, only when there is one), `time` (`HH:MM:SS`, only when the bill
    /// has one), `type`.
    ///
    /// The one bill schema of every JSON output (`add`, `list`, `show`) and of export and import.
    package func jsonObject(in state: LedgerState) -> String {
        var out = ByteWriter(capacity: 256)
        append(to: &out, in: state)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// ``jsonObject(in:)`` written into `out`: the fast path for lists and exports of many bills.
    func append(to out: inout ByteWriter, in state: LedgerState) {
        out.append(
            jsonBill: self, category: categoryTitle(in: state),
            alias: Self.alias(ofCategory: category, in: state),
            book: bookName(in: state), account: account.map { Self.name(ofAccount: $0, in: state) },
            toAccount: toAccount.map { Self.name(ofAccount: $0, in: state) })
    }

    /// The name of the account with `id` (its id when there is none).
    static func name(ofAccount id: Account.ID, in state: LedgerState) -> String {
        state.account(id)?.name ?? String(id)
    }

    /// The columns of a bill in CSV, named as in ``jsonObject(in:)``: the import columns first; `payee`
    /// and `ref` are always there, empty when a bill has none, so that a script sees one header
    /// whatever the bills; last the category's alias, so that an import creates a missing category as
    /// it was.
    /// Then the accounts: `account` (any bill's), and a transfer's `toAccount`, `toAmount` and `fee`;
    /// last the time of day (`HH:MM:SS`, empty when the bill has none).
    static let csvHeader = [
        "date", "type", "amount", "category", "note", "book", "id", "photo", "created", "payee", "ref",
        "categoryAlias", "account", "toAccount", "toAmount", "fee", "time",
    ]

    /// The bill as a CSV record of ``csvHeader``'s fields (no photo, payee or transaction number: an
    /// empty field), ended by CRLF.
    func appendCSV(to out: inout ByteWriter, in state: LedgerState) {
        out.append(
            csvBill: self, category: categoryTitle(in: state),
            alias: Self.alias(ofCategory: category, in: state),
            book: bookName(in: state), account: account.map { Self.name(ofAccount: $0, in: state) },
            toAccount: toAccount.map { Self.name(ofAccount: $0, in: state) })
    }

    /// The name of the bill's book (its id when there is none), found without copying the books: the
    /// lists of many bills look it up once a bill.
    private func bookName(in state: LedgerState) -> String { Self.name(ofBook: book, in: state) }

    /// The title of the bill's category (its id when there is none), found as ``bookName(in:)``.
    private func categoryTitle(in state: LedgerState) -> String {
        Self.title(ofCategory: category, in: state)
    }

    /// The name of book `id` as a bill's record writes it: its id when there is no such book.
    static func name(ofBook id: Book.ID, in state: LedgerState) -> String {
        for index in state.books.indices where state.books[index].id == id { return state.books[index].name }
        return String(id)
    }

    /// The title of category `id` as a bill's record writes it: its id when there is no such category.
    static func title(ofCategory id: Category.ID, in state: LedgerState) -> String {
        for index in state.categories.indices where state.categories[index].id == id {
            return state.categories[index].title
        }
        return String(id)
    }

    /// The alias of category `id` as a bill's record writes it: empty when there is no such category.
    static func alias(ofCategory id: Category.ID, in state: LedgerState) -> String {
        for index in state.categories.indices where state.categories[index].id == id {
            return state.categories[index].alias
        }
        return ""
    }

    /// Every field on its own line, for `timi show`; a value too long for `style`'s width wraps
    /// under itself.
    /// - Parameters:
    ///   - photoPath: where the photo file is, if any.
    ///   - utcOffset: the local time zone's offset, for `created`.
    package func detailText(
        in state: LedgerState, photoPath: String?, style: TextStyle, utcOffset: UTCOffset
    ) -> String {
        let category = state.category(category)
        let language = style.language
        var table = TextTable(alignments: [.left, .left])
        table.append([language.text("id"), id])
        table.append([language.text("date"), date.labelWithWeekday(in: language)])
        if let time { table.append([language.text("time"), time.description]) }
        table.append([language.text("type"), type.word.text(in: language)])
        let currency = account.flatMap { state.account($0)?.currency } ?? state.book(book)?.currency ?? ""
        table.append([language.text("amount"), currency + amount.description])
        if type == .transfer {
            let to = toAccount.flatMap { state.account($0) }
            table.append([language.text("from"), account.map { Self.name(ofAccount: $0, in: state) } ?? ""])
            table.append([language.text("to"), toAccount.map { Self.name(ofAccount: $0, in: state) } ?? ""])
            if let toAmount { table.append([language.text("arrived"), (to?.currency ?? "") + toAmount.description]) }
            if let fee { table.append([language.text("fee"), currency + fee.description]) }
        } else {
            table.append([
                language.text("category"), category.map { "\($0.title) (\($0.alias))" } ?? String(self.category),
            ])
            if let account { table.append([language.text("account"), Self.name(ofAccount: account, in: state)]) }
        }
        table.append([language.text("book"), state.book(book)?.name ?? String(book)])
        table.append([language.text("note"), note])
        if let payee { table.append([language.text("payee"), payee]) }
        if let reference { table.append([language.text("ref"), reference]) }
        if let photoPath { table.append([language.text("photo"), photoPath]) }
        if let rule = recurring {
            let found = state.recurring.first { $0.id == rule }
            let schedule = found?.schedule(in: language) ?? language.text("rule deleted")
            table.append([language.text("recurring"), String(rule.prefix(8)) + " (" + schedule + ")"])
        }
        table.append([language.text("created"), created.localText(offset: utcOffset(created))])
        return style.render(table.wrapped(style: style, column: 1))
    }
}
