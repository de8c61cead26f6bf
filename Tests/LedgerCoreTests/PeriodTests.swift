import Testing

@testable import LedgerCore

/// `Period.read`, the one period reader of the commands: what each set of forms accepts, and what it
/// says about what it does not.
struct PeriodTests {
    static let today = Day(uncheckedYear: 2026, month: 11, day: 21)
    static let standard: Period.Forms = [.month, .year, .all]

    static func read(_ text: String?, _ forms: Period.Forms, from: String? = nil, to: String? = nil) throws
        -> String
    {
        try Period.read(text, from: from, to: to, forms: forms, otherwise: Period(year: 1999), today: today)
            .description
    }

    static let accepted: [(String, Period.Forms, String)] = [
        ("2026-10", PeriodTests.standard, "2026-10"), ("2026", PeriodTests.standard, "2026"),
        ("all", PeriodTests.standard, "all"),
        ("ALL", PeriodTests.standard, "all"), ("2026-10", .month, "2026-10"),
        ("last", [.month, .last], "2026-10"),
        ("Last", [.month, .last], "2026-10"),
    ]

    @Test(arguments: accepted)
    func readsWhatTheFormsAllow(text: String, forms: Period.Forms, expected: String) throws {
        #expect(try PeriodTests.read(text, forms) == expected)
    }

    static let refused: [(String, Period.Forms, String)] = [
        ("2026", .month, "invalid period '2026': use YYYY-MM"),
        ("all", .month, "invalid period 'all': use YYYY-MM"),
        ("al", PeriodTests.standard, "invalid period 'al': use YYYY-MM, YYYY or all; did you mean 'all'?"),
        ("last", PeriodTests.standard, "invalid period 'last': use YYYY-MM, YYYY or all"),
        ("lst", [.month, .last], "invalid period 'lst': use YYYY-MM or last; did you mean 'last'?"),
        ("2026-13", [.month, .last], "invalid period '2026-13': use YYYY-MM or last"),
        ("0000", PeriodTests.standard, "invalid period '0000': use YYYY-MM, YYYY or all"),
    ]

    @Test(arguments: refused)
    func namesTheFormsItTakes(text: String, forms: Period.Forms, message: String) {
        #expect(performing: { try PeriodTests.read(text, forms) }, throws: { "\($0)" == message })
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
