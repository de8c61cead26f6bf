/// The time of day a bill's money moved, as its source writes it (WeChat Pay's 交易时间, a bank's
/// time column): local wall-clock time to the second, with no time zone — like ``Day``, what the
/// statement says rather than an instant. Written `HH:MM:SS`.
///
/// A bill has one only when it was given one (an import whose file has times, `timi add --time`);
/// within a day, bills with a time come first, by time, and those without follow in the order they
/// were recorded (see ``Bill/chronological(_:_:)``).
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Seconds after midnight, `0..<86_400`.
    public let seconds: Int32

    /// The time `seconds` after midnight; `nil` outside a day.
    public init?(seconds: Int) {
        guard (0..<86_400).contains(seconds) else { return nil }
        self.seconds = Int32(seconds)
    }

    /// The time, or `nil` when an hour is not below 24, a minute or second not below 60.
    public init?(hour: Int, minute: Int, second: Int = 0) {
        guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else {
            return nil
        }
        self.init(seconds: hour * 3600 + minute * 60 + second)
    }

    /// The hour, 0 to 23.
    var hour: Int { Int(seconds) / 3600 }
    /// The minute of the hour, 0 to 59.
    public var minute: Int { Int(seconds) / 60 % 60 }
    /// The second of the minute, 0 to 59.
    public var second: Int { Int(seconds) % 60 }

    /// `HH:MM:SS`.
    public var description: String {
        var out = ByteWriter(capacity: 8)
        out.append(time: self)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Reads `H:MM`, `HH:MM` or `HH:MM:SS` (what `--time` and timi's own files take); `nil` for
    /// anything else, `24:00` and `12:60` included.
    public init?(_ text: some StringProtocol) {
        guard let time = text.withUTF8Buffer({ TimeOfDay(bytes: $0) }) else { return nil }
        self = time
    }

    /// ``init(_:)`` on UTF-8 bytes, for the file readers.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count >= 4, count <= 8 else { return nil }
        let firstColon = bytes[1] == UInt8(ascii: ":") ? 1 : 2
        guard bytes[firstColon] == UInt8(ascii: ":"), count == firstColon + 3 || count == firstColon + 6,
            let hour = Int(asciiDigits: bytes[0..<firstColon]),
            let minute = Int(asciiDigits: bytes[(firstColon + 1)..<(firstColon + 3)])
        else { return nil }
        var second = 0
        if count == firstColon + 6 {
            guard bytes[firstColon + 3] == UInt8(ascii: ":"),
                let value = Int(asciiDigits: bytes[(firstColon + 4)..<count])
            else { return nil }
            second = value
        }
        self.init(hour: hour, minute: minute, second: second)
    }

    /// A time as a person types it (`--time`): ``init(_:)`` or the one reason it is wrong.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func parsing(_ text: String) throws -> TimeOfDay {
        guard let time = TimeOfDay(Validation.trimmingBlanks(text)) else {
            throw LedgerError.invalidValue(
                field: "time", value: text,
                reason: "use HH:MM or HH:MM:SS, from 00:00 to 23:59:59")
        }
        return time
    }

    /// Whether a bill at `lhs` comes before one at `rhs` of the same day, which differ: earlier times
    /// first, and no time after every time.
    static func precedes(_ lhs: TimeOfDay?, _ rhs: TimeOfDay?) -> Bool {
        guard let lhs else { return false }
        guard let rhs else { return true }
        return lhs < rhs
    }

    /// Earlier in the day first.
    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.seconds < rhs.seconds }
}
