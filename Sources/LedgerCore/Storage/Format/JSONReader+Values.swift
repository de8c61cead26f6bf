#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The values of ``JSONReader`` besides plain strings: whole numbers, the literals and strings with
/// escapes.
extension JSONReader {
    /// A file hash (``ByteHash``): 16 hexadecimal digits in a string.
    mutating func readFileHash() throws -> UInt64 {
        let start = offset
        // Sixteen hex digits as timi writes them are read in place; anything else the long way.
        if let slice = try rawSlice(), slice.count == 16, let hash = Self.hexadecimal(slice) { return hash }
        offset = start
        let text = try readString()
        guard text.utf8.count == 16, let hash = UInt64(text, radix: 16) else {
            throw Failure(message: Reason("'{1}' is not a file hash (16 hex digits)", text), offset: start)
        }
        return hash
    }

    /// The value of `digits`, hexadecimal digits only (either case); `nil` for any other byte.
    private static func hexadecimal(_ digits: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }

    /// A string value read but not yet made a `String`: a slice of the input when it has no escapes
    /// (valid while the input is), else its unescaped text. For readers that make strings only of
    /// the values they keep.
    enum Text {
        case slice(UnsafeBufferPointer<UInt8>)
        case unescaped(String)

        /// The value as a `String`.
        var string: String {
            switch self {
            case .slice(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .unescaped(let text): return text
            }
        }

        /// Calls `body` with the value's UTF-8 bytes.
        func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
            switch self {
            case .slice(let bytes): return try body(bytes)
            case .unescaped(var text): return try text.withUTF8(body)
            }
        }
    }

    /// A string value as ``Text``, checked as ``readString()`` checks it.
    mutating func readText() throws -> Text {
        if let slice = try rawSlice() { return .slice(slice) }
        offset += 1  // the opening quote
        return .unescaped(try readEscapedString(from: offset))
    }

    /// A whole number (no fraction or exponent) that fits in 64 bits.
    mutating func readInt() throws -> Int64 {
        skipWhitespace()
        let start = offset
        let negative = peek() == UInt8(ascii: "-")
        if negative { offset += 1 }
        var value: Int64 = 0
        var digits = 0
        while let byte = peek(), byte >= 48, byte <= 57 {
            let (times, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times.addingReportingOverflow(Int64(byte - 48))
            guard !o1, !o2 else { throw Failure(message: "the number is too large", offset: start) }
            value = sum
            digits += 1
            offset += 1
        }
        guard digits > 0, !(digits > 1 && bytes[negative ? start + 1 : start] == 48) else {
            offset = start
            throw failure("expected a whole number")
        }
        if let byte = peek(),
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        {
            offset = start
            throw failure("expected a whole number")
        }
        return negative ? -value : value
    }

    /// A whole number that fits in `Int`.
    mutating func readSmallInt() throws -> Int {
        let start = offset
        let value = try readInt()
        guard let small = Int(exactly: value) else {
            throw Failure(message: "the number is too large", offset: start)
        }
        return small
    }

    /// Consumes `word` (`true`, `false`, `null`).
    mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { throw malformed("unexpected end of file") }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] {
            throw malformed("unexpected character")
        }
        offset += count
    }

    /// Passes over a number, checked to be one.
    mutating func skipNumber() throws {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        func digits() -> Int {
            var count = 0
            while let byte = peek(), byte >= 48, byte <= 57 {
                offset += 1
                count += 1
            }
            return count
        }
        let leadingZero = peek() == 48
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else {
            offset = start
            throw malformed("unexpected character")
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw malformed("expected a digit") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw malformed("expected a digit") }
        }
    }

    /// The slow path of ``readString()``: a string with backslash escapes, from its first byte.
    mutating func readEscapedString(from start: Int) throws -> String {
        var out = [UInt8](bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let value = String(validating: out, as: UTF8.self) else {
                    throw malformed("the string is not valid UTF-8", at: start)
                }
                return value
            case UInt8(ascii: "\\"):
                guard let escape = peek() else { break }
                offset += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count,
                            bytes[offset + 1] == UInt8(ascii: "u")
                        else { throw malformed("a lone surrogate in \\u escape") }
                        offset += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw malformed("a lone surrogate in \\u escape")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else {
                        throw malformed("a lone surrogate in \\u escape")
                    }
                    out.append(contentsOf: Array(String(Character(unicode)).utf8))
                default:
                    throw malformed(
                        Reason("an unknown escape '\\{1}'", String(Character(Unicode.Scalar(escape)))))
                }
            default:
                guard byte >= 0x20 else { throw malformed("a control character inside a string") }
                out.append(byte)
            }
        }
        throw malformed("unexpected end of file inside a string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw malformed("unexpected end of file") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case 48...57: digit = UInt32(byte - 48)
            case 65...70: digit = UInt32(byte - 55)
            case 97...102: digit = UInt32(byte - 87)
            default: throw malformed("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    // MARK: Exact shapes

    /// Consumes `text` when the input holds exactly it here (no white space is skipped): for readers
    /// of a shape they know, which fall back to the general reader when it is not there.
    ///
    /// Compared a word at a time, inline, as every bill's keys pass here: a call to `memcmp` for a
    /// dozen bytes cost more than the compare (docs/PERFORMANCE.md, export; "A month's timeline").
    @inline(__always)
    mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count, let base = bytes.baseAddress else { return false }
        let (here, key) = (UnsafeRawPointer(base + offset), UnsafeRawPointer(text.utf8Start))
        func same<Word: FixedWidthInteger>(_: Word.Type, at index: Int) -> Bool {
            here.loadUnaligned(fromByteOffset: index, as: Word.self)
                == key.loadUnaligned(fromByteOffset: index, as: Word.self)
        }
        if count >= 8 {
            // Whole words, the last one overlapping the one before it.
            var index = 0
            while index + 8 < count {
                guard same(UInt64.self, at: index) else { return false }
                index += 8
            }
            guard same(UInt64.self, at: count - 8) else { return false }
        } else if count >= 4 {
            guard same(UInt32.self, at: 0), same(UInt32.self, at: count - 4) else { return false }
        } else {
            for index in 0..<count where !same(UInt8.self, at: index) { return false }
        }
        offset += count
        return true
    }

    /// The string value here without escapes, checked as ``rawSlice()`` checks it, consumed; `nil`,
    /// with nothing consumed, for anything else (white space first, an escape, no string).
    mutating func takePlainString() -> UnsafeBufferPointer<UInt8>? {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        let (index, high) = plainRun(from: offset + 1)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<index])
        guard high < 0x80 || String(validating: slice, as: UTF8.self) != nil else { return nil }
        offset = index + 1
        return slice
    }

    /// The whole number here as ``readSmallInt()`` reads it when it has 1 to 18 digits and no sign,
    /// consumed; `nil`, with nothing consumed, for anything else. The caller checks what follows.
    mutating func takeSmallInt() -> Int? {
        var index = offset
        var value = 0
        while index < bytes.count, index - offset < 18, bytes[index] &- 48 < 10 {
            value = value * 10 + Int(bytes[index] &- 48)
            index += 1
        }
        guard index > offset, !(index - offset > 1 && bytes[offset] == 48) else { return nil }
        if index < bytes.count, bytes[index] &- 48 < 10 { return nil }
        offset = index
        return value
    }
}
