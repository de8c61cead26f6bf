extension String {
    /// A number of hundredths with two decimals and a leading `-` when negative: `2550` is `25.50`,
    /// `-5` is `-0.05`.
    ///
    /// How amounts (``Money/description``), shares and changes in percent, and the SVG pie's
    /// coordinates are written.
    init(hundredths value: Int64) {
        let magnitude = value.magnitude
        let fraction = magnitude % 100
        self =
            (value < 0 ? "-" : "") + String(magnitude / 100) + (fraction < 10 ? ".0" : ".") + String(fraction)
    }
}
