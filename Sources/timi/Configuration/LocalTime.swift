import FoundationEssentials

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
        let milliseconds = instant.milliseconds
        var seconds = time_t(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
