extension BillExport {
    /// A journal that `ledger` (3.x) and `hledger` read with timi's totals: one transaction per bill,
    /// between `assets:<book>` and `expenses:<category>` or `income:<category>`, in the book's currency.
    ///
    /// The description is `<category> | <note>` (hledger's payee and note); the bill's id is an `id:`
    /// tag. Characters the journal format reserves are replaced: `;` by `,` in descriptions, and `:` by
    /// `-` and runs of spaces by one space in account names.
    public func asLedgerJournal() -> String {
        var out = "; timi export: \(bills.count) bill\(bills.count == 1 ? "" : "s")\n"
        out.reserveCapacity(bills.count * 150)
        for bill in bills {
            let category = state.category(bill.category)?.title ?? String(bill.category)
            let book = state.book(bill.book)
            let note = bill.note.isEmpty ? "" : " | " + bill.note
            let description = (category + note).replacingOccurrences(of: ";", with: ",")
            let amount =
                BillExport.commodity(book?.currency ?? Book.defaultCurrency) + bill.amount.description
            let asset = "assets:" + BillExport.accountName(book?.name ?? String(bill.book))
            let other = (bill.type == .expense ? "expenses:" : "income:") + BillExport.accountName(category)
            let (debit, credit) = bill.type == .expense ? (other, asset) : (asset, other)
            out +=
                "\n\(bill.date) \(description)\n    ; id: \(bill.id)\n    \(debit)  \(amount)\n    \(credit)\n"
        }
        return out
    }

    /// A currency symbol as a commodity: bare when it is only letters and symbols, else in quotes.
    static func commodity(_ symbol: String) -> String {
        let reserved = Set("-+*/^&|=<>{}[]()@;.,'\"!#%0123456789")
        if symbol.allSatisfy({ !reserved.contains($0) && !$0.isWhitespace }) { return symbol }
        return "\"" + symbol.filter { $0 != "\"" } + "\" "
    }

    /// A name as one account name component.
    static func accountName(_ name: String) -> String {
        name.replacingOccurrences(of: ":", with: "-").split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
    }
}
