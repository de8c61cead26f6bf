#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The size and modification time of a file, to notice when it was changed behind timi's back.
package struct FileFingerprint: Hashable, Sendable {
    /// Size in bytes.
    package var size: Int64
    /// Modification time in nanoseconds since the epoch.
    var modified: Int64

    /// One fingerprint for several files (a month's sealed logs): their sizes summed and the latest
    /// time, so that a file written since, or of another size, makes another; `nil` for none.
    static func sealed(_ files: [FileFingerprint]) -> FileFingerprint? {
        guard let first = files.first else { return nil }
        return files.dropFirst().reduce(first) {
            FileFingerprint(size: $0.size + $1.size, modified: max($0.modified, $1.modified))
        }
    }
}

/// Thin, throwing wrappers around the POSIX calls that crash-safe storage needs: reading, listing and
/// looking at files here, writing, renaming, removing and syncing in `FileSystem+Writing.swift`.
/// Public only for ``writeAll(_:to:path:)``, the one checked write loop, which `timi` uses for its
/// standard output and standard error.
package enum FileSystem {
    /// The whole file, or `nil` when it does not exist.
    static func read(_ path: String) throws -> [UInt8]? {
        try reading(path) { file, size in try file.readToEnd(sizeHint: size) }
    }

    /// What `body` reads of the regular file at `path`, given it open and its size (`fstat`), or `nil`
    /// when there is no such file.
    /// - Throws: ``LedgerError/io(path:detail:)`` when it is not a regular file or cannot be read.
    static func reading<T>(_ path: String, _ body: (FileReader, Int) throws -> T) throws -> T? {
        do {
            let file = try FileReader(path: path)
            let info = try file.status()
            guard (info.st_mode & S_IFMT) == S_IFREG else {
                throw LedgerError.io(path: path, detail: "is not a regular file")
            }
            return try body(file, Int(info.st_size))
        } catch let failure as FileReader.Failure {
            if failure.code == ENOENT { return nil }
            throw LedgerError.io(path: path, detail: failure.message)
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
            throw LedgerError.inputMissing(path: path, detail: .verbatim(detail))
        }
    }

    /// A new hidden name beside `path`, unique to this process: `.<name>.tmp-<pid>-<random>`.
    static func temporaryName(besides path: String) -> String {
        let (directory, name) = split(path)
        return directory + "/." + name + ".tmp-" + String(getpid()) + "-"
            + String(UInt32.random(in: 0...UInt32.max), radix: 16)
    }

    /// Whether `name` is one of the temporary names made by ``temporaryName(besides:)``.
    static func isTemporaryName(_ name: String) -> Bool { name.hasPrefix(".") && name.contains(".tmp-") }

    /// The fingerprint of the file at `path`, or `nil` if there is none.
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be looked at (anything but absence).
    static func fingerprint(_ path: String) throws -> FileFingerprint? {
        try status(path, following: true).map(fingerprint(of:))
    }

    /// The `stat` (or, not `following` symlinks, `lstat`) of `path`; `nil` only when there is nothing
    /// there (ENOENT, or ENOTDIR for a parent that is a file).
    /// - Throws: ``LedgerError/io(path:detail:)`` for any other error: an I/O error is not absence.
    static func status(_ path: String, following: Bool) throws -> stat? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) != 0 else { return info }
        if errno == ENOENT || errno == ENOTDIR { return nil }
        throw failure(path)
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

    /// Whether `path` (after following symlinks) is a directory.
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be looked at (anything but absence).
    static func isDirectory(_ path: String) throws -> Bool {
        try status(path, following: true).map { ($0.st_mode & S_IFMT) == S_IFDIR } ?? false
    }

    /// Whether there is anything at `path` (a dangling symlink counts).
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be looked at (anything but absence).
    static func exists(_ path: String) throws -> Bool {
        try status(path, following: false) != nil
    }

    /// The names in a directory (without `.` and `..`), or `[]` when it does not exist; with
    /// `onlyHidden`, only those that start with a dot (timi's temporary files, for one).
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be opened or read to the end.
    static func list(_ path: String, onlyHidden: Bool = false) throws -> [String] {
        guard let dir = opendir(path) else {
            if errno == ENOENT || errno == ENOTDIR { return [] }
            throw failure(path)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while true {
            // readdir returns NULL both at the end and on an error; only errno tells them apart, and a
            // short listing taken for the whole one would have timi act on half a folder.
            errno = 0
            guard let entry = readdir(dir) else {
                if errno != 0 { throw failure(path) }
                return names
            }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> String? in
                guard let base = raw.baseAddress else { return nil }
                let length =
                    memchr(base, 0, raw.count).map { base.distance(to: UnsafeRawPointer($0)) } ?? raw.count
                // A name made only when kept: a folder of 4,096 id shards is listed on every change.
                if onlyHidden && (length == 0 || raw[0] != UInt8(ascii: ".")) { return nil }
                return String(decoding: UnsafeRawBufferPointer(rebasing: raw[..<length]), as: UTF8.self)
            }
            if let name, name != ".", name != ".." { names.append(name) }
        }
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

    /// The fingerprint of a file from its `stat`.
    static func fingerprint(of info: stat) -> FileFingerprint {
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
