import Foundation
import TestSupport
import Testing

@testable import LedgerCore

#if canImport(Glibc)
    import Glibc
#endif

/// The numbers of the views, checked on the report values: filters, limits, month list, calendar.
struct ViewReportTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// A ledger with bills in 2026-10 and 2026-11 of book 1, and one bill in a second book.
    static func ledger(in dir: String) throws -> LedgerStore {
        let store = LedgerStore(directory: dir)
        try store.write { ledger in
            let trip = try ledger.addBook(name: "Trip", currency: "€")
            _ = try ledger.addCategory(title: "宠物医疗保险", alias: "petcare", type: .expense)
            let bills: [(String, Int64, String, String, Book.ID)] = [
                ("2026-10-05", 120_000, "housing", "October rent", 1),
                ("2026-10-18", 299_999, "petcare", "cat", 1),
                ("2026-11-01", 800_000, "salary", "pay", 1), ("2026-11-01", 300_000, "housing", "rent", 1),
                ("2026-11-02", 1250, "meals", "lunch", 1), ("2026-11-15", 6660, "transport", "Taxi home", 1),
                ("2026-11-15", 50_000, "bonus", "项目奖金", 1), ("2026-11-21", 990, "snacks", "", 1),
                ("2026-11-21", 2500, "meals", "", 1), ("2026-11-10", 45_000, "travel", "hotel", trip.id),
            ]
            for (date, cents, category, note, book) in bills {
                let draft = BillDraft(
                    amount: Money(cents: cents), category: category, type: nil,
                    date: try #require(Day(iso: date)), note: note)
                try ledger.addBill(draft, to: book, now: now)
            }
        }
        return store
    }

    static let november = Period(month: Month(year: 2026, month: 11)!)

    @Test(
        arguments: [
            (BillFilter(), 7), (BillFilter(search: "TAXI"), 1), (BillFilter(search: "交通"), 1),
            (BillFilter(search: "transp"), 1),
            (BillFilter(search: "奖金"), 1), (BillFilter(search: "nothing like it"), 0),
            (BillFilter(type: .income), 2),
            (BillFilter(type: .expense, search: "r"), 2), (BillFilter(search: ""), 7),
        ] as [(BillFilter, Int)])
    func filtersByTypeAndSearch(filter: BillFilter, count: Int) throws {
        try withTemporaryDirectory { dir in
            let report = try Self.ledger(in: dir).read { ledger in
                try TimelineReport(
                    ledger: ledger, book: ledger.currentBook, period: Self.november, filter: filter)
            }
            #expect(report.count == count)
            #expect(report.bills.count == count)
            #expect(report.omitted == 0)
        }
    }

    @Test func aCategoryFilterGroupsItsMonths() throws {
        try withTemporaryDirectory { dir in
            let report = try Self.ledger(in: dir).read { ledger in
                let housing = try ledger.category(matching: "housing")
                return try TimelineReport(
                    ledger: ledger, book: ledger.currentBook, period: .all,
                    filter: BillFilter(categories: [housing]))
            }
            #expect(report.bills.map(\.note) == ["rent", "October rent"])
            #expect(report.months.keys.sorted().map(\.description) == ["2026-10", "2026-11"])
            #expect(report.months[Month(year: 2026, month: 10)!]?.expense == Money(cents: 120_000))
            #expect(report.expense == Money(cents: 420_000))
            #expect(report.income == .zero)
        }
    }

    @Test func aLimitShowsTheNewestBillsButEveryTotalStaysWhole() throws {
        try withTemporaryDirectory { dir in
            let (full, limited) = try Self.ledger(in: dir).read { ledger in
                (
                    try TimelineReport(ledger: ledger, book: ledger.currentBook, period: .all),
                    try TimelineReport(ledger: ledger, book: ledger.currentBook, period: .all, limit: 3)
                )
            }
            #expect(limited.bills == Array(full.bills.prefix(3)))
            #expect(limited.count == full.count)
            #expect(limited.omitted == full.count - 3)
            #expect(limited.income == full.income && limited.expense == full.expense)
            #expect(limited.months == full.months)
            // The 3rd bill is the newer of 2026-11-15's two: the day still counts both in its totals.
            let cut = try #require(limited.days.last)
            #expect(cut.bills.count == 1)
            #expect(cut.income == Money(cents: 50_000) && cut.expense == Money(cents: 6660))
            #expect(full.income == Money(cents: 850_000))
            #expect(full.expense == Money(cents: 120_000 + 299_999 + 300_000 + 1250 + 6660 + 990 + 2500))
        }
    }

    /// Replaces a month file by garbage of the same size and modification time, which only a reader
    /// of the file can notice (its summary still matches it).
    static func garble(_ path: String) throws {
        var info = stat()
        #expect(stat(path, &info) == 0)
        try Data(repeating: UInt8(ascii: "x"), count: Int(info.st_size)).write(to: URL(fileURLWithPath: path))
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    }

    @Test func aLimitReadsOnlyTheNewestMonthsItNeeds() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(in: dir)
            try Self.garble(dir + "/bills/1/2026-10.json")
            let limited = try store.read { ledger in
                try TimelineReport(ledger: ledger, book: ledger.currentBook, period: .all, limit: 7)
            }
            #expect(limited.bills.count == 7)
            #expect(limited.omitted == 2)
            #expect(limited.months[Month(year: 2026, month: 10)!]?.count == 2)
            #expect(throws: LedgerError.self) {
                try store.read { ledger in
                    try TimelineReport(ledger: ledger, book: ledger.currentBook, period: .all, limit: 8)
                }
            }
        }
    }

    @Test func theMonthListComesFromTheSummariesWithoutReadingABillFile() throws {
        try withTemporaryDirectory { dir in
            let store = try Self.ledger(in: dir)
            let before = try store.read { ledger in
                try MonthListReport(ledger: ledger, book: ledger.currentBook)
            }
            #expect(before.months.map(\.month.description) == ["2026-11", "2026-10"])
            #expect(before.months.map(\.summary.count) == [7, 2])
            #expect(before.total.count == 9)
            #expect(before.total.income == Money(cents: 850_000))
            #expect(before.total.balance == Money(cents: 850_000 - 731_399))

            // Garbage of the same size and modification time: only a reader of the file could notice.
            let path = dir + "/bills/1/2026-11.json"
            var info = stat()
            #expect(stat(path, &info) == 0)
            try Data(repeating: UInt8(ascii: "x"), count: Int(info.st_size)).write(
                to: URL(fileURLWithPath: path))
            var times = [info.st_atim, info.st_mtim]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)

            let after = try store.read { ledger in
                try MonthListReport(ledger: ledger, book: ledger.currentBook)
            }
            #expect(after == before)
            #expect(throws: LedgerError.self) {
                try store.read { ledger in
                    try TimelineReport(ledger: ledger, book: ledger.currentBook, period: Self.november)
                }
            }
        }
    }

    @Test func theCalendarHasEveryDayOfTheMonth() throws {
        try withTemporaryDirectory { dir in
            let report = try Self.ledger(in: dir).read { ledger in
                try CalendarReport(
                    ledger: ledger, book: ledger.currentBook, month: Month(year: 2026, month: 11)!)
            }
            #expect(report.days.count == 30)
            #expect(report.days.map(\.date.day) == Array(1...30))
            #expect(report.days[0].count == 2 && report.days[0].income == Money(cents: 800_000))
            #expect(report.days[20].expense == Money(cents: 3490))
            #expect(
                report.days[19]
                    == CalendarReport.DayTotals(
                        date: Day(year: 2026, month: 11, day: 20)!, count: 0, income: .zero, expense: .zero))
            #expect(report.expense == Money(cents: 300_000 + 1250 + 6660 + 990 + 2500))
            let text = report.asText(today: Day(year: 2026, month: 11, day: 21)!)
            #expect(text.contains("[21]"))
            #expect(text.contains("Mon        Tue"))
            let sunday = report.asText(today: Day(year: 2026, month: 11, day: 21)!, sundayFirst: true)
            #expect(sunday.contains("Sun        Mon"))
            // 2026-11-01 is a Sunday: first in the first week.
            #expect(sunday.split(separator: "\n", omittingEmptySubsequences: false)[4].hasPrefix("1 "))
        }
    }
}
