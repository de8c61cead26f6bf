/// Writing JSON text by hand, so that ledger files have one fixed layout: keys sorted, one record per
/// line, no floating point anywhere.
enum JSONText {
    /// `value` as a JSON string literal, quotes included, escaped as ``ByteWriter/append(quoted:)``
    /// escapes. Non-ASCII text is written as UTF-8.
    static func quoted(_ value: String) -> String {
        var out = ByteWriter(capacity: value.utf8.count + 2)
        out.append(quoted: value)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// An object on one line from already-encoded values, keys in the order given (callers sort them).
    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// An array of already-encoded elements, one per line, for files that diff well.
    static func lines(_ elements: [String], indent: String = "") -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map { indent + $0 }.joined(separator: ",\n") + "\n]"
    }
}
