import LedgerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal on stdin and stdout, put in raw mode for `timi ui` and the interactive `timi add`,
/// and given back exactly as it was found (its termios settings, the main screen, the cursor) by
/// ``restore()``, which the caller runs on every way out.
final class RawTerminal {
    /// Whether both stdin and stdout are terminals.
    static var isAvailable: Bool { isatty(0) == 1 && isatty(1) == 1 }

    private let saved: termios
    private let fullScreen: Bool
    private var restored = false

    /// Saves the settings, turns off echo, line editing, signals from keys and output processing,
    /// and with `fullScreen` switches to the alternate screen and hides the cursor.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the terminal refuses.
    init(fullScreen: Bool) throws {
        var settings = termios()
        guard tcgetattr(0, &settings) == 0 else {
            throw LedgerError.io(path: "the terminal", detail: String(cString: strerror(errno)))
        }
        saved = settings
        self.fullScreen = fullScreen
        cfmakeraw(&settings)
        settings.c_oflag |= tcflag_t(OPOST | ONLCR)  // keep "\n" meaning a new line
        guard tcsetattr(0, TCSADRAIN, &settings) == 0 else {
            throw LedgerError.io(path: "the terminal", detail: String(cString: strerror(errno)))
        }
        if fullScreen { write("\u{1B}[?1049h\u{1B}[?25l") }
    }

    /// Gives the terminal back as it was found; does nothing the second time.
    func restore() {
        guard !restored else { return }
        restored = true
        if fullScreen { write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l") }
        var settings = saved
        tcsetattr(0, TCSAFLUSH, &settings)
    }

    deinit { restore() }

    /// The terminal's size in columns and rows (80×24 when it does not say).
    var size: ScreenSize {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return ScreenSize(columns: 80, rows: 24)
        }
        return ScreenSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    /// Writes `text` to the terminal; a terminal that has gone away is not an error worth a crash.
    func write(_ text: String) {
        try? FileSystem.writeAll(Array(text.utf8), to: 1, path: "the terminal")
    }

    /// Draws `lines` (each already cut to the width) from the top-left corner, clearing the rest
    /// of each line and of the screen, in one write.
    func draw(_ lines: [String]) {
        var out = "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            out += line + "\u{1B}[0m\u{1B}[K" + (index == lines.count - 1 ? "" : "\r\n")
        }
        write(out + "\u{1B}[J")
    }

    /// The keys typed within `milliseconds`: none when nothing was typed or a signal cut the wait
    /// short (the caller looks at ``SignalWatcher``); `nil` when the terminal has gone.
    func keys(waiting milliseconds: Int32) -> [Key]? {
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 { return errno == EINTR ? [] : nil }
        if ready == 0 { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = SystemCall.retrying { read(0, &buffer, buffer.count) }
        guard count > 0 else { return nil }
        return Key.keys(in: Array(buffer[..<count]))
    }
}

/// A terminal's size.
struct ScreenSize: Equatable {
    var columns: Int
    var rows: Int
}
