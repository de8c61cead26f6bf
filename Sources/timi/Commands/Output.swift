import LedgerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writing to stdout, and messages to stderr.
final class Output {
    private var buffer: [UInt8] = []
    /// Whether a message went to stderr.
    private(set) var hasWrittenMessage = false

    init() { buffer.reserveCapacity(1 << 16) }

    deinit { flush() }

    /// Appends to stdout, flushing every 64 KiB.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends UTF-8 bytes to stdout.
    func write(bytes: [UInt8]) {
        if buffer.isEmpty && bytes.count >= 1 << 16 {
            Output.writeAll(1, bytes)
        } else {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { flush() }
        }
    }

    /// Writes a line to stderr (after what is pending for stdout).
    func message(_ text: String) {
        hasWrittenMessage = true
        flush()
        Output.writeAll(2, Array((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        Output.writeAll(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    /// Whether stdout is a terminal.
    static var isTerminal: Bool { isatty(1) == 1 }

    /// The width of the terminal that stdout is, or `nil` when stdout is not a terminal.
    static var terminalWidth: Int? {
        guard isTerminal else { return nil }
        var size = winsize()
        return ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : TextStyle.defaultWidth
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let count = Glibc_write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return }
                offset += count
            }
        }
    }
}

private func Glibc_write(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, pointer, count) }
