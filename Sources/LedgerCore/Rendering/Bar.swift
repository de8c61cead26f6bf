/// Horizontal bars drawn in eighths of a column.
enum Bar {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// A bar of `width` columns for `value` out of `largest`, rounded to the nearest eighth; a value
    /// above 0 gets at least an eighth.
    static func text(_ value: Int64, of largest: Int64, width: Int) -> String {
        guard largest > 0, value > 0, width > 0 else { return "" }
        // value * width * 8 may not fit in 64 bits: multiply and divide at full width.
        let product = value.multipliedFullWidth(by: Int64(width * 8))
        let (quotient, remainder) = largest.dividingFullWidth(product)
        let units = max(1, Int(quotient) + (remainder * 2 >= largest ? 1 : 0))
        return String(repeating: "█", count: units / 8) + eighths[units % 8]
    }

    /// One mark per amount, `▁`…`█` scaled to the largest (rounded up; any amount above 0 at least
    /// `▁`), `·` for none: the monthly report's daily strip and its 6-month sparklines.
    static func sparkline(_ amounts: [Money]) -> String {
        let top = amounts.max()?.cents ?? 0
        let levels = Array("▁▂▃▄▅▆▇█")
        return String(
            amounts.map { amount -> Character in
                guard amount > .zero, top > 0 else { return "·" }
                return levels[Int(min(8, max(1, (amount.cents * 8 + top - 1) / top))) - 1]
            })
    }
}
