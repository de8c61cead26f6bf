import LedgerCore

extension ScreenRenderer {
    /// The lines between the header and the status line, filled by one screen, with the selection
    /// reversed and scrolled into view, and any dialog drawn over them.
    struct Body {
        let height: Int
        let width: Int
        var lines: [String] = []

        init(height: Int, width: Int) {
            self.height = max(0, height)
            self.width = width
        }

        /// Shows `count` lines drawn by `line(index, selected)`, scrolled so that the selected lines
        /// (`selected`, a range of indices) are in view, a third of the way down when they can be.
        private func window(count: Int, selected: Range<Int>?, line: (Int, Bool) -> String) -> [String] {
            var offset = 0
            if let selected, count > height {
                offset = max(0, min(selected.lowerBound - height / 3, count - height))
                if selected.upperBound > offset + height { offset = selected.upperBound - height }
            }
            return (offset..<min(count, offset + height)).map { index in
                line(index, selected?.contains(index) ?? false)
            }
        }

        /// Shows what ``window(count:selected:line:)`` draws.
        private mutating func show(count: Int, selected: Range<Int>?, line: (Int, Bool) -> String) {
            lines = window(count: count, selected: selected, line: line)
            pad()
        }

        private mutating func pad() {
            lines += Array(repeating: "", count: max(0, height - lines.count))
        }

        /// `text` (already plain and cut to the width) in reverse video across the whole width.
        private static func reversed(_ text: String, width: Int) -> String {
            ScreenRenderer.reverse.0 + TextWidth.pad(text, to: width) + ScreenRenderer.reverse.1
        }

        /// The month's (or the detail's) bills as `timi list` draws them; the selected bill reversed.
        mutating func timeline(_ ui: UIState, _ data: ScreenData, style: TextStyle) {
            // Rows for the bills within a screen of the selection: enough to scroll it into view.
            let window = max(0, ui.selection - height)..<min(data.bills.count, ui.selection + height + 1)
            let rows = data.timeline.screenRows(in: data.state, style: style, window: window)
            guard !rows.isEmpty else {
                let empty =
                    ui.search.isEmpty
                    ? "No bills in {1}. Press a to add one." : "No matching bills in {1}. Press a to add one."
                lines = ["", " " + ui.language.words(empty, data.timeline.period.description)]
                return pad()
            }
            let selected = data.selectedBill(ui)?.id
            let indices = rows.indices.filter { rows[$0].bill?.id == selected && selected != nil }
            let range = indices.first.map { $0..<(indices.last ?? $0) + 1 }
            let plain = TextStyle(width: style.width, color: false)
            let width = self.width
            show(count: rows.count, selected: range) { index, isSelected in
                isSelected
                    ? Self.reversed(rows[index].text(style: plain), width: width)
                    : rows[index].text(style: style)
            }
        }

        /// `timi pie`'s table and bars; the selected category's row reversed.
        mutating func pie(_ ui: UIState, _ data: ScreenData, style: TextStyle) {
            let painted = Body.view(data.pie.asText(style: style))
            let plain = style.color ? Body.view(data.pie.asText(style: TextStyle(width: width))) : painted
            // The table: a heading line, one row per category, the total.
            let isTable = painted.count == data.pie.slices.count + 2
            let row = ui.selection + 1
            let width = self.width
            show(count: painted.count, selected: isTable ? row..<row + 1 : nil) { index, isSelected in
                isSelected ? Self.reversed(plain[index], width: width) : painted[index]
            }
        }

        /// `timi calendar`'s grid, the selected day in brackets (and reversed, with colour).
        mutating func calendar(_ ui: UIState, _ data: ScreenData, style: TextStyle) {
            let days = data.calendar.days
            let day = days.indices.contains(ui.selection) ? days[ui.selection].date : ui.month.firstDay
            // The lunar dates (the Chinese interface's) when the month fits with them, as in `timi calendar`.
            var calendar = data.calendar
            let weeks = (calendar.days.count + 12) / 7
            if 1 + 3 * weeks > height { calendar.lunar = nil }
            let grid = Body.view(calendar.asText(style: style, today: day, sundayFirst: ui.sundayFirst))
            // The weekday names, then two lines a week (three with the lunar dates).
            let weekday = calendar.month.firstDay.weekday
            let week = ((ui.sundayFirst ? weekday % 7 : weekday - 1) + day.day - 1) / 7
            let lines = calendar.lunar == nil ? 2 : 3
            show(count: grid.count, selected: 1 + lines * week..<1 + lines * (week + 1)) { index, _ in
                grid[index]
            }
        }

        /// The budget lines, or that the book has none.
        mutating func budget(_ ui: UIState, _ data: ScreenData) {
            guard !data.budgetLines.isEmpty else {
                lines = ["", " " + ui.language.words("No budgets for {1}.", data.book.name)]
                return pad()
            }
            let lines = data.budgetLines
            let width = self.width
            show(count: lines.count, selected: ui.selection..<ui.selection + 1) { index, isSelected in
                let text = TextWidth.truncate(lines[index], to: width)
                return isSelected ? Self.reversed(text, width: width) : text
            }
        }

        /// The accounts with their balances and the net worth (the app's 资产), or how to add one.
        mutating func accounts(_ ui: UIState, _ data: ScreenData) {
            let lines = data.accountLines(width: width, language: ui.language)
            let width = self.width
            let selected = min(ui.selection, max(0, lines.count - 1))
            show(count: lines.count, selected: selected..<selected + 1) { index, isSelected in
                let text = TextWidth.truncate(lines[index], to: width)
                return isSelected ? Self.reversed(text, width: width) : text
            }
        }

        /// A view's text without its header: the lines after its first empty line.
        static func view(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            guard let blank = lines.firstIndex(of: "") else { return lines }
            return Array(lines[(blank + 1)...])
        }
    }
}
