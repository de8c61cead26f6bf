import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Properties of every view: no line wider than the width, whatever the width and the data; the
/// pie's shares adding up to exactly 100.00 in text and JSON.
struct ViewWidthTests {
    /// Every text view of a ledger with extreme values (the largest amount, 40-character notes in
    /// CJK script, a 12-character CJK title), at `style`.
    static func allViews(_ ledger: Ledger, style: TextStyle) throws -> [String: String] {
        let book = ledger.currentBook
        let month = Month(year: 2026, month: 11)!
        let petcare = try ledger.category(matching: "petcare")
        var views: [String: String] = [:]
        for (name, period) in [
            ("month", Period(month: month)), ("all", .all),
            ("empty", Period(month: Month(year: 2020, month: 1)!)),
        ] {
            let timeline = try TimelineReport(ledger: ledger, book: book, period: period)
            views["list " + name] = timeline.asText(in: ledger.state, style: style)
            let detail = try TimelineReport(
                ledger: ledger, book: book, period: period, filter: BillFilter(categories: [petcare]))
            views["category " + name] = detail.asText(in: ledger.state, style: style)
            let limited = try TimelineReport(
                ledger: ledger, book: book, period: period, filter: BillFilter(search: "a"), limit: 2)
            views["search " + name] = limited.asText(in: ledger.state, style: style)
            for type in BillType.allCases {
                views["pie \(type) " + name] = try CategoryTotalsReport(
                    ledger: ledger, book: book, period: period, type: type
                )
                .asText(style: style)
            }
        }
        views["months"] = try MonthListReport(ledger: ledger, book: book).asText(style: style)
        let calendar = try CalendarReport(ledger: ledger, book: book, month: month)
        views["calendar"] = calendar.asText(style: style, today: Day(year: 2026, month: 11, day: 30)!)
        views["calendar sunday"] = calendar.asText(
            style: style, today: Day(year: 2026, month: 11, day: 1)!, sundayFirst: true)
        views["balance"] = try BalanceReport(ledger: ledger).asText(style: style)
        return views
    }

    static func extremeLedger(in dir: String) throws -> LedgerStore {
        let store = try ViewReportTests.ledger(in: dir)
        try store.write { ledger in
            _ = try ledger.addBook(name: "一二三四五六七八九十一二三四五六七八九十", currency: "CHF")
            let day = Day(year: 2026, month: 11, day: 30)!
            for (cents, category, note) in [
                (Money.maximum.cents, "investment", String(repeating: "长", count: 40)),
                (Money.maximum.cents, "petcare", String(repeating: "a", count: 40)),
                (1, "petcare", "ｱ𠀀👍🏽 e\u{301} ﾃｽﾄ"),
            ] as [(Int64, String, String)] {
                let draft = BillDraft(
                    amount: Money(cents: cents), category: category, type: nil, date: day, note: note)
                try ledger.addBill(draft, to: 1, now: ViewReportTests.now)
            }
        }
        return store
    }

    @Test func noLineIsWiderThanTheWidth() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.extremeLedger(in: dir)
            try store.read { ledger in
                for width in [
                    1, 2, 7, 12, 20, 33, 39, 40, 41, 52, 59, 60, 61, 79, 80, 81, 100, 120, 161, 250,
                ] {
                    for (name, text) in try Self.allViews(ledger, style: TextStyle(width: width)) {
                        #expect(text.hasSuffix("\n"))
                        for line in text.split(separator: "\n") {
                            #expect(TextWidth.of(line) <= width, "\(name) at \(width): \(line)")
                        }
                    }
                }
            }
        }
    }

    /// The listings, `show`, doctor, the undo history and the report in text and Markdown fit every
    /// width from 40 columns up on the same ledger.
    @Test func listingsAndTheReportFitFrom40Columns() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.extremeLedger(in: dir)
            let history = try store.undoHistory()
            let doctor = try store.doctor(repair: false)
            try store.read { ledger in
                let book = ledger.currentBook
                let report = try MonthlyReport(
                    ledger: ledger, book: book, month: Month(year: 2026, month: 11)!)
                let bills = try TimelineReport(ledger: ledger, book: book, period: .all).bills
                for width in [40, 41, 52, 59, 60, 61, 79, 80, 81, 120] {
                    let style = TextStyle(width: width)
                    var views = [
                        "books": ledger.state.booksText(style: style),
                        "categories": ledger.state.categoriesText(type: nil, style: style),
                        "undo": UndoEntry.table(history, style: style, utcOffset: { _ in 28_800 }),
                        "doctor": doctor.asText(style: style),
                        "report": report.asText(style: style), "markdown": report.asMarkdown(style: style),
                    ]
                    for bill in bills {
                        views["show " + bill.id] = bill.detailText(
                            in: ledger.state, photoPath: dir + "/attachments/" + bill.id + ".jpg",
                            style: style, utcOffset: { _ in -34_200 })
                    }
                    for (name, text) in views {
                        for line in text.split(separator: "\n") {
                            #expect(TextWidth.of(line) <= width, "\(name) at \(width): \(line)")
                        }
                    }
                }
            }
        }
    }

    @Test func colourChangesNothingButTheEscapes() throws {
        try withTemporaryDirectory { dir in
            try Self.extremeLedger(in: dir).read { ledger in
                for width in [40, 120] {
                    let plain = try Self.allViews(ledger, style: TextStyle(width: width))
                    let painted = try Self.allViews(ledger, style: TextStyle(width: width, color: true))
                    for (name, text) in painted {
                        #expect(text.contains("\u{1B}[") || name.contains("empty"), "\(name)")
                        let stripped = text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
                        #expect(stripped == plain[name], "\(name) at \(width)")
                    }
                }
            }
        }
    }

    @Test(arguments: 1...12)
    func pieSharesAddUpToExactly100InTextAndJSON(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let categories = ["meals", "transport", "snacks", "housing", "fun", "daily", "medical", "study"]
            try store.write { ledger in
                for _ in 0..<Int.random(in: 1...40, using: &random) {
                    let cents = Int64.random(
                        in: 1...(Bool.random(using: &random) ? 5_000 : 99_999_999_999), using: &random)
                    let draft = BillDraft(
                        amount: Money(cents: cents), category: categories.randomElement(using: &random),
                        type: nil,
                        date: Day(year: 2026, month: 11, day: Int.random(in: 1...30, using: &random))!)
                    try ledger.addBill(draft, to: 1, now: ViewReportTests.now)
                }
            }
            let report = try store.read { ledger in
                try CategoryTotalsReport(
                    ledger: ledger, book: ledger.currentBook, period: .all, type: .expense)
            }
            #expect(report.slices.reduce(0) { $0 + $1.basisPoints } == 10_000)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(report.asJSON().utf8)) as? [String: Any])
            let percents = try #require(
                (json["categories"] as? [[String: Any]])?.compactMap { $0["percent"] as? String })
            #expect(percents.count == report.slices.count)
            #expect(percents.map { Int($0.replacing(".", with: "")) ?? -1 }.reduce(0, +) == 10_000)
            let shares = report.asText(style: TextStyle(width: 120)).split(separator: "\n").compactMap {
                line in
                line.split(separator: " ").first { $0.hasSuffix("%") }.map { String($0.dropLast()) }
            }
            #expect(shares.last == "100.00")
            let basisPoints = shares.dropLast().map { Int($0.replacing(".", with: "")) ?? -1 }
            #expect(basisPoints.count == report.slices.count)
            #expect(basisPoints.reduce(0, +) == 10_000)
        }
    }
}
