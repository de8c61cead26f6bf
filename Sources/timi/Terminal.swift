import LedgerCore

/// Where the text views' width and colour are decided, from the environment and `--color`.
enum Terminal {
    /// `$COLUMNS` when it is a positive number, else the terminal's width when stdout is one, else
    /// 80. Colour with `--color always`; never with `--color never`; by default only when stdout is
    /// a terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`.
    static func style(color: String?, environment: [String: String], stdoutWidth: Int?) -> TextStyle {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let width = columns ?? stdoutWidth ?? TextStyle.defaultWidth
        switch color {
        case "always": return TextStyle(width: width, color: true)
        case "never": return TextStyle(width: width, color: false)
        default:
            let wanted =
                stdoutWidth != nil && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
            return TextStyle(width: width, color: wanted)
        }
    }
}
