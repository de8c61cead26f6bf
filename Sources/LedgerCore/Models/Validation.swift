/// Shared rules for names and remarks typed by people: book names, category titles, currency symbols,
/// notes and payees.
enum Validation {
    /// `value` as a name may be, without the spaces at either end: 1 to `maxLength` characters, no
    /// control characters.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` naming `field`.
    static func name(_ text: String, field: String, maxLength: Int) throws -> String {
        let value = trimmed(text)
        func fail(_ reason: Reason) -> LedgerError {
            .invalidValue(field: field, value: value, reason: reason)
        }
        guard !value.isEmpty else { throw fail("it is empty") }
        guard value.count <= maxLength else {
            throw fail(
                Reason(
                    "at most {1} characters are allowed (this has {2})", String(maxLength),
                    String(value.count)))
        }
        guard !value.unicodeScalars.contains(where: PrintableText.isUnprintable) else {
            throw LedgerError.invalidValue(
                field: field, value: value.debugDescription, reason: "control characters are not allowed")
        }
        return value
    }

    /// `text`, already trimmed, as a remark a bill may carry (a note, a payee): at most `maxLength`
    /// characters, no control characters.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` naming `field`: `a note has at most
    ///   40 characters (this one has 41)`, `a payee cannot contain control characters`.
    static func remark(_ text: String, field: String, maxLength: Int) throws -> String {
        // No more bytes than the limit is no more characters: counted only when longer.
        guard text.utf8.count <= maxLength || text.count <= maxLength else {
            throw LedgerError.invalidValue(
                field: field, value: String(text.prefix(20)) + "…",
                reason: Reason(
                    "a {1} has at most {2} characters (this one has {3})",
                    [Reason(field), .verbatim(String(maxLength)), .verbatim(String(text.count))]))
        }
        guard !text.unicodeScalars.contains(where: PrintableText.isUnprintable) else {
            throw LedgerError.invalidValue(
                field: field, value: text.debugDescription,
                reason: Reason("a {1} cannot contain control characters", [Reason(field)]))
        }
        return text
    }

    /// `text` without the spaces (any kind: ` `, U+3000 …) at either end; control characters, which
    /// names and notes may not contain, are kept to be refused.
    static func trimmed(_ text: String) -> String {
        func isSpace(_ character: Character) -> Bool {
            character.isWhitespace && !character.unicodeScalars.contains(where: PrintableText.isUnprintable)
        }
        // Printable ASCII or a CJK ideograph (U+4000–U+9FFF: lead bytes E4–E9) at both ends (most
        // text) starts and ends characters that are not spaces.
        let plain = text.withUTF8Buffer { bytes in
            guard let first = bytes.first, let last = bytes.last else { return false }
            let (printable, ideograph): (ClosedRange<UInt8>, ClosedRange<UInt8>) = (0x21...0x7E, 0xE4...0xE9)
            return (printable.contains(first) || ideograph.contains(first))
                && (printable.contains(last) || bytes.count >= 3 && ideograph.contains(bytes[bytes.count - 3]))
        }
        if plain { return text }
        guard let first = text.first, let last = text.last, isSpace(first) || isSpace(last) else {
            return text
        }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// `text` without spaces and tabs at either end (a line of a file; ``trimmed(_:)`` is for what people type).
    static func trimmingBlanks(_ text: String) -> String {
        func isBlank(_ byte: UInt8?) -> Bool { byte == 32 || byte == 9 }
        // The bytes at either end from one buffer: `utf8.last` steps back through the view's index.
        guard text.withUTF8Buffer({ isBlank($0.first) || isBlank($0.last) }) else { return text }
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
