import CSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing, renaming, removing and syncing files, all or nothing where it matters: what ``Commit``,
/// the undo history and ``OutputFile`` are made of.
extension FileSystem {
    /// Writes `contents` to a new hidden temporary file beside `resolved` (a target whose symlinks
    /// the caller has followed), with the mode of the existing target; fsyncs it unless `durable` is
    /// false (the caller then makes it durable later, see ``Flush``).
    /// - Returns: the temporary file's path and its fingerprint (kept by the rename).
    static func writeTemporary(
        besides resolved: String, contents: [UInt8], durable: Bool = true
    ) throws -> (String, FileFingerprint) {
        let temp = temporaryName(besides: resolved)
        var existing = stat()
        let mode: mode_t? = stat(resolved, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        return (temp, try create(temp, contents: contents, mode: mode, durable: durable))
    }

    /// Creates the file `path`, which must not exist, with `contents`; fsyncs it unless `durable` is
    /// false.
    /// - Parameters:
    ///   - mode: the mode of the file this one replaces, kept as it is; `nil` for `limit` less the umask.
    ///   - limit: the loosest mode a new file gets (0600 for files only their owner should read).
    /// - Returns: the file's fingerprint.
    @discardableResult
    static func create(
        _ path: String, contents: [UInt8], mode: mode_t? = nil, limit: mode_t = 0o666, durable: Bool = true
    ) throws -> FileFingerprint {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? limit)
        guard fd >= 0 else { throw failure(path) }
        var ok = false
        defer {
            close(fd)
            if !ok { unlink(path) }
        }
        // open() applied the umask; a replaced file's mode is kept as it was.
        if let mode, fchmod(fd, mode) != 0 { throw failure(path) }
        try writeAll(contents, to: fd, path: path)
        guard !durable || SystemCall.retrying({ fsync(fd) }) == 0 else { throw failure(path) }
        if !durable { startWriteBack(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        ok = true
        return fingerprint(of: info)
    }

    /// Writes all of `contents` to `fd` (`path` names it in errors), resuming after interruptions
    /// and short writes: the one write loop of timi, for files and for standard output and error.
    /// - Throws: ``LedgerError/closedPipe(path:)`` when `fd` is a pipe whose reader has gone (with
    ///   SIGPIPE ignored), else ``LedgerError/io(path:detail:)`` with the system's message.
    package static func writeAll(_ contents: UnsafeBufferPointer<UInt8>, to fd: Int32, path: String) throws {
        var offset = 0
        while offset < contents.count {
            let written = SystemCall.retrying {
                write(fd, contents.baseAddress.map { $0 + offset }, contents.count - offset)
            }
            if written < 0 {
                if errno == EPIPE { throw LedgerError.closedPipe(path: path) }
                throw failure(path)
            }
            offset += written
        }
    }

    /// ``writeAll(_:to:path:)`` of an array's bytes.
    package static func writeAll(_ contents: [UInt8], to fd: Int32, path: String) throws {
        try contents.withUnsafeBufferPointer { try writeAll($0, to: fd, path: path) }
    }

    /// Gives the regular file `source` a second name `path` (a hard link, so no bytes are copied), or
    /// copies it where links are not possible (another file system), keeping its mode and time.
    /// - Returns: the fingerprint of the file now at `path`.
    @discardableResult
    static func linkOrCopy(_ source: String, to path: String) throws -> FileFingerprint {
        var info = stat()
        guard stat(source, &info) == 0 else { throw failure(source) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw LedgerError.io(path: source, detail: "is not a regular file")
        }
        if link(source, path) == 0 { return fingerprint(of: info) }
        guard [EXDEV, EPERM, EMLINK, ENOTSUP].contains(errno) else { throw failure(path) }
        guard let bytes = try read(source) else { throw LedgerError.io(path: source, detail: "disappeared") }
        try create(path, contents: bytes, mode: info.st_mode & 0o7777)
        // The copy keeps the original's time, so fingerprints taken of the original still match.
        #if canImport(Darwin)
            var times = [info.st_atimespec, info.st_mtimespec]
        #else
            var times = [info.st_atim, info.st_mtim]
        #endif
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw failure(path) }
        guard let copied = try fingerprint(path) else { throw failure(path) }
        return copied
    }

    /// Sets the modification time of `path` to `nanoseconds` after the epoch (as a fingerprint keeps
    /// it), so a file put back by `timi restore` matches the fingerprints taken of the original.
    static func setModified(_ path: String, nanoseconds: Int64) throws {
        let time = timespec(
            tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var times = [time, time]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw failure(path) }
    }

    /// Swaps the paths `first` and `second` in one step (renameat2 with RENAME_EXCHANGE, Linux 3.15
    /// on), so a crash leaves one or the other at each path, never neither.
    /// - Returns: `false` when the system cannot swap (then nothing was done).
    static func exchange(_ first: String, _ second: String) throws -> Bool {
        if csystem_exchange(first, second) == 0 { return true }
        if errno == ENOSYS || errno == EINVAL { return false }
        throw failure(second)
    }

    static func rename(_ from: String, to: String) throws {
        guard renameat(AT_FDCWD, from, AT_FDCWD, to) == 0 else { throw failure(to) }
    }

    /// Removes a file; a file that is already gone is fine.
    static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw failure(path) }
    }

    /// Removes an empty directory; one that is gone or not empty is left alone.
    static func removeDirectoryIfEmpty(_ path: String) {
        _ = rmdir(path)
    }

    /// Removes a directory and everything in it (symbolic links are removed, never followed).
    static func removeTree(_ path: String) throws {
        guard let info = try status(path, following: false) else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in try list(path) { try removeTree(path + "/" + name) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw failure(path) }
        } else {
            try remove(path)
        }
    }

    /// Flushes a directory's entries (new, renamed and removed names) to disk.
    static func syncDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        guard SystemCall.retrying({ fsync(fd) }) == 0 || errno == EINVAL else { throw failure(path) }
    }

    /// Creates `path` and its missing parents with `mode`, syncing each parent it adds to.
    /// - Parameter durable: `false` leaves the new entries to the caller's ``Flush``.
    static func makeDirectory(_ path: String, mode: mode_t = 0o700, durable: Bool = true) throws {
        if try isDirectory(path) { return }
        let (parent, _) = split(path)
        if !parent.isEmpty, parent != path { try makeDirectory(parent, mode: 0o755, durable: durable) }
        guard mkdir(path, mode) == 0 || errno == EEXIST else { throw failure(path) }
        guard try isDirectory(path) else {
            throw LedgerError.io(path: path, detail: "exists and is not a directory")
        }
        if durable && !parent.isEmpty { try syncDirectory(parent) }
    }
}
