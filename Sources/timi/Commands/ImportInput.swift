#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// What `timi import` reads here: standard input for `-`, and a pipe or a character device named by
/// its path (`<(iconv …)`, `/dev/stdin`) the same way, to its end. A regular file (and anything else,
/// which it refuses) is read by ``BillImport/init(path:options:)``.
enum ImportInput {
    /// Whether `file` is read here, to its end: standard input, a pipe or a character device (a
    /// regular file is read by ``BillImport/init(path:options:)``, a block at a time where it can).
    static func isStream(_ file: String) -> Bool {
        var info = stat()
        let kind = stat(file, &info) == 0 ? info.st_mode & S_IFMT : 0
        return file == "-" || kind == S_IFIFO || kind == S_IFCHR
    }

    /// The bytes of the stream `file` (see ``isStream(_:)``).
    /// - Throws: ``LedgerError/inputMissing(path:detail:)`` for a stream that cannot be opened, and for
    ///   a closed standard input; ``LedgerError/interrupted(signal:)`` when a signal stops the wait for
    ///   more.
    static func bytes(of file: String) throws -> [UInt8] {
        if file == "-" { return try stream(0, name: "stdin") }
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = Reason(stringLiteral: String(cString: strerror(errno)))  // told from the catalog
            throw LedgerError.inputMissing(path: file, detail: reason)
        }
        defer { close(descriptor) }
        return try stream(descriptor, name: file)
    }

    /// Everything `descriptor` gives until its end. A signal that interrupts the wait for more stops
    /// the import.
    private static func stream(_ descriptor: Int32, name: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count == 0 {
                return bytes
            } else if errno == EINTR {
                try SignalWatcher.stopIfCaught()
            } else if errno == EBADF && descriptor == 0 {
                throw LedgerError.inputMissing(path: name, detail: "standard input is closed")
            } else {
                throw LedgerError.io(path: name, detail: String(cString: strerror(errno)))
            }
        }
    }
}
