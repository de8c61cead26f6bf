/// Shared rules for names typed by people: book names, category titles, currency symbols.
enum Validation {
    /// `value` as a name may be: 1 to `maxLength` characters, no control characters, no space at
    /// either end.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` naming `field`.
    static func name(_ value: String, field: String, maxLength: Int) throws -> String {
        func fail(_ reason: String) -> LedgerError {
            .invalidValue(field: field, value: value, reason: reason)
        }
        guard !value.isEmpty else { throw fail("it is empty") }
        guard value.count <= maxLength else {
            throw fail("at most \(maxLength) characters are allowed (this has \(value.count))")
        }
        guard !value.unicodeScalars.contains(where: PrintableText.isUnprintable) else {
            throw LedgerError.invalidValue(
                field: field, value: value.debugDescription, reason: "control characters are not allowed")
        }
        guard value.first?.isWhitespace == false, value.last?.isWhitespace == false else {
            throw fail("it cannot start or end with a space")
        }
        return value
    }
}
