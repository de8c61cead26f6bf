import CSystem

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// New bill ids: random (version 4) UUIDs in lower-case text, `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx`,
/// from the kernel's random numbers (getrandom(2)) with every failure checked — never an id made up
/// when there is no randomness to be had (Foundation's `UUID()` gives all zeros then).
enum BillID {
    /// A new random id.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the system gives no random bytes.
    static func make() throws -> String {
        text(of: try randomBytes(16)[...])
    }

    /// New ids for the bills of one import: the random bytes of 256 ids read at once, where one
    /// getrandom(2) a bill was 100,000 system calls for a 100,000-row file.
    struct Batch {
        private var bytes: [UInt8] = []
        private var used = 0

        /// The next new random id.
        /// - Throws: ``LedgerError/io(path:detail:)`` when the system gives no random bytes.
        mutating func next() throws -> String {
            if used == bytes.count {
                bytes = try randomBytes(16 * 256)
                used = 0
            }
            defer { used += 16 }
            return text(of: bytes[used..<used + 16])
        }
    }

    /// The id of 16 random bytes, its version and variant bits set.
    private static func text(of random: ArraySlice<UInt8>) -> String {
        var bytes = Array(random)
        bytes[6] = bytes[6] & 0x0f | 0x40  // version 4
        bytes[8] = bytes[8] & 0x3f | 0x80  // RFC 4122 variant
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `count` bytes from getrandom(2), resumed after interruptions and short reads.
    private static func randomBytes(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                SystemCall.retrying { csystem_getrandom(buffer.baseAddress.map { $0 + filled }, count - filled) }
            }
            guard got >= 0 else {
                throw LedgerError.io(
                    path: "getrandom",
                    detail: SystemCall.message(errno) + " (no random bytes for a new bill id); nothing was changed")
            }
            filled += got
        }
        return bytes
    }
}
