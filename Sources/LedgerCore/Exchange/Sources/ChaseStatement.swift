/// Chase (US) checking: `Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #`, and
/// every row one (empty) field longer than the header; MM/DD/YYYY dates; signed amounts.
///
/// A negative amount is an expense, a positive one income; `REFUND_TRANSACTION` is a refund. Type
/// `ACCT_XFER` (a transfer between the holder's own accounts: `Online Transfer … to SAV ...9876`) and
/// a payment of a Chase credit card (`CHASE CREDIT CRD … AUTOPAY`) are moves to the account they name
/// in a ledger that keeps accounts; otherwise the first is left out and the second an expense.
enum ChaseStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        columns.entries(records) { record, value in
            var entry = StatementEntry(
                line: record.line, date: value("Posting Date"), order: .monthDayYear, amount: value("Amount"),
                payee: value("Description"), status: value("Type"))
            entry.balance = StatementText.cents(value("Balance")).map { Money(cents: $0).description } ?? ""
            entry.isRefund = entry.status == "REFUND_TRANSACTION" && (entry.cents ?? 0) > 0
            if entry.status == "ACCT_XFER" {
                entry.skip = "a transfer between your own accounts (ACCT_XFER)"
                entry.move = accountTransfer(entry.payee, outgoing: (entry.cents ?? 0) < 0)
            } else if (entry.cents ?? 0) < 0 {
                entry.move = OwnMove.cardRepayment(in: entry.payee, label: "Chase credit card")
            }
            return entry
        }
        .map(\.row)
    }

    /// The move of an `ACCT_XFER` row: to or from the Chase account of the digits after `...`
    /// (`to SAV ...9876`: a savings account), else one the row does not name.
    static func accountTransfer(_ description: String, outgoing: Bool) -> OwnMove {
        let words = description.split(separator: " ")
        guard let number = words.first(where: { $0.hasPrefix("...") }),
            case let digits = number.dropFirst(3).filter({ $0.isASCII && $0.isNumber }), digits.count == 4
        else { return OwnMove(other: nil, otherLabel: "", outgoing: outgoing) }
        let savings = words.contains { $0.uppercased() == "SAV" }
        let hint = AccountHint(
            institution: "Chase", kind: savings ? .savings : .debit, digits: String(digits), currency: "USD",
            found: .paymentMethod)
        return OwnMove(other: hint, otherLabel: (savings ? "SAV ..." : "...") + digits, outgoing: outgoing)
    }
}
