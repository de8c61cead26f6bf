#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// The person's time zone (`TZ`, else the system's), for the times `undo --list` and `show` print.
enum LocalTime {
    /// How many seconds local time is ahead of UTC at `instant` (`localtime_r`'s `tm_gmtoff`: no
    /// ICU time zone data to load).
    @Sendable static func offset(at instant: Timestamp) -> Int {
        parts(at: instant).map { Int($0.tm_gmtoff) } ?? 0
    }

    /// The local date and time of `instant` (`localtime_r`, which honours `TZ`), or nil when the C
    /// library cannot tell it.
    static func parts(at instant: Timestamp) -> tm? {
        let milliseconds = instant.milliseconds
        var seconds = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        var parts = tm()
        return localtime_r(&seconds, &parts) == nil ? nil : parts
    }
}
