/// A place in an import file, for messages: a line of text, or a row of a spreadsheet.
package enum ImportPlace: Equatable, Sendable, CustomStringConvertible {
    /// A line of text, counting from 1.
    case line(Int)
    /// A row of a spreadsheet, as the sheet numbers it.
    case row(Int)

    /// `line 3`, `row 19` (`第 3 行`): as a message names a place.
    package var name: Reason {
        switch self {
        case .line(let line): return Reason("line {1}", String(line))
        case .row(let row): return Reason("row {1}", String(row))
        }
    }

    /// `line 3`, `row 19`: as an English message (and JSON) names a place.
    package var description: String { name.description }

    /// `message` at this place of the file `source`: `bank.csv:28: …` (as compilers write it), or
    /// `book.xlsx: row 19: …`.
    func locate(_ message: Reason, in source: String) -> Reason {
        switch self {
        case .line(let line):
            return Reason("{1}:{2}: {3}", [.verbatim(source), .verbatim(String(line)), message])
        case .row(let row):
            return Reason("{1}: row {2}: {3}", [.verbatim(source), .verbatim(String(row)), message])
        }
    }
}
