import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A copy of a folder as `cp -a` makes it — every file's bytes, mode and times, symbolic links as links —
/// made in this process: a `cp` process for each of the fault harness's points was a sixth of its time.
enum FolderCopy {
    /// Copies `source` to `target` (which must not exist). A file with more than one link or of another
    /// kind than a file, a folder or a link is left to `cp -a`, which keeps links between files.
    static func copy(_ source: String, to target: String) throws {
        do {
            try copyItem(source, to: target)
        } catch is Unsupported {
            // Removed for certain: `cp -a` into a folder left there would copy into it, and succeed.
            var info = stat()
            if lstat(target, &info) == 0 { try FileManager.default.removeItem(atPath: target) }
            try FaultTools.system("/bin/cp", "-a", "--no-target-directory", source, target)
        }
    }

    private struct Unsupported: Error {}

    private static func copyItem(_ source: String, to target: String) throws {
        var info = stat()
        guard lstat(source, &info) == 0 else { throw failure("lstat", source) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard mkdir(target, 0o700) == 0 else { throw failure("mkdir", target) }
            for name in try FileManager.default.contentsOfDirectory(atPath: source) {
                try copyItem(source + "/" + name, to: target + "/" + name)
            }
        case S_IFREG where info.st_nlink == 1:
            guard let bytes = FileManager.default.contents(atPath: source) else {
                throw failure("read", source)
            }
            let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw failure("open", target) }
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
                guard count > 0 else { throw failure("write", target) }
                written += count
            }
        case S_IFLNK:
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: source)
            guard symlink(destination, target) == 0 else { throw failure("symlink", target) }
        default:
            throw Unsupported()
        }
        // The mode and times last: a folder's time changes as its entries are made.
        if info.st_mode & S_IFMT != S_IFLNK, chmod(target, info.st_mode & 0o7777) != 0 {
            throw failure("chmod", target)
        }
        var times = [info.st_atim, info.st_mtim]
        guard utimensat(AT_FDCWD, target, &times, AT_SYMLINK_NOFOLLOW) == 0 else {
            throw failure("utimensat", target)
        }
    }

    private static func failure(_ call: String, _ path: String) -> HarnessError {
        HarnessError("copy: \(call) \(path): \(String(cString: strerror(errno)))")
    }
}
