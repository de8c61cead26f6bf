extension ChangeRecord {
    /// The change as an undo entry's record keeps it: `{"key":…,"values":[…]}`, a value being a
    /// string (as it is), an object (a record of its own) or an array (words).
    static func json(_ record: ChangeRecord) -> String {
        func encoded(_ value: Value) -> String {
            switch value {
            case .text(let text): return JSONText.quoted(text)
            case .record(let record): return json(record)
            case .words(let words): return "[" + words.map(encoded).joined(separator: ",") + "]"
            }
        }
        let values = "[" + record.values.map(encoded).joined(separator: ",") + "]"
        return JSONText.object([("key", JSONText.quoted(record.key)), ("values", values)])
    }

    /// Reads a record written by ``json(_:)``; unknown members are passed over.
    /// - Throws: ``JSONReader/Failure`` when it is not of that shape (the reader bounds its depth).
    static func read(_ reader: inout JSONReader) throws -> ChangeRecord {
        var key: String?
        var values: [Value] = []
        try reader.beginObject()
        while let member = try reader.nextKey() {
            switch member {
            case "key": key = try reader.readString()
            case "values":
                try reader.beginArray()
                while try reader.nextElement() { values.append(try readValue(&reader)) }
            default: try reader.skipValue()
            }
        }
        guard let key else { throw reader.failure("a change needs its 'key'") }
        return ChangeRecord(key, values: values)
    }

    private static func readValue(_ reader: inout JSONReader) throws -> Value {
        switch reader.peekValue() {
        case UInt8(ascii: "{"): return .record(try read(&reader))
        case UInt8(ascii: "["):
            var words: [Value] = []
            try reader.beginArray()
            while try reader.nextElement() { words.append(try readValue(&reader)) }
            return .words(words)
        default: return .text(try reader.readString())
        }
    }
}
