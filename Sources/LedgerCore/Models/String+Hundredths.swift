extension String {
    /// A number of hundredths with two decimals and a leading `-` when negative: `2550` is `25.50`,
    /// `-5` is `-0.05`.
    ///
    /// How amounts (``Money/description``), shares and changes in percent, and the SVG pie's
    /// coordinates are written.
    init(hundredths value: Int64) {
        // Written from the end into a buffer on the stack: one string, and none on the way (an
        // amount is written for every bill a view shows).
        self = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var rest = value.magnitude
            put(UInt8(ascii: "0") + UInt8(rest % 10))
            put(UInt8(ascii: "0") + UInt8(rest / 10 % 10))
            put(UInt8(ascii: "."))
            rest /= 100
            repeat {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if value < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
