@testable import LedgerCore

extension ImportRowStream {
    /// Every row left, read from a copy (the stream itself stays where it is).
    /// - Throws: what reading a row throws.
    func readAll() throws -> [FileRow] {
        var copy = self
        var rows: [FileRow] = []
        while let row = try copy.next() { rows.append(row) }
        return rows
    }
}
