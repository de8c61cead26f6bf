import Foundation
@testable import LedgerCore
import TestSupport
import Testing

@testable import timi

/// `timi ui`'s details (issue 40, point 7): the delete question always whole, the lunar dates in the
/// Chinese calendar, the totals of a search's and a category's bills in the header, and notes cut
/// between grapheme clusters.
struct UIDetailsTests {
    static let family = "👨‍👩‍👧‍👦"

    /// A ledger whose bill has a note long enough to push `(y/n)` off an 80-column line.
    static func withLedger<T>(_ body: (LedgerStore) throws -> T) throws -> T {
        try UIScreenTests.withLedger { store in
            try store.write { ledger in
                let draft = BillDraft(
                    amount: Money(cents: 4_560), category: "meals", type: nil, date: UIScreenTests.today,
                    note: "dinner \(family)\(family) with the whole family ok")
                try ledger.addBill(draft, to: ledger.currentBook.id, now: Timestamp(milliseconds: 99))
            }
            return try body(store)
        }
    }

    @Test(arguments: [40, 60, 80, 120], [Language.english, .chinese])
    func theDeleteQuestionIsAlwaysWhole(columns: Int, language: Language) throws {
        try Self.withLedger { store in
            var ui = try UIScreenTests.state(store)
            ui.language = language
            let data = try UIScreenTests.data(store, ui)
            let bill = try #require(data.bills.first { $0.note.hasPrefix("dinner") })
            ui.overlay = .confirmDelete(bill)
            let status = ScreenRenderer.status(ui, data, width: columns)
            #expect(status.hasSuffix(language == .english ? "? (y/n)" : "？(y/n)"), "\(status)")
            #expect(TextWidth.of(status) <= columns)
        }
    }

    @Test func theChineseCalendarShowsTheLunarDates() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            ui.language = .chinese
            ui.screen = .calendar
            let data = try UIScreenTests.data(store, ui)
            let screen = ScreenRenderer.lines(
                ui, data, size: ScreenSize(columns: 100, rows: 30), color: false
            )
            .joined(separator: "\n")
            // 2026-11-09 is 九月廿一 (the lunar ninth month began on 2026-10-10).
            #expect(screen.contains("初一") || screen.contains("十月"), "\(screen)")
        }
    }

    @Test func aSearchAndACategoryShowTheirBillsTotals() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            ui.search = "lunch"
            var data = try UIScreenTests.data(store, ui)
            let size = ScreenSize(columns: 100, rows: 30)
            #expect(
                ScreenRenderer.lines(ui, data, size: size, color: false)[1]
                    == "income ¥0.00  expense ¥12.50  balance -¥12.50")
            ui.search = ""
            let transport = try store.read { try $0.category(matching: "transport") }
            ui.detail = .category(transport)
            data = try UIScreenTests.data(store, ui)
            #expect(
                ScreenRenderer.lines(ui, data, size: size, color: false)[1]
                    == "income ¥0.00  expense ¥30.00  balance -¥30.00")
        }
    }

    /// No line ends a cut note inside an emoji sequence (a joiner left at the end of a character).
    @Test func aNoteIsCutBetweenGraphemeClusters() throws {
        try Self.withLedger { store in
            var ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            for columns in 40...100 {
                for screen in [UIState.Screen.timeline] {
                    ui.screen = screen
                    let size = ScreenSize(columns: columns, rows: 30)
                    let status = ScreenRenderer.status(ui, data, width: columns)
                    for line in ScreenRenderer.lines(ui, data, size: size, color: false) + [status] {
                        let split = line.contains { $0.unicodeScalars.last?.value == 0x200D }
                        #expect(!split, "\(columns) columns: \(line)")
                        #expect(!line.contains("\u{200D}…") && !line.contains("\u{200D} "), "\(line)")
                    }
                }
            }
        }
    }
}
