#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An instant with millisecond precision, written as UTC ISO 8601 (`2026-11-21T12:34:56.789Z`).
///
/// A bill's `created` timestamp orders the bills of one day; it carries no time zone logic.
public struct Timestamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var milliseconds: Int64

    /// Wraps milliseconds since the Unix epoch.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// The current time, from the system's real-time clock.
    public static var now: Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(milliseconds: Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000)
    }

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ` in UTC.
    public var description: String {
        let (days, msOfDay) = milliseconds.floorDivided(by: 86_400_000)
        let day = Day(ordinal: Int(days)) ?? .epoch
        let seconds = msOfDay / 1000
        return day.description + "T" + Timestamp.pad(seconds / 3600, 2) + ":"
            + Timestamp.pad(seconds / 60 % 60, 2) + ":" + Timestamp.pad(seconds % 60, 2) + "."
            + Timestamp.pad(msOfDay % 1000, 3) + "Z"
    }

    /// Reads the exact form that ``description`` writes (the `.mmm` part may be left out); `nil` for
    /// anything else.
    public init?(iso text: some StringProtocol) {
        guard let stamp = text.withUTF8Buffer({ Timestamp(isoBytes: $0) }) else { return nil }
        self = stamp
    }

    /// ``init(iso:)`` on UTF-8 bytes, for the ledger file readers.
    init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count == 20 || bytes.count == 24, bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"), bytes.last == UInt8(ascii: "Z"),
            let day = Day(isoBytes: UnsafeBufferPointer(rebasing: bytes[0..<10])),
            let hours = Int(asciiDigits: bytes[11..<13]), hours < 24,
            let minutes = Int(asciiDigits: bytes[14..<16]), minutes < 60,
            let seconds = Int(asciiDigits: bytes[17..<19]), seconds < 60
        else { return nil }
        var millis = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let value = Int(asciiDigits: bytes[20..<23]) else {
                return nil
            }
            millis = value
        } else if bytes[19] != UInt8(ascii: "Z") {
            return nil
        }
        let total = ((day.ordinal * 24 + hours) * 60 + minutes) * 60 + seconds
        self.init(milliseconds: Int64(total) * 1000 + Int64(millis))
    }

    /// Earlier instants first.
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool { lhs.milliseconds < rhs.milliseconds }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

extension Int64 {
    /// Quotient rounded towards negative infinity, and a remainder in `0..<divisor`.
    func floorDivided(by divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
