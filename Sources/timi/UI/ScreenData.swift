import LedgerCore

/// What the screens of `timi ui` show, read from the ledger in one locked read: the reports of the
/// month (or of the detail opened) in the book shown, and the categories and books.
struct ScreenData {
    var state: LedgerState
    var book: Book
    /// The month's bills, or the detail's, filtered by the search.
    var timeline: TimelineReport
    /// Its bills, newest first (``TimelineReport/bills``, gathered once).
    var bills: [Bill]
    /// The month's expense by category; its income and expense are the header's.
    var pie: CategoryTotalsReport
    var calendar: CalendarReport
    /// The budget screen's lines (one per budget: spent of budget, share used, over), and what
    /// is left of the book's budget for the header; empty and `nil` when the book has no budget then.
    var budgetLines: [String] = []
    var budgetLeft: Money?
    /// The accounts screen (the app's 资产): each account's balance at the end of the month shown (today
    /// in this month), grouped by kind, then assets, liabilities and net worth per currency.
    var accounts: AccountBalanceReport
    /// Where the photos of the bills shown are, by bill: their copies in the ledger's `attachments/`.
    var photoPaths: [Bill.ID: String] = [:]

    /// The data for `ui` (its book, or the current book when that one is gone; its month, detail and
    /// search), read from `ledger`: one month file and the summaries.
    /// - Throws: ``LedgerError`` when the ledger cannot be read.
    static func load(from ledger: Ledger, for ui: UIState) throws -> ScreenData {
        let book = ledger.state.book(ui.book) ?? ledger.currentBook
        var period = Period(month: ui.month)
        var filter = BillFilter(search: ui.search.isEmpty ? nil : ui.search)
        switch ui.detail {
        case .day(let day)?: period = Period(start: day, end: day, description: day.description)
        case .category(let category)?: filter.category = category
        case nil: break
        }
        let timeline = try TimelineReport(ledger: ledger, book: book, period: period, filter: filter)
        var data = ScreenData(
            state: ledger.state, book: book, timeline: timeline, bills: timeline.bills,
            pie: try CategoryTotalsReport(
                ledger: ledger, book: book, period: Period(month: ui.month), type: .expense),
            // The lunar dates under the days in the Chinese interface, as `timi calendar` shows them.
            calendar: try CalendarReport(
                ledger: ledger, book: book, month: ui.month, lunar: ui.language == .chinese),
            accounts: try AccountBalanceReport(
                ledger: ledger, on: ui.month == ui.today.yearMonth ? ui.today : ui.month.lastDay))
        for bill in timeline.bills {
            if let photo = bill.photo { data.photoPaths[bill.id] = ledger.attachmentPath(photo) }
        }
        let budget = try BudgetReport(ledger: ledger, book: book, month: ui.month, today: nil)
        if !budget.isEmpty {
            var table = TextTable(alignments: [.left, .right, .right, .right, .left])
            for line in budget.budgets {
                table.append([
                    " " + (line.category?.title ?? ui.language.words("total")), line.spent.description,
                    ui.language.words("of {1}", line.budget.description),
                    line.percentText + "%",
                    line.isOver
                        ? ui.language.words("over") : line.willGoOver ? ui.language.words("will go over") : "",
                ])
            }
            data.budgetLines = table.render().split(separator: "\n").map(String.init)
            data.budgetLeft = budget.total.left
        }
        return data
    }

    /// How many lines `screen` (with `detail` open) lets the selection move over.
    func count(of screen: UIState.Screen, _ detail: UIState.Detail?) -> Int {
        if detail != nil { return bills.count }
        switch screen {
        case .timeline: return bills.count
        case .pie: return pie.slices.count
        case .calendar: return calendar.days.count
        case .budget: return budgetLines.count
        case .accounts: return accountLines(width: 80, language: .english).count
        }
    }

    /// The accounts screen's lines at `width`, as `timi accounts` draws them.
    func accountLines(width: Int, language: Language, color: Bool = false) -> [String] {
        var lines = accounts.text(style: TextStyle(width: width, color: color, language: language))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The bill selected, on the timeline or in a detail.
    func selectedBill(_ ui: UIState) -> Bill? {
        guard ui.screen == .timeline || ui.detail != nil else { return nil }
        return bills.indices.contains(ui.selection) ? bills[ui.selection] : nil
    }
}
