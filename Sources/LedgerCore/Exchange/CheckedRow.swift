/// A row of the file and its values checked (or why they cannot be), and its id's digest: what
/// ``RowReadAhead`` hands the booking thread.
struct CheckedRow {
    var row: FileRow
    var values: Result<ImportValues, any Error>
    /// The digest of the id (``ImportKey/Digest/init(id:)``), made where the row is checked: the
    /// booking thread looks every id up by it.
    var idDigest: ImportKey.Digest?

    /// Checks `row`'s values, its dates as `dateFormat` says (``ImportValues/day(_:)`` when `nil`).
    init(_ row: FileRow, dateFormat: DateFormat?) {
        self.row = row
        values = Result { try ImportValues(row, dateFormat: dateFormat) }
        if case .success(let values) = values { idDigest = values.id.map(ImportKey.Digest.init(id:)) }
    }
}
