import Testing

@testable import LedgerCore

struct DayTests {
    static let today = Day(year: 2026, month: 11, day: 21)!

    @Test(arguments: [
        ("2026-11-21", "2026-11-21"), ("2024-02-29", "2024-02-29"), ("11-01", "2026-11-01"),
        ("today", "2026-11-21"),
        ("TODAY", "2026-11-21"), ("yesterday", "2026-11-20"), ("-1", "2026-11-20"), ("-21", "2026-10-31"),
        ("-365", "2025-11-21"), ("-0", "2026-11-21"), ("01-31", "2026-01-31"), ("2000-02-29", "2000-02-29"),
        // 2026-11-21 is a Saturday: a weekday is the most recent one, today included.
        ("tomorrow", "2026-11-22"), ("sat", "2026-11-21"), ("Saturday", "2026-11-21"), ("fri", "2026-11-20"),
        ("sun", "2026-11-15"), ("mon", "2026-11-16"), ("周一", "2026-11-16"), ("星期日", "2026-11-15"),
        ("周天", "2026-11-15"), ("周六", "2026-11-21"), ("2026/11/03", "2026-11-03"), ("11/03", "2026-11-03"),
    ])
    func parsesDays(text: String, expected: String) throws {
        #expect(try Day(parsing: text, today: DayTests.today).description == expected)
    }

    @Test(arguments: [
        "2026-02-30", "2025-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "13-01", "02-30", "tomorrow!", "mond", "周八",
        "-x", "-",
        "2026-1-5", "26-11-21", "2026/11/31", "11/3", "", " 2026-11-21", "0999-01-01", "-99999999",
        "2026-11-21T00:00",
        "１１-０１",
    ])
    func rejectsBadDays(text: String) {
        #expect(throws: LedgerError.self) { try Day(parsing: text, today: DayTests.today) }
    }

    @Test func ordinalRoundTripsAndWeekdays() throws {
        #expect(Day.epoch.ordinal == 0)
        #expect(DayTests.today.weekday == 6)  // a Saturday
        #expect(try #require(Day(year: 1970, month: 1, day: 1)).weekday == 4)  // a Thursday
        for ordinal in stride(from: -300_000, through: 2_900_000, by: 997) {
            let day = try #require(Day(ordinal: ordinal))
            #expect(day.ordinal == ordinal)
            #expect(Day(iso: day.description) == day)
        }
    }

    @Test func monthsAndPeriods() throws {
        let month = try #require(Month(iso: "2024-02"))
        #expect(month.lastDay.description == "2024-02-29")
        #expect(month.previous?.description == "2024-01")
        #expect(Month(iso: "2024-13") == nil)
        #expect(try Period.read("2025", forms: .year, otherwise: .all, today: .epoch).end.description == "2025-12-31")
        #expect(throws: LedgerError.self) { try Period.read("25", forms: .year, otherwise: .all, today: .epoch) }
    }

    /// A month is written `YYYY-MM` and read back from it, from a substring and from a month file's
    /// name in a book's folder; anything else is refused, as the names of other files are.
    @Test func monthsAreWrittenAndReadAsYearDashMonth() throws {
        for year in [1000, 1999, 2026, 9999] {
            for number in 1...12 {
                let month = try #require(Month(year: year, month: number))
                let text = String(year) + (number < 10 ? "-0" : "-") + String(number)
                #expect(month.description == text)
                #expect(Month(iso: text) == month)
                #expect(Month(iso: ("x" + text + ".json").dropFirst().dropLast(5)) == month)
                #expect(MonthStore.months(named: [text + ".json", text + ".changes"]) == [month])
            }
        }
        for text in ["2024-1", "2024-011", "2024_01", "+024-01", "2024--1", "0999-01", "２０２４-01", "2024-1２", ""] {
            #expect(Month(iso: text) == nil, "\(text)")
            #expect(MonthStore.months(named: [text + ".json"]).isEmpty, "\(text)")
        }
        let others = [".2024-01.json", "2024-01.json~", "2024-01.jsoN", "2024-01.1.changes", "2024.totals", "x2024-01.json"]
        #expect(MonthStore.months(named: others).isEmpty)
    }

    @Test func timestampsRoundTrip() throws {
        for millis: Int64 in [0, 1, 999, 1_795_264_462_074, -1, 86_400_000 * 365 * 50 + 123] {
            let stamp = Timestamp(milliseconds: millis)
            #expect(Timestamp(iso: stamp.description) == stamp, "\(stamp)")
        }
        #expect(Timestamp(milliseconds: 1_795_264_462_074).description == "2026-11-21T12:34:22.074Z")
        #expect(Timestamp(iso: "2026-11-21T12:34:22Z")?.milliseconds == 1_795_264_462_000)
        #expect(Timestamp(iso: "2026-11-21T24:00:00.000Z") == nil)
    }
}
