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
            let body = Array(StatementText.value(text).utf8.filter { (48...57).contains($0) || $0 == 44 || $0 == 46 })
            guard let mark = body.lastIndex(where: { $0 == 44 || $0 == 46 }) else { continue }
            let decimals = body.count - mark - 1
            guard (1...2).contains(decimals) else { continue }
            if body[mark] == 46 { return false }
            comma += 1
        }
        return comma > 0
    }

    /// The signed cents of `text`, and whether it carried a credit mark (`CR`, `贷`) or a debit one
    /// (`DR`, `借`) after the number; `nil` when it is no amount.
    func cents(_ text: String) -> (cents: Int64, mark: BillType?)? {
        let body = Array(StatementText.value(text).utf8)
        var mark: BillType?
        if body.count >= 2 {
            let last = (body[body.count - 2] | 0x20, body[body.count - 1] | 0x20)
            if last == (UInt8(ascii: "c"), UInt8(ascii: "r")) { mark = .income }
            if last == (UInt8(ascii: "d"), UInt8(ascii: "r")) { mark = .expense }
        }
        if body.count >= 3 {
            let last = Array(body.suffix(3))
            if last == [0xE8, 0xB4, 0xB7] { mark = .income }  // 贷
            if last == [0xE5, 0x80, 0x9F] { mark = .expense }  // 借
        }
        // Currency codes, names and symbols before or after the number (`CNY 12.00`, `12,00 EUR`, `€`).
        func isDecoration(_ byte: UInt8) -> Bool {
            (65...90).contains(byte) || (97...122).contains(byte) || byte == 32 || byte == 36 || byte >= 0x80
        }
        var start = 0
        while start < body.count, isDecoration(body[start]) { start += 1 }
        var end = body.count
        while end > start, isDecoration(body[end - 1]) { end -= 1 }
        var negative = false
        if end > start, body[end - 1] == UInt8(ascii: "-") {
            negative = true
            end -= 1
        }
        // Signs and brackets anywhere before the digits (`(12.00)`, `-$7.00`, `$-7.00`); `$`, spaces,
        // `'` and thousands separators dropped; the decimal mark made a point.
        var digits: [UInt8] = []
        digits.reserveCapacity(end - start)
        for byte in body[start..<end] {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "-"):
                guard digits.isEmpty else { return nil }
                negative = true
            case UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: "$"), 32, 39: continue
            case UInt8(ascii: ","): if decimalComma { digits.append(46) }
            case UInt8(ascii: "."): if !decimalComma { digits.append(46) }
            default: digits.append(byte)
            }
        }
        guard !digits.isEmpty, let cents = StatementText.rounded(digits) else { return nil }
        return (negative ? -cents : cents, mark)
    }
}
