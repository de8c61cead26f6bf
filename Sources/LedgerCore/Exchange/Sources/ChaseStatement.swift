/// Chase (US) checking: `Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #`, and
/// every row one (empty) field longer than the header; MM/DD/YYYY dates; signed amounts.
///
/// A negative amount is an expense, a positive one income; Type `ACCT_XFER` (a transfer between the
/// holder's own accounts) is left out, and `REFUND_TRANSACTION` is a refund.
enum ChaseStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        columns.entries(records) { record, value in
            var entry = StatementEntry(
                line: record.line, date: value("Posting Date"), order: .monthDayYear, amount: value("Amount"),
                payee: value("Description"), status: value("Type"))
            entry.balance = StatementText.cents(value("Balance")).map { Money(cents: $0).description } ?? ""
            entry.isRefund = entry.status == "REFUND_TRANSACTION" && (entry.cents ?? 0) > 0
            if entry.status == "ACCT_XFER" { entry.skip = "a transfer between your own accounts (ACCT_XFER)" }
            return entry
        }
        .map(\.row)
    }
}
