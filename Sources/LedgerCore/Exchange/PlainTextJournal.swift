/// Bills as the entries of a double-entry file: the journal that ledger-cli (`ledger`) and `hledger`
/// both read (`timi export --format ledger`), or a Beancount file (`--format beancount`).
///
/// One transaction per bill, its postings from ``DoubleEntry/postings(of:in:)``: between the bill's
/// account (`assets:` or `liabilities:`), or `assets:<book>` for a bill without one, and
/// `expenses:<category>` or `income:<category>`. Before the bills, each account's opening balance
/// (from `equity:opening balances`); among them, each recorded balance check as an assertion
/// (``DoubleEntry/Balances``); after them, in Beancount, an `open` directive for every account
/// used, dated at its first use. The description is `<payee> | <note>` in the journal (hledger's
/// payee and note) and Beancount's payee and narration, the category's title standing in for a bill
/// without a payee; the bill's id is an `id:` tag, and its transaction number a `ref:` tag.
/// Characters a format reserves are replaced: in the journal `;` by `,` in descriptions, and `:` by
/// `-` and runs of spaces by one space in account names; Beancount's names are made valid by
/// ``DoubleEntry/beancountComponent(_:)`` and its commodities by ``DoubleEntry/beancountCommodity(_:)``.
struct PlainTextJournal {
    let state: LedgerState
    let dialect: DoubleEntry.Dialect
    private var names: DoubleEntry.Names
    private let balances: DoubleEntry.Balances?
    /// The checks of the month being written that are not written yet.
    private var pending: ArraySlice<DoubleEntry.Balances.Check> = []
    /// The first day each of ``names`` is used, by its index (an array: looked up twice a bill).
    private var firstUse: [Day?] = []
    /// A category's title as a description, by id.
    private var titles: [Category.ID: String] = [:]
    /// The accounts' names, which describe a transfer.
    private let accountNames: AccountNames

    init(state: LedgerState, dialect: DoubleEntry.Dialect = .journal, balances: DoubleEntry.Balances? = nil) {
        self.state = state
        self.dialect = dialect
        self.balances = balances
        names = DoubleEntry.Names(state: state, dialect: dialect)
        accountNames = AccountNames(state.accounts)
    }

    /// What comes before the bills: a comment, and the opening balances.
    mutating func appendHeader(to out: inout ByteWriter) {
        out.append("; timi export\n")
        for opening in balances?.openings ?? [] {
            let account = use(.account(opening.account.id), on: opening.date)
            let equity = use(.opening, on: opening.date)
            out.append("\n")
            out.append(day: opening.date)
            out.append(dialect == .journal ? " opening balance\n" : " * \"Opening balance\"\n")
            appendPosting(account, opening.amount, currency: opening.account.currency, to: &out)
            appendPosting(equity, nil, currency: opening.account.currency, to: &out)
        }
    }

    /// Starts the bills of `month`: its checks are written among them.
    mutating func begin(_ month: Month) { pending = (balances?.checks[month] ?? [])[...] }

    /// Ends the bills of the month begun: its checks not written yet are.
    mutating func end(to out: inout ByteWriter) { appendChecks(through: nil, to: &out) }

    /// What comes after the `count` bills: the checks after the last month, Beancount's `open`
    /// directives (at `uses`, every worker's ``uses`` merged) and the count.
    mutating func appendFooter(count: Int, uses: [String: Day], to out: inout ByteWriter) {
        pending = (balances?.trailing ?? [])[...]
        appendChecks(through: nil, to: &out)
        if dialect == .beancount {
            var all = uses
            for (name, day) in self.uses where all[name].map({ day < $0 }) ?? true { all[name] = day }
            if !all.isEmpty { out.append("\n") }
            for (name, day) in all.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
                out.append(day: day)
                out.append(" open ")
                out.append(text: name)
                out.append("\n")
            }
        }
        out.append(text: "\n; \(count) bill\(count == 1 ? "" : "s")\n")
    }

    /// The first day each account name is used.
    var uses: [String: Day] {
        Dictionary(
            firstUse.indices.compactMap { index in firstUse[index].map { (names.names[index], $0) } },
            uniquingKeysWith: min)
    }

    mutating func append(_ bill: some BillRecord, to out: inout ByteWriter) {
        appendChecks(through: bill.date, to: &out)
        let postings = DoubleEntry.postings(of: bill, in: state)
        // The last amount is left for the tools to infer only when every posting is in one currency
        // (compared, not hashed into a set: a `String`'s hash normalizes it, once a bill).
        let elided =
            postings.allSatisfy { $0.currency == postings[0].currency } ? postings.count - 1 : nil
        out.append("\n")
        out.append(day: bill.date)
        appendDescription(of: bill, to: &out)
        appendTag("id", bill.id, to: &out)
        if let reference = bill.reference { appendTag("ref", reference, to: &out) }
        for (offset, posting) in postings.enumerated() {
            let index = use(posting.role, on: bill.date)
            appendPosting(index, offset == elided ? nil : posting.amount, currency: posting.currency, to: &out)
        }
    }

    /// Writes the pending checks dated before `day` (all of them when `nil`): a check holds at the end
    /// of its day. A Beancount `balance` holds at the start of its day, so it is dated the day after.
    private mutating func appendChecks(through day: Day?, to out: inout ByteWriter) {
        while let next = pending.first, day.map({ next.check.date < $0 }) ?? true {
            pending.removeFirst()
            let account = use(.account(next.account.id), on: next.check.date)
            let commodity = names.commodity(next.account.currency)
            out.append("\n")
            switch dialect {
            case .journal:
                out.append(day: next.check.date)
                out.append(" balance check\n    ")
                out.append(text: names.names[account])
                out.append("  ")
                out.append(text: commodity)
                out.append("0 = ")
                out.append(text: commodity)
                out.append(money: next.check.balance)
                out.append("\n")
            case .beancount:
                out.append(day: next.check.date.adding(days: 1) ?? next.check.date)
                out.append(" balance ")
                out.append(text: names.names[account])
                out.append("  ")
                out.append(money: next.check.balance)
                out.append(" ")
                out.append(text: commodity)
                out.append("\n")
            }
        }
    }

    /// The index of `role`'s name, noting `day` as a use of it.
    private mutating func use(_ role: DoubleEntry.Role, on day: Day) -> Int {
        let index = names.index(of: role)
        if index >= firstUse.count { firstUse += Array(repeating: nil, count: index + 1 - firstUse.count) }
        if firstUse[index].map({ day < $0 }) ?? true { firstUse[index] = day }
        return index
    }

    /// A posting line: the account and, unless `nil` (the amount that balances the transaction), the
    /// amount in `currency`.
    private mutating func appendPosting(_ account: Int, _ amount: Money?, currency: String, to out: inout ByteWriter) {
        out.append(dialect == .journal ? "    " : "  ")
        out.append(text: names.names[account])
        if let amount {
            out.append("  ")
            switch dialect {
            case .journal:
                out.append(text: names.commodity(currency))
                out.append(money: amount)
            case .beancount:
                out.append(money: amount)
                out.append(" ")
                out.append(text: names.commodity(currency))
            }
        }
        out.append("\n")
    }

    /// A tag: `; id: X` in the journal, metadata `id: "X"` in Beancount.
    private func appendTag(_ key: StaticString, _ value: some BillText, to out: inout ByteWriter) {
        switch dialect {
        case .journal:
            out.append("    ; ")
            out.append(key)
            out.append(": ")
            value.withBytes { out.append(bytes: $0) }
        case .beancount:
            out.append("  ")
            out.append(key)
            out.append(": ")
            value.withBytes { Self.appendQuoted($0, to: &out) }
        }
        out.append("\n")
    }

    /// The transaction's description after its date: ` payee | note` in the journal, ` * "payee"
    /// "note"` in Beancount; the category's title stands in for a missing payee.
    private mutating func appendDescription(of bill: some BillRecord, to out: inout ByteWriter) {
        // A transfer has no category: it is described by its two accounts.
        let title =
            bill.type == .transfer
            ? PlainTextJournal.replacing(
                ";", with: ",",
                in: accountNames[bill.account] + " → " + accountNames[bill.toAccount])
            : self.title(of: bill.category)
        switch dialect {
        case .journal:
            out.append(" ")
            if let payee = bill.payee {
                payee.withBytes { Self.appendDescription($0, to: &out, payee: true) }
            } else {
                out.append(text: title)
            }
            bill.noteText?.withBytes { note in
                guard !note.isEmpty else { return }
                out.append(" | ")
                Self.appendDescription(note, to: &out, payee: false)
            }
        case .beancount:
            out.append(" * ")
            if let payee = bill.payee {
                payee.withBytes { Self.appendQuoted($0, to: &out) }
            } else {
                var title = title
                title.withUTF8 { Self.appendQuoted($0, to: &out) }
            }
            out.append(" ")
            if let note = bill.noteText {
                note.withBytes { Self.appendQuoted($0, to: &out) }
            } else {
                out.append("\"\"")
            }
        }
        out.append("\n")
    }

    private mutating func title(of id: Category.ID) -> String {
        if let title = titles[id] { return title }
        let title = PlainTextJournal.replacing(";", with: ",", in: state.category(id)?.title ?? String(id))
        titles[id] = title
        return title
    }

    /// Text of a transaction's description, with `;` (a comment in the journal) as `,` and, in a
    /// payee, `|` (which ends hledger's payee) as `/`.
    private static func appendDescription(
        _ text: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter, payee: Bool
    ) {
        var start = 0
        for index in text.indices
        where text[index] == UInt8(ascii: ";") || (payee && text[index] == UInt8(ascii: "|")) {
            out.append(bytes: UnsafeBufferPointer(rebasing: text[start..<index]))
            out.append(text[index] == UInt8(ascii: ";") ? "," : "/")
            start = index + 1
        }
        out.append(bytes: UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// Text as a Beancount string: in quotes, `"` and `\` escaped, control characters as spaces.
    private static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        out.append("\"")
        for byte in text {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append("\\")
                out.append(byte: byte)
            case 0..<32, 127: out.append(" ")
            default: out.append(byte: byte)
            }
        }
        out.append("\"")
    }

    /// A currency symbol as a commodity: bare when it is only letters and symbols, else in quotes.
    static func commodity(_ symbol: String) -> String {
        let reserved = Set("-+*/^&|=<>{}[]()@;.,'\"!#%0123456789")
        if symbol.allSatisfy({ !reserved.contains($0) && !$0.isWhitespace }) { return symbol }
        return "\"" + symbol.filter { $0 != "\"" } + "\" "
    }

    /// A name as one account name component.
    static func accountName(_ name: String) -> String {
        replacing(":", with: "-", in: name).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` with every `old` scalar made `new`, even one that a combining mark follows (which a
    /// replacement of characters would pass over).
    private static func replacing(_ old: Unicode.Scalar, with new: Unicode.Scalar, in text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.map { $0 == old ? new : $0 })
        return String(scalars)
    }
}
