#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The redo log's file, `journal.json`, kept from change to change: a change writes its log into the
/// empty file the last one left, and empties it once carried out. Its name is then made once, not made
/// and removed by every change: no folder to flush for it in the commit's barrier, no new file (whose
/// inode costs most of a creation on a file system with many recent removals), no removal. An empty
/// file is no log; a log that comes back after a power cut is the last one whose barrier ended, as when
/// the file was removed (docs/RELIABILITY.md, "The commit").
extension RedoLog {
    /// Writes `bytes`, a log, to `journal.json` in `directory`, not flushed: into the empty file there,
    /// whose name is already durable, or under a new name when there is none, or when another name
    /// shares that file (a ledger copied with hard links, which writing in place would change too).
    /// - Returns: whether the name is new: its folder must be flushed with it.
    /// - Throws: ``LedgerError/io(path:detail:)`` when a log is waiting there (`File exists`, as the
    ///   file's creation would fail), it is not a regular file, or the bytes cannot be written (the
    ///   file is then left empty, or removed when it was new).
    static func write(_ bytes: [UInt8], in directory: String) throws -> Bool {
        let path = directory + "/" + fileName
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            guard errno == ENOENT else { throw FileSystem.failure(path) }
            _ = try FileSystem.create(path, contents: bytes, durable: false)
            return true
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            defer { close(fd) }
            throw FileSystem.failure(path)
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_size == 0 else {
            close(fd)
            errno = EEXIST
            throw FileSystem.failure(path)
        }
        if info.st_nlink > 1 {
            close(fd)
            try FileSystem.remove(path)
            _ = try FileSystem.create(path, contents: bytes, durable: false)
            return true
        }
        defer { close(fd) }
        do {
            try FileSystem.writeAll(bytes, to: fd, path: path)
        } catch {
            _ = ftruncate(fd, 0)
            throw error
        }
        FileSystem.startWriteBack(fd)
        return false
    }

    /// Empties the log in `directory`: its change is carried out or taken back. `durable`, made so
    /// before returning. A file another name shares is removed instead (see ``write(_:in:)``).
    static func empty(in directory: String, durable: Bool) throws {
        let path = directory + "/" + fileName
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return }
            throw FileSystem.failure(path)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystem.failure(path) }
        if info.st_nlink > 1 {
            try FileSystem.remove(path)
            if durable { try FileSystem.syncDirectory(directory) }
            return
        }
        guard SystemCall.retrying({ ftruncate(fd, 0) }) == 0 else { throw FileSystem.failure(path) }
        #if os(Linux)
            guard !durable || SystemCall.retrying({ fdatasync(fd) }) == 0 else {
                throw FileSystem.failure(path)
            }
        #else
            guard !durable || SystemCall.retrying({ fsync(fd) }) == 0 else { throw FileSystem.failure(path) }
        #endif
    }

    /// Whether a log waits in `directory` to be carried out or taken back: `journal.json` is there and
    /// not empty (an empty one is what the last change left), or is no regular file, which the
    /// recovery that reads it reports.
    static func isWaiting(in directory: String) throws -> Bool {
        guard let info = try FileSystem.status(directory + "/" + fileName, following: false) else {
            return false
        }
        return (info.st_mode & S_IFMT) != S_IFREG || info.st_size > 0
    }
}
