/// A bill as a few dozen bytes, for bills held by the hundred thousand before they are written
/// (``ImportedMonths``): a ``Bill`` with its strings takes ~400 bytes of memory, its record ~130.
///
/// Only what the month does not say is kept: the day, the type, the amount, the category and the
/// creation time, then each string as its length (plus one, `0` for none) and its UTF-8 bytes. Records
/// live only in memory and in an unnamed scratch file of one process: the layout is not a file format.
enum PackedBill {
    /// Appends `bill`'s record to `bytes`.
    static func append(_ bill: Bill, to bytes: inout [UInt8]) {
        bytes.append(UInt8(truncatingIfNeeded: bill.date.day))
        bytes.append(bill.type == .income ? 1 : 0)
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

    /// The bills of the records in `bytes`, all of the month `key`.
    static func bills(in bytes: [UInt8], of key: MonthKey) -> [Bill] {
        var bills: [Bill] = []
        var offset = 0
        bytes.withUnsafeBytes { buffer in
            func integer() -> Int64 {
                defer { offset += 8 }
                return Int64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: Int64.self))
            }
            func text() -> String? {
                var length = 0
                var shift = 0
                while true {
                    let byte = buffer[offset]
                    offset += 1
                    length |= Int(byte & 0x7F) << shift
                    shift += 7
                    if byte < 0x80 { break }
                }
                guard length > 0 else { return nil }
                defer { offset += length - 1 }
                return String(
                    decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + length - 1)]),
                    as: UTF8.self)
            }
            while offset < buffer.count {
                let day = Int(buffer[offset])
                let type: BillType = buffer[offset + 1] == 1 ? .income : .expense
                offset += 2
                let amount = Money(cents: integer())
                let category = Category.ID(integer())
                let created = Timestamp(milliseconds: integer())
                let id = text() ?? ""
                let note = text() ?? ""
                let importKey = text()
                let payee = text()
                let reference = text()
                let photo = text()
                let recurring = text()
                bills.append(
                    Bill(
                        id: id, date: Day(uncheckedYear: key.month.year, month: key.month.month, day: day),
                        type: type, amount: amount, category: category, book: key.book, note: note,
                        photo: photo,
                        created: created, importKey: importKey, payee: payee, reference: reference,
                        recurring: recurring))
            }
        }
        return bills
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
