import Foundation

/// A day of the Chinese lunisolar calendar (农历): its month (a leap month repeats the month before it)
/// and day, and the festival that falls on it.
///
/// Foundation's Chinese calendar does the arithmetic, in China's time (UTC+8), where the new moons
/// that start its months are reckoned.
public struct LunarDate: Equatable, Sendable {
    /// The month, 1 (正月) to 12 (腊月).
    public var month: Int
    /// The day of the month, 1 to 30.
    public var day: Int
    /// Whether the month is a leap month (闰月), the second of two with the same number.
    public var isLeapMonth: Bool
    /// The traditional festival on this day, if any.
    public var festival: Festival?

    /// The festivals a calendar marks instead of the lunar day.
    public enum Festival: String, CaseIterable, Sendable {
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

    /// The lunar dates of every day of `month`, the 1st first.
    public static func days(of month: Month) -> [LunarDate] {
        var calendar = Calendar(identifier: .chinese)
        let china = TimeZone(secondsFromGMT: 8 * 3600) ?? .current
        calendar.timeZone = china
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = china
        // One day past the month too, to know whether its last day is the last of 腊月.
        let parts: [(month: Int, day: Int, leap: Bool)] = (month.firstDay.day...month.lastDay.day + 1).map {
            day in
            let noon = DateComponents(year: month.year, month: month.month, day: day, hour: 12)
            guard let date = gregorian.date(from: noon) else { return (1, 1, false) }
            let lunar = calendar.dateComponents([.month, .day], from: date)
            return (lunar.month ?? 1, lunar.day ?? 1, lunar.isLeapMonth ?? false)
        }
        return parts.indices.dropLast().map { index in
            let (lunarMonth, lunarDay, leap) = parts[index]
            let next = parts[index + 1]
            let isLastOfYear = lunarMonth == 12 && !leap && next.month == 1 && next.day == 1 && !next.leap
            return LunarDate(
                month: lunarMonth, day: lunarDay, isLeapMonth: leap,
                festival: leap
                    ? nil : isLastOfYear ? .newYearsEve : Festival(month: lunarMonth, day: lunarDay))
        }
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
