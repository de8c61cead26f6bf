/// A strict pull parser for JSON (RFC 8259) over UTF-8 bytes, for the ledger's own files.
///
/// It builds no tree: a decoder asks for an object, walks its keys in whatever order they come,
/// reads the values it knows and skips the others. Any valid JSON is accepted (a file edited by hand
/// reads as fast as one timi wrote); anything else fails with the byte offset, which
/// ``Failure/describe(in:)`` turns into a line and column.
struct JSONReader {
    /// The deepest nesting accepted, so hostile input cannot exhaust the stack.
    static let maxDepth = 256

    /// The input. Read by the reader's own methods only (here and in `JSONReader+Values.swift`).
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next value starts. Moved by the reader's own methods only.
    var offset = 0
    private var depth = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Runs `body` with a reader over `bytes`, then checks that nothing but white space follows.
    static func read<T>(_ bytes: [UInt8], _ body: (inout JSONReader) throws -> T) throws -> T {
        try bytes.withUnsafeBufferPointer { try read($0, body) }
    }

    /// ``read(_:_:)`` over bytes held elsewhere.
    static func read<T>(_ buffer: UnsafeBufferPointer<UInt8>, _ body: (inout JSONReader) throws -> T) throws
        -> T
    {
        var reader = JSONReader(buffer)
        let value = try body(&reader)
        reader.skipWhitespace()
        guard reader.offset == buffer.count else { throw reader.malformed("unexpected text after the end") }
        return value
    }

    /// Runs `body` with a reader placed at `start` of `bytes` (one value inside a larger document).
    static func read<T>(_ bytes: [UInt8], at start: Int, _ body: (inout JSONReader) throws -> T) throws -> T {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            reader.offset = min(start, buffer.count)
            return try body(&reader)
        }
    }

    // MARK: Structure

    /// Consumes `{`.
    mutating func beginObject() throws { try open(UInt8(ascii: "{")) }

    /// The next key of the current object, or `nil` after its closing `}`. Match it with
    /// `case "name":` in a `switch`: no `String` is made for a key without escapes.
    @inline(__always)
    mutating func nextKey() throws -> Key? {
        guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
        let key = try rawSlice().map { Key(raw: $0, text: nil) } ?? Key(raw: nil, text: try readString())
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw malformed("expected ':' after a key") }
        offset += 1
        return key
    }

    /// A key as read: a slice of the input, or the unescaped text when it had escapes.
    struct Key {
        fileprivate let raw: UnsafeBufferPointer<UInt8>?
        fileprivate let text: String?

        /// The key as a `String`.
        var string: String { text ?? raw.map { String(decoding: $0, as: UTF8.self) } ?? "" }

        /// The key's bytes in the input, when it has no escapes (`nil` otherwise).
        var bytes: UnsafeBufferPointer<UInt8>? { raw }

        /// The key as a non-negative whole number of up to 18 digits (`"12"` → 12), or `nil`.
        var integer: Int? {
            guard let raw, !raw.isEmpty, raw.count <= 18 else { return text.flatMap { Int($0) } }
            return Int(asciiDigits: raw)
        }

        @inline(__always)
        static func ~= (pattern: StaticString, key: Key) -> Bool {
            guard let raw = key.raw else { return key.text == pattern.description }
            guard raw.count == pattern.utf8CodeUnitCount else { return false }
            for index in 0..<raw.count where raw[index] != pattern.utf8Start[index] { return false }
            return true
        }
    }

    /// Calls `body` with a string value's unescaped UTF-8 bytes (checked to be valid UTF-8), without
    /// making a `String` when the value has no escapes.
    @inline(__always)
    mutating func readRaw<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
        if let slice = try rawSlice() { return try body(slice) }
        return try Array(try readString().utf8).withUnsafeBufferPointer(body)
    }

    /// Where the run of plain string bytes from `start` ends (at a quote, a backslash, a control byte
    /// or the end), and the or of its bytes (a high bit set: not all ASCII). The hot loop of every
    /// reader: eight bytes at a time (a word's bytes tested at once for a quote, a backslash or a byte
    /// below 0x20), the last few of the input byte by byte.
    @inline(__always)
    func plainRun(from start: Int) -> (end: Int, high: UInt8) {
        var index = start
        var high: UInt8 = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            var seen: UInt64 = 0
            while index + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                // A high bit in `stops` for a byte that is zero in `quote` or `backslash` or below
                // 0x20 in `word`; a borrow may flag bytes after the first such byte, never before.
                let control = (word &- ones &* 0x20) & ~word
                let stops = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | control) & highs
                guard stops == 0 else {
                    let before = stops.trailingZeroBitCount / 8
                    seen |= word & ((1 << UInt64(before * 8)) &- 1)
                    return (index + before, seen & highs != 0 ? 0x80 : 0)
                }
                seen |= word
                index += 8
            }
            if seen & highs != 0 { high = 0x80 }
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            high |= byte
            index += 1
        }
        return (index, high)
    }

    /// The bytes of the string value here when it has no escapes (then consumed), or `nil` (then
    /// nothing is consumed) when it has.
    @inline(__always)
    mutating func rawSlice() throws -> UnsafeBufferPointer<UInt8>? {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else {
            throw peek() == nil ? malformed("unexpected end of file") : failure("expected a string")
        }
        let quote = offset
        let (index, high) = plainRun(from: quote + 1)
        guard index < bytes.count else {
            offset = index
            throw malformed("unexpected end of file inside a string")
        }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            let slice = UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<index])
            guard high < 0x80 || String(validating: slice, as: UTF8.self) != nil else {
                throw malformed("the string is not valid UTF-8", at: quote + 1)
            }
            offset = index + 1
            return slice
        case UInt8(ascii: "\\"):
            return nil
        default:
            offset = index
            throw malformed("a control character inside a string")
        }
    }

    /// Reads an object with `field`, which reads the value of a key it knows and returns `false` for
    /// one it does not (then passed over). Static, with the reader passed in, so that the compiler
    /// specializes its callers' closures.
    static func readObject(_ reader: inout JSONReader, _ field: (Key, inout JSONReader) throws -> Bool) throws
    {
        try reader.beginObject()
        while let key = try reader.nextKey() {
            if try !field(key, &reader) { try reader.skipValue() }
        }
    }

    /// Consumes `[`.
    mutating func beginArray() throws { try open(UInt8(ascii: "[")) }

    /// Whether another element of the current array follows (`false` after its closing `]`).
    mutating func nextElement() throws -> Bool { try nextMember(closing: UInt8(ascii: "]")) }

    /// The first byte of the next value (`"`, `{`, `[`, a digit…), `nil` at the end; only white space
    /// is consumed. For readers of values of more than one kind (import).
    mutating func peekValue() -> UInt8? {
        skipWhitespace()
        return peek()
    }

    /// Whether the next value is `null` (consumed if so).
    mutating func readNull() throws -> Bool {
        skipWhitespace()
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    // MARK: Values

    /// A string value, unescaped; invalid UTF-8 is an error, not a replacement character.
    mutating func readString() throws -> String {
        if let slice = try rawSlice() { return String(decoding: slice, as: UTF8.self) }
        offset += 1  // the opening quote
        return try readEscapedString(from: offset)
    }

    /// Passes over one value of any kind.
    mutating func skipValue() throws {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"):
            try beginObject()
            while try nextKey() != nil { try skipValue() }
        case UInt8(ascii: "["):
            try beginArray()
            while try nextElement() { try skipValue() }
        case UInt8(ascii: "\""): if try rawSlice() == nil { _ = try readString() }  // no `String` made
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case nil: throw malformed("unexpected end of file")
        default: try skipNumber()
        }
    }

    // MARK: Details

    /// The byte at ``offset``, `nil` at the end.
    @inline(__always)
    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    @inline(__always)
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    /// Consumes `byte`, `{` or `[`.
    private mutating func open(_ byte: UInt8) throws {
        skipWhitespace()
        guard peek() == byte else {
            guard peek() != nil else { throw malformed("unexpected end of file") }
            throw failure(byte == UInt8(ascii: "{") ? "expected an object" : "expected an array")
        }
        guard depth < JSONReader.maxDepth else { throw malformed("nested too deeply") }
        depth += 1
        offset += 1
        pendingFirst = true
    }

    /// Whether the container just opened has had no member yet (then no ',' is expected).
    private var pendingFirst = false

    @inline(__always)
    private mutating func nextMember(closing: UInt8) throws -> Bool {
        skipWhitespace()
        if peek() == closing {
            offset += 1
            depth -= 1
            pendingFirst = false
            return false
        }
        if pendingFirst {
            pendingFirst = false
        } else {
            guard peek() == UInt8(ascii: ",") else {
                guard peek() != nil else { throw malformed("unexpected end of file") }
                throw malformed(closing == UInt8(ascii: "}") ? "expected ',' or '}'" : "expected ',' or ']'")
            }
            offset += 1
            skipWhitespace()
        }
        guard peek() != nil else { throw malformed("unexpected end of file") }
        if closing == UInt8(ascii: "}") && peek() != UInt8(ascii: "\"") { throw malformed("expected a key") }
        if peek() == closing { throw malformed("a trailing ','") }
        return true
    }
}
