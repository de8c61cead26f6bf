#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing, renaming, removing and syncing files, all or nothing where it matters: what ``Commit``,
/// the undo history and ``OutputFile`` are made of.
extension FileSystem {
    /// Writes `contents` to a new hidden temporary file beside `target` (after following symlinks),
    /// with the mode of the existing target; fsyncs it unless `durable` is false (the caller then
    /// makes it durable later, see ``syncFiles(_:)``).
    /// - Returns: the temporary file's path and its fingerprint (kept by the rename).
    static func writeTemporary(
        besides target: String, contents: [UInt8], durable: Bool = true
    ) throws -> (String, FileFingerprint) {
        let resolved = resolvingSymlinks(target)
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
        if let mode { fchmod(fd, mode) }  // open() applied the umask
        try writeAll(contents, to: fd, path: path)
        guard !durable || fsync(fd) == 0 else { throw failure(path) }
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
    public static func writeAll(_ contents: UnsafeBufferPointer<UInt8>, to fd: Int32, path: String) throws {
        var offset = 0
        while offset < contents.count {
            let written = write(fd, contents.baseAddress.map { $0 + offset }, contents.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { throw LedgerError.closedPipe(path: path) }
                throw failure(path)
            }
            offset += written
        }
    }

    /// ``writeAll(_:to:path:)`` of an array's bytes.
    public static func writeAll(_ contents: [UInt8], to fd: Int32, path: String) throws {
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
    /// and glibc 2.28 on), so a crash leaves one or the other at each path, never neither.
    /// - Returns: `false` when the system cannot swap (then nothing was done).
    static func exchange(_ first: String, _ second: String) throws -> Bool {
        #if os(Linux)
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
                return false
            }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
            if renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0 { return true }
            if errno == ENOSYS || errno == EINVAL { return false }
            throw failure(second)
        #else
            return false
        #endif
    }

    static func rename(_ from: String, to: String) throws {
        guard Glibc_rename(from, to) == 0 else { throw failure(to) }
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

    /// Makes the contents and names of `files` (and the directories holding them) durable. On Linux
    /// that is one `syncfs` per file system they are on (almost always one): a change costs one flush
    /// however many files it writes (a large import writes hundreds of month files and index shards,
    /// a one-bill change a few files in three folders), where an fsync a file and a folder cost up to
    /// eight. Elsewhere, an fsync each.
    static func syncFiles(_ files: [String]) throws {
        #if os(Linux)
            var devices = Set<UInt64>()
            for file in files {
                guard let info = try status(file, following: false) else { throw failure(file) }
                guard devices.insert(UInt64(info.st_dev)).inserted else { continue }
                let fd = open(file, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { throw failure(file) }
                defer { close(fd) }
                guard linux_syncfs(fd) == 0 else { throw failure(file) }
            }
        #else
            for file in files {
                let fd = open(file, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { throw failure(file) }
                defer { close(fd) }
                guard fsync(fd) == 0 else { throw failure(file) }
            }
            for directory in Set(files.map { split($0).0 }).subtracting(files).sorted() {
                try syncDirectory(directory)
            }
        #endif
    }

    /// Flushes a directory's entries (new, renamed and removed names) to disk.
    static func syncDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        guard fsync(fd) == 0 || errno == EINVAL else { throw failure(path) }
    }

    /// Creates `path` and its missing parents with `mode`, syncing each parent it adds to.
    /// - Parameter durable: `false` leaves the new entry to a later ``syncFiles(_:)`` of `path`.
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

private func Glibc_rename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

#if os(Linux)
    /// syncfs(2): glibc has it, but its header declares it only under _GNU_SOURCE.
    @_silgen_name("syncfs")
    private func linux_syncfs(_ fd: Int32) -> Int32
#endif
