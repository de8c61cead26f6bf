/// The character encodings `timi import` reads text files in.
///
/// By default the encoding is found from the bytes (see ``BillImport/Options/encoding``).
package enum TextEncoding: String, CaseIterable, Sendable {
    /// UTF-8, with or without a byte-order mark.
    case utf8 = "utf-8"
    /// GB18030, which contains GBK and GB2312: Alipay's and Chinese banks' exports.
    case gb18030
    /// UTF-16 with a byte-order mark (either byte order): some banks' "Unicode" exports.
    case utf16 = "utf-16"
    /// Windows-1252 (Western European): German, French and Spanish banks' exports.
    case windows1252 = "windows-1252"

    /// The encoding called `name`, in any case: `utf-8` or `utf8`; `gb18030`, `gbk` or `gb2312`;
    /// `utf-16` or `utf16`; `windows-1252` or `cp1252`.
    package init?(name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "gb18030", "gbk", "gb2312": self = .gb18030
        case "utf-16", "utf16": self = .utf16
        case "windows-1252", "cp1252": self = .windows1252
        default: return nil
        }
    }

    /// The encoding's name as the plan shows it: `UTF-8`, `GB18030`, `UTF-16`, `windows-1252`.
    package var title: String {
        switch self {
        case .utf8: return "UTF-8"
        case .gb18030: return "GB18030"
        case .utf16: return "UTF-16"
        case .windows1252: return "windows-1252"
        }
    }
}
