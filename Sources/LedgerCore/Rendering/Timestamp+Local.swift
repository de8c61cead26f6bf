extension Timestamp {
    /// The instant in a person's local time, to the second, with the offset from UTC:
    /// `2026-11-23T22:57:23+08:00` (ISO 8601). Used by `timi undo --list` and `timi show`; JSON keeps
    /// ``description`` (UTC).
    /// - Parameter offset: how many seconds local time is ahead of UTC at this instant (the
    ///   executable reads it from the time zone, `TZ`).
    func localText(offset: Int) -> String {
        let local = Timestamp(milliseconds: milliseconds + Int64(offset) * 1000).description.prefix(19)
        let minutes = abs(offset) / 60
        func twoDigits(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
        return local + (offset < 0 ? "-" : "+") + twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }
}

/// How many seconds local time is ahead of UTC at an instant: the time zone of the person, which the
/// executable knows (`TZ`) and the library does not.
package typealias UTCOffset = @Sendable (Timestamp) -> Int
