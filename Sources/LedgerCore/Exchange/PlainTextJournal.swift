/// Bills as the entries of a plain-text accounting journal, in the dialect that ledger-cli
/// (`ledger`) and `hledger` both read: what `timi export --format ledger` writes.
///
/// One transaction per bill, between `assets:<book>` and `expenses:<category>` or `income:<category>`,
/// in the book's currency. The description is `<payee> | <note>` (hledger's payee and note), the
/// category's title standing in for a bill without a payee; the bill's id is an `id:` tag, and its
/// transaction number a `ref:` tag. Characters the journal format reserves are replaced: `;` by `,` in
/// descriptions, and `:` by `-` and runs of spaces by one space in account names. Account and
/// commodity names are made once per category and book rather than once per bill.
struct PlainTextJournal {
    let state: LedgerState
    private var accounts: [Int: (description: String, account: String)] = [:]
    private var books: [Book.ID: (asset: String, commodity: String)] = [:]

    init(state: LedgerState) { self.state = state }

    mutating func append(_ bill: some BillRecord, to out: inout ByteWriter) {
        // Within one `assets:<book>` a transfer moves nothing; its two postings come with the
        // accounts' double-entry export (issue 38, point 6).
        guard bill.type != .transfer else { return }
        let category = names(of: bill.category, type: bill.type)
        let book = names(of: bill.book)
        let (debit, credit) =
            bill.type == .expense ? (category.account, book.asset) : (book.asset, category.account)
        out.append("\n")
        out.append(day: bill.date)
        out.append(" ")
        if let payee = bill.payee {
            payee.withBytes { Self.appendDescription($0, to: &out, payee: true) }
        } else {
            out.append(text: category.description)
        }
        bill.noteText?.withBytes { note in
            guard !note.isEmpty else { return }
            out.append(" | ")
            Self.appendDescription(note, to: &out, payee: false)
        }
        out.append("\n    ; id: ")
        bill.id.withBytes { out.append(bytes: $0) }
        if let reference = bill.reference {
            out.append("\n    ; ref: ")
            reference.withBytes { out.append(bytes: $0) }
        }
        out.append("\n    ")
        out.append(text: debit)
        out.append("  ")
        out.append(text: book.commodity)
        out.append(money: bill.amount)
        out.append("\n    ")
        out.append(text: credit)
        out.append("\n")
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

    /// A category's title as the description of a bill without a payee, and its account.
    private mutating func names(of id: Category.ID, type: BillType) -> (description: String, account: String)
    {
        let key = id * 2 + (type == .expense ? 0 : 1)
        if let names = accounts[key] { return names }
        let title = state.category(id)?.title ?? String(id)
        let names = (
            PlainTextJournal.replacing(";", with: ",", in: title),
            (type == .expense ? "expenses:" : "income:") + PlainTextJournal.accountName(title)
        )
        accounts[key] = names
        return names
    }

    private mutating func names(of id: Book.ID) -> (asset: String, commodity: String) {
        if let names = books[id] { return names }
        let book = state.book(id)
        let names = (
            "assets:" + PlainTextJournal.accountName(book?.name ?? String(id)),
            PlainTextJournal.commodity(book?.currency ?? Book.defaultCurrency)
        )
        books[id] = names
        return names
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
