/// Comma-separated values as RFC 4180 has them: fields separated by commas, records ended by CRLF
/// (a reader also takes LF or CR), and a field quoted, its quotes doubled, when it holds a comma, a
/// quote, a CR or an LF.
///
/// The one writer is ``ByteWriter``'s `append(csvRecord:)` and `append(csvField:)`, used by `list`
/// and `timi export` for bills and, through ``table(header:rows:)``, by every other view's
/// `--format csv`; the reader is used by `timi import`.
package enum CSV {
    /// A header record and the records under it, each ended by CRLF.
    ///
    /// Used by the `--format csv` of `pie`, `months`, `calendar` and `balance`.
    package static func table(header: [String], rows: [[String]]) -> String {
        var out = ByteWriter(capacity: 64 * (rows.count + 1))
        out.append(csvRecord: header)
        for row in rows { out.append(csvRecord: row) }
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// The usual delimiter of fields.
    package static let comma = UInt8(ascii: ",")

    /// One record read from CSV text: its fields, and the line it starts on (counting from 1).
    package struct Record: Equatable, Sendable {
        /// The line the record starts on, counting from 1.
        package var line: Int
        /// The fields, unquoted.
        package var fields: [String]
    }

    /// Text that is not CSV: where, and what is wrong.
    struct SyntaxError: Error, Equatable, Sendable {
        /// The line the error is on, counting from 1.
        package var line: Int
        /// What is wrong, in a few words.
        package var message: Reason
    }

    /// Reads CSV text (UTF-8, which the caller has checked). A leading byte-order mark is skipped, and
    /// empty lines (such as a blank last line) are no records.
    /// - Parameter lenient: read as bill exports are written rather than as RFC 4180 says: a quote
    ///   inside an unquoted field is a character, and text after a closing quote (WeChat's TAB in
    ///   `"123"\t,`) belongs to the field. Used for the statements of ``StatementSource``.
    /// - Throws: ``SyntaxError`` for a quoted field that never ends, or (unless `lenient`) text after a
    ///   closing quote or a quote inside an unquoted field.
    /// - Parameter delimiter: what separates fields: a comma, or (a bank's export) `;` or TAB.
    package static func records(
        _ bytes: [UInt8], lenient: Bool = false, delimiter: UInt8 = CSV.comma
    ) throws -> [Record] {
        var reader = Reader(bytes: bytes, lenient: lenient, delimiter: delimiter)
        var records: [Record] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    /// Reads CSV text one record at a time (see ``records(_:lenient:)``), so that a large file is never
    /// all its records in memory at once.
    struct Reader {
        let bytes: [UInt8]
        let lenient: Bool
        let delimiter: UInt8
        private var index = 0
        private var line = 1
        /// The field being read, kept between records for its capacity.
        private var field: [UInt8] = []

        static let quote = UInt8(ascii: "\""), cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")

        init(bytes: [UInt8], lenient: Bool, delimiter: UInt8 = CSV.comma) {
            self.bytes = bytes
            self.lenient = lenient
            self.delimiter = delimiter
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        /// The next record, `nil` at the end of the text; with `keeping` false, the record is only
        /// checked, and its fields are all empty.
        mutating func next(keeping: Bool = true) throws -> Record? {
            var fields: [String] = []
            var count = 0
            field.removeAll(keepingCapacity: true)
            var recordLine = line
            func take() {
                fields.append(keeping ? String(decoding: field, as: UTF8.self) : "")
                count += 1
                field.removeAll(keepingCapacity: true)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Reader.quote && field.isEmpty {
                    try readQuoted()
                    guard
                        lenient || index >= bytes.count
                            || [delimiter, Reader.cr, Reader.lf].contains(bytes[index])
                    else {
                        throw SyntaxError(
                            line: line,
                            message: "text after the closing quote of a field (write \"\" for a quote)")
                    }
                    continue
                }
                switch byte {
                case delimiter:
                    take()
                case Reader.cr, Reader.lf:
                    if byte == Reader.cr && index + 1 < bytes.count && bytes[index + 1] == Reader.lf {
                        index += 1
                    }
                    index += 1
                    line += 1
                    if count > 0 || !field.isEmpty {
                        take()
                        return Record(line: recordLine, fields: fields)
                    }
                    recordLine = line
                    continue
                case Reader.quote where !lenient:
                    throw SyntaxError(
                        line: line, message: "a quote inside an unquoted field (quote the whole field)")
                default:
                    field.append(byte)
                }
                index += 1
            }
            guard count > 0 || !field.isEmpty else { return nil }
            take()
            return Record(line: recordLine, fields: fields)
        }

        /// Reads a quoted field from its opening quote through its closing quote, into `field`.
        private mutating func readQuoted() throws {
            let start = line
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Reader.quote {
                    if index + 1 < bytes.count && bytes[index + 1] == Reader.quote {
                        field.append(Reader.quote)
                        index += 2
                        continue
                    }
                    index += 1
                    return
                }
                if byte == Reader.lf
                    || (byte == Reader.cr && (index + 1 >= bytes.count || bytes[index + 1] != Reader.lf))
                {
                    line += 1
                }
                field.append(byte)
                index += 1
            }
            throw SyntaxError(
                line: start, message: "a quoted field that never ends (a missing closing quote)")
        }
    }
}

extension ByteWriter {
    /// One CSV record: its fields as ``append(csvField:)`` writes them, separated by commas and ended
    /// by CRLF.
    mutating func append(csvRecord fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { append(",") }
            append(csvField: field)
        }
        append("\r\n")
    }

    /// One CSV field: as it is, or quoted with its quotes doubled when it holds a comma, a quote, a CR
    /// or an LF.
    mutating func append(csvField value: String) {
        var value = value
        value.withUTF8 { append(csvBytes: $0) }
    }

    /// ``append(csvField:)`` of text given as its UTF-8 bytes.
    mutating func append(csvBytes utf8: UnsafeBufferPointer<UInt8>) {
        guard ByteScan.needsCSVQuotes(utf8) else {
            return append(bytes: utf8)
        }
        append("\"")
        for byte in utf8 {
            if byte == 34 { append("\"") }
            append(byte: byte)
        }
        append("\"")
    }
}
