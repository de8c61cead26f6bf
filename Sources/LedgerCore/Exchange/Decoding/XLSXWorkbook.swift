/// An XLSX workbook (ECMA-376 SpreadsheetML, a ZIP of XML parts) read for its first sheet.
///
/// `xl/workbook.xml` names the sheets and `xl/_rels/workbook.xml.rels` gives each its part; without
/// them the first sheet is `xl/worksheets/sheet1.xml`. Text cells point into `xl/sharedStrings.xml`.
/// Styles are not read: a number is its cell's text, and a date formatted as one is its serial
/// number. Used by `ImportReader` for `timi import book.xlsx`.
struct XLSXWorkbook {
    /// The largest part read (a sheet of 100,000 rows of eleven cells is about 30 MB).
    static let maxPartSize = 256 << 20
    /// The part that makes a ZIP archive a workbook.
    static let workbookPart = "xl/workbook.xml"

    private let archive: ZipArchive

    /// Opens the workbook in `bytes`.
    /// - Throws: ``FileFormatError`` when the bytes are not a ZIP archive, or not a workbook.
    init(_ bytes: [UInt8]) throws {
        archive = try ZipArchive(bytes)
        guard archive.entry(named: XLSXWorkbook.workbookPart) != nil else {
            throw FileFormatError(
                Reason(
                    "a zip archive, not an XLSX workbook (it has no {1}); unzip it first",
                    XLSXWorkbook.workbookPart))
        }
    }

    /// The rows of the first sheet that have a cell with a value.
    /// - Throws: ``FileFormatError`` for a damaged part, XML that is not well formed, or a cell that
    ///   cannot be read (naming its row).
    func firstSheetRows() throws -> [XLSXSheet.Row] {
        let relationships = try self.relationships()
        let sheet = try firstSheetID().flatMap { relationships[$0]?.target } ?? "xl/worksheets/sheet1.xml"
        let stringsPart =
            relationships.values.first { $0.type.hasSuffix("/sharedStrings") }?.target
            ?? "xl/sharedStrings.xml"
        let strings = try part(stringsPart).map { try SharedStrings.read($0, part: stringsPart) } ?? []
        guard let bytes = try part(sheet) else {
            throw FileFormatError(Reason("the workbook has no sheet '{1}'", sheet))
        }
        return try XLSXSheet.rows(bytes, part: sheet, sharedStrings: strings)
    }

    /// The contents of the part `name`, or `nil` when the archive has none.
    private func part(_ name: String) throws -> [UInt8]? {
        try archive.entry(named: name).map { try archive.contents(of: $0, limit: XLSXWorkbook.maxPartSize) }
    }

    /// The relationship id (`r:id`) of the first `<sheet>` of the workbook.
    private func firstSheetID() throws -> String? {
        guard let bytes = try part(XLSXWorkbook.workbookPart) else { return nil }
        var xml = try XMLTokenizer(bytes, part: XLSXWorkbook.workbookPart)
        while let token = try xml.next() {
            if case .start("sheet", let attributes) = token {
                return attributes.first { $0.name == "id" }?.value
            }
        }
        return nil
    }

    /// The workbook's relationships by id: the part each targets (a path in the archive) and its type.
    private func relationships() throws -> [String: (target: String, type: String)] {
        let name = "xl/_rels/workbook.xml.rels"
        guard let bytes = try part(name) else { return [:] }
        var xml = try XMLTokenizer(bytes, part: name)
        var relationships: [String: (target: String, type: String)] = [:]
        while let token = try xml.next() {
            guard case .start("Relationship", let attributes) = token else { continue }
            let value = { (key: String) in attributes.first { $0.name == key }?.value }
            if let id = value("Id"), let target = value("Target") {
                relationships[id] = (XLSXWorkbook.path(of: target), value("Type") ?? "")
            }
        }
        return relationships
    }

    /// The archive path of a relationship's target: absolute (`/xl/…`) or relative to `xl/`.
    static func path(of target: String) -> String {
        var segments: [Substring] = target.hasPrefix("/") ? [] : ["xl"]
        for segment in target.split(separator: "/") {
            if segment == ".." {
                _ = segments.popLast()
            } else if segment != "." {
                segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }
}
