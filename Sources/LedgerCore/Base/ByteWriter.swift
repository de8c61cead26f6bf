/// Text written straight into UTF-8 bytes — JSON strings, CSV fields, numbers, amounts, dates — for
/// what is written by the thousand: month files, list output, exports.
///
/// The bytes are kept in memory of its own, written through a pointer, so that a byte written checks
/// neither uniqueness nor capacity (docs/PERFORMANCE.md, export). Not copyable, so that no two writers
/// share that memory.
struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(written) }

    /// The bytes written so far, valid until the next change.
    private var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// Hands the bytes so far to `sink` (valid during the call) and starts again, keeping the capacity.
    mutating func flush(to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        guard count > 0 else { return }
        try sink(written)
        count = 0
    }

    /// Calls `body` with the bytes written so far, valid during the call.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T { try body(written) }

    /// Starts again, keeping the capacity.
    mutating func removeAll() { count = 0 }

    /// Makes room for `more` bytes after ``count``.
    @inline(__always)
    private mutating func reserve(_ more: Int) {
        if capacity - count < more { grow(to: count + more) }
    }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends text as it is.
    mutating func append(text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Appends UTF-8 bytes as they are.
    @inline(__always)
    mutating func append(bytes utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        reserve(utf8.count)
        if utf8.count <= 16 {
            // Keys, punctuation and short fields: a call to `memcpy` costs more than the bytes.
            for index in 0..<utf8.count { start[count + index] = source[index] }
        } else {
            (start + count).update(from: source, count: utf8.count)
        }
        count += utf8.count
    }

    /// Appends literal ASCII text (keys and punctuation).
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends `value` as a JSON string literal: `"` and `\` escaped, newline, return and tab as
    /// `\n`, `\r`, `\t`, other control characters and DEL as `\u00XX`; everything else, non-ASCII
    /// included, as its UTF-8. The one JSON string escaper (``JSONText/quoted(_:)`` calls it).
    mutating func append(quoted value: String) {
        var value = value
        value.withUTF8 { append(quotedBytes: $0) }
    }

    /// Appends an object's member: `member` (its key and colon, such as `,"note":`) and `value` as by
    /// ``append(quoted:)``.
    mutating func append(_ member: StaticString, quoted value: String) {
        append(member)
        append(quoted: value)
    }

    /// Appends an object's member: `member` (its key and colon, such as `,"id":`) and `value` as by
    /// ``append(number:)``.
    mutating func append(_ member: StaticString, number value: Int64) {
        append(member)
        append(number: value)
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
        append(byte: UInt8(ascii: "\""))
        var from = 0
        while let index = ByteScan.firstJSONSpecial(in: utf8, from: from) {
            let byte = utf8[index]
            append(bytes: UnsafeBufferPointer(rebasing: utf8[from..<index]))
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default:
                append("\\u00")
                append(byte: ByteWriter.hex[Int(byte >> 4)])
                append(byte: ByteWriter.hex[Int(byte & 0x0F)])
            }
            from = index + 1
        }
        append(bytes: UnsafeBufferPointer(rebasing: utf8[from...]))
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends a whole number in decimal.
    mutating func append(number: Int64) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        appendDigits(number.magnitude, minimumWidth: 1)
    }

    /// Appends `value` as 16 lower-case hexadecimal digits.
    mutating func append(hexadecimal value: UInt64) {
        for shift in stride(from: 60, through: 0, by: -4) {
            append(byte: Self.hex[Int((value >> UInt64(shift)) & 0xF)])
        }
    }

    /// Appends `value` (0 ≤ value < 10^digits) with leading zeros, `digits` being 2, 3 or 4.
    @inline(__always)
    mutating func appendFixed(_ value: Int, digits: Int) {
        reserve(digits)
        var rest = UInt(truncatingIfNeeded: value)
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            start[count + offset] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        count += digits
    }

    /// Appends `value` in decimal, with leading zeros up to `minimumWidth` digits.
    mutating func appendDigits(_ value: UInt64, minimumWidth: Int) {
        var width = 1
        var rest = value / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        width = max(width, minimumWidth)
        reserve(width)
        rest = value
        for offset in stride(from: width - 1, through: 0, by: -1) {
            start[count + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += width
    }

    private static let hex = Array("0123456789abcdef".utf8)
}
