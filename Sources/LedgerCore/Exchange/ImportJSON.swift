import Foundation

/// Reading bills from a JSON array or from JSON Lines, in the export format (``Bill/jsonObject(in:)``),
/// each object's line kept for messages.
enum JSONRows {
    /// The rows of a JSON array (`lines == false`) or of JSON Lines.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` when the text is not an array.
    static func read(_ bytes: [UInt8], lines: Bool, mapping: ImportMapping, source: String) throws -> [RawRow]
    {
        let elements = lines ? lineElements(bytes) : try arrayElements(bytes, source: source)
        var text: [UInt8] = [UInt8(ascii: "[")]
        text.reserveCapacity(bytes.count + elements.count + 2)
        for (index, element) in elements.enumerated() {
            if index > 0 { text += [UInt8(ascii: ","), UInt8(ascii: "\n")] }
            text += bytes[element.range]
        }
        text.append(UInt8(ascii: "]"))
        var fields: [String: ImportField?] = [:]
        func row(_ element: Any, line: Int) -> RawRow {
            var row = RawRow(line: line)
            guard let object = element as? [String: Any] else {
                row.problem = "not a JSON object"
                return row
            }
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                let field: ImportField?
                if let known = fields[key] {
                    field = known
                } else {
                    field = mapping.field(ofColumn: key)
                    fields[key] = field
                }
                guard let field else { continue }
                if let text = value as? String {
                    row[field] = text
                } else if !(value is NSNull) {
                    let kind = value is NSNumber ? "a number" : "an array or object"
                    row.problem =
                        row.problem ?? "'\(key)' must be text in quotes (such as \"12.50\"), not \(kind)"
                }
            }
            return row
        }
        if let objects = try? JSONSerialization.jsonObject(with: Data(text)) as? [Any],
            objects.count == elements.count
        {
            return zip(objects, elements).map { row($0, line: $1.line) }
        }
        // Something is wrong: read one element at a time to say which.
        return elements.map { element in
            do {
                return row(
                    try JSONSerialization.jsonObject(
                        with: Data(bytes[element.range]), options: .fragmentsAllowed), line: element.line)
            } catch {
                var bad = RawRow(line: element.line)
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                bad.problem = "not valid JSON" + (detail.map { " (\($0))" } ?? "")
                return bad
            }
        }
    }

    /// One element per non-blank line.
    private static func lineElements(_ bytes: [UInt8]) -> [(line: Int, range: Range<Int>)] {
        var elements: [(line: Int, range: Range<Int>)] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var range = start..<end
            while let first = range.first, isSpace(bytes[first]) { range = (first + 1)..<range.upperBound }
            while let last = range.last, isSpace(bytes[last]) { range = range.lowerBound..<last }
            if !range.isEmpty { elements.append((line, range)) }
            start = end + 1
            line += 1
        }
        return elements
    }

    /// The byte ranges of the elements of a top-level JSON array, with the line each starts on.
    private static func arrayElements(_ bytes: [UInt8], source: String) throws -> [(
        line: Int, range: Range<Int>
    )] {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        func fail(_ message: String) -> LedgerError {
            .invalidRows(source: source, problems: ["\(source):\(line): \(message)"], total: 1)
        }
        func skipSpaces() {
            while index < bytes.count, isSpace(bytes[index]) {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        skipSpaces()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else {
            throw fail("expected a JSON array of bills ([{…},{…}]); for one bill per line use --format jsonl")
        }
        index += 1
        var elements: [(line: Int, range: Range<Int>)] = []
        while true {
            skipSpaces()
            guard index < bytes.count else { throw fail("the array never ends (a missing ']')") }
            if bytes[index] == UInt8(ascii: "]") && elements.isEmpty { break }
            let (startLine, start) = (line, index)
            var depth = 0
            var inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") { line += 1 }
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    break
                }
                index += 1
            }
            var end = index
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            elements.append((startLine, start..<end))
            guard index < bytes.count else { throw fail("the array never ends (a missing ']')") }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { break }
        }
        skipSpaces()
        guard index == bytes.count else { throw fail("text after the end of the array") }
        return elements
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
}
