/// Comma-separated values as RFC 4180 has them: fields separated by commas, records ended by CRLF
/// (a reader also takes LF or CR), and a field quoted, its quotes doubled, when it holds a comma, a
/// quote, a CR or an LF.
///
/// The writer is used by every view's `--format csv` and by `timi export`; the reader by `timi import`.
public enum CSV {
    /// One field, quoted when it must be.
    public static func field(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 44 || $0 == 34 || $0 == 10 || $0 == 13 }) else {
            return value
        }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    /// One record, ended by CRLF.
    public static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// A header record and the records under it.
    public static func table(header: [String], rows: [[String]]) -> String {
        row(header) + rows.map(row).joined()
    }

    /// One record read from CSV text: its fields, and the line it starts on (counting from 1).
    public struct Record: Equatable, Sendable {
        public var line: Int
        public var fields: [String]

        public init(line: Int, fields: [String]) {
            self.line = line
            self.fields = fields
        }
    }

    /// Text that is not CSV: where, and what is wrong.
    public struct SyntaxError: Error, Equatable, Sendable {
        public var line: Int
        public var message: String
    }

    /// Reads CSV text (UTF-8, which the caller has checked). A leading byte-order mark is skipped, and
    /// empty lines (such as a blank last line) are no records.
    /// - Throws: ``SyntaxError`` for a quoted field that never ends, or text after a closing quote.
    public static func records(_ bytes: [UInt8]) throws -> [Record] {
        var reader = Reader(bytes: bytes)
        return try reader.readAll()
    }
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        static let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), cr = UInt8(ascii: "\r"),
            lf = UInt8(ascii: "\n")

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func readAll() throws -> [Record] {
            var records: [Record] = []
            var fields: [String] = []
            var field: [UInt8] = []
            var recordLine = line
            while index < bytes.count {
                let byte = bytes[index]
                if byte == Reader.quote && field.isEmpty {
                    try readQuoted(into: &field)
                    guard index >= bytes.count || [Reader.comma, Reader.cr, Reader.lf].contains(bytes[index])
                    else {
                        throw SyntaxError(
                            line: line,
                            message: "text after the closing quote of a field (write \"\" for a quote)")
                    }
                    continue
                }
                switch byte {
                case Reader.comma:
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                case Reader.cr, Reader.lf:
                    if byte == Reader.cr && index + 1 < bytes.count && bytes[index + 1] == Reader.lf {
                        index += 1
                    }
                    if !fields.isEmpty || !field.isEmpty {
                        fields.append(String(decoding: field, as: UTF8.self))
                        records.append(Record(line: recordLine, fields: fields))
                    }
                    fields.removeAll(keepingCapacity: true)
                    field.removeAll(keepingCapacity: true)
                    line += 1
                    recordLine = line
                case Reader.quote:
                    throw SyntaxError(
                        line: line, message: "a quote inside an unquoted field (quote the whole field)")
                default:
                    field.append(byte)
                }
                index += 1
            }
            if !fields.isEmpty || !field.isEmpty {
                fields.append(String(decoding: field, as: UTF8.self))
                records.append(Record(line: recordLine, fields: fields))
            }
            return records
        }

        /// Reads a quoted field from its opening quote through its closing quote.
        mutating func readQuoted(into field: inout [UInt8]) throws {
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
