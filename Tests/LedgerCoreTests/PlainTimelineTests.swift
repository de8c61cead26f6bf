import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The text view of a month laid out straight from its files is, byte for byte, the report's: at every
/// width, for notes of every shape (empty, CJK, escaped, too long for their column, with a photo),
/// for part of a month, and for bills changed in the session; any other view is left to the report.
struct PlainTimelineTests {
    static let widths = [12, 30, 40, 59, 60, 80, 132, 300]

    /// ``OneMonthReadTests/ledger(in:)`` with bills whose notes need more than one plain line.
    func ledger(in dir: String) throws -> LedgerStore {
        let store = try OneMonthReadTests.ledger(in: dir)
        let photo = dir + "/photo.png"
        try Data("png".utf8).write(to: URL(fileURLWithPath: photo))
        try store.write { ledger in
            let notes = [
                String(repeating: "long note ", count: 4), String(repeating: "很长的备注", count: 8), "",
                "with a photo",
            ]
            for (index, note) in notes.enumerated() {
                let draft = BillDraft(
                    amount: Money(cents: Int64(123_456 * (index + 1))), category: index == 1 ? "salary" : nil,
                    type: nil, date: Day(year: 2026, month: 11, day: 4 + index)!, note: note,
                    photo: index == 3 ? photo : nil)
                _ = try ledger.addBill(
                    draft, to: 1, now: Timestamp(milliseconds: 1_795_264_462_000 + Int64(index)))
            }
        }
        return store
    }

    /// The plain text of `period`, and the report's text (`nil` where the report has no bill).
    func texts(_ ledger: Ledger, _ period: Period, style: TextStyle, filter: BillFilter = BillFilter())
        throws -> (plain: [UInt8]?, report: [UInt8])
    {
        let book = try #require(ledger.state.book(1))
        let plain = try TimelineReport.plainText(
            ledger: ledger, book: book, period: period, filter: filter, order: BillOrder(), limit: nil,
            style: style)
        let report = try TimelineReport(ledger: ledger, book: book, period: period, filter: filter)
        return (plain, report.textBytes(in: ledger.state, style: style))
    }

    @Test(arguments: widths)
    func aMonthIsLaidOutAsTheReportLaysItOut(width: Int) throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(in: dir)
            let style = TextStyle(width: width)
            let periods = [
                Period(month: Month(year: 2026, month: 11)!), Period(month: Month(year: 2026, month: 10)!),
                Period(
                    start: Day(iso: "2026-11-03")!, end: Day(iso: "2026-11-05")!, description: "3 to 5 Nov"),
            ]
            try store.read { (ledger: Ledger) throws in
                for period in periods {
                    let (plain, report) = try texts(ledger, period, style: style)
                    #expect(plain == report, "\(period.description) at \(width)")
                }
            }
            // Bills added in this session are laid out from the bytes their file would hold.
            try store.write { (ledger: Ledger) throws in
                let draft = BillDraft(
                    amount: Money(cents: 99), category: nil, type: nil, date: Day(iso: "2026-11-30")!,
                    note: "in this session")
                _ = try ledger.addBill(draft, to: 1, now: Timestamp(milliseconds: 1_795_300_000_000))
                let (plain, report) = try texts(
                    ledger, Period(month: Month(year: 2026, month: 11)!), style: style)
                #expect(plain == report)
                #expect(String(decoding: try #require(plain), as: UTF8.self).contains("0.99") || width < 30)
            }
        }
    }

    @Test func anyOtherViewIsLeftToTheReport() throws {
        try withTemporaryDirectory { dir in
            let store = try ledger(in: dir)
            try store.read { (ledger: Ledger) throws in
                let november = Period(month: Month(year: 2026, month: 11)!)
                // Several months, a month without bills, colour, a filter.
                #expect(try texts(ledger, .all, style: TextStyle()).plain == nil)
                #expect(try texts(ledger, Period(year: 2026), style: TextStyle()).plain == nil)
                #expect(
                    try texts(ledger, Period(month: Month(year: 2026, month: 9)!), style: TextStyle()).plain
                        == nil)
                let empty = Period(
                    start: Day(iso: "2026-11-25")!, end: Day(iso: "2026-11-26")!, description: "x")
                #expect(try texts(ledger, empty, style: TextStyle()).plain == nil)
                #expect(try texts(ledger, november, style: TextStyle(color: true)).plain == nil)
                #expect(
                    try texts(ledger, november, style: TextStyle(), filter: BillFilter(type: .income)).plain
                        == nil)
                #expect(try texts(ledger, november, style: TextStyle()).plain != nil)
            }
        }
    }
}
