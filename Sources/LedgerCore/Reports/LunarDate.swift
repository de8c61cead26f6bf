/// A day of the Chinese lunisolar calendar (农历): its month (a leap month repeats the month before it)
/// and day, and the festival that falls on it.
///
/// ``LunarYears`` holds the calendar's years, reckoned in China's time (UTC+8) as every Chinese
/// calendar is.
package struct LunarDate: Equatable, Sendable {
    /// The month, 1 (正月) to 12 (腊月).
    package var month: Int
    /// The day of the month, 1 to 30.
    package var day: Int
    /// Whether the month is a leap month (闰月), the second of two with the same number.
    var isLeapMonth: Bool
    /// The traditional festival on this day, if any.
    var festival: Festival?

    /// The festivals a calendar marks instead of the lunar day.
    enum Festival: String, CaseIterable, Sendable {
        /// 除夕: the last day of 腊月 (its 29th or 30th), the eve of the new year.
        case newYearsEve
        /// 春节: the first day of 正月.
        case springFestival
        /// 元宵: the 15th of 正月.
        case lantern
        /// 端午: the 5th of the fifth month.
        case dragonBoat
        /// 七夕: the 7th of the seventh month.
        case qixi
        /// 中秋: the 15th of the eighth month.
        case midAutumn
        /// 重阳: the 9th of the ninth month.
        case doubleNinth
    }

    /// The lunar dates of every day of `month`, the 1st first; nil for a month outside the lunar years
    /// of ``LunarYears`` (31 January 1900 to the end of the lunar year 2100, in January 2101).
    package static func days(of month: Month) -> [LunarDate]? {
        guard var cursor = LunarYears.Cursor(month.firstDay) else { return nil }
        var dates = [cursor.date]
        dates.reserveCapacity(month.lastDay.day)
        for _ in 1..<month.lastDay.day {
            guard cursor.advance() else { return nil }
            dates.append(cursor.date)
        }
        return dates
    }
}

extension LunarDate.Festival {
    /// The festival on day `day` of (non-leap) month `month`, except 除夕, which depends on the length
    /// of 腊月.
    init?(month: Int, day: Int) {
        switch (month, day) {
        case (1, 1): self = .springFestival
        case (1, 15): self = .lantern
        case (5, 5): self = .dragonBoat
        case (7, 7): self = .qixi
        case (8, 15): self = .midAutumn
        case (9, 9): self = .doubleNinth
        default: return nil
        }
    }
}
