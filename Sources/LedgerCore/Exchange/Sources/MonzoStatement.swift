/// Monzo (UK): a Transaction ID per row, DD/MM/YYYY dates, a signed Amount, Monzo's own Type and
/// Category words.
///
/// A negative amount is an expense, a positive one income; a `Pot transfer` (money moved to or from
/// one of the holder's pots) is a move to or from the pot (a savings account named as the pot) in a
/// ledger that keeps accounts, and left out in one that does not. Category is used when the ledger has a category of that name,
/// else through the built-in map (``BuiltinCategories/sourceWords(of:)``).
enum MonzoStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        columns.entries(records) { record, value in
            // Older exports have no Amount, only Money Out (negative) and Money In.
            let signed = value("Amount")
            let amount =
                signed.isEmpty ? (value("Money In").isEmpty ? value("Money Out") : value("Money In")) : signed
            var entry = StatementEntry(
                line: record.line, date: value("Date"), order: .dayMonthYear, amount: amount)
            if signed.isEmpty, let cents = entry.cents, !value("Money Out").isEmpty, value("Money In").isEmpty
            {
                entry.cents = -abs(cents)
            }
            entry.timeText = value("Time")
            entry.ref = value("Transaction ID")
            entry.payee = value("Name")
            entry.category = value("Category")
            let notes = value("Notes and #tags")
            entry.note = notes.isEmpty ? value("Description") : notes
            entry.status = value("Type")
            entry.balance = value("Balance")
            if entry.status.lowercased().hasPrefix("pot transfer") {
                entry.skip = Reason("a transfer to or from your pot ({1})", entry.status)
                let pot = entry.payee.isEmpty ? "Pot" : entry.payee
                entry.move = OwnMove(
                    other: AccountHint(
                        institution: "Monzo", kind: .savings, digits: "", currency: "GBP", label: pot,
                        found: .paymentMethod), otherLabel: pot, outgoing: (entry.cents ?? 0) < 0)
            }
            return entry
        }
        .map(\.row)
    }
}
