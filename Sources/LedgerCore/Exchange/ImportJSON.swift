#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading bills from a JSON array or from JSON Lines, in the export format (``Bill/jsonObject(in:)``),
/// each object's line kept for messages. Uses the ledger files' ``JSONReader``.
struct JSONRows {
    private let mapping: ImportMapping
    private let source: String
    /// The field of each key without escapes seen so far (`nil`: a key that is no field), by its bytes:
    /// a file has a few keys, found by comparing bytes rather than by making and hashing a `String`.
    private var fields: [(key: [UInt8], field: ImportField?)] = []

    /// The rows of a JSON array.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` when the array is not valid JSON.
    static func array(_ bytes: [UInt8], mapping: ImportMapping, source: String) throws -> [FileRow] {
        var reader = JSONRows(mapping: mapping, source: source)
        return try bytes.withUnsafeBufferPointer { buffer in
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return try reader.array(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    init(mapping: ImportMapping, source: String) {
        self.mapping = mapping
        self.source = source
    }

    /// The row of the JSON Lines line `text` (its `line`), `nil` when it is blank; a line that is not
    /// one JSON object is a bad row.
    mutating func row(_ text: UnsafeBufferPointer<UInt8>, line: Int) -> FileRow? {
        var json = JSONReader(text)
        json.skipWhitespace()
        guard json.offset < text.count else { return nil }
        do {
            var row = try object(&json, line: line)
            json.skipWhitespace()
            if json.offset != text.count {
                row.problem = "text after the object (one bill per line)"
            }
            return row
        } catch let failure as JSONReader.Failure {
            var bad = FileRow(line: line)
            bad.problem = failure.message
            return bad
        } catch {
            var bad = FileRow(line: line)
            bad.problem = RowProblem.reason(error)
            return bad
        }
    }

    /// One row per element of the top-level array.
    private mutating func array(_ text: UnsafeBufferPointer<UInt8>) throws -> [FileRow] {
        var json = JSONReader(text)
        var line = 1
        var counted = 0
        func lineAt(_ offset: Int) -> Int {
            for byte in text[counted..<max(counted, min(offset, text.count))] where byte == UInt8(ascii: "\n")
            { line += 1 }
            counted = max(counted, min(offset, text.count))
            return line
        }
        do {
            guard json.peekValue() == UInt8(ascii: "[") else {
                throw LedgerError.invalidRows(
                    source: source,
                    problems: [
                        ImportPlace.line(lineAt(json.offset)).locate(
                            "expected a JSON array of bills ([{…},{…}]); for one bill per line use --format jsonl",
                            in: source)
                    ], total: 1)
            }
            try json.beginArray()
            var rows: [FileRow] = []
            while try json.nextElement() {
                json.skipWhitespace()
                rows.append(try object(&json, line: lineAt(json.offset)))
            }
            json.skipWhitespace()
            guard json.offset == text.count else { throw json.malformed("unexpected text after the end") }
            return rows
        } catch let failure as JSONReader.Failure {
            throw LedgerError.invalidRows(
                source: source,
                problems: [
                    ImportPlace.line(lineAt(failure.offset)).locate(failure.message, in: source)
                ],
                total: 1)
        }
    }

    /// The field a key names (see ``ImportMapping/field(ofColumn:)``).
    private mutating func field(of key: JSONReader.Key) -> ImportField? {
        guard let bytes = key.bytes else { return mapping.field(ofColumn: key.string) }
        // Lengths first, then one `memcmp`, not a generic byte-by-byte comparison of every known key.
        for known in fields where known.key.count == bytes.count {
            let same = known.key.withUnsafeBufferPointer { known in
                guard let a = known.baseAddress, let b = bytes.baseAddress else { return true }  // both empty
                return memcmp(a, b, bytes.count) == 0
            }
            if same { return known.field }
        }
        let field = mapping.field(ofColumn: key.string)
        if fields.count < 64 { fields.append((Array(bytes), field)) }
        return field
    }

    /// The row of the object at the reader; a value that is not one is a bad row.
    private mutating func object(_ json: inout JSONReader, line: Int) throws -> FileRow {
        var row = FileRow(line: line)
        guard json.peekValue() == UInt8(ascii: "{") else {
            try json.skipValue()
            row.problem = "not a JSON object"
            return row
        }
        try json.beginObject()
        while let next = try json.nextKey() {
            guard let field = field(of: next) else {
                try json.skipValue()
                continue
            }
            if try json.readNull() {
                row[field] = nil
                continue
            }
            let first = json.peekValue()
            if first == UInt8(ascii: "\"") {
                row[field] = try json.readString()
                continue
            }
            try json.skipValue()
            let kind: Reason =
                first == UInt8(ascii: "t") || first == UInt8(ascii: "f")
                ? "true or false"
                : first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? "an object or array" : "a number"
            row.problem =
                row.problem
                ?? Reason(
                    "'{1}' must be text in quotes (such as \"12.50\"), not {2}", [.verbatim(next.string), kind])
        }
        return row
    }
}
