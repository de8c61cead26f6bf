/// A bill's fields as a line of a month file holds them (``MonthFile/encode(_:)``): a ``Bill``, or a
/// bill whose strings are still bytes (``StoredBill``: a month file's, or an import's packed record),
/// so that the month of an import is written without making a `String` of each of its bills' fields.
protocol MonthFileBill {
    /// A text field: a `String`, or bytes not made one.
    associatedtype Text: BillText
    var date: Day { get }
    /// The time of day, when the bill has one: written `"time"` (after `"ref"`, as keys sort).
    var time: TimeOfDay? { get }
    var type: BillType { get }
    var amount: Money { get }
    var category: Category.ID { get }
    var created: Timestamp { get }
    var id: Text { get }
    /// The note; `nil` reads as empty (a ``Bill``'s `note` is never `nil`, a month file's may be).
    var noteText: Text? { get }
    var importKey: Text? { get }
    var photo: Text? { get }
    var payee: Text? { get }
    var reference: Text? { get }
    var recurring: Text? { get }
    /// The ``Account`` the bill names, written first (`"account"` sorts before `"amount"`).
    var account: Account.ID? { get }
    /// A transfer's destination account.
    var toAccount: Account.ID? { get }
    /// What a transfer between currencies brought into ``toAccount``.
    var toAmount: Money? { get }
    /// A transfer's fee.
    var fee: Money? { get }
}

extension MonthFileBill {
    /// ``Bill/flow(in:)`` of the record.
    func flow(in account: Account.ID) -> Money {
        Bill.flow(
            type: type, amount: amount, from: self.account, to: toAccount, toAmount: toAmount, fee: fee,
            in: account)
    }
}

/// A bill's fields as the writers of bill records read them (``ByteWriter/append(csvBill:category:alias:book:)``,
/// ``ByteWriter/append(jsonBill:category:alias:book:)``, ``PlainTextJournal``): a ``Bill``, or a bill of a
/// month file whose strings are still the file's bytes, so that `timi export` writes a million bills
/// without making a `String` of each field, and every output writes a bill's fields one way.
protocol BillRecord: MonthFileBill {
    var book: Book.ID { get }
}

/// Text that hands out its UTF-8 bytes.
protocol BillText {
    /// Calls `body` with the text's UTF-8 bytes.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T
}

extension String: BillText {
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        var text = self
        return try text.withUTF8(body)
    }
}

extension JSONReader.Text: BillText {}

extension Bill: BillRecord {
    var noteText: String? { note }
}

/// A bill of a month file and its book (see
/// ``StoredMonthReader/forEachBill(of:from:through:newestFirst:_:)``), read where the month's bills are
/// kept rather than copied, so that a bill's seven texts are never retained and released on the way
/// (docs/PERFORMANCE.md, export); valid while they are.
struct StoredBookBill: BillRecord {
    let book: Book.ID
    let stored: UnsafePointer<StoredBill>

    var date: Day { stored.pointee.date }
    var time: TimeOfDay? { stored.pointee.time }
    var type: BillType { stored.pointee.type }
    var amount: Money { stored.pointee.amount }
    var category: Category.ID { stored.pointee.category }
    var created: Timestamp { stored.pointee.created }
    var id: JSONReader.Text { stored.pointee.id }
    var noteText: JSONReader.Text? { stored.pointee.note }
    var importKey: JSONReader.Text? { stored.pointee.importKey }
    var photo: JSONReader.Text? { stored.pointee.photo }
    var payee: JSONReader.Text? { stored.pointee.payee }
    var reference: JSONReader.Text? { stored.pointee.reference }
    var recurring: JSONReader.Text? { stored.pointee.recurring }
    var account: Account.ID? { stored.pointee.account }
    var toAccount: Account.ID? { stored.pointee.toAccount }
    var toAmount: Money? { stored.pointee.toAmount }
    var fee: Money? { stored.pointee.fee }
}

extension ByteWriter {
    /// A bill as a CSV record of ``Bill/csvHeader``'s fields (no photo, payee or transaction number:
    /// an empty field), ended by CRLF; `category`, `alias` and `book` are the category's title and
    /// alias and the book's name to write.
    mutating func append(
        csvBill bill: some BillRecord, category: String, alias: String, book: String, account: String? = nil,
        toAccount: String? = nil
    ) {
        let transfer = bill.type == .transfer
        append(day: bill.date)
        switch bill.type {
        case .income: append(",income,")
        case .expense: append(",expense,")
        case .transfer: append(",transfer,")
        }
        append(money: bill.amount)
        append(",")
        if !transfer { append(csvField: category) }
        append(",")
        append(csvText: bill.noteText)
        append(",")
        append(csvField: book)
        append(",")
        append(csvText: bill.id)
        append(",")
        append(csvText: bill.photo)
        append(",")
        append(timestamp: bill.created)
        append(",")
        append(csvText: bill.payee)
        append(",")
        append(csvText: bill.reference)
        append(",")
        if !transfer { append(csvField: alias) }
        append(",")
        if let account { append(csvField: account) }
        append(",")
        if let toAccount { append(csvField: toAccount) }
        append(",")
        if let toAmount = bill.toAmount { append(money: toAmount) }
        append(",")
        if let fee = bill.fee { append(money: fee) }
        append(",")
        if let time = bill.time { append(time: time) }
        append("\r\n")
    }

    /// A bill as the one JSON object of ``Bill/jsonObject(in:)``; `category`, `alias` and `book` are
    /// the category's title and alias and the book's name to write, `account` the account's name
    /// (written first, and only when the bill names one).
    mutating func append(
        jsonBill bill: some BillRecord, category: String, alias: String, book: String, account: String? = nil,
        toAccount: String? = nil
    ) {
        if let account {
            append("{\"account\":")
            append(quoted: account)
            append(",\"amount\":\"")
        } else {
            append("{\"amount\":\"")
        }
        append(money: bill.amount)
        append("\",\"book\":")
        append(quoted: book)
        if bill.type != .transfer {
            append(",\"category\":")
            append(quoted: category)
            append(",\"categoryAlias\":")
            append(quoted: alias)
        }
        append(",\"created\":\"")
        append(timestamp: bill.created)
        append("\",\"date\":\"")
        append(day: bill.date)
        if let fee = bill.fee {
            append("\",\"fee\":\"")
            append(money: fee)
        }
        append("\",\"id\":")
        bill.id.withBytes { append(quotedBytes: $0) }
        append(",\"note\":")
        if let note = bill.noteText { note.withBytes { append(quotedBytes: $0) } } else { append("\"\"") }
        if let payee = bill.payee {
            append(",\"payee\":")
            payee.withBytes { append(quotedBytes: $0) }
        }
        if let photo = bill.photo {
            append(",\"photo\":")
            photo.withBytes { append(quotedBytes: $0) }
        } else {
            append(",\"photo\":null")
        }
        if let recurring = bill.recurring {
            append(",\"recurring\":")
            recurring.withBytes { append(quotedBytes: $0) }
        }
        if let reference = bill.reference {
            append(",\"ref\":")
            reference.withBytes { append(quotedBytes: $0) }
        }
        if let time = bill.time {
            append(",\"time\":\"")
            append(time: time)
            append("\"")
        }
        switch bill.type {
        case .income: append(",\"type\":\"income\"}")
        case .expense: append(",\"type\":\"expense\"}")
        case .transfer:
            if let toAccount {
                append(",\"toAccount\":")
                append(quoted: toAccount)
            }
            if let toAmount = bill.toAmount {
                append(",\"toAmount\":\"")
                append(money: toAmount)
                append("\"")
            }
            append(",\"type\":\"transfer\"}")
        }
    }

    /// Appends an object's member: `member` (its key and colon, such as `,"id":`) and `text` as by
    /// ``append(quoted:)``.
    mutating func append(_ member: StaticString, quotedText text: some BillText) {
        append(member)
        text.withBytes { append(quotedBytes: $0) }
    }

    /// ``append(_:quotedText:)`` of a member that is left out (nothing written) without a value.
    mutating func append(_ member: StaticString, quotedTextIfPresent text: (some BillText)?) {
        guard let text else { return }
        append(member, quotedText: text)
    }

    /// A text field as ``append(csvField:)`` writes it; `nil` as an empty field.
    private mutating func append(csvText text: (some BillText)?) {
        text?.withBytes { append(csvBytes: $0) }
    }
}
