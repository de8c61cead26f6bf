#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which start of the machine this is: the kernel's random id, new at every boot
/// (`/proc/sys/kernel/random/boot_id`). A redo log carried out in this boot is in the page cache for
/// every later command until the machine stops; one carried out in an earlier boot may have lost its
/// renames with the power, so it is judged and carried out again (see ``RedoLog/markCarriedOut(slot:in:)``).
enum BootIdentity {
    /// The id's 36 characters, or `nil` where the system tells none: then no log counts as carried out
    /// in this boot, and every command judges the last one again (slower, never wrong).
    static let current: [UInt8]? = fromKernel()

    /// How many bytes the id takes in a redo log.
    static let length = 36

    private static func fromKernel() -> [UInt8]? {
        let fd = open("/proc/sys/kernel/random/boot_id", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = SystemCall.retrying {
            buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        }
        guard count >= length else { return nil }
        let id = Array(buffer[0..<length])
        // Lower-case hexadecimal digits and dashes, not all zeros (a log not yet carried out holds zeros).
        let isID = id.allSatisfy { (48...57).contains($0) || (97...102).contains($0) || $0 == 45 }
        return isID && id.contains(where: { $0 != 48 && $0 != 45 }) ? id : nil
    }
}
