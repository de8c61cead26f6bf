/// Bytes that are not the file they should be (not text, a damaged zip, a sheet that is not XML):
/// what is wrong (a catalog template and its values, told in the language of whoever shows it) and,
/// where it can be told, the place in the file.
///
/// The decoders of `timi import` throw it; `ImportReader` turns it into a
/// ``LedgerError/invalidRows(source:problems:total:)`` that names the file.
struct FileFormatError: Error, Equatable, Sendable {
    /// What is wrong, in a few words.
    var message: Reason
    /// Where, when it can be told.
    var place: ImportPlace?

    init(_ message: Reason, at place: ImportPlace? = nil) {
        self.message = message
        self.place = place
    }

    /// The message for the file `source`: `bank.csv:28: …`, `book.xlsx: row 19: …`, `book.xlsx: …`.
    func located(in source: String) -> Reason {
        place?.locate(message, in: source) ?? Reason("{1}: {2}", [.verbatim(source), message])
    }
}
