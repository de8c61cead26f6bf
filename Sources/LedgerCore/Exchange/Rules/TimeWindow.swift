/// The times of day a `%time` condition takes: `11:00-14:00`, from the first minute to the last,
/// both included; `22:00-02:00` runs past midnight.
struct TimeWindow: Equatable, Sendable {
    /// Minutes after midnight.
    var from: Int
    var to: Int

    /// Reads `HH:MM-HH:MM`.
    /// - Throws: the reason, for anything else.
    init(_ text: String) throws {
        let parts = text.filter { $0 != " " }.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let from = TimeWindow.minutes(parts[0]), let to = TimeWindow.minutes(parts[1])
        else {
            throw RowProblem(Reason("'{1}' is not a time window; write it as 11:00-14:00", text))
        }
        (self.from, self.to) = (from, to)
    }

    /// Whether the time `seconds` after midnight falls within the window.
    func contains(seconds: Int) -> Bool {
        let minute = seconds / 60
        return from <= to ? (from...to).contains(minute) : minute >= from || minute <= to
    }

    /// `H:MM` or `HH:MM` as minutes after midnight.
    private static func minutes(_ text: Substring) -> Int? {
        let sides = text.split(separator: ":", omittingEmptySubsequences: false)
        guard sides.count == 2, (1...2).contains(sides[0].utf8.count), sides[1].utf8.count == 2,
            let hour = Int(asciiDigits: sides[0].utf8), let minute = Int(asciiDigits: sides[1].utf8),
            hour < 24, minute < 60
        else { return nil }
        return hour * 60 + minute
    }
}
