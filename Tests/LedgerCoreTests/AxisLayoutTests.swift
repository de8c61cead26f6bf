import TestSupport
import Testing

@testable import LedgerCore

/// The timeline writes most bills' lines straight into its output without colour; with colour every
/// line is built and rendered. Both must print the same text, whatever the bill and the width.
struct AxisLayoutTests {
    /// Bills that take each way out of the direct path: notes of every script and length, control
    /// characters, trailing spaces, photos, ids that are not ASCII or hold a CR LF, an unknown category.
    static func bills(meals: Category.ID, salary: Category.ID) -> [Bill] {
        let notes = [
            "", "lunch", String(repeating: "n", count: 40), "午饭和朋友一起吃火锅", "tab\there", "ends with  ",
            "ｱ𠀀👍🏽 e\u{301} ﾃｽﾄ", "   ",
        ]
        let ids = [
            "0f3c2a9e-1b2c-4d5e-8f90-123456789abc", "short", "ab\r\ncdefghij", "1234567\u{301}89",
            "éèêëēėęě-x",
            "1234567e\u{301}x",
        ]
        var bills: [Bill] = []
        for (index, note) in notes.enumerated() {
            for (position, id) in ids.enumerated() {
                let number = index * ids.count + position
                let category = [meals, salary, 9999][number % 3]
                bills.append(
                    Bill(
                        id: id + String(number), date: Day(year: 2026, month: 10, day: 1 + number % 28)!,
                        type: category == salary ? .income : .expense,
                        amount: Money(cents: Int64(1 + number * 7919 % 1_000_000)), category: category,
                        book: 1,
                        note: note, photo: number % 4 == 0 ? "p.jpg" : nil,
                        created: Timestamp(milliseconds: 1_795_264_462_000 + Int64(number))))
            }
        }
        return bills.sorted(by: Bill.chronological)
    }

    @Test func writingLinesDirectlyPrintsWhatRenderingThemPrints() throws {
        try withTemporaryDirectory { dir in
            try ViewReportTests.ledger(in: dir).read { ledger in
                let bills = Self.bills(
                    meals: try ledger.category(matching: "meals").id,
                    salary: try ledger.category(matching: "salary").id)
                let report = TimelineReport(
                    book: ledger.currentBook, period: Period(month: Month(year: 2026, month: 10)!),
                    filter: BillFilter(), bills: bills)
                for width in [1, 12, 20, 33, 40, 59, 60, 61, 80, 97, 120, 200] {
                    let plain = report.asText(in: ledger.state, style: TextStyle(width: width))
                    let painted = report.asText(in: ledger.state, style: TextStyle(width: width, color: true))
                    #expect(plain == painted.replacing(#/\x1B\[[0-9;]*m/#, with: ""), "at \(width)")
                    #expect(plain.split(separator: "\n").count > bills.count, "at \(width)")
                }
            }
        }
    }
}
