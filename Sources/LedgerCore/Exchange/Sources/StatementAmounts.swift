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
        var body = Substring(StatementText.value(text))
        var mark: BillType?
        var negative = false
        let upper = body.uppercased()
        if upper.hasSuffix("CR") || body.hasSuffix("贷") {
            mark = .income
            body = body.dropLast(upper.hasSuffix("CR") ? 2 : 1)
        } else if upper.hasSuffix("DR") || body.hasSuffix("借") {
            mark = .expense
            body = body.dropLast(upper.hasSuffix("DR") ? 2 : 1)
        }
        // Currency codes and symbols before or after the number (`CNY 12.00`, `12,00 EUR`, `€`).
        body = body.drop { $0.isLetter || $0 == " " || "€$£¥￥".contains($0) }
        while let last = body.last, last.isLetter || last == " " || "€$£¥￥".contains(last) { body = body.dropLast() }
        if body.hasSuffix("-") {
            negative = true
            body = body.dropLast()
        }
        var plain = String(body.filter { $0 != " " && $0 != "'" && $0 != "\u{A0}" })
        if decimalComma {
            plain = String(plain.filter { $0 != "." }.map { $0 == "," ? "." : $0 })
        }
        guard !plain.isEmpty, let cents = StatementText.cents(plain) else { return nil }
        return (negative ? -cents : cents, mark)
    }
}
