/// The seed plists' one shape read without Foundation: an XML property list whose root is an array of
/// dictionaries of strings (`<dict><key>title</key><string>用餐</string>…</dict>`).
///
/// The plists are compiled into the binary and this reads only them; anything else in them (another
/// value type, a nested array) is an error, which `SeedTests` would catch before a release.
enum SeedPropertyList {
    /// The dictionaries of `bytes`, in order.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming `name` when the shape differs.
    static func dictionaries(_ bytes: [UInt8], name: String) throws -> [[String: String]] {
        let text = String(decoding: bytes, as: UTF8.self)
        // A broken build, never a user's file: the detail says where, in English only.
        func shapeError(_ detail: String) -> LedgerError {
            .corruptFile(
                path: name, detail: Reason("not the seed plist timi was built with: {1}", detail))
        }
        guard let arrayStart = text.firstRange(of: "<array>"), let arrayEnd = text.firstRange(of: "</array>") else {
            throw shapeError("no <array> at its root")
        }
        var dictionaries: [[String: String]] = []
        var rest = text[arrayStart.upperBound..<arrayEnd.lowerBound]
        while let open = rest.firstRange(of: "<dict>") {
            guard rest[..<open.lowerBound].allSatisfy(\.isWhitespace), let close = rest.firstRange(of: "</dict>") else {
                throw shapeError("an array element that is not a <dict>")
            }
            var entries = rest[open.upperBound..<close.lowerBound]
            var dictionary: [String: String] = [:]
            while let key = try element("key", in: &entries, shapeError: shapeError) {
                guard let value = try element("string", in: &entries, shapeError: shapeError) else {
                    throw shapeError("the key '\(key)' has no <string>")
                }
                dictionary[key] = value
            }
            guard entries.allSatisfy(\.isWhitespace) else { throw shapeError("a <dict> value that is not a <string>") }
            dictionaries.append(dictionary)
            rest = rest[close.upperBound...]
        }
        guard rest.allSatisfy(\.isWhitespace) else { throw shapeError("an array element that is not a <dict>") }
        return dictionaries
    }

    /// The text of the next element, which must be `<tag>…</tag>` after white space, with its
    /// entities resolved; nil when only white space is left.
    private static func element(
        _ tag: String, in text: inout Substring, shapeError: (String) -> LedgerError
    ) throws -> String? {
        let trimmed = text.drop(while: \.isWhitespace)
        if trimmed.isEmpty { return nil }
        guard trimmed.hasPrefix("<" + tag + ">"), let end = trimmed.firstRange(of: "</" + tag + ">") else {
            throw shapeError("expected <\(tag)>")
        }
        let value = trimmed[trimmed.index(trimmed.startIndex, offsetBy: tag.count + 2)..<end.lowerBound]
        text = trimmed[end.upperBound...]
        return try resolvingEntities(value, shapeError: shapeError)
    }

    /// `value` with XML's five named entities made characters; any other `&` is an error.
    private static func resolvingEntities(_ value: Substring, shapeError: (String) -> LedgerError) throws -> String {
        guard value.contains("&") else { return String(value) }
        let entities = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
        var out = ""
        var rest = value
        while let ampersand = rest.firstIndex(of: "&") {
            out += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";"),
                let character = entities[String(rest[ampersand...semicolon])]
            else { throw shapeError("an entity other than &amp; &lt; &gt; &quot; &apos;") }
            out += character
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }
}
