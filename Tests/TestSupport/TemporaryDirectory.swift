import Foundation

/// Fresh directories for tests, in memory (``inMemory``): a test judges what a ledger holds, not how
/// durably, and the suite's tens of thousands of fsyncs otherwise queue on the disk.
public enum TemporaryDirectory {
    /// Creates a new, empty directory `timi-test-<UUID>`; the caller removes it.
    /// - Throws: when the directory cannot be created.
    public static func create() throws -> String {
        let path = inMemory + "/timi-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}

/// Runs `body` with a fresh directory of its own, removed when `body` returns or throws.
/// - Returns: what `body` returns.
/// - Throws: what `body` throws, or when the directory cannot be created.
public func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = try TemporaryDirectory.create()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Runs `body` with a fresh directory in memory (`/dev/shm`, where an fsync costs nothing) when the
/// system has one, else under the temporary folder: for tests of what a ledger holds that commit
/// hundreds of changes, not of how durably.
/// - Returns: what `body` returns.
/// - Throws: what `body` throws, or when the directory cannot be created.
public func withMemoryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = TemporaryDirectory.inMemory + "/timi-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

extension TemporaryDirectory {
    /// `/dev/shm` when the system has it, it can be written and it has room (a container's is often
    /// 64 MiB, less than the suite's ledgers at once), else the temporary folder.
    public static let inMemory: String = {
        var isDirectory: ObjCBool = false
        let free = (try? FileManager.default.attributesOfFileSystem(forPath: "/dev/shm"))?[.systemFreeSize]
        guard FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isWritableFile(atPath: "/dev/shm"),
            let free = (free as? NSNumber)?.int64Value, free >= 4 << 30
        else { return FileManager.default.temporaryDirectory.path }
        return "/dev/shm"
    }()
}
