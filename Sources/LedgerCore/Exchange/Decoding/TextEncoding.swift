/// The character encodings `timi import` reads text files in.
///
/// By default the encoding is found from the bytes (see ``BillImport/Options/encoding``).
public enum TextEncoding: String, CaseIterable, Sendable {
    /// UTF-8, with or without a byte-order mark.
    case utf8 = "utf-8"
    /// GB18030, which contains GBK and GB2312: Alipay's and Chinese banks' exports.
    case gb18030

    /// The encoding called `name`, in any case: `utf-8` or `utf8`; `gb18030`, `gbk` or `gb2312`.
    public init?(name: String) {
        switch name.lowercased() {
        case "utf-8", "utf8": self = .utf8
        case "gb18030", "gbk", "gb2312": self = .gb18030
        default: return nil
        }
    }
}
