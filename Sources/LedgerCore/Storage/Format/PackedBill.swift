/// A bill as a few dozen bytes, for bills held by the hundred thousand before they are written
/// (``ImportedMonths``): a ``Bill`` with its strings takes ~400 bytes of memory, its record ~130.
///
/// Only what the month does not say is kept: the day, the type, the amount, the category and the
/// creation time (and the accounts, amounts and time of day a bill may have), then each string as its length (plus one, `0` for none) and its UTF-8 bytes. Records
/// live only in memory and in an unnamed scratch file of one process: the layout is not a file format.
enum PackedBill {
    /// Appends `bill`'s record to `bytes`.
    static func append(_ bill: Bill, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: bill.date.day))
        switch bill.type {
        case .expense: bytes.append(0)
        case .income: bytes.append(1)
        case .transfer: bytes.append(2)
        }
        // Which of the account, the destination, what arrived, the fee and the time follow (bits 0–4),
        // each then as 8 bytes: most bills have none of them.
        // One at a time, as the texts below: an array of the four would be allocated for every bill.
        var present: UInt8 = bill.account == nil ? 0 : 1
        if bill.toAccount != nil { present |= 2 }
        if bill.toAmount != nil { present |= 4 }
        if bill.fee != nil { present |= 8 }
        if bill.time != nil { present |= 16 }
        bytes.append(present)
        if let account = bill.account { append(Int64(account), to: &bytes) }
        if let toAccount = bill.toAccount { append(Int64(toAccount), to: &bytes) }
        if let toAmount = bill.toAmount { append(toAmount.cents, to: &bytes) }
        if let fee = bill.fee { append(fee.cents, to: &bytes) }
        if let time = bill.time { append(Int64(time.seconds), to: &bytes) }
        append(bill.amount.cents, to: &bytes)
        append(Int64(bill.category), to: &bytes)
        append(bill.created.milliseconds, to: &bytes)
        // One at a time: an array of the seven would be allocated for every bill.
        append(bill.id, to: &bytes)
        append(bill.note, to: &bytes)
        append(bill.importKey, to: &bytes)
        append(bill.payee, to: &bytes)
        append(bill.reference, to: &bytes)
        append(bill.photo, to: &bytes)
        append(bill.recurring, to: &bytes)
    }

    /// A string as its length plus one and its UTF-8 bytes; `nil` as a length of 0.
    private static func append(_ text: String?, to bytes: inout [UInt8]) {
        guard let text else { return appendLength(0, to: &bytes) }
        text.withUTF8Buffer { utf8 in
            appendLength(utf8.count + 1, to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    /// The records in `bytes`, all of `month`, as bills whose texts are slices of `bytes` (valid while
    /// `bytes` is): a month of them is written (``MonthFile/encode(_:)``) without making a `String` of
    /// each field. `note` and `id` are never `nil`, as in the ``Bill`` that was packed. `count` is how
    /// many there are, to make room for them at once.
    static func records(in bytes: UnsafeBufferPointer<UInt8>, of month: Month, count: Int) -> [StoredBill] {
        var records: [StoredBill] = []
        records.reserveCapacity(count)
        var offset = 0
        func integer() -> Int64 {
            defer { offset += 8 }
            return Int64(
                littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: Int64.self))
        }
        func text() -> JSONReader.Text? {
            var length = 0
            var shift = 0
            while true {
                let byte = bytes[offset]
                offset += 1
                length |= Int(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { break }
            }
            guard length > 0 else { return nil }
            defer { offset += length - 1 }
            return .slice(UnsafeBufferPointer(rebasing: bytes[offset..<(offset + length - 1)]))
        }
        while offset < bytes.count {
            let day = Int(bytes[offset])
            let type: BillType = bytes[offset + 1] == 2 ? .transfer : bytes[offset + 1] == 1 ? .income : .expense
            let present = bytes[offset + 2]
            offset += 3
            func optional(_ bit: UInt8) -> Int64? { present & (1 << bit) != 0 ? integer() : nil }
            let account = optional(0).map(Account.ID.init)
            let toAccount = optional(1).map(Account.ID.init)
            let toAmount = optional(2).map(Money.init(cents:))
            let fee = optional(3).map(Money.init(cents:))
            let time = optional(4).flatMap { TimeOfDay(seconds: Int($0)) }
            let amount = Money(cents: integer())
            let category = Category.ID(integer())
            let created = Timestamp(milliseconds: integer())
            let id = text() ?? .slice(UnsafeBufferPointer(rebasing: bytes[offset..<offset]))
            let note = text() ?? .slice(UnsafeBufferPointer(rebasing: bytes[offset..<offset]))
            let importKey = text()
            let payee = text()
            let reference = text()
            let photo = text()
            let recurring = text()
            records.append(
                StoredBill(
                    amount: amount, category: category, created: created,
                    date: Day(uncheckedYear: month.year, month: month.month, day: day), id: id,
                    importKey: importKey, note: note, payee: payee, photo: photo, reference: reference,
                    recurring: recurring, type: type, account: account, toAccount: toAccount, toAmount: toAmount,
                    fee: fee, time: time))
        }
        return records
    }

    private static func append(_ value: Int64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A length in 7-bit groups, lowest first, the high bit set on all but the last.
    private static func appendLength(_ length: Int, to bytes: inout [UInt8]) {
        var rest = length
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }
}
