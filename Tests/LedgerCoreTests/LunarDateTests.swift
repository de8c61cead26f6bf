import Foundation
import Testing

@testable import LedgerCore

/// The lunar calendar against dates every Chinese calendar prints: festivals, 除夕 on the 29th or
/// the 30th of 腊月, and leap months.
struct LunarDateTests {
    static func lunar(_ iso: String) throws -> LunarDate {
        let day = try #require(Day(iso: iso))
        let days = try #require(LunarDate.days(of: day.yearMonth))
        try #require(days.count == day.yearMonth.lastDay.day)
        return days[day.day - 1]
    }

    @Test(arguments: [
        ("2026-02-17", "春节"), ("2026-02-16", "除夕"), ("2026-03-03", "元宵"), ("2026-06-19", "端午"),
        ("2026-08-19", "七夕"), ("2026-09-25", "中秋"), ("2026-10-18", "重阳"),
        // 腊月 of 2024 has 29 days: 除夕 is its 29th.
        ("2025-01-28", "除夕"), ("2025-01-29", "春节"), ("2025-10-06", "中秋"),
        // 闰六月 2025: its first day, then its days; festivals never fall in a leap month.
        ("2025-06-25", "六月"), ("2025-07-25", "闰六月"), ("2025-07-26", "初二"), ("2025-08-23", "七月"),
        ("2026-02-15", "廿八"), ("2026-01-19", "腊月"), ("2026-02-10", "廿三"), ("2026-03-04", "十六"),
        ("2026-03-19", "二月"), ("2026-03-18", "三十"), ("2026-12-09", "冬月"),
    ])
    func showsTheDayTheFestivalOrTheMonth(iso: String, text: String) throws {
        #expect(try Self.lunar(iso).text == text)
    }

    @Test func aLeapMonthRepeatsTheMonthBefore() throws {
        let first = try Self.lunar("2025-07-25")
        #expect(first == LunarDate(month: 6, day: 1, isLeapMonth: true, festival: nil))
        #expect(try Self.lunar("2025-08-22").isLeapMonth)
        #expect(try !Self.lunar("2025-08-23").isLeapMonth)
        #expect(first.text(in: 4) == "闰六")
        #expect(first.text(in: 10) == "闰六月")
    }

    @Test func everyDayOfAYearHasOneLunarDateAndTheDaysFollowOneAnother() throws {
        var previous: LunarDate?
        for month in 1...12 {
            let days = LunarDate.days(of: try #require(Month(year: 2026, month: month)))
            for date in try #require(days) {
                #expect((1...30).contains(date.day) && (1...12).contains(date.month))
                if let previous, date.day != 1 {
                    #expect(date.day == previous.day + 1 && date.month == previous.month)
                }
                previous = date
            }
        }
    }

    /// The table against Foundation's Chinese calendar (which the product no longer links: it needs
    /// ICU), day by day from 1901 to 2099, in China's time.
    @Test func everyDayOf1901To2099IsTheDayFoundationsChineseCalendarGives() throws {
        var chinese = Calendar(identifier: .chinese)
        let china = try #require(TimeZone(secondsFromGMT: 8 * 3600))
        chinese.timeZone = china
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = china
        var mismatches: [String] = []
        for year in 1901...2099 {
            for number in 1...12 {
                let month = try #require(Month(year: year, month: number))
                let dates = try #require(LunarDate.days(of: month))
                try #require(dates.count == month.lastDay.day)
                for (index, lunar) in dates.enumerated() {
                    let noon = DateComponents(year: year, month: number, day: index + 1, hour: 12)
                    let date = try #require(gregorian.date(from: noon))
                    let parts = chinese.dateComponents([.month, .day], from: date)
                    // ICU gives day 0, a day no month has, where a new moon falls within minutes of
                    // midnight in China (2057-09-28, 2097-08-07): the table keeps the 30th of the month
                    // before, as the published tables do, and the day after agrees again.
                    if parts.day == 0, lunar.day == 30, parts.month == lunar.month % 12 + 1 { continue }
                    if parts.month != lunar.month || parts.day != lunar.day || parts.isLeapMonth != lunar.isLeapMonth {
                        mismatches.append("\(month)-\(index + 1): \(lunar) against \(parts)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(try Self.lunar("2057-09-28") == LunarDate(month: 8, day: 30, isLeapMonth: false, festival: nil))
        #expect(try Self.lunar("2097-08-07") == LunarDate(month: 6, day: 30, isLeapMonth: false, festival: nil))
    }

    @Test func monthsOutsideTheTableHaveNoLunarDates() throws {
        func days(_ year: Int, _ month: Int) throws -> [LunarDate]? {
            LunarDate.days(of: try #require(Month(year: year, month: month)))
        }
        #expect(try days(1899, 12) == nil)
        #expect(try days(1900, 1) == nil)  // its lunar new year is the 31st
        #expect(try days(1900, 2)?.first == LunarDate(month: 1, day: 2, isLeapMonth: false, festival: nil))
        #expect(try days(2100, 12)?.count == 31)
        #expect(try days(2101, 3) == nil)
        #expect(try days(9999, 12) == nil)
    }
}
