/// Bytes that are not the file they should be (not text, a damaged zip, a sheet that is not XML):
/// what is wrong and, where it can be told, the place in the file.
///
/// The decoders of `timi import` throw it; `ImportReader` turns it into a
/// ``LedgerError/invalidRows(source:problems:total:)`` that names the file.
struct FileFormatError: Error, Equatable, Sendable {
    /// What is wrong, in a few words.
    var message: String
    /// Where, when it can be told.
    var place: ImportPlace?

    init(_ message: String, at place: ImportPlace? = nil) {
        self.message = message
        self.place = place
    }

    /// The message for the file `source`: `bank.csv:28: …`, `book.xlsx: row 19: …`, `book.xlsx: …`.
    func located(in source: String) -> Reason {
        place?.locate(.verbatim(message), in: source) ?? .verbatim(source + ": " + message)
    }
}
