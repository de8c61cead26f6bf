import LedgerCore

/// The screen of `timi ui` as a function of its state, its data and the terminal's size: exactly
/// `size.rows` lines, none wider than `size.columns`. The header (book, month, screen, totals) is on
/// top, the screen's body below, then a status line and the footer with the keys.
enum ScreenRenderer {
    /// The smallest terminal the screens fit.
    static let minimum = ScreenSize(columns: 40, rows: 12)
    /// Reverse video on and off: the selection, the current screen's name, the focused field.
    static let reverse = ("\u{1B}[7m", "\u{1B}[27m")

    /// The lines to draw; colour (in the views' colours, categories' at `depth`) only when `color`.
    static func lines(
        _ ui: UIState, _ data: ScreenData, size: ScreenSize, color: Bool, depth: ColorDepth = .basic
    ) -> [String] {
        guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
            let text = ui.language.words(
                "The window is too small for timi ui: it needs {1}×{2}.", String(minimum.columns),
                String(minimum.rows))
            return [TextWidth.truncate(text, to: size.columns)]
                + Array(repeating: "", count: max(0, size.rows - 1))
        }
        let width = size.columns
        let style = TextStyle(width: width, color: color, depth: depth, language: ui.language)
        var lines = header(ui, data, width: width)
        let height = size.rows - lines.count - 2
        var body = Body(height: height, width: width)
        switch (ui.detail, ui.screen) {
        case (.some, _), (nil, .timeline): body.timeline(ui, data, style: style)
        case (nil, .pie): body.pie(ui, data, style: style)
        case (nil, .calendar): body.calendar(ui, data, style: style)
        case (nil, .budget): body.budget(ui, data)
        case (nil, .accounts): body.accounts(ui, data)
        }
        body.overlay(ui, data)
        lines += body.lines
        lines.append(status(ui, data, width: width))
        lines.append(UIKeys.footer(width: width, language: ui.language))
        return lines
    }

    /// The book and month with the screens (the current one reversed), then the month's totals.
    static func header(_ ui: UIState, _ data: ScreenData, width: Int) -> [String] {
        var title = data.book.name + " · " + ui.month.description
        switch ui.detail {
        case .day(let day)?: title += " · " + day.description
        case .category(let category)?: title += " · \(category.title) (\(category.alias))"
        case nil: break
        }
        let language = ui.language
        if !ui.search.isEmpty { title += " · " + language.words("matching '{1}'", ui.search) }
        // Every screen's number and name; only the current one's name when the title would be cut.
        func screenTabs(named: Bool) -> (text: String, width: Int) {
            var tabs = ""
            var tabsWidth = 0
            for screen in UIState.Screen.allCases {
                let current = screen == ui.screen
                let name = String(screen.rawValue) + (named || current ? " " + screen.name(in: language) : "")
                tabs += " " + (current ? reverse.0 + name + reverse.1 : name)
                tabsWidth += 1 + TextWidth.of(name)
            }
            return (tabs, tabsWidth)
        }
        var (tabs, tabsWidth) = screenTabs(named: true)
        if TextWidth.of(title) > width - tabsWidth - 1 { (tabs, tabsWidth) = screenTabs(named: false) }
        let titleRoom = width - tabsWidth - 1
        let first =
            titleRoom >= 12
            ? TextWidth.pad(TextWidth.truncate(title, to: titleRoom), to: titleRoom) + " " + tabs
            : TextWidth.truncate(title, to: width)
        let currency = data.book.currency
        // A search or a detail shows the totals of its bills, as `timi search` does; else the month's.
        let matches = !ui.search.isEmpty || ui.detail != nil
        let (income, expense) =
            matches ? (data.timeline.income, data.timeline.expense) : (data.pie.income, data.pie.expense)
        var totals = [
            language.words("income") + " " + income.formatted(currency: currency),
            language.words("expense") + " " + expense.formatted(currency: currency),
            language.words("balance") + " " + (income - expense).formatted(currency: currency),
        ]
        if let left = data.budgetLeft {
            totals.append(language.words("budget left") + " " + left.formatted(currency: currency))
        }
        // Whole fields while they fit, never a number cut: the later ones go first.
        var shown = totals
        while shown.count > 1 && TextWidth.of(shown.joined(separator: "  ")) > width { shown.removeLast() }
        let line = shown.joined(separator: "  ")
        return [first, TextWidth.of(line) <= width ? line : "", ""]
    }

    /// A message, the search being typed, the delete question, or what is selected.
    static func status(_ ui: UIState, _ data: ScreenData, width: Int) -> String {
        let text: String
        let language = ui.language
        switch ui.overlay {
        case .search?: text = "/" + ui.search + "▏  " + language.words("(Enter keeps it, Esc clears it)")
        case .confirmDelete(let bill)?:
            // The question always shows whole: the bill's description is cut to leave it room.
            let question = language.words("Delete {1}? (y/n)", "")
            let room = max(1, width - TextWidth.of(question))
            let shown = TextWidth.truncate(
                TextWidth.printable(describe(bill, in: data.state, language: language)), to: room)
            return TextWidth.truncate(language.words("Delete {1}? (y/n)", shown), to: width)
        default:
            if let message = ui.message {
                text = message
            } else if let bill = data.selectedBill(ui) {
                text =
                    describe(bill, in: data.state, language: language)
                    + (data.photoPaths[bill.id].map { "  📷 " + $0 } ?? "")
            } else if ui.detail == nil, ui.screen == .pie, data.pie.slices.indices.contains(ui.selection) {
                let slice = data.pie.slices[ui.selection]
                text =
                    "\(slice.category.title) \(slice.total) · \(bills(slice.count, language)) · \(slice.percentText)%  "
                    + language.words("(Enter: its bills)")
            } else if ui.detail == nil, ui.screen == .calendar,
                data.calendar.days.indices.contains(ui.selection)
            {
                let day = data.calendar.days[ui.selection]
                text =
                    "\(day.date) · \(bills(day.count, language)) · \(language.words("expense")) \(day.expense)  "
                    + language.words("(Enter: its bills)")
            } else {
                text = ""
            }
        }
        return TextWidth.truncate(TextWidth.printable(text), to: width)
    }

    /// `1 bill`, `2 bills`, `2 笔`.
    static func bills(_ count: Int, _ language: Language) -> String {
        language.words(count == 1 ? "{1} bill" : "{1} bills", String(count))
    }

    /// `1a2b3c4d 2026-11-21 expense 12.50 用餐 lunch` (`支出` in Chinese).
    static func describe(_ bill: Bill, in state: LedgerState, language: Language) -> String {
        let title = state.category(bill.category)?.title ?? "?"
        let note = bill.note.isEmpty ? "" : " " + bill.note
        let type = language.words(bill.type.rawValue)
        return "\(bill.shortID) \(bill.date) \(type) \(bill.amount) \(title)\(note)"
    }
}
