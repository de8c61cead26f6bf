/// One bill object of a month file as read: its numbers parsed and checked, its strings still slices
/// of the file, so that a reader makes a ``Bill`` — and its strings — only of the bills it keeps.
struct StoredBill: MonthFileBill {
    var amount: Money
    var category: Int
    var created: Timestamp
    var date: Day
    var id: JSONReader.Text
    var importKey: JSONReader.Text?
    var note: JSONReader.Text?
    var payee: JSONReader.Text?
    var photo: JSONReader.Text?
    var reference: JSONReader.Text?
    var recurring: JSONReader.Text?
    var type: BillType
    var account: Account.ID? = nil
    var toAccount: Account.ID? = nil
    var toAmount: Money? = nil
    var fee: Money? = nil
    var time: TimeOfDay? = nil

    var noteText: JSONReader.Text? { note }

    /// What totals need of it.
    var amountView: BillAmount { BillAmount(date: date, type: type, amount: amount, category: category) }

    /// The bill, in `book`.
    func bill(book: Book.ID) -> Bill {
        Bill(
            id: id.string, date: date, type: type, amount: amount, category: category, book: book,
            note: note?.string ?? "", photo: photo?.string, created: created, importKey: importKey?.string,
            payee: payee?.string, reference: reference?.string, recurring: recurring?.string,
            account: account, toAccount: toAccount, toAmount: toAmount, fee: fee, time: time)
    }

    /// ``Bill/chronological(_:_:)`` on the bills as read: by date, time (none last), then creation,
    /// then id (compared on their bytes when both are ASCII, which orders them as their `String`s do).
    static func chronological(_ lhs: StoredBill, _ rhs: StoredBill) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        if lhs.time != rhs.time { return TimeOfDay.precedes(lhs.time, rhs.time) }
        if lhs.created != rhs.created { return lhs.created < rhs.created }
        return lhs.id.withBytes { left in
            rhs.id.withBytes { right in
                guard left.allSatisfy({ $0 < 0x80 }), right.allSatisfy({ $0 < 0x80 }) else {
                    return String(decoding: left, as: UTF8.self) < String(decoding: right, as: UTF8.self)
                }
                return left.lexicographicallyPrecedes(right)
            }
        }
    }

    /// One bill object, its keys in any order; unknown keys are passed over. The slices it keeps are
    /// valid while the reader's input is. A bill in the shape timi writes is read on its bytes
    /// (``readWritten(_:)``); any other shape by the walk of its keys, which says what is wrong.
    static func read(_ reader: inout JSONReader, _ fail: (Reason) -> JSONReader.Failure) throws -> StoredBill
    {
        if let bill = readWritten(&reader) { return bill }
        var bill = StoredBill(
            amount: .zero, category: 0, created: Timestamp(milliseconds: 0), date: .epoch, id: .unescaped(""),
            importKey: nil, note: nil, payee: nil, photo: nil, reference: nil, recurring: nil, type: .expense)
        var required = JSONReader.RequiredMembers("amount", "created", "date", "id", "type")
        var hasCategory = false
        func amount() throws -> Money {
            try reader.readRaw { raw in
                guard let value = Money(decimalBytes: raw), value > .zero, value <= .maximum else {
                    throw fail(
                        Reason(
                            "'{1}' is not an amount between 0.01 and {2}",
                            String(decoding: raw, as: UTF8.self),
                            Money.maximum.description))
                }
                return value
            }
        }
        try reader.beginObject()
        while let key = try reader.nextKey() {
            required.saw(key)
            switch key {
            case "amount": bill.amount = try amount()
            case "category":
                bill.category = try reader.readSmallInt()
                hasCategory = true
            case "account": bill.account = try reader.readNull() ? nil : try reader.readSmallInt()
            case "toAccount": bill.toAccount = try reader.readNull() ? nil : try reader.readSmallInt()
            case "toAmount": bill.toAmount = try reader.readNull() ? nil : try amount()
            case "fee": bill.fee = try reader.readNull() ? nil : try amount()
            case "created":
                bill.created = try reader.readRaw { raw in
                    guard let value = Timestamp(isoBytes: raw) else {
                        throw fail(
                            Reason(
                                "'{1}' is not a timestamp (YYYY-MM-DDTHH:MM:SS.mmmZ)",
                                String(decoding: raw, as: UTF8.self)))
                    }
                    return value
                }
            case "date":
                bill.date = try reader.readRaw { raw in
                    guard let value = Day(isoBytes: raw) else {
                        throw fail(
                            Reason("'{1}' is not a date (YYYY-MM-DD)", String(decoding: raw, as: UTF8.self)))
                    }
                    return value
                }
            case "time":
                bill.time =
                    try reader.readNull()
                    ? nil
                    : try reader.readRaw { raw in
                        guard let value = TimeOfDay(bytes: raw) else {
                            throw fail(
                                Reason("'{1}' is not a time (HH:MM:SS)", String(decoding: raw, as: UTF8.self)))
                        }
                        return value
                    }
            case "id": bill.id = try reader.readText()
            case "importKey": bill.importKey = try reader.readNull() ? nil : try reader.readText()
            case "note": bill.note = try reader.readNull() ? nil : try reader.readText()
            case "payee": bill.payee = try reader.readNull() ? nil : try reader.readText()
            case "photo": bill.photo = try reader.readNull() ? nil : try reader.readText()
            case "ref": bill.reference = try reader.readNull() ? nil : try reader.readText()
            case "recurring": bill.recurring = try reader.readNull() ? nil : try reader.readText()
            case "type":
                // Matched on the bytes: no `String` is made for the one of two words every bill has.
                bill.type = try reader.readRaw { raw in
                    if raw.elementsEqual("expense".utf8) { return .expense }
                    if raw.elementsEqual("income".utf8) { return .income }
                    if raw.elementsEqual("transfer".utf8) { return .transfer }
                    throw fail(
                        Reason("'{1}' is not income, expense or transfer", String(decoding: raw, as: UTF8.self)))
                }
            default: try reader.skipValue()
            }
        }
        if let missing = required.firstMissing { throw fail(Reason("the field '{1}' is missing", missing)) }
        if bill.type == .transfer {
            // A transfer names both its accounts, two different ones, and no category.
            guard let from = bill.account, let to = bill.toAccount else {
                throw fail(Reason("the field '{1}' is missing", bill.account == nil ? "account" : "toAccount"))
            }
            guard from != to else { throw fail("a transfer's two accounts are the same") }
            bill.category = Bill.transferCategory
        } else {
            guard hasCategory else { throw fail(Reason("the field '{1}' is missing", "category")) }
            guard bill.toAccount == nil, bill.toAmount == nil, bill.fee == nil else {
                throw fail("only a transfer has 'toAccount', 'toAmount' or 'fee'")
            }
        }
        guard bill.id.withBytes({ !$0.isEmpty }) else { throw fail("the id is empty") }
        return bill
    }
}
