/// The file formats `timi import` reads.
package enum ImportFormat: String, CaseIterable, Sendable {
    case csv, json, jsonl
    /// An Excel workbook, `.xlsx` or (told by its content) Excel 97–2003 `.xls`: its first sheet, read
    /// as a CSV file's rows.
    case xlsx

    /// The format of `bytes`: a ZIP archive (`PK\3\4`) or a compound file (`D0 CF 11 E0`, an Excel
    /// 97–2003 `.xls`) is a workbook, whatever its name; else the format of `path` by its extension
    /// (`.csv`, `.json`, `.jsonl`/`.ndjson`, `.xlsx`); otherwise (or for standard input) by the first
    /// character: `[` is JSON, `{` is JSON Lines, anything else CSV. A file named `.xls` that is not a
    /// compound file (some banks write text or HTML under that name) is read by its content.
    package static func guess(path: String?, bytes: [UInt8]) -> ImportFormat {
        let name = path.map { FileSystem.split($0).1.lowercased() } ?? ""
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: CompoundFile.signature)
            || name.hasSuffix(".xlsx")
        {
            return .xlsx
        }
        if name.hasSuffix(".csv") { return .csv }
        if name.hasSuffix(".jsonl") || name.hasSuffix(".ndjson") { return .jsonl }
        if name.hasSuffix(".json") { return .json }
        let first = bytes.drop(while: {
            $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13
        })
        .first
        return first == UInt8(ascii: "[") ? .json : first == UInt8(ascii: "{") ? .jsonl : .csv
    }
}
