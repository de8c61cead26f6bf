#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// A directory held open while its files are looked at by name: a `stat` relative to it, with
    /// no path to build or resolve for each of a book's 240 month files and logs.
    struct Folder {
        /// The directory's path, for error messages.
        let path: String
        /// Its open descriptor, or `nil` when there is no such directory.
        fileprivate let descriptor: Int32?

        /// The fingerprint of the file `name` in the folder, or `nil` when there is none.
        /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be looked at (anything but absence).
        func fingerprint(_ name: String) throws -> FileFingerprint? {
            try name.withCString { try fingerprint(atName: $0) }
        }

        /// The fingerprint of the file named by the C string `name` in the folder, or `nil` when there
        /// is none.
        /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be looked at (anything but absence).
        func fingerprint(atName name: UnsafePointer<CChar>) throws -> FileFingerprint? {
            guard let descriptor else { return nil }
            var info = stat()
            guard fstatat(descriptor, name, &info, 0) != 0 else { return FileSystem.fingerprint(of: info) }
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure(path + "/" + String(cString: name))
        }
    }

    /// Runs `body` with the directory at `path` held open (a folder that does not exist has no files).
    /// - Throws: ``LedgerError/io(path:detail:)`` when it cannot be opened; what `body` throws.
    static func withFolder<T>(_ path: String, _ body: (Folder) throws -> T) throws -> T {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            guard errno == ENOENT || errno == ENOTDIR else { throw failure(path) }
            return try body(Folder(path: path, descriptor: nil))
        }
        defer { close(descriptor) }
        return try body(Folder(path: path, descriptor: descriptor))
    }
}
