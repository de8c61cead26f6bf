extension Money {
    /// `8,642.10`, `-1,200.00`: the amount with its thousands grouped, as statements print balances.
    var grouped: String {
        let text = description
        let negative = text.hasPrefix("-")
        let digits = negative ? String(text.dropFirst()) : text
        let whole = digits.split(separator: ".", maxSplits: 1)
        guard let integer = whole.first else { return text }
        var out = ""
        for (index, character) in integer.enumerated() {
            if index > 0, (integer.count - index) % 3 == 0 { out.append(",") }
            out.append(character)
        }
        let fraction = whole.count > 1 ? "." + whole[1] : ""
        return (negative ? "-" : "") + out + fraction
    }
}
