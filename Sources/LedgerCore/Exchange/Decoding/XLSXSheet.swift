/// The rows of a worksheet part (`<sheetData>`): each `<row>` with the text of its `<c>` cells, placed
/// by their references (`F19`), gaps left empty.
///
/// A cell's text is its value as written: a number exactly as the sheet has it (`229.9`, never
/// through `Double`), a shared string (`t="s"`) looked up, an inline string (`t="inlineStr"`), a
/// boolean (`t="b"`) as `TRUE`/`FALSE`. A row or cell without a reference follows the one before it.
/// Used by ``XLSXWorkbook``.
enum XLSXSheet {
    /// A row with at least one value, numbered as the sheet numbers it (from 1).
    struct Row: Equatable {
        var number: Int
        var cells: [String]
    }

    /// The most rows and columns a sheet has (Excel's limits).
    static let maxRows = 1_048_576, maxColumns = 16_384
    /// The most fields read in all, gaps included, so that sparse cells far apart cannot exhaust memory.
    static let maxFields = 20_000_000

    /// The rows of the sheet part `part`.
    /// - Throws: ``FileFormatError`` for XML that is not well formed, and, naming the row, a reference
    ///   out of range or out of order, or a shared string index that the workbook does not have.
    static func rows(_ bytes: [UInt8], part: String, sharedStrings: [String]) throws -> [Row] {
        var xml = try XMLTokenizer(bytes, part: part)
        var rows: [Row] = []
        var row: Row?
        var lastRow = 0
        var cell: (column: Int, type: String)?
        var value = ""
        var collecting = false
        var fields = 0
        var inlineString = false
        var phonetic = 0
        while let token = try xml.next() {
            switch token {
            case .start("row", let attributes):
                let number = try attributes.first { $0.name == "r" }.map { try rowNumber($0.value) }
                let next = number ?? lastRow + 1
                guard next > lastRow, next <= maxRows else {
                    throw FileFormatError(
                        Reason("the row number {1} follows row {2}", String(next), String(lastRow)),
                        at: .row(next))
                }
                lastRow = next
                row = Row(number: next, cells: [])
            case .start("c", let attributes):
                guard let current = row else { continue }
                let reference = attributes.first { $0.name == "r" }?.value
                let column =
                    try reference.map { try columnNumber($0, row: current.number) } ?? current.cells.count + 1
                guard column > current.cells.count else {
                    throw FileFormatError(
                        Reason("the cell {1} is out of order", reference ?? ""), at: .row(current.number))
                }
                cell = (column, attributes.first { $0.name == "t" }?.value ?? "n")
                value = ""
            case .start("v", _) where cell != nil: collecting = true
            case .start("is", _) where cell != nil: inlineString = true
            case .start("rPh", _): phonetic += 1
            case .start("t", _) where inlineString: collecting = phonetic == 0
            case .text(let text) where collecting: value.append(text)
            case .end("v"), .end("t"): collecting = false
            case .end("is"): inlineString = false
            case .end("rPh"): phonetic -= 1
            case .end("c"):
                guard let (column, type) = cell, var current = row else { continue }
                cell = nil
                guard let text = try self.text(value, type: type, strings: sharedStrings, row: current.number)
                else { continue }
                fields += column - current.cells.count
                guard fields <= maxFields else {
                    throw FileFormatError(
                        Reason("the sheet has more than {1} cells", String(maxFields)),
                        at: .row(current.number))
                }
                current.cells += repeatElement("", count: column - 1 - current.cells.count)
                current.cells.append(text)
                row = current
            case .end("row"):
                if let current = row, !current.cells.isEmpty { rows.append(current) }
                row = nil
            default: break
            }
        }
        return rows
    }

    /// The text of a cell of `type` whose value (`<v>` or inline string) is `value`; `nil` for a
    /// cell without one.
    private static func text(_ value: String, type: String, strings: [String], row: Int) throws -> String? {
        switch type {
        case "s":
            guard !value.isEmpty else { return nil }
            guard let index = Int(value), strings.indices.contains(index) else {
                throw FileFormatError(
                    Reason(
                        "a cell refers to shared string {1}, but the workbook has {2}", value,
                        String(strings.count)),
                    at: .row(row))
            }
            return strings[index]
        case "b": return value.isEmpty ? nil : value == "1" ? "TRUE" : "FALSE"
        default: return value.isEmpty && type != "inlineStr" && type != "str" ? nil : value
        }
    }

    /// The row of a `<row r="19">`.
    private static func rowNumber(_ text: String) throws -> Int {
        guard let number = Int(text), (1...maxRows).contains(number) else {
            throw FileFormatError(Reason("the row number '{1}' is not valid", text))
        }
        return number
    }

    /// The column (from 1) of a cell reference such as `F19` or `AB3` in the row `row`.
    private static func columnNumber(_ reference: String, row: Int) throws -> Int {
        let letters = reference.utf8.prefix { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
        let digits = reference.utf8.dropFirst(letters.count)
        let column = letters.reduce(0) { $0 * 26 + Int($1 - UInt8(ascii: "A")) + 1 }
        guard (1...3).contains(letters.count), column <= maxColumns, !digits.isEmpty,
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            throw FileFormatError(Reason("the cell reference '{1}' is not valid", reference), at: .row(row))
        }
        return column
    }
}
