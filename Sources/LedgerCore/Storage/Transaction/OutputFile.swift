#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the user asked timi to write (`timi report --output`, `export --output`, `backup`), written
/// all or nothing: the bytes go to a hidden temporary file beside it, fsynced and renamed over the path
/// at the end, and the directory fsynced, so a reader (or a crash, or a full disk) never sees half a
/// file. An existing file keeps its mode, a new one gets 0666 less the umask; a symbolic link is
/// followed. A path that is not a regular file — a terminal, a pipe, a device such as `/dev/stdout` —
/// is written into, never replaced.
package final class OutputFile {
    private let path: String
    private let target: String
    /// The temporary file until it is renamed into place; `nil` for a special file.
    private var temporary: String?
    private var fd: Int32

    /// Opens the output `path`: a temporary file beside it, or the special file itself.
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be created.
    package init(_ path: String) throws {
        self.path = path
        target = FileSystem.resolvingSymlinks(path)
        if FileSystem.isSpecial(path) {
            temporary = nil
            fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw FileSystem.failure(path) }
            return
        }
        var existing = stat()
        let kept: mode_t? = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        let temp = FileSystem.temporaryName(besides: target)
        temporary = temp
        fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, kept ?? 0o666)
        guard fd >= 0 else { throw OutputFile.named(path, FileSystem.failure(temp)) }
        // A replaced file keeps its mode (open() applied the umask); a new one gets 0666 less the umask.
        if let kept, fchmod(fd, kept) != 0 {
            let error = OutputFile.named(path, FileSystem.failure(temp))
            discard()
            throw error
        }
    }

    deinit { discard() }

    /// Writes `text` to `path`, all or nothing.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the file cannot be written.
    package static func write(_ text: String, to path: String) throws {
        let file = try OutputFile(path)
        try file.append(Array(text.utf8))
        try file.finish()
    }

    /// Writes `bytes` after what was written before.
    /// - Throws: ``LedgerError/io(path:detail:)`` (naming the output, not the temporary file).
    package func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        guard fd >= 0 else { throw LedgerError.io(path: path, detail: "is already closed") }
        do { try FileSystem.writeAll(bytes, to: fd, path: path) } catch {
            throw OutputFile.named(path, error)
        }
    }

    /// ``append(_:)`` of an array's bytes.
    package func append(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try append($0) }
    }

    /// Makes the file whole at `path`: fsyncs it, renames it into place and fsyncs the directory.
    /// - Throws: ``LedgerError/io(path:detail:)``; the temporary file is then removed.
    package func finish() throws {
        guard fd >= 0 else { throw LedgerError.io(path: path, detail: "is already closed") }
        do {
            guard let temporary else {
                close(fd)
                fd = -1
                return
            }
            guard fsync(fd) == 0 else { throw FileSystem.failure(path) }
            let closed = close(fd)
            fd = -1
            guard closed == 0 else { throw FileSystem.failure(path) }
            try FileSystem.rename(temporary, to: target)
            self.temporary = nil
            try FileSystem.syncDirectory(FileSystem.split(target).0)
        } catch {
            discard()
            throw OutputFile.named(path, error)
        }
    }

    /// Gives up: closes and removes the temporary file, leaving `path` as it was.
    func discard() {
        if fd >= 0 {
            close(fd)
            fd = -1
        }
        if let temporary {
            unlink(temporary)
            self.temporary = nil
        }
    }

    private static func named(_ path: String, _ error: Error) -> Error {
        guard case LedgerError.io(_, let detail) = error else { return error }
        return LedgerError.io(path: path, detail: detail)
    }
}
