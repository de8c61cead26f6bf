import Foundation
import TestSupport
import Testing

@testable import LedgerCore

@testable import timi

/// `timi ui` without a terminal: keys decoded from bytes, the state after keys, and the screen as a
/// function of the state, the ledger's data and the size.
struct UIScreenTests {
    static let today = (Day(year: 2026, month: 11, day: 21) ?? .epoch)

    /// A ledger with bills in November 2026 (one with a long CJK note) and one in October.
    static func withLedger<T>(_ body: (LedgerStore) throws -> T) throws -> T {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            try store.write { ledger in
                let book = ledger.currentBook.id
                let drafts = [
                    BillDraft(
                        amount: Money(cents: 1250), category: "meals", type: nil, date: today, note: "lunch"),
                    BillDraft(amount: Money(cents: 800_000), category: "salary", type: nil, date: today),
                    BillDraft(
                        amount: Money(cents: 3000), category: "交通", type: nil,
                        date: (Day(year: 2026, month: 11, day: 3) ?? .epoch), note: "打车去机场，路上很堵，司机绕了远路"),
                    BillDraft(
                        amount: Money(cents: 999), category: "meals", type: nil,
                        date: (Day(year: 2026, month: 10, day: 30) ?? .epoch)),
                ]
                for (index, draft) in drafts.enumerated() {
                    try ledger.addBill(draft, to: book, now: Timestamp(milliseconds: Int64(index)))
                }
                // Two accounts for the accounts screen; the bills above name none.
                var card = AccountChanges()
                card.opening = Money(cents: -20_000)
                try ledger.addAccount(name: "招行信用卡", kind: .credit, card)
                var wallet = AccountChanges()
                wallet.opening = Money(cents: 32_050)
                try ledger.addAccount(name: "微信零钱", kind: .wallet, wallet)
            }
            return try body(store)
        }
    }

    static func data(_ store: LedgerStore, _ ui: UIState) throws -> ScreenData {
        try store.read { try ScreenData.load(from: $0, for: ui) }
    }

    static func state(_ store: LedgerStore) throws -> UIState {
        try store.read { UIState(book: $0.currentBook.id, month: today.yearMonth, today: today) }
    }

    /// The state after `keys`, with the data read again after each as the session does.
    static func press(_ keys: [Key], _ ui: inout UIState, _ store: LedgerStore) throws -> [UIState.Effect] {
        var effects: [UIState.Effect] = []
        for key in keys {
            effects.append(ui.handle(key, in: try data(store, ui)))
        }
        return effects
    }

    @Test(arguments: [
        ([UInt8]("q".utf8), [Key.character("q")]),
        ([0x1B], [.escape]),
        ([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42], [.up, .down]),
        ([0x1B, 0x4F, 0x43, 0x1B, 0x5B, 0x44], [.right, .left]),
        ([0x1B, 0x5B, 0x5A, 0x09, 0x0D, 0x7F, 0x03], [.backTab, .tab, .enter, .backspace, .interrupt]),
        ([0x1B, 0x5B, 0x31, 0x7E, 0x1B, 0x5B, 0x46], [.home, .end]),
        ([UInt8]("12+咖".utf8), [.character("1"), .character("2"), .character("+"), .character("咖")]),
        ([0x1B, 0x5B, 0x31, 0x35, 0x7E, 0x01], [.unknown, .unknown]),
        ([0xFF, 0x61], [.character("\u{FFFD}"), .character("a")]),
    ])
    func decodesKeys(bytes: [UInt8], keys: [Key]) {
        #expect(Key.keys(in: bytes) == keys)
    }

    @Test func everySizeGivesExactlyItsRowsNoneWiderThanItsColumns() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            for screen in UIState.Screen.allCases {
                ui.screen = screen
                for overlay in [
                    nil, UIState.Overlay.help, .dialog(BillDialog(adding: UIScreenTests.today)), .books(0),
                ] {
                    ui.overlay = overlay
                    let data = try UIScreenTests.data(store, ui)
                    for (columns, rows) in [(40, 12), (41, 13), (60, 20), (100, 30), (200, 60)] {
                        for color in [false, true] {
                            let lines = ScreenRenderer.lines(
                                ui, data, size: ScreenSize(columns: columns, rows: rows), color: color)
                            #expect(lines.count == rows, "\(screen) \(columns)×\(rows)")
                            for line in lines {
                                #expect(
                                    ScreenRenderer.visibleWidth(line) <= columns,
                                    "\(screen) \(columns): \(line)")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func belowFortyByTwelveItSaysTheWindowIsTooSmall() throws {
        try UIScreenTests.withLedger { store in
            let ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            for size in [ScreenSize(columns: 39, rows: 30), ScreenSize(columns: 100, rows: 11)] {
                let lines = ScreenRenderer.lines(ui, data, size: size, color: false)
                #expect(lines.count == size.rows)
                #expect(lines[0].hasPrefix("The window is too small"))
            }
        }
    }

    @Test func theTimelineShowsTheMonthWithTheHeaderAndSelectsTheNewestBill() throws {
        try UIScreenTests.withLedger { store in
            let ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            let lines = ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 100, rows: 30), color: false)
            #expect(lines[0].hasPrefix("日常账本 · 2026-11"))
            #expect(lines[0].contains("\u{1B}[7m1 timeline\u{1B}[27m"))
            #expect(lines[1] == "income ¥8000.00  expense ¥42.50  balance ¥7957.50")
            let screen = lines.joined(separator: "\n")
            #expect(screen.contains("2026-11-21 Sat"))
            #expect(screen.contains("打车去机场"))
            #expect(!screen.contains("9.99"))  // October's bill
            // The newest bill (salary, created last on the 21st) is reversed, without colour.
            let selected = try #require(lines.first { $0.hasPrefix("\u{1B}[7m") })
            #expect(selected.contains("8000.00  工资"))
            #expect(lines[28].contains("income 8000.00 工资"))
            #expect(lines[29].hasPrefix("←/→ month"))
        }
    }

    @Test func keysMoveTheMonthTheSelectionAndTheScreens() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            #expect(try UIScreenTests.press([.down, .down, .down], &ui, store) == [.none, .none, .none])
            #expect(ui.selection == 2)  // three bills: it stops at the last
            _ = try UIScreenTests.press([.character("g")], &ui, store)
            #expect(ui.selection == 0)
            _ = try UIScreenTests.press([.character("G")], &ui, store)
            #expect(ui.selection == 2)
            #expect(try UIScreenTests.press([.left], &ui, store) == [.reload])
            #expect(ui.month.description == "2026-10" && ui.selection == 0)
            _ = try UIScreenTests.press([.character("l"), .right], &ui, store)
            #expect(ui.month.description == "2026-12")
            _ = try UIScreenTests.press([.tab], &ui, store)
            #expect(ui.screen == .pie)
            _ = try UIScreenTests.press([.character("3")], &ui, store)
            #expect(ui.screen == .calendar)
            #expect(ui.selection == 20)  // the 21st of the month shown
            _ = try UIScreenTests.press([.backTab, .backTab, .backTab], &ui, store)
            #expect(ui.screen == .accounts)
            _ = try UIScreenTests.press([.character("4")], &ui, store)
            #expect(ui.screen == .budget)
            _ = try UIScreenTests.press([.character("5")], &ui, store)
            #expect(ui.screen == .accounts)
            _ = try UIScreenTests.press([.tab], &ui, store)
            #expect(ui.screen == .timeline)
            #expect(try UIScreenTests.press([.character("q")], &ui, store) == [.quit])
            #expect(try UIScreenTests.press([.interrupt], &ui, store) == [.quit])
            #expect(try UIScreenTests.press([.escape], &ui, store) == [.quit])
        }
    }

    /// The dialog's account field: a prefix of an open account's name, shown completed beside it; an
    /// edit shows the bill's account and clearing it takes the account away.
    @Test func theDialogPicksAnAccount() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            let keys: [Key] =
                [.character("a"), .character("5"), .tab, .tab, .tab, .tab, .character("招")]
            _ = try UIScreenTests.press(keys, &ui, store)
            guard case .dialog(let dialog)? = ui.overlay else { throw UIScreenTests.NoDialog() }
            #expect(dialog.focus == .account)
            let data = try UIScreenTests.data(store, ui)
            let lines = ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 80, rows: 24), color: false)
            #expect(lines.contains { $0.contains("account") && $0.contains("→ 招行信用卡") })
            #expect(try UIScreenTests.press([.enter], &ui, store) == [.save(dialog)])
            let bill = try store.write {
                try $0.addBill(
                    try dialog.draft(today: UIScreenTests.today), to: 1, now: Timestamp(milliseconds: 9))
            }
            let card = try store.read { try $0.account(matching: "招行信用卡") }
            #expect(bill.account == card.id)
            let editing = try store.read { BillDialog(editing: bill, in: $0.state, photoPath: nil) }
            #expect(editing[.account] == "招行信用卡")
            var cleared = editing
            cleared[.account] = ""
            #expect(try cleared.changes(today: UIScreenTests.today).account == "")
            #expect(try editing.changes(today: UIScreenTests.today).account == nil)
        }
    }

    struct NoDialog: Error {}

    @Test func enterOnThePieOpensTheCategoryAndOnTheCalendarTheDay() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            _ = try UIScreenTests.press([.character("2"), .enter], &ui, store)
            let category = try #require(ui.detail)
            #expect(category == .category(try store.read { try $0.category(matching: "交通") }))
            let data = try UIScreenTests.data(store, ui)
            #expect(data.timeline.bills.count == 1)
            #expect(
                ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 80, rows: 24), color: false)[0]
                    .contains("交通 (transport)"))
            _ = try UIScreenTests.press([.escape, .character("3"), .enter], &ui, store)
            #expect(ui.detail == .day(UIScreenTests.today))
            #expect(try UIScreenTests.data(store, ui).timeline.bills.count == 2)
            #expect(try UIScreenTests.press([.character("e")], &ui, store) == [.none])
            guard case .dialog(let dialog)? = ui.overlay else { return #expect(Bool(false)) }
            #expect(dialog.fields.map { dialog[$0] } == ["8000.00", "工资", "", "2026-11-21", "", ""])
        }
    }

    @Test func theBudgetScreenSaysThereAreNone() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            ui.screen = .budget
            let lines = ScreenRenderer.lines(
                ui, try UIScreenTests.data(store, ui), size: ScreenSize(columns: 60, rows: 20), color: false)
            #expect(lines.contains(" No budgets for 日常账本."))
            #expect(!lines[1].contains("budget left"))
        }
    }

    @Test func theBudgetScreenShowsTheBudgetsAndTheHeaderWhatIsLeft() throws {
        try UIScreenTests.withLedger { store in
            try store.write { ledger in
                let book = ledger.currentBook
                ledger.setBudget(
                    try ledger.budgetTarget(matching: "meals"), of: book, to: Money(cents: 1000),
                    from: UIScreenTests.today.yearMonth)
                ledger.setBudget(
                    try ledger.budgetTarget(matching: "total"), of: book, to: Money(cents: 10_000),
                    from: UIScreenTests.today.yearMonth)
            }
            var ui = try UIScreenTests.state(store)
            ui.screen = .budget
            let lines = ScreenRenderer.lines(
                ui, try UIScreenTests.data(store, ui), size: ScreenSize(columns: 80, rows: 20), color: false)
            // 12.50 of the meals budget of 10.00 is over; 42.50 spent of the 100.00 total leaves 57.50.
            #expect(lines.contains { $0.contains("用餐") && $0.contains("12.50") && $0.contains("over") })
            #expect(lines.contains { $0.contains("total") && $0.contains("of 100.00") })
            #expect(lines[1].contains("budget left ¥57.50"), "\(lines[1])")
        }
    }

    @Test func searchFiltersAsItIsTypedAndEscClearsIt() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            _ = try UIScreenTests.press([.character("/")] + "机场".map { Key.character($0) }, &ui, store)
            #expect(ui.search == "机场" && ui.overlay == .search)
            #expect(try UIScreenTests.data(store, ui).timeline.bills.count == 1)
            _ = try UIScreenTests.press([.enter], &ui, store)
            #expect(ui.overlay == nil && ui.search == "机场")
            #expect(try UIScreenTests.press([.escape], &ui, store) == [.reload])
            #expect(ui.search.isEmpty)
        }
    }

    @Test func deleteAsksFirstAndOnlyYesDeletes() throws {
        try UIScreenTests.withLedger { store in
            var ui = try UIScreenTests.state(store)
            _ = try UIScreenTests.press([.character("d")], &ui, store)
            guard case .confirmDelete(let bill)? = ui.overlay else { return #expect(Bool(false)) }
            let lines = ScreenRenderer.lines(
                ui, try UIScreenTests.data(store, ui), size: ScreenSize(columns: 80, rows: 24), color: false)
            #expect(lines[22].hasPrefix("Delete \(bill.shortID) 2026-11-21 income 8000.00 工资? (y/n)"))
            #expect(try UIScreenTests.press([.character("n")], &ui, store) == [.none])
            _ = try UIScreenTests.press([.character("d")], &ui, store)
            #expect(try UIScreenTests.press([.character("y")], &ui, store) == [.delete(bill)])
        }
    }

    @Test(arguments: [
        (
            100,
            "←/→ month  ↑/↓ select  Tab screen  a add  e edit  d delete  u undo  b book  / search  ? keys  q quit"
        ),
        (80, "←/→ month  ↑/↓ select  Tab screen  a add  e edit  d delete  ? keys  q quit"),
        (40, "←/→ month  ↑/↓ select  ? keys  q quit"),
    ])
    func theFooterAlwaysEndsWithHelpAndQuit(width: Int, footer: String) {
        #expect(UIKeys.footer(width: width) == footer)
    }

    /// A month of 300 bills: the screen draws rows only near the selection, the same rows as the whole
    /// timeline has, and the last bill scrolls into view.
    @Test func aLongMonthDrawsOnlyNearTheSelection() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            try store.write { ledger in
                for index in 0..<300 {
                    let day = Day(year: 2026, month: 11, day: 1 + index % 28) ?? .epoch
                    let draft = BillDraft(
                        amount: Money(cents: Int64(100 + index)),
                        category: index % 7 == 0 ? "salary" : "meals",
                        type: nil, date: day, note: "bill \(index)")
                    try ledger.addBill(
                        draft, to: ledger.currentBook.id, now: Timestamp(milliseconds: Int64(index)))
                }
            }
            var ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            let style = TextStyle(width: 100)
            let all = data.timeline.screenRows(in: data.state, style: style)
            let some = data.timeline.screenRows(in: data.state, style: style, window: 120..<140)
            let billRows = some.filter { $0.bill != nil }
            #expect(Set(billRows.compactMap { $0.bill?.id }) == Set(data.bills[120..<140].map(\.id)))
            for row in billRows {
                let same = all.filter { $0.bill?.id == row.bill?.id }.map { $0.text(style: style) }
                #expect(same.contains(row.text(style: style)))
            }
            _ = try UIScreenTests.press([.character("G")], &ui, store)
            let lines = ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 100, rows: 30), color: false)
            let last = try #require(data.bills.last)
            #expect(lines.contains { $0.hasPrefix("\u{1B}[7m" + last.shortID) })
            #expect(lines[28].hasPrefix(last.shortID))
        }
    }
}
