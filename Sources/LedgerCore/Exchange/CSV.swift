/// Writing CSV as RFC 4180 has it: fields separated by commas, records ended by CRLF, and a field
/// quoted (its quotes doubled) when it holds a comma, a quote, a CR or an LF.
///
/// Used by every view's `--format csv`.
public enum CSV {
    /// One field, quoted when it must be.
    public static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
        else {
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
}
