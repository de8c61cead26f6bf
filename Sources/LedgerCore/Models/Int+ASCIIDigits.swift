extension Int {
    /// The value of a run of ASCII digits (`0`–`9`): the one integer reader of timi's own formats
    /// (days, months, timestamps, periods, id index lines, summary keys, import dates).
    ///
    /// No sign is read: a `-` or `+` is the caller's to interpret (`-3` as "3 days ago" is a `-` and
    /// then `3`). Leading zeros count towards `maxDigits`, so a long run is refused without being
    /// read to its end.
    /// - Parameters:
    ///   - bytes: UTF-8 bytes, such as `text.utf8` or a slice of a file.
    ///   - maxDigits: the most digits accepted; by default 19, as many as `Int.max` has.
    /// - Returns: `nil` when `bytes` is empty, holds anything but an ASCII digit (a sign, a space, a
    ///   fullwidth digit), has more than `maxDigits` digits, or is too large for an `Int`.
    @inline(__always)
    init?<Bytes: Collection>(asciiDigits bytes: Bytes, maxDigits: Int = 19)
    where Bytes.Element == UInt8 {
        var value = 0
        var count = 0
        for byte in bytes {
            count += 1
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10, count <= maxDigits else { return nil }
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times.addingReportingOverflow(Int(digit))
            guard !overflowed, !carried else { return nil }
            value = sum
        }
        guard count > 0 else { return nil }
        self = value
    }
}
