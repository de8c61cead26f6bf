import LedgerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the text views' width and colour are decided, from the environment and `--color`.
enum Terminal {
    /// `$COLUMNS` when it is a positive number, else the terminal's width when stdout is one, else
    /// 80. Colour with `always`; never with `never`; with `auto` or `nil` only when stdout is a
    /// terminal, `NO_COLOR` is unset or empty and `TERM` is not `dumb`. `color` is `--color`, else the
    /// configuration's `color`. Categories' colours at the ``depth(_:)`` the environment tells.
    static func style(
        color: Configuration.ColorMode?, environment: [String: String], stdoutWidth: Int?, language: Language
    ) -> TextStyle {
        let width = columns(environment) ?? stdoutWidth ?? TextStyle.defaultWidth
        let depth = depth(environment)
        switch color {
        case .always: return TextStyle(width: width, color: true, depth: depth, language: language)
        case .never: return TextStyle(width: width, color: false, depth: depth, language: language)
        case .auto, nil:
            let wanted =
                stdoutWidth != nil && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
            return TextStyle(width: width, color: wanted, depth: depth, language: language)
        }
    }

    /// How categories' colours are written: exactly when `COLORTERM` is `truecolor` or `24bit`, as
    /// one of 256 when `TERM` ends in `256color`, else as the nearest of the 16 basic colours.
    static func depth(_ environment: [String: String]) -> ColorDepth {
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        return (environment["TERM"] ?? "").hasSuffix("256color") ? .indexed : .basic
    }

    /// The width messages on stderr wrap at when stderr is a terminal: `$COLUMNS`, else the
    /// terminal's width. `nil` otherwise: each message is then one line, as scripts and logs read it.
    static func messageWidth(environment: [String: String]) -> Int? {
        guard isatty(2) == 1 else { return nil }
        if let columns = columns(environment) { return columns }
        var size = winsize()
        return ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }

    /// `$COLUMNS` when it is a positive number.
    private static func columns(_ environment: [String: String]) -> Int? {
        environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }
}
