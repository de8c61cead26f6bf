import LedgerCore

/// Where the text views' width and colour are decided, from the environment and `--color`.
enum Terminal {
    /// `$COLUMNS` when it is a positive number, else the terminal's width when stdout is one, else
    /// 80. Colour with `always`; never with `never`; with `auto` or `nil` only when stdout is a
    /// terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`. `color` is `--color`, else the
    /// configuration's `color`.
    static func style(color: Configuration.ColorMode?, environment: [String: String], stdoutWidth: Int?) -> TextStyle {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let width = columns ?? stdoutWidth ?? TextStyle.defaultWidth
        switch color {
        case .always: return TextStyle(width: width, color: true)
        case .never: return TextStyle(width: width, color: false)
        case .auto, nil:
            let wanted =
                stdoutWidth != nil && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
            return TextStyle(width: width, color: wanted)
        }
    }
}
