import Testing

@testable import LedgerCore

/// The line grammar of `timi add -`.
struct BillLineTests {
    static let today = Day(year: 2026, month: 11, day: 21)!

    @Test(arguments: [
        ("12.5 meals lunch", "12.50", "meals", nil, "2026-11-21", "lunch"),
        ("8000 salary +income 11-01", "8000.00", "salary", BillType.income, "2026-11-01", ""),
        (
            "8000 +INCOME 2026-10-31 salary October pay", "8000.00", "salary", .income, "2026-10-31",
            "October pay"
        ),
        ("3*4 snacks \"11-01 trip\" mon", "12.00", "snacks", nil, "2026-11-16", "11-01 trip"),
        ("5 \"meals\" at home", "5.00", nil, nil, "2026-11-21", "meals at home"),
        ("  7\tmeals  lunch - work  yesterday ", "7.00", "meals", nil, "2026-11-20", "lunch - work"),
        ("1 meals +expense 11/03 \"\"", "1.00", "meals", .expense, "2026-11-03", ""),
        ("2", "2.00", nil, nil, "2026-11-21", ""),
    ])
    func readsALine(
        line: String, amount: String, category: String?, type: BillType?, date: String, note: String
    ) throws {
        let draft = try BillLine.draft(parsing: line, today: BillLineTests.today)
        #expect(draft.amount.description == amount)
        #expect(draft.category == category)
        #expect(draft.type == type)
        #expect(draft.date.description == date)
        #expect(draft.note == note)
    }

    @Test func theDefaultsApplyWhereTheLineIsSilent() throws {
        let draft = try BillLine.draft(
            parsing: "5 meals", today: Day(year: 2026, month: 1, day: 2)!, type: .income)
        #expect(draft.type == .income && draft.date.description == "2026-01-02")
        #expect(
            try BillLine.draft(parsing: "5 meals +expense", today: BillLineTests.today, type: .income).type
                == .expense)
    }

    @Test(arguments: [
        ("", "invalid line '': it is empty"), ("   ", "it is empty"), ("abc meals", "invalid amount 'abc'"),
        ("10/3 meals", "invalid amount '10/3'"),
        ("5 meals 11-01 11-02", "the line already has the date '11-01'"),
        ("5 meals 2026-02-30", "invalid date '2026-02-30'"), ("5 meals \"open", "the quote is not closed"),
        ("# a comment", "invalid amount '#'"),
    ])
    func refusesABadLine(line: String, message: String) {
        #expect {
            try BillLine.draft(parsing: line, today: BillLineTests.today)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
