import Testing

@testable import LedgerCore

/// `Period.read`, the one period reader of the commands: what each set of forms accepts, and what it
/// says about what it does not.
struct PeriodTests {
    static let today = Day(uncheckedYear: 2026, month: 11, day: 21)
    static let standard: Period.Forms = [.month, .year, .all, .days]

    static func read(_ text: String?, _ forms: Period.Forms, from: String? = nil, to: String? = nil) throws
        -> String
    {
        try Period.read(text, from: from, to: to, forms: forms, otherwise: Period(year: 1999), today: today)
            .description
    }

    static let accepted: [(String, Period.Forms, String)] = [
        ("2026-10", PeriodTests.standard, "2026-10"), ("2026", PeriodTests.standard, "2026"),
        ("all", PeriodTests.standard, "all"), ("ALL", PeriodTests.standard, "all"),
        ("2026-10", .month, "2026-10"),
        ("last", .month, "2026-10"), ("Last", .month, "2026-10"), ("last month", .month, "2026-10"),
        ("this month", .month, "2026-11"), ("next month", .month, "2026-12"), ("11", .month, "2026-11"),
        ("3", .month, "2026-03"), ("03", .month, "2026-03"), ("this year", .any, "2026"),
        ("last year", .any, "2025"), ("next year", .any, "2027"), ("2026Q3", .any, "2026Q3"),
        ("2026q1", .any, "2026Q1"), ("2026-Q4", .any, "2026Q4"), ("this quarter", .any, "2026Q4"),
        ("last quarter", .any, "2026Q3"), ("next quarter", .any, "2027Q1"),
        // 2026-11-21 is a Saturday; weeks run Monday to Sunday.
        ("this week", .any, "2026-11-16..2026-11-22"), ("last week", .any, "2026-11-09..2026-11-15"),
        ("next week", .any, "2026-11-23..2026-11-29"), ("today", .any, "2026-11-21"),
        ("Yesterday", .any, "2026-11-20"), ("LAST   MONTH", .month, "2026-10"),
    ]

    @Test(arguments: accepted)
    func readsWhatTheFormsAllow(text: String, forms: Period.Forms, expected: String) throws {
        #expect(try PeriodTests.read(text, forms) == expected)
    }

    @Test func spansAreExact() throws {
        let quarter = try Period.read("2024Q1", forms: .any, otherwise: .all, today: PeriodTests.today)
        #expect((quarter.start.description, quarter.end.description) == ("2024-01-01", "2024-03-31"))
        let january = Day(uncheckedYear: 2027, month: 1, day: 4)
        let december = try Period.read("last month", forms: .month, otherwise: .all, today: january)
        #expect(december.description == "2026-12")
        let lastQuarter = try Period.read("last quarter", forms: .any, otherwise: .all, today: january)
        #expect(lastQuarter.description == "2026Q4")
        let week = try Period.read("this week", forms: .any, otherwise: .all, today: january)
        #expect(week.description == "2027-01-04..2027-01-10")
    }

    static let refused: [(String, Period.Forms, String)] = [
        (
            "2026", .month,
            "invalid period '2026': this view shows a month (2026-11, 11, this month, last month)"
        ),
        ("all", .month, "invalid period 'all': this view shows a month"),
        ("this week", .month, "invalid period 'this week': this view shows a month"),
        (
            "al", [.month, .year, .all],
            "invalid period 'al': use a month (2026-11, 11, this month, last month), a year (2026, this year, last year) or all; did you mean 'all'?"
        ),
        (
            "lst", .month,
            "invalid period 'lst': use a month (2026-11, 11, this month, last month); did you mean 'last'?"
        ),
        ("lst month", .month, "did you mean 'last month'?"),
        ("2026-13", .month, "invalid period '2026-13': use a month"),
        ("13", .month, "invalid period '13'"), ("0", .month, "invalid period '0'"),
        ("0000", PeriodTests.standard, "invalid period '0000': use a month"),
        ("2026Q5", .any, "invalid period '2026Q5'"), ("2026Q", .any, "invalid period"),
        ("this", .any, "invalid period 'this'"), ("this month now", .any, "invalid period"),
        ("next decade", .any, "invalid period"), ("9999Q4", .month, "this view shows"),
    ]

    @Test(arguments: refused)
    func namesTheFormsItTakes(text: String, forms: Period.Forms, message: String) {
        #expect(
            performing: { try PeriodTests.read(text, forms) },
            throws: { "\($0)".hasPrefix(message) || "\($0)".contains(message) })
    }

    @Test func refusesBoundsWhereTheViewShowsMonths() {
        #expect(
            performing: { try PeriodTests.read(nil, .month, from: "11-01") },
            throws: { "\($0)".contains("this view shows a month") })
        let lastDay = Day(uncheckedYear: 9999, month: 12, day: 31)
        #expect(throws: LedgerError.self) {
            try Period.read("next month", forms: .any, otherwise: .all, today: lastDay)
        }
        #expect(throws: LedgerError.self) {
            try Period.read("next week", forms: .any, otherwise: .all, today: lastDay)
        }
    }

    @Test func readsDaysFromAndTo() throws {
        #expect(try PeriodTests.read(nil, PeriodTests.standard) == "1999")
        #expect(try PeriodTests.read(nil, PeriodTests.standard, from: "11-01") == "2026-11-01..2026-11-21")
        #expect(try PeriodTests.read(nil, PeriodTests.standard, to: "-1") == "1000-01-01..2026-11-20")
        #expect(
            performing: { try PeriodTests.read(nil, PeriodTests.standard, from: "today", to: "yesterday") },
            throws: { "\($0)".contains("--from is after --to") })
    }
}
