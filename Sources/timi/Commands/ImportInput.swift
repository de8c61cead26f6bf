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
        if file == "-" { return try stream(FileReader(borrowing: 0), name: "stdin") }
        let reader: FileReader
        do { reader = try FileReader(path: file) } catch let failure as FileReader.Failure {
            throw LedgerError.inputMissing(path: file, detail: Reason(stringLiteral: failure.message))  // told from the catalog
        }
        return try stream(reader, name: file)
    }

    /// Everything `reader` gives until its end. A signal that interrupts the wait for more stops
    /// the import.
    private static func stream(_ reader: FileReader, name: String) throws -> [UInt8] {
        do {
            return try reader.readToEnd(interrupted: SignalWatcher.stopIfCaught)
        } catch let failure as FileReader.Failure {
            if failure.code == EBADF && reader.descriptor == 0 {
                throw LedgerError.inputMissing(path: name, detail: "standard input is closed")
            }
            throw LedgerError.io(path: name, detail: failure.message)
        }
    }
}
