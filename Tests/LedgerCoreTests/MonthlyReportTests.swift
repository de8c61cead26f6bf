import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import LedgerCore

struct MonthlyReportTests {
    /// September: 8000 income, 1100 expense. October: 8000 income, seven expenses over five days.
    func sampleStore(_ dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        try store.write { ledger in
            let rows: [(Int64, String, String, String)] = [
                (110_000, "housing", "2026-09-02", ""), (800_000, "salary", "2026-09-01", ""),
                (800_000, "salary", "2026-10-01", ""), (300_000, "housing", "2026-10-03", "rent"),
                (4550, "meals", "2026-10-03", "lunch | <b> & \"more\""),
                (1200, "transport", "2026-10-05", ""),
                (8800, "snacks", "2026-10-14", ""), (20_000, "fun", "2026-10-20", ""),
                (2000, "meals", "2026-10-31", ""),
                (8800, "drinks", "2026-10-31", "same as snacks"),
            ]
            for (index, row) in rows.enumerated() {
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: row.0), category: row.1, type: nil,
                        date: try #require(Day(iso: row.2)),
                        note: row.3), to: 1,
                    now: Timestamp(milliseconds: Int64(index)))
            }
        }
        return store
    }

    /// The report of `month` (default: October 2026).
    func report(_ store: LedgerStore, _ month: String = "2026-10") throws -> (MonthlyReport, LedgerState) {
        let month = try #require(Month(iso: month))
        return try store.read { ledger in
            (try MonthlyReport(ledger: ledger, book: ledger.currentBook, month: month), ledger.state)
        }
    }

    @Test func comparesWithTheMonthBeforeAndFindsTheLargest() throws {
        try withTemporaryDirectory { dir in
            let (report, _) = try report(try sampleStore(dir))
            #expect(report.previousMonth == Month(year: 2026, month: 9))
            #expect(report.count == 8)
            #expect(report.income == .init(current: Money(cents: 800_000), previous: Money(cents: 800_000)))
            #expect(report.expense.current == Money(cents: 345_350))
            #expect(report.expense.changePercentText == "+213.95")  // 2353.50 / 1100 = 2.139545…
            #expect(report.balance.changePercentText == "-34.11")  // -2353.50 / 6900 = -0.341087…
            #expect(report.income.changePercentText == "0.00")
            #expect(report.largestExpenses.map(\.amount.cents) == [300_000, 20_000, 8800, 8800, 4550])
            #expect(report.largestExpenses[2].note == "")  // equal amounts: the earlier bill first
            #expect(report.expenseByCategory.slices.first?.category.alias == "housing")
            #expect(report.incomeByCategory.slices.map(\.percentText) == ["100.00"])
            #expect(report.dailyExpense.count == 31)
            #expect(report.dailyExpense[2] == Money(cents: 304_550))
            #expect(report.dailyExpense[30] == Money(cents: 10_800))
            #expect(report.busiestDay?.day == Day(iso: "2026-10-03"))
        }
    }

    /// The largest expenses and the days' expense are found in one pass that makes only the bills
    /// that may be among the largest: they must be what sorting every bill of the month gives, with
    /// many equal amounts, whether the month is read from its file or was changed in the same session.
    @Test func theLargestAreThoseOfEveryBillSorted() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            var random = SeededRandom(seed: 15)
            try store.write { ledger in
                for index in 0..<400 {
                    let day = Int.random(in: 1...31, using: &random)
                    try ledger.addBill(
                        BillDraft(
                            amount: Money(cents: Int64.random(in: 1...12, using: &random) * 100),
                            category: index % 7 == 0 ? "salary" : "meals", type: nil,
                            date: try #require(Day(year: 2026, month: 10, day: day)), note: "\(index)"),
                        to: 1, now: Timestamp(milliseconds: Int64(400 - index)))
                }
            }
            let month = try #require(Month(year: 2026, month: 10))
            func expected(_ ledger: Ledger) throws -> ([Bill], [Money]) {
                let expenses = try ledger.bills(of: 1, in: month).filter { $0.type == .expense }
                var daily = [Money](repeating: .zero, count: 31)
                for bill in expenses { daily[bill.date.day - 1] += bill.amount }
                let largest = expenses.enumerated().sorted { lhs, rhs in
                    lhs.element.amount != rhs.element.amount
                        ? lhs.element.amount > rhs.element.amount : lhs.offset < rhs.offset
                }.prefix(MonthlyReport.largestCount).map(\.element)
                return (Array(largest), daily)
            }
            let fromFile = try store.read { ledger in
                try MonthlyReport(ledger: ledger, book: ledger.currentBook, month: month)
            }
            let (largest, daily) = try store.read { ledger in try expected(ledger) }
            #expect(fromFile.largestExpenses == largest)
            #expect(fromFile.dailyExpense == daily)
            #expect(Set(largest.map(\.amount)).count == 1)  // all 12.00: the ties decide
            try store.write { ledger in
                _ = try ledger.bills(of: 1, in: month)  // read whole: the other path
                let report = try MonthlyReport(ledger: ledger, book: ledger.currentBook, month: month)
                let (largest, daily) = try expected(ledger)
                #expect(report.largestExpenses == largest)
                #expect(report.dailyExpense == daily)
            }
        }
    }

    @Test(
        arguments: [
            (110, 100, 11_000), (10, 100, 1000), (-5, 3, -16667), (1, 3, 3333), (2, 3, 6667), (5, 0, nil),
            (0, 7, 0), (-1, -2, -5000),
            (Int64.max / 2, 1, nil),
        ] as [(Int64, Int64, Int?)])
    func percentagesRoundHalfAwayFromZero(change: Int64, base: Int64, expected: Int?) {
        #expect(MonthlyReport.basisPoints(change, of: base) == expected)
    }

    @Test func everyFormatIsTheSameBytesEachTime() throws {
        try withTemporaryDirectory { dir in
            let store = try sampleStore(dir)
            let (first, state) = try report(store)
            let (second, _) = try report(store)
            #expect(first.asText() == second.asText())
            #expect(first.asMarkdown() == second.asMarkdown())
            #expect(first.asHTML() == second.asHTML())
            #expect(first.asJSON(in: state) == second.asJSON(in: state))
        }
    }

    @Test func textHasTheTotalsThePieTheLargestAndTheDays() throws {
        try withTemporaryDirectory { dir in
            let text = try report(try sampleStore(dir)).0.asText()
            #expect(text.hasPrefix("日常账本 · 2026-10 · monthly report\n"))
            #expect(text.contains("Expense  ¥3453.50  ¥1100.00  +¥2353.50 (+213.95%)"))
            #expect(text.contains("  住房  ¥3000.00  86.87%  █████████████████"))
            #expect(text.contains("5 largest expenses\n  2026-10-03  住房  ¥3000.00  rent\n"))
            #expect(
                text.contains(
                    "Daily expense (█ = ¥3045.50, on 2026-10-03)\n  1   5    10   15   20   25   30\n  ··█·▁")
            )
            #expect(!text.contains("\u{1B}"))  // no colour
        }
    }

    @Test func anEmptyMonthSaysSo() throws {
        try withTemporaryDirectory { dir in
            let (report, state) = try report(try sampleStore(dir), "2026-12")
            #expect(report.asText().contains("Expense by category\n  none\n"))
            #expect(report.expense.changePercentText == nil)
            #expect(!report.asHTML().contains("<svg"))
            let json =
                try JSONSerialization.jsonObject(with: Data(report.asJSON(in: state).utf8)) as? [String: Any]
            #expect((json?["daily"] as? [Any])?.count == 31)
        }
    }

    @Test func markdownEscapesWhatTablesAndHTMLWouldRead() throws {
        try withTemporaryDirectory { dir in
            let markdown = try report(try sampleStore(dir)).0.asMarkdown()
            #expect(markdown.contains("| 2026-10-03 | 用餐 | ¥45.50 | lunch \\| \\<b\\> & \"more\" |"))
            #expect(markdown.contains("| Expense | ¥3453.50 | ¥1100.00 | +¥2353.50 (+213.95%) |"))
        }
    }

    @Test func htmlIsOnePageWithNothingToFetchAndTheSVGIsXML() throws {
        try withTemporaryDirectory { dir in
            let html = try report(try sampleStore(dir)).0.asHTML()
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
            #expect(html.contains("lunch | &lt;b&gt; &amp; &quot;more&quot;"))
            for forbidden in ["<script", "<link", "<img", "@import", "url(", "https:", "javascript:"] {
                #expect(!html.contains(forbidden), "\(forbidden)")
            }
            #expect(html.components(separatedBy: "http://").count == 2)  // only the SVG namespace
            let svg = try #require(
                html.range(of: "<svg").flatMap { start in
                    html.range(of: "</svg>").map { String(html[start.lowerBound..<$0.upperBound]) }
                })
            let parser = XMLParser(data: Data(svg.utf8))
            let collector = ElementCollector()
            parser.delegate = collector
            #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
            #expect(collector.elements.first == "svg")
            #expect(collector.elements.filter { $0 == "path" }.count == 6)  // six expense categories
            #expect(collector.texts.contains("住房 86.87%"))
        }
    }

    @Test func aSingleSliceIsACircleAndManyAreMergedIntoOther() throws {
        let whole = SVGPie(slices: [.init(label: "a & b", basisPoints: 10_000, color: "#000000")]).svg()
        #expect(
            whole.contains(
                "<circle cx=\"100.00\" cy=\"100.00\" r=\"90.00\" fill=\"#000000\"><title>a &amp; b</title></circle>"
            ))
        let category = Category(id: 1, title: "a", alias: "a", icon: "", type: .expense, color: .palette[3])
        let slice = CategoryTotalsReport.Slice(category: category, total: .zero, count: 0, basisPoints: 0)
        #expect(SVGPie.color(of: slice, at: 7, of: 8) == "#2DA44E")
        #expect(SVGPie.color(of: slice, at: 7, of: 9) == SVGPie.otherColor)
        #expect(SVGPie.color(of: slice, at: 6, of: 9) == "#2DA44E")
        let half = SVGPie(slices: [
            .init(label: "a", basisPoints: 5000, color: "#1"),
            .init(label: "b", basisPoints: 5000, color: "#2"),
        ])
        #expect(half.svg().contains("M100.00,100.00 L100.00,10.00 A90.00,90.00 0 0 1 100.00,190.00 Z"))
    }
}

/// Element names and text of an XML document, in order.
final class ElementCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var texts: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(name)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { texts.append(string) }
}
