import LedgerCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered writing to stdout, and messages to stderr, every write checked.
///
/// A write that fails is remembered and what follows for that stream is dropped; ``finish(_:)``
/// turns it into the exit status. A closed pipe (`timi export all | head -1`) stays quiet: timi
/// keeps the default SIGPIPE action, so the write that meets it ends timi silently with that
/// signal; where SIGPIPE is ignored (inherited), the EPIPE error stops stdout quietly and the
/// command's own status stands.
final class Output {
    private var buffer: [UInt8] = []
    /// The first failed write to stdout, `nil` while all went well.
    private var stdoutFailure: LedgerError?
    /// Whether stdout is a pipe whose reader has gone (seen only when SIGPIPE is ignored).
    private var closedPipe = false
    private var stderrFailed = false
    /// Whether a message went to stderr.
    private(set) var hasWrittenMessage = false
    /// The width messages wrap at (at spaces, the lines after the first indented by two): set when
    /// stderr is a terminal; `nil` keeps each message on one line.
    var messageWidth: Int?
    /// Whether the command's way to end is a signal (`timi ui`): then `main` says nothing of it, only
    /// the status (128 + N) tells it.
    var closesOnSignal = false
    /// The language of the failure ``finish(_:)`` tells: the interface's, once it is known.
    var language = Language.english

    init() { buffer.reserveCapacity(1 << 16) }

    /// Appends to stdout, flushing every 64 KiB.
    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends UTF-8 bytes to stdout; 64 KiB or more, with nothing pending, are written at once.
    func write(bytes: UnsafeBufferPointer<UInt8>) {
        if buffer.isEmpty && bytes.count >= 1 << 16 {
            writeStdout(bytes)
        } else {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { flush() }
        }
    }

    /// Writes a line to stderr (after what is pending for stdout). Once stdout has failed, nothing
    /// more: that failure is the one line to say (see ``finish(_:)``).
    func message(_ text: String) { messages([text]) }

    /// Writes lines to stderr as ``message(_:)`` does, in one write: a failure leaves none of them
    /// said, rather than the first few.
    func messages(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        hasWrittenMessage = true
        flush()
        guard stdoutFailure == nil else { return }
        writeStderr(
            lines.map { text in
                messageWidth.map { CommandHelp.paragraph(text, width: $0, indent: 2, in: language) } ?? text
            }.joined(separator: "\n"))
    }

    /// Writes what is pending for stdout.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer { writeStdout($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// The exit status for a run that ended with `status`, once the output is flushed: 74 and one
    /// line on stderr (if it still works) when a write to stdout failed; 74 when a success could
    /// not be told on stderr; else `status`. A closed pipe changes nothing.
    func finish(_ status: Int32) -> Int32 {
        flush()
        if let failure = stdoutFailure {
            writeStderr(language.text("Error: {1}", failure.description(in: language)))
            return ExitStatus.ioError
        }
        return stderrFailed && status == ExitStatus.success ? ExitStatus.ioError : status
    }

    private func writeStderr(_ text: String) {
        guard !stderrFailed else { return }
        do {
            try FileSystem.writeAll(
                Array((text.hasSuffix("\n") ? text : text + "\n").utf8), to: 2, path: "standard error")
        } catch {
            stderrFailed = true
        }
    }

    private func writeStdout(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard stdoutFailure == nil, !closedPipe else { return }
        do {
            try FileSystem.writeAll(bytes, to: 1, path: "standard output")
        } catch LedgerError.closedPipe {
            closedPipe = true
        } catch {
            stdoutFailure = error as? LedgerError ?? .io(path: "standard output", detail: "\(error)")
        }
    }

    /// Whether stdout is a terminal.
    static var isTerminal: Bool { isatty(1) == 1 }

    /// The width of the terminal that stdout is, or `nil` when stdout is not a terminal.
    static var terminalWidth: Int? {
        guard isTerminal else { return nil }
        var size = winsize()
        return ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
            ? Int(size.ws_col) : TextStyle.defaultWidth
    }
}
