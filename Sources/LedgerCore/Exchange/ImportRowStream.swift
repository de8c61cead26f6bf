/// The rows of an import file, read one at a time as ``BillImport/apply(to:book:now:)`` books them.
///
/// JSON Lines and timi's own CSV are read from the text as they come, so that a file of a million
/// rows is never a million rows in memory at once (and JSON Lines from a file, a block at a time: see
/// ``ImportFile``, so that it is not the whole file either); statements (whose rows refer to each other),
/// workbooks and JSON arrays are read whole first. Each `apply` reads from a copy, from the start.
struct ImportRowStream {
    private enum Cursor {
        /// Rows read before.
        case rows([FileRow], next: Int)
        /// JSON Lines: the text, where the next line starts and its number.
        case jsonLines(JSONRows, text: [UInt8], offset: Int, line: Int)
        /// JSON Lines read from a file: its lines, and the number of the next.
        case jsonLinesFile(JSONRows, lines: ImportFile.Lines, line: Int)
        /// timi's CSV: the records after the header (the first one perhaps read already), and the
        /// field of each column.
        case csv(CSV.Reader, fields: [ImportField?], first: CSV.Record?)
    }

    private var cursor: Cursor

    /// Rows read whole.
    init(rows: [FileRow]) {
        cursor = .rows(rows, next: 0)
    }

    /// The lines of JSON Lines `text` (UTF-8, without a byte-order mark).
    init(jsonLines text: [UInt8], mapping: ImportMapping, source: String) {
        cursor = .jsonLines(JSONRows(mapping: mapping, source: source), text: text, offset: 0, line: 1)
    }

    /// The lines of the JSON Lines file `file` (UTF-8) from `offset` (after a byte-order mark).
    init(jsonLines file: ImportFile, from offset: Int, mapping: ImportMapping, source: String) {
        cursor = .jsonLinesFile(
            JSONRows(mapping: mapping, source: source), lines: ImportFile.Lines(file, from: offset), line: 1)
    }

    /// `first` and the records `reader` has left, under a header whose columns hold `fields`.
    init(csv reader: CSV.Reader, fields: [ImportField?], first: CSV.Record? = nil) {
        cursor = .csv(reader, fields: fields, first: first)
    }

    /// The rows, when they were read whole (a statement's, a workbook's, a JSON array's).
    var wholeRows: [FileRow]? {
        if case .rows(let rows, _) = cursor { return rows }
        return nil
    }

    /// Whether rows are made as they are read (JSON Lines, timi's CSV), rather than read before.
    var readsLazily: Bool {
        if case .rows = cursor { return false }
        return true
    }

    /// The next row; `nil` at the end.
    /// - Throws: ``CSV/SyntaxError`` only where ``ImportReader`` has not checked the text.
    mutating func next() throws -> FileRow? {
        switch cursor {
        case .rows(let rows, let next):
            guard next < rows.count else { return nil }
            cursor = .rows(rows, next: next + 1)
            return rows[next]
        case .jsonLines(var reader, let text, var offset, var line):
            cursor = .rows([], next: 0)  // the reader's key cache is not shared while it reads
            defer { cursor = .jsonLines(reader, text: text, offset: offset, line: line) }
            return text.withUnsafeBufferPointer { buffer in
                while offset < buffer.count {
                    let end = buffer[offset...].firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
                    let row = reader.row(UnsafeBufferPointer(rebasing: buffer[offset..<end]), line: line)
                    offset = end + 1
                    line += 1
                    if let row { return row }
                }
                return nil
            }
        case .jsonLinesFile(var reader, var lines, var line):
            cursor = .rows([], next: 0)  // the reader and the block are not shared while they read
            defer { cursor = .jsonLinesFile(reader, lines: lines, line: line) }
            var row: FileRow?
            while row == nil, try lines.next({ row = reader.row($0, line: line) }) { line += 1 }
            return row
        case .csv(var reader, let fields, var first):
            cursor = .rows([], next: 0)  // the reader is not shared while it reads
            defer { cursor = .csv(reader, fields: fields, first: first) }
            while let record = try first ?? reader.next() {
                first = nil
                if let row = ImportReader.row(record, fields: fields) { return row }
            }
            return nil
        }
    }
}
