extension TimelineReport {
    /// One line of the timeline as a full-screen view shows it, and the bill it shows, if any, so that
    /// the screen can select a bill and scroll to it.
    public struct ScreenRow {
        /// The bill on this line; `nil` for the column headings, a day's line and a blank line.
        public let bill: Bill?
        let line: TextLine

        /// The line cut to `style`'s width, coloured when `style` allows, without a newline.
        public func text(style: TextStyle) -> String { String(style.render([line]).dropLast()) }
    }

    /// The two-sided timeline of ``asText(in:style:)`` without its header, line by line: the column
    /// headings, then each day on the axis followed by its bills (a bill whose note goes on a line of
    /// its own has two rows, both naming it). Empty when there are no bills.
    ///
    /// Used by `timi ui`'s timeline and its day and category details.
    /// - Parameters:
    ///   - state: the ledger's categories, for the titles.
    ///   - style: the width to lay out for.
    public func screenRows(in state: LedgerState, style: TextStyle) -> [ScreenRow] {
        guard !days.isEmpty else { return [] }
        let layout = AxisLayout(bills: bills, state: state, style: style)
        var rows = [
            ScreenRow(
                bill: nil,
                line: layout.line(left: TextLine("income", .income), right: TextLine("expense", .expense)))
        ]
        for day in days {
            rows.append(ScreenRow(bill: nil, line: layout.line(left: TextLine(), right: TextLine())))
            rows.append(ScreenRow(bill: nil, line: layout.dayLine(day)))
            for bill in day.bills {
                rows += layout.billLines(bill).map { ScreenRow(bill: bill, line: $0) }
            }
        }
        return rows
    }
}
