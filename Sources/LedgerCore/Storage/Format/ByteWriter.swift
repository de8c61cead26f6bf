/// Text written straight into UTF-8 bytes — JSON strings, CSV fields, numbers, amounts, dates — for
/// what is written by the thousand: month files, list output, exports.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    /// Hands the bytes so far to `sink` and starts again, keeping the capacity.
    mutating func flush(to sink: ([UInt8]) throws -> Void) rethrows {
        guard !bytes.isEmpty else { return }
        try sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Appends text as it is.
    mutating func append(text: String) { bytes.append(contentsOf: text.utf8) }

    /// Appends UTF-8 bytes as they are.
    mutating func append(bytes utf8: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: utf8) }

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends literal ASCII text (keys and punctuation).
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `value` as a JSON string literal: `"` and `\` escaped, newline, return and tab as
    /// `\n`, `\r`, `\t`, other control characters and DEL as `\u00XX`; everything else, non-ASCII
    /// included, as its UTF-8. The one JSON string escaper (``JSONText/quoted(_:)`` calls it).
    mutating func append(quoted value: String) {
        var value = value
        value.withUTF8 { append(quotedBytes: $0) }
    }

    /// Appends an object's member that may be left out: `member` (its key and colon, such as
    /// `,"payee":`) and `value` as by ``append(quoted:)`` when there is a value, nothing when not.
    mutating func append(_ member: StaticString, quotedIfPresent value: String?) {
        guard let value else { return }
        append(member)
        append(quoted: value)
    }

    /// ``append(quoted:)`` of text given as its UTF-8 bytes.
    mutating func append(quotedBytes utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                append("\\u00")
                bytes.append(ByteWriter.hex[Int(byte >> 4)])
                bytes.append(ByteWriter.hex[Int(byte & 0x0F)])
            }
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends a whole number in decimal.
    mutating func append(number: Int64) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(number.magnitude, minimumWidth: 1)
    }

    /// Appends `value` as 16 lower-case hexadecimal digits.
    mutating func append(hexadecimal value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            bytes.append(Self.hex[Int((value >> UInt64(shift)) & 0xF)])
        }
    }

    /// Appends an amount with two decimals, as ``Money/description`` writes it.
    mutating func append(money: Money) {
        if money.cents < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(money.cents.magnitude / 100, minimumWidth: 1)
        bytes.append(UInt8(ascii: "."))
        appendFixed(Int(money.cents.magnitude % 100), digits: 2)
    }

    /// Appends `YYYY-MM-DD`.
    mutating func append(day: Day) {
        appendFixed(day.year, digits: 4)
        bytes.append(UInt8(ascii: "-"))
        appendFixed(day.month, digits: 2)
        bytes.append(UInt8(ascii: "-"))
        appendFixed(day.day, digits: 2)
    }

    /// Appends `YYYY-MM`.
    mutating func append(month: Month) {
        appendFixed(month.year, digits: 4)
        bytes.append(UInt8(ascii: "-"))
        appendFixed(month.month, digits: 2)
    }

    /// Appends the timestamp as ``Timestamp/description`` writes it.
    mutating func append(timestamp: Timestamp) {
        let (days, millisecondOfDay) = timestamp.milliseconds.floorDivided(by: 86_400_000)
        append(day: Day(ordinal: Int(days)) ?? .epoch)
        let milliseconds = Int(millisecondOfDay)
        let seconds = milliseconds / 1000
        bytes.append(UInt8(ascii: "T"))
        appendFixed(seconds / 3600, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        appendFixed(seconds / 60 % 60, digits: 2)
        bytes.append(UInt8(ascii: ":"))
        appendFixed(seconds % 60, digits: 2)
        bytes.append(UInt8(ascii: "."))
        appendFixed(milliseconds % 1000, digits: 3)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Appends `value` (0 ≤ value < 10^digits) with leading zeros, `digits` being 2, 3 or 4.
    private mutating func appendFixed(_ value: Int, digits: Int) {
        if digits >= 4 { bytes.append(UInt8(truncatingIfNeeded: 48 + value / 1000 % 10)) }
        if digits >= 3 { bytes.append(UInt8(truncatingIfNeeded: 48 + value / 100 % 10)) }
        bytes.append(UInt8(truncatingIfNeeded: 48 + value / 10 % 10))
        bytes.append(UInt8(truncatingIfNeeded: 48 + value % 10))
    }

    private mutating func appendDigits(_ value: UInt64, minimumWidth: Int) {
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0 || count < minimumWidth
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]))
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
