#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one loop around a system call that a signal can interrupt (swift-nio's `syscall(blocking:)`):
/// every read, write, wait and flush of timi goes through it.
package enum SystemCall {
    /// Calls `body` until it does not fail with `EINTR`.
    /// - Returns: what `body` returned last (negative with `errno` set on a failure other than `EINTR`).
    @inline(__always)
    package static func retrying<Result: BinaryInteger>(_ body: () -> Result) -> Result {
        while true {
            let result = body()
            guard result < 0 && errno == EINTR else { return result }
        }
    }

    /// ``retrying(_:)``, calling `interrupted` before each retry, which may throw to stop instead (a
    /// command that a signal asked to stop).
    @inline(__always)
    package static func retrying<Result: BinaryInteger>(
        interrupted: () throws -> Void, _ body: () -> Result
    ) rethrows -> Result {
        while true {
            let result = body()
            guard result < 0 && errno == EINTR else { return result }
            try interrupted()
        }
    }

    /// The system's message for `code` (`strerror`).
    package static func message(_ code: Int32) -> String { String(cString: strerror(code)) }
}
