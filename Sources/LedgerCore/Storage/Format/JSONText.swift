/// Writing JSON text by hand, so that ledger files have one fixed layout: keys sorted, one record per
/// line, no floating point anywhere.
enum JSONText {
    /// `value` as a JSON string literal, quotes included. Non-ASCII text is written as UTF-8.
    static func quoted(_ value: String) -> String {
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            return "\"" + value + "\""
        }
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
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
