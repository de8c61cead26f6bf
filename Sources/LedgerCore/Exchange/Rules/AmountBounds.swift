/// The amounts a `%amount` condition takes: `>100`, `>=100`, `<20`, `<=20`, `=12.50`, or a range
/// `10..50` (both ends included). An amount is compared whatever its sign: a rule means the size of a
/// payment, and the row's type says which way it went.
struct AmountBounds: Equatable, Sendable {
    var lower: Money?
    var upper: Money?
    /// Whether ``lower`` and ``upper`` are amounts themselves allowed.
    var lowerIncluded = true
    var upperIncluded = true

    /// Reads a comparison or a range; `nil` when `text` is neither (then it is a regular expression
    /// on the amount's text, as before comparisons existed).
    /// - Throws: the reason, for text that starts as a comparison but has no amount after it.
    init?(_ text: String) throws {
        let compact = String(text.filter { $0 != " " })
        func amount(_ text: Substring) throws -> Money {
            guard let money = Money(decimal: text) else {
                throw RowProblem(Reason("'{1}' is not an amount, such as 100 or 12.50", String(text)))
            }
            return money
        }
        for (symbol, included) in [(">=", true), ("<=", true), (">", false), ("<", false), ("=", true)]
        where compact.hasPrefix(symbol) {
            let value = try amount(compact.dropFirst(symbol.count))
            switch symbol.first {
            case ">": (lower, lowerIncluded) = (value, included)
            case "<": (upper, upperIncluded) = (value, included)
            default: (lower, upper) = (value, value)
            }
            return
        }
        guard let dots = compact.firstRange(of: ".."),
            compact[..<dots.lowerBound].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
        else { return nil }
        let (low, high) = (try amount(compact[..<dots.lowerBound]), try amount(compact[dots.upperBound...]))
        guard low <= high else {
            throw RowProblem(Reason("the range {1} runs backwards; write the smaller amount first", text))
        }
        (lower, upper) = (low, high)
    }

    /// Whether `amount` (its size) is within the bounds.
    func contains(_ amount: Money) -> Bool {
        let size = amount.cents < 0 ? Money(cents: -amount.cents) : amount
        if let lower, lowerIncluded ? size < lower : size <= lower { return false }
        if let upper, upperIncluded ? size > upper : size >= upper { return false }
        return true
    }
}
