#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size and modification time of a file, to notice when it was changed behind timi's back.
public struct FileFingerprint: Hashable, Sendable {
    public var size: Int64
    /// Modification time in nanoseconds since the epoch.
    public var modified: Int64
}

/// Thin, throwing wrappers around the POSIX calls that crash-safe storage needs.
enum FileSystem {
    /// The whole file, or `nil` when it does not exist.
    static func read(_ path: String) throws -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw failure(path)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw LedgerError.io(path: path, detail: "is not a regular file")
        }
        // Read into uninitialized storage sized from fstat, plus one byte to meet EOF in the same
        // round; a file that grew meanwhile is read on in further rounds.
        var bytes: [UInt8] = []
        var round = max(4096, Int(info.st_size) + 1)
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: round) { buffer, count in
                count = 0
                while count < buffer.count {
                    let got = Glibc_read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                    if got < 0 && errno == EINTR { continue }
                    if got <= 0 {
                        failed = got < 0
                        return
                    }
                    count += got
                }
            }
            if failed { throw failure(path) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < round { return bytes }
            round = max(round, 65_536)
        }
    }

    /// The whole of a file the user named (a photo, an import).
    /// - Throws: ``LedgerError/inputMissing(path:detail:)`` when it does not exist or cannot be read.
    static func readInput(_ path: String) throws -> [UInt8] {
        do {
            guard let bytes = try read(path) else {
                throw LedgerError.inputMissing(path: path, detail: "no such file")
            }
            return bytes
        } catch LedgerError.io(_, let detail) {
            throw LedgerError.inputMissing(path: path, detail: detail)
        }
    }

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

    /// A new hidden name beside `path`, unique to this process: `.<name>.tmp-<pid>-<random>`.
    static func temporaryName(besides path: String) -> String {
        let (directory, name) = split(path)
        return directory + "/." + name + ".tmp-" + String(getpid()) + "-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    /// Whether `name` is one of the temporary names made by ``temporaryName(besides:)``.
    static func isTemporaryName(_ name: String) -> Bool { name.hasPrefix(".") && name.contains(".tmp-") }

    /// Creates the file `path`, which must not exist, with `contents`; fsyncs it unless `durable` is
    /// false.
    /// - Parameter mode: the file's mode; `nil` for 0666 less the umask.
    /// - Returns: the file's fingerprint.
    @discardableResult
    static func create(_ path: String, contents: [UInt8], mode: mode_t? = nil, durable: Bool = true) throws
        -> FileFingerprint
    {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard fd >= 0 else { throw failure(path) }
        var ok = false
        defer {
            close(fd)
            if !ok { unlink(path) }
        }
        if let mode { fchmod(fd, mode) }  // open() applied the umask
        try writeAll(contents, to: fd, path: path)
        guard !durable || fsync(fd) == 0 else { throw failure(path) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(path) }
        ok = true
        return fingerprint(of: info)
    }

    /// Writes all of `contents` to `fd` (`path` names it in errors), resuming after interruptions.
    private static func writeAll(_ contents: [UInt8], to fd: Int32, path: String) throws {
        try contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw failure(path)
                }
                offset += written
            }
        }
    }

    /// Writes `contents` into the existing file `path` (a terminal, pipe or device), all of it.
    static func writeInto(_ path: String, contents: [UInt8]) throws {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        try writeAll(contents, to: fd, path: path)
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
        guard let copied = fingerprint(path) else { throw failure(path) }
        return copied
    }

    /// The fingerprint of the file at `path`, or `nil` if there is none.
    static func fingerprint(_ path: String) -> FileFingerprint? {
        var info = stat()
        return stat(path, &info) == 0 ? fingerprint(of: info) : nil
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
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            for name in try list(path) { try removeTree(path + "/" + name) }
            guard rmdir(path) == 0 || errno == ENOENT else { throw failure(path) }
        } else {
            try remove(path)
        }
    }

    /// Makes the contents and names of `files` (and the directories holding them) durable: an fsync
    /// each for a few files; for many, one `syncfs` of the file system, which costs one flush instead
    /// of thousands (a large import writes hundreds of month files and thousands of index shards).
    static func syncFiles(_ files: [String]) throws {
        let directories = Set(files.map { split($0).0 })
        #if os(Linux)
            if files.count > 16, let first = files.first {
                let fd = open(first, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { throw failure(first) }
                defer { close(fd) }
                guard linux_syncfs(fd) == 0 else { throw failure(first) }
                return
            }
        #endif
        for file in files {
            let fd = open(file, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw failure(file) }
            defer { close(fd) }
            guard fsync(fd) == 0 else { throw failure(file) }
        }
        for directory in directories.subtracting(files).sorted() { try syncDirectory(directory) }
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
        if isDirectory(path) { return }
        let (parent, _) = split(path)
        if !parent.isEmpty, parent != path { try makeDirectory(parent, mode: 0o755) }
        guard mkdir(path, mode) == 0 || errno == EEXIST else { throw failure(path) }
        guard isDirectory(path) else {
            throw LedgerError.io(path: path, detail: "exists and is not a directory")
        }
        if durable && !parent.isEmpty { try syncDirectory(parent) }
    }

    /// Whether `path` (after following symlinks) exists and is not a regular file: a directory, a
    /// device, a pipe or a terminal.
    static func isSpecial(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG
    }

    /// Whether `path` (after following symlinks) is a regular file.
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Whether `path` itself is a symbolic link.
    static func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The names in a directory (without `.` and `..`), or `[]` when it does not exist.
    static func list(_ path: String) throws -> [String] {
        guard let dir = opendir(path) else {
            if errno == ENOENT || errno == ENOTDIR { return [] }
            throw failure(path)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` with its symbolic links followed, so a linked file is replaced where it really lives.
    static func resolvingSymlinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : split(current).0 + "/" + target
        }
        return current
    }

    /// `path` relative to `base` when inside it, else `path` as it is.
    static func relative(_ path: String, to base: String) -> String {
        path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The directory and the last component of a path.
    static func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    private static func fingerprint(of info: stat) -> FileFingerprint {
        #if canImport(Darwin)
            let time = info.st_mtimespec
        #else
            let time = info.st_mtim
        #endif
        return FileFingerprint(
            size: Int64(info.st_size), modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    static func failure(_ path: String) -> LedgerError {
        LedgerError.io(path: path, detail: String(cString: strerror(errno)))
    }
}

private func Glibc_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

private func Glibc_rename(_ from: String, _ to: String) -> Int32 {
    rename(from, to)
}

#if os(Linux)
    /// syncfs(2): glibc has it, but its header declares it only under _GNU_SOURCE.
    @_silgen_name("syncfs")
    private func linux_syncfs(_ fd: Int32) -> Int32
#endif
