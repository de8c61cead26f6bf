/// One row of a statement as its reader understood it, before it becomes a ``FileRow``: what the
/// source layer hands to the import (date, type or the reason to skip, amount, category text, note,
/// payee, transaction number, balance, status, the purchase a refund belongs to).
struct StatementEntry {
    /// The line (or sheet row) the row is on.
    var line: Int
    /// The date as the file writes it, and the day read from it (`nil`: unreadable).
    var dateText: String
    var day: Day?
    /// The time of day as a column of its own writes it; empty when there is none (the date's text
    /// may hold it: `2026-03-01 12:34:56`).
    var timeText = ""
    /// The amount as the file writes it, and its signed cents (`nil`: unreadable).
    var amountText: String
    var cents: Int64?
    /// Expense or income; `nil` leaves the amount's sign to decide (negative is an expense).
    var type: BillType?
    /// Why the row is not booked; `nil` books it.
    var skip: Reason?
    var category = ""
    var categoryIsHint = true
    /// The sort of transaction, where the source says it apart from a category (see ``FileRow/kind``).
    var kind = ""
    var note = ""
    var payee = ""
    var ref = ""
    var balance = ""
    var status = ""
    var isRefund = false
    var refundOf: String?
    /// The payment method a platform's row names (`招商银行信用卡(5678)`, `零钱`), its account's.
    var method = ""
    /// A move between two of the user's own accounts (see ``OwnMove``), booked instead of what the
    /// other fields say when the ledger keeps accounts.
    var move: OwnMove?
    /// What makes the row unreadable as a whole.
    var problem: Reason?

    /// An entry of the row on `line`: its date read in `order`, its amount parsed, the other fields
    /// as the source's columns give them.
    init(
        line: Int, date: String, order: StatementText.DateOrder, amount: String, payee: String = "",
        note: String = "", category: String = "", ref: String = "", status: String = ""
    ) {
        self.line = line
        dateText = date
        day = StatementText.day(date, order: order)
        amountText = amount
        cents = StatementText.cents(amount)
        self.payee = payee
        self.note = note
        self.category = category
        self.ref = ref
        self.status = status
    }

    /// An entry of the row on `line` whose date and amount its reader has read already (a bank
    /// statement's, in the order and decimal mark inferred from all its rows): nothing is parsed twice.
    init(line: Int, dateText: String, day: Day?, amountText: String, cents: Int64?) {
        self.line = line
        self.dateText = dateText
        self.day = day
        self.amountText = amountText
        self.cents = cents
    }

    /// A record whose fields do not fit the header, even with the surplus merged back.
    init(misfit record: CSV.Record, columns count: Int) {
        self.init(line: record.line, date: "", order: .yearMonthDay, amount: "")
        problem = Reason("{1} fields where the header has {2}", String(record.fields.count), String(count))
    }

    /// The row for the import: values as timi's CSV would carry them, or the problem that stops it.
    var row: FileRow {
        var row = FileRow(line: line)
        row.skip = skip ?? (cents == 0 ? "the amount is 0" : nil)
        row.isRefund = isRefund
        row.refundOf = refundOf
        row.categoryIsHint = categoryIsHint && !isRefund
        row.kind = kind
        row.method = method
        row.move = (cents ?? 0) == 0 ? nil : move
        row[.date] = day?.description ?? dateText
        let time = timeText.isEmpty ? ImportTime.text(inDate: dateText) : timeText
        if !time.isEmpty { row[.time] = time }
        row[.amount] = cents.map(StatementText.decimal) ?? amountText
        row.problem = problem
        if row.skip == nil {
            if day == nil, problem == nil { row.problem = Reason("the date '{1}' cannot be read", dateText) }
            if cents == nil, problem == nil {
                row.problem = row.problem ?? Reason("the amount '{1}' cannot be read", amountText)
            }
        }
        let income = type.map { $0 == .income } ?? ((cents ?? 0) > 0)
        row[.type] = income ? BillType.income.rawValue : BillType.expense.rawValue
        row[.category] = isRefund ? StatementRefunds.categoryTitle : category
        row[.note] = String((note.isEmpty ? payee : note).prefix(Bill.maxNoteLength))
        row[.payee] = payee
        row[.ref] = ref
        row[.balance] = balance
        row[.status] = status
        return row
    }
}
