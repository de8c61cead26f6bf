extension TimelineReport {
    /// One line of the timeline as a full-screen view shows it, and the bill it shows, if any, so that
    /// the screen can select a bill and scroll to it.
    package struct ScreenRow {
        /// The bill on this line; `nil` for the column headings, a day's line and a blank line.
        package let bill: Bill?
        let line: TextLine

        /// The line cut to `style`'s width, coloured when `style` allows, without a newline.
        package func text(style: TextStyle) -> String { String(style.render([line]).dropLast()) }
    }

    /// The two-sided timeline of ``asText(in:style:)`` without its header, line by line: the column
    /// headings, then each day on the axis followed by its bills (a bill whose note goes on a line of
    /// its own has two rows, both naming it). Empty when there are no bills.
    ///
    /// With `window`, only the bills at those positions of ``bills`` get rows (with their days'
    /// lines; the headings only when the window starts at the first bill), laid out in the columns
    /// of all the bills: a screen draws what it shows, not a month of thousands of bills.
    /// Used by `timi ui`'s timeline and its day and category details.
    /// - Parameters:
    ///   - state: the ledger's categories, for the titles.
    ///   - style: the width to lay out for.
    ///   - window: the positions in ``bills`` to draw (default: all).
    package func screenRows(in state: LedgerState, style: TextStyle, window: Range<Int>? = nil) -> [ScreenRow]
    {
        guard !days.isEmpty else { return [] }
        let layout = AxisLayout(days: days, state: state, style: style)
        let window = window ?? 0..<Int.max
        var rows: [ScreenRow] = []
        if window.lowerBound <= 0 {
            let language = style.language
            let headings = layout.line(
                left: TextLine(language.text("income"), .income),
                right: TextLine(language.text("expense"), .expense))
            rows.append(ScreenRow(bill: nil, line: headings))
        }
        var position = 0
        for day in days {
            defer { position += day.bills.count }
            let shown = window.clamped(to: position..<position + day.bills.count)
            guard !shown.isEmpty else { continue }
            rows.append(ScreenRow(bill: nil, line: layout.line(left: TextLine(), right: TextLine())))
            rows.append(ScreenRow(bill: nil, line: layout.dayLine(day)))
            let first = day.bills.startIndex - position  // a day's bills are a part of the report's
            for bill in day.bills[(first + shown.lowerBound)..<(first + shown.upperBound)] {
                rows += layout.billLines(bill).map { ScreenRow(bill: bill, line: $0) }
            }
        }
        return rows
    }
}
