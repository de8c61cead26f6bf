/// The shared strings of a workbook (`xl/sharedStrings.xml`): each `<si>` is the text of its `<t>`,
/// or of the `<t>` of its rich-text runs `<r>`, joined; phonetic guides (`<rPh>`) are left out.
///
/// Cells of type `s` hold an index into them. Used by ``XLSXWorkbook``.
enum SharedStrings {
    /// The strings of the part `part`, in order.
    /// - Throws: ``FileFormatError`` when the part is not well-formed XML.
    static func read(_ bytes: [UInt8], part: String) throws -> [String] {
        var xml = try XMLTokenizer(bytes, part: part)
        var strings: [String] = []
        var current: String?
        var inText = false
        var phonetic = 0
        while let token = try xml.next() {
            switch token {
            case .start("si", _): current = ""
            case .start("rPh", _): phonetic += 1
            case .start("t", _): inText = phonetic == 0 && current != nil
            case .text(let text) where inText: current?.append(text)
            case .end("t"): inText = false
            case .end("rPh"): phonetic -= 1
            case .end("si"):
                strings.append(current ?? "")
                current = nil
            default: break
            }
        }
        return strings
    }
}
