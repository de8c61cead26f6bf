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
    /// whose name is durable (see ``empty(in:durable:)``), or as a new file when there is none, or when
    /// another name shares that file (a ledger copied with hard links, which writing in place would
    /// change too).
    /// - Returns: whether the name is new: its folder must be flushed with it.
    /// - Throws: ``LedgerError/io(path:detail:)`` when a log is waiting there (`File exists`, as the
    ///   file's creation would fail), it is not a regular file, or the bytes cannot be written (the
    ///   file is then left empty, or not made).
    static func write(_ bytes: [UInt8], in directory: String) throws -> Bool {
        let path = directory + "/" + fileName
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            guard errno == ENOENT else { throw FileSystem.failure(path) }
            try create(bytes, at: path)
            return true
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystem.failure(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG, info.st_size == 0 else {
            errno = EEXIST
            throw FileSystem.failure(path)
        }
        if info.st_nlink > 1 {
            try create(bytes, at: path)  // the other name keeps the file it shared
            return true
        }
        do {
            try FileSystem.writeAll(bytes, to: fd, path: path)
        } catch {
            // Unchecked: a log left cut short is judged torn and emptied by the next command.
            _ = ftruncate(fd, 0)
            throw error
        }
        FileSystem.startWriteBack(fd)
        return false
    }

    /// The log made as a new file: written under a temporary name and renamed, so that `journal.json`
    /// never names an empty file whose name no flush has made durable (a change killed while making it
    /// leaves a temporary file, or a whole log that the next command judges).
    private static func create(_ bytes: [UInt8], at path: String) throws {
        let temporary = FileSystem.temporaryName(besides: path)
        _ = try FileSystem.create(temporary, contents: bytes, durable: false)
        do {
            try FileSystem.rename(temporary, to: path)
        } catch {
            try? FileSystem.remove(temporary)
            throw error
        }
    }

    /// Empties the log in `directory`: its change is carried out or taken back. `durable`, made so
    /// before returning, with the file's name (a log a killed change made has a name no flush made
    /// durable, and the next log is written into the file without flushing its folder). A file another
    /// name shares, or a symbolic link (a log put there by hand), is removed instead.
    static func empty(in directory: String, durable: Bool) throws {
        let path = directory + "/" + fileName
        let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return }
            guard errno == ELOOP else { throw FileSystem.failure(path) }
            return try remove(in: directory, durable: durable)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileSystem.failure(path) }
        if info.st_nlink > 1 { return try remove(in: directory, durable: durable) }
        guard SystemCall.retrying({ ftruncate(fd, 0) }) == 0 else { throw FileSystem.failure(path) }
        guard durable else { return }
        try FileSystem.flushContents(of: fd, path: path)
        try FileSystem.syncDirectory(directory)
    }

    /// Removes the log's file in `directory` (a change takes back the file it made); `durable`, its
    /// folder flushed.
    static func remove(in directory: String, durable: Bool = true) throws {
        try FileSystem.remove(directory + "/" + fileName)
        if durable { try FileSystem.syncDirectory(directory) }
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
