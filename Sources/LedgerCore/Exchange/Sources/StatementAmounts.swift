/// The amounts of a bank statement as its columns write them: a decimal point or comma told from all
/// of them, currency codes and signs around the number (`CNY 123.18`, `12,50 €`, `12.50-`,
/// `12.50 CR`, `(12.00)`).
struct StatementAmounts: Equatable {
    /// Whether `,` is the decimal mark (`1.234,56`) rather than `.` (`1,234.56`).
    var decimalComma: Bool

    /// Whether `texts` write a decimal comma: some end in a comma and one or two digits, and none in a
    /// point and one or two digits (`1.234` and `1,234` say nothing).
    static func infersDecimalComma(_ texts: [String]) -> Bool {
        var comma = 0
        for text in texts {
            // The last mark among the digits, commas and points, and how many digits follow it.
            let (mark, decimals) = StatementText.value(text).withUTF8Buffer { bytes -> (UInt8?, Int) in
                var (mark, decimals): (UInt8?, Int) = (nil, 0)
                for byte in bytes {
                    if (48...57).contains(byte) {
                        decimals += 1
                    } else if byte == 44 || byte == 46 {
                        (mark, decimals) = (byte, 0)
                    }
                }
                return (mark, decimals)
            }
            guard let mark, (1...2).contains(decimals) else { continue }
            if mark == 46 { return false }
            comma += 1
        }
        return comma > 0
    }

    /// The signed cents of `text`, and whether it carried a credit mark (`CR`, `贷`) or a debit one
    /// (`DR`, `借`) after the number; `nil` when it is no amount.
    func cents(_ text: String) -> (cents: Int64, mark: BillType?)? {
        StatementText.value(text).withUTF8Buffer { cents(of: $0) }
    }

    /// ``cents(_:)`` of the bytes of a value, read where they are: every row's amounts come here.
    private func cents(of body: UnsafeBufferPointer<UInt8>) -> (cents: Int64, mark: BillType?)? {
        var mark: BillType?
        let count = body.count
        if count >= 2 {
            let last = (body[count - 2] | 0x20, body[count - 1] | 0x20)
            if last == (UInt8(ascii: "c"), UInt8(ascii: "r")) { mark = .income }
            if last == (UInt8(ascii: "d"), UInt8(ascii: "r")) { mark = .expense }
        }
        if count >= 3 {
            let last = (body[count - 3], body[count - 2], body[count - 1])
            if last == (0xE8, 0xB4, 0xB7) { mark = .income }  // 贷
            if last == (0xE5, 0x80, 0x9F) { mark = .expense }  // 借
        }
        // Currency codes, names and symbols before or after the number (`CNY 12.00`, `12,00 EUR`, `€`).
        func isDecoration(_ byte: UInt8) -> Bool {
            (65...90).contains(byte) || (97...122).contains(byte) || byte == 32 || byte == 36 || byte >= 0x80
        }
        var start = 0
        while start < count, isDecoration(body[start]) { start += 1 }
        var end = count
        while end > start, isDecoration(body[end - 1]) { end -= 1 }
        var negative = false
        if end > start, body[end - 1] == UInt8(ascii: "-") {
            negative = true
            end -= 1
        }
        guard end > start else { return nil }
        // Signs and brackets anywhere before the digits (`(12.00)`, `-$7.00`, `$-7.00`); `$`, spaces,
        // `'` and thousands separators dropped; the decimal mark made a point.
        let cents = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) { digits -> Int64? in
            var kept = 0
            for byte in body[start..<end] {
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "-"):
                    guard kept == 0 else { return nil }
                    negative = true
                case UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: "$"), 32, 39: continue
                case UInt8(ascii: ","):
                    if decimalComma { (digits[kept], kept) = (46, kept + 1) }
                case UInt8(ascii: "."):
                    if !decimalComma { (digits[kept], kept) = (46, kept + 1) }
                default: (digits[kept], kept) = (byte, kept + 1)
                }
            }
            guard kept > 0 else { return nil }
            return StatementText.rounded(UnsafeBufferPointer(rebasing: digits[..<kept]))
        }
        guard let cents else { return nil }
        return (negative ? -cents : cents, mark)
    }
}
