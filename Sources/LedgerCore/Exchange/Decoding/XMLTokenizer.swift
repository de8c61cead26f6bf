/// A small pull tokenizer for the XML of an XLSX workbook: elements with their attributes, end tags
/// and text (entities and CDATA resolved); comments and processing instructions skipped.
///
/// It checks what it must to be safe and exact: UTF-8, matched tags, one root, known entities. It
/// refuses document type declarations (`<!DOCTYPE`), so no entity can expand ("billion laughs").
/// Names are given without their namespace prefix (`x:row` is `row`). Used by ``XLSXWorkbook``.
struct XMLTokenizer {
    /// What the tokenizer reads next.
    enum Token: Equatable {
        /// A start tag (a self-closing one is followed by its ``end(_:)``); attributes in order.
        case start(String, [Attribute])
        /// An end tag.
        case end(String)
        /// Text inside an element, entities resolved; CDATA comes as text too.
        case text(String)
    }

    /// An attribute of a start tag, its name without a prefix.
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    /// The deepest nesting accepted.
    static let maxDepth = 256

    private let bytes: [UInt8]
    private let part: String
    private var index = 0
    private var open: [String] = []
    private var closing: String?
    private var hadRoot = false

    /// A tokenizer over the part `part` (its name is for messages).
    /// - Throws: ``FileFormatError`` when the bytes are not UTF-8.
    init(_ bytes: [UInt8], part: String) throws {
        self.bytes = bytes
        self.part = part
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if let bad = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) {
            throw failure("it is not UTF-8", at: bad)
        }
    }

    /// The next token, or `nil` at the end of a well-formed document.
    /// - Throws: ``FileFormatError`` naming the part and the line.
    mutating func next() throws -> Token? {
        if let name = closing {
            closing = nil
            open.removeLast()
            return .end(name)
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "<") { index += 1 }
                if open.isEmpty {
                    guard bytes[start..<index].allSatisfy(XMLTokenizer.isSpace) else {
                        throw failure("text outside the root element", at: start)
                    }
                    continue
                }
                guard let text = XMLEntities.resolve(bytes[start..<index]) else {
                    throw failure("an unknown or invalid entity (&…;)", at: start)
                }
                return .text(text)
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "/") { return try endTag() }
            if next == UInt8(ascii: "?") {
                guard skip(past: "?>") else {
                    throw failure("a processing instruction that never ends", at: index)
                }
            } else if next != UInt8(ascii: "!") {
                return try startTag()
            } else if starts(with: "<!--") {
                guard skip(past: "-->") else { throw failure("a comment that never ends", at: index) }
            } else if starts(with: "<![CDATA[") {
                guard !open.isEmpty else { throw failure("CDATA outside the root element", at: index) }
                let start = index + 9
                guard skip(past: "]]>") else { throw failure("a CDATA section that never ends", at: index) }
                return .text(XMLEntities.normalizingLineEnds(bytes[start..<(index - 3)]))
            } else {
                throw failure("a document type declaration (<!DOCTYPE …>), which is refused", at: index)
            }
        }
        if let element = open.last {
            throw failure(Reason("the document ends inside <{1}>", element), at: index)
        }
        guard hadRoot else { throw failure("there is no root element", at: index) }
        return nil
    }

    private mutating func endTag() throws -> Token {
        let at = index
        index += 2
        let name = try readName()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw failure("an end tag that does not end with '>'", at: at)
        }
        index += 1
        guard let expected = open.last, expected == name else {
            throw failure(
                open.last.map { Reason("the end tag </{1}> where </{2}> was expected", name, $0) }
                    ?? Reason("the end tag </{1}> where none was expected", name), at: at)
        }
        open.removeLast()
        return .end(name)
    }

    private mutating func startTag() throws -> Token {
        let at = index
        index += 1
        let name = try readName()
        var attributes: [Attribute] = []
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("a start tag that never ends", at: at) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if starts(with: "/>") {
                index += 2
                closing = name
                break
            }
            attributes.append(try readAttribute())
        }
        guard !hadRoot || !open.isEmpty else {
            throw failure(Reason("a second root element <{1}>", name), at: at)
        }
        guard open.count < XMLTokenizer.maxDepth else { throw failure("elements nested too deeply", at: at) }
        hadRoot = true
        open.append(name)
        return .start(name, attributes)
    }

    private mutating func readAttribute() throws -> Attribute {
        let at = index
        let name = try readName()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            throw failure(Reason("the attribute '{1}' has no value", name), at: at)
        }
        index += 1
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        else {
            throw failure(Reason("the value of '{1}' is not in quotes", name), at: at)
        }
        let quote = bytes[index]
        let start = index + 1
        index = start
        while index < bytes.count && bytes[index] != quote && bytes[index] != UInt8(ascii: "<") { index += 1 }
        guard index < bytes.count, bytes[index] == quote,
            let value = XMLEntities.resolve(bytes[start..<index])
        else {
            throw failure(Reason("the value of '{1}' is not valid", name), at: at)
        }
        index += 1
        return Attribute(name: name, value: value)
    }

    /// A name, without its prefix.
    private mutating func readName() throws -> String {
        let start = index
        var local = index
        while index < bytes.count {
            let byte = bytes[index]
            if XMLTokenizer.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "'")
            {
                break
            }
            if byte == UInt8(ascii: ":") { local = index + 1 }
            index += 1
        }
        guard local < index else { throw failure("a tag or attribute without a name", at: start) }
        return String(decoding: bytes[local..<index], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count && XMLTokenizer.isSpace(bytes[index]) { index += 1 }
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    /// Moves past the next `end`; `false`, the position left as it was, when there is none.
    private mutating func skip(past end: StaticString) -> Bool {
        let start = index
        while index < bytes.count {
            if starts(with: end) {
                index += end.utf8CodeUnitCount
                return true
            }
            index += 1
        }
        index = start
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func failure(_ what: Reason, at offset: Int) -> FileFormatError {
        let line = 1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return FileFormatError(
            Reason(
                "'{1}' in the workbook is not XML that timi reads: {2} (line {3})",
                [.verbatim(part), what, .verbatim(String(line))]))
    }
}
