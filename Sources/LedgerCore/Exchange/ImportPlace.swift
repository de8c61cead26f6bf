/// A place in an import file, for messages: a line of text, or a row of a spreadsheet.
enum ImportPlace: Equatable, Sendable, CustomStringConvertible {
    /// A line of text, counting from 1.
    case line(Int)
    /// A row of a spreadsheet, as the sheet numbers it.
    case row(Int)

    /// `line 3`, `row 19`: as a message names a place.
    var description: String {
        switch self {
        case .line(let line): return "line \(line)"
        case .row(let row): return "row \(row)"
        }
    }

    /// `message` at this place of the file `source`: `bank.csv:28: …` (as compilers write it), or
    /// `book.xlsx: row 19: …`.
    func locate(_ message: String, in source: String) -> String {
        switch self {
        case .line(let line): return "\(source):\(line): \(message)"
        case .row(let row): return "\(source): row \(row): \(message)"
        }
    }
}
