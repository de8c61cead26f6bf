#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory `flock` on the ledger's lock file: shared for readers, exclusive for writers.
///
/// Waiting is bounded: after `timeout` seconds ``acquire(_:exclusive:timeout:interruption:)`` throws
/// ``LedgerError/busy(path:seconds:)``, and ``LedgerError/interrupted(signal:)`` as soon as
/// `interruption` reports a signal, before the first try too (a command stopped before it locks does
/// not start reading or changing the ledger). The lock is released when the value is released or
/// ``release()`` is called (and by the kernel if the process dies).
final class FileLock {
    private var descriptor: Int32
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { release() }

    /// Locks `path`, creating the file if needed. A reader of a ledger it may not write (a read-only
    /// file system, another user's folder) locks the file read-only; on a read-only file system with no
    /// lock file at all, where no one can write, it reads without a lock. A writer that cannot open the
    /// lock file for writing (EROFS, EACCES) fails with one error naming the ledger directory read-only.
    static func acquire(
        _ path: String, exclusive: Bool, timeout: Double, interruption: () -> Int32?
    ) throws -> FileLock {
        let deadline = monotonicSeconds() + timeout
        var pause = 0.001
        while true {
            if let signal = interruption() { throw LedgerError.interrupted(signal: signal) }
            var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            if fd < 0 && !exclusive && (errno == EROFS || errno == EACCES) {
                let readOnlyFileSystem = errno == EROFS
                fd = open(path, O_RDONLY | O_CLOEXEC)
                if fd < 0 && errno == ENOENT && readOnlyFileSystem {
                    return FileLock(descriptor: -1, path: path)
                }
            }
            guard fd >= 0 else {
                let failed = errno
                let folder = FileSystem.split(path).0
                // A folder it may not even list (chmod 000) is no read-only ledger: it cannot be read at all.
                if failed == EACCES && access(folder, R_OK | X_OK) != 0 {
                    throw LedgerError.io(
                        path: folder, detail: "the ledger cannot be read here (permission denied)")
                }
                errno = failed
                guard exclusive, errno == EROFS || errno == EACCES else { throw FileSystem.failure(path) }
                throw LedgerError.readOnly(path: FileSystem.split(path).0, reason: String(cString: strerror(errno)))
            }
            while flock(fd, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    let error = FileSystem.failure(path)
                    close(fd)
                    throw error
                }
                if let signal = interruption() {
                    close(fd)
                    throw LedgerError.interrupted(signal: signal)
                }
                guard monotonicSeconds() < deadline else {
                    close(fd)
                    throw LedgerError.busy(path: FileSystem.split(path).0, seconds: timeout)
                }
                usleep(useconds_t(pause * 1_000_000))
                pause = min(pause * 2, 0.05)
            }
            // The file may have been removed (a failed first write cleans up) while we waited:
            // then the lock we hold protects nothing, and we try again on the new file.
            var held = stat()
            var current = stat()
            if fstat(fd, &held) == 0, stat(path, &current) == 0, held.st_ino == current.st_ino,
                held.st_dev == current.st_dev
            {
                return FileLock(descriptor: fd, path: path)
            }
            close(fd)
        }
    }

    /// Gives the lock up; calling it again does nothing.
    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
