extension TimelineReport {
    /// The home screen: a header with the totals, then the days newest first along a central axis,
    /// income on the left and expense on the right. Each day is on the axis once, with its date and
    /// totals; its bills follow on their side: category, amount, a 📷 for a photo, and the note
    /// (cut with `…` to fit, or on a line of its own when the width leaves it little room); from 60
    /// columns on, each bill's short id starts its line. Filtered by a
    /// category, the category detail instead (see ``categoryDetailLines(style:)``). An empty period
    /// says so.
    ///
    /// Used by `timi list`.
    /// - Parameters:
    ///   - state: the ledger's categories, for the titles.
    ///   - style: the width to fit and whether to colour.
    package func asText(in state: LedgerState, style: TextStyle = TextStyle()) -> String {
        String(decoding: textBytes(in: state, style: style), as: UTF8.self)
    }

    /// ``asText(in:style:)`` as UTF-8 bytes: a view of thousands of bills is printed without being
    /// made a `String`. Used by `timi list`.
    package func textBytes(in state: LedgerState, style: TextStyle = TextStyle()) -> [UInt8] {
        var lines = headerLines(style: style)
        lines.append(TextLine())
        if bills.isEmpty {
            let language = style.language
            let text =
                switch (filter.isEmpty, period == .all) {
                case (true, true): language.text("No bills.")
                case (true, false): language.text("No bills in {1}.", period.description)
                case (false, true): language.text("No matching bills.")
                case (false, false): language.text("No matching bills in {1}.", period.description)
                }
            lines.append(TextLine(text))
            return Array(style.render(lines).utf8)
        }
        var out: [UInt8] = []
        if order.groupsByDay && filter.category == nil {
            style.render(lines, into: &out)
            writeAxis(in: state, style: style, into: &out)
        } else {
            lines +=
                order.groupsByDay ? categoryDetailLines(style: style) : tableLines(in: state, style: style)
            style.render(lines, into: &out)
        }
        if omitted > 0 {
            style.render([TextLine(), TextLine(moreLine(style.language), .muted)], into: &out)
        }
        return out
    }

    /// "… and N older bills (see --limit)": older, newer or more, as the order leaves them out.
    private func moreLine(_ language: Language) -> String {
        let value = String(omitted)
        let one = omitted == 1
        switch (order.key, order.isReversed) {
        case (.date, false):
            return language.text(
                one ? "… and {1} older bill (see --limit)" : "… and {1} older bills (see --limit)", value)
        case (.date, true):
            return language.text(
                one ? "… and {1} newer bill (see --limit)" : "… and {1} newer bills (see --limit)", value)
        default:
            return language.text(
                one ? "… and {1} more bill (see --limit)" : "… and {1} more bills (see --limit)", value)
        }
    }

    /// "newest 20 of 31 bills": newest, oldest or first, as the order shows them.
    private func countedLine(shown: Int, of count: Int, _ language: Language) -> String {
        let values = [String(shown), String(count)]
        switch (order.key, order.isReversed) {
        case (.date, false): return language.text("newest {1} of {2} bills", values[0], values[1])
        case (.date, true): return language.text("oldest {1} of {2} bills", values[0], values[1])
        default: return language.text("first {1} of {2} bills", values[0], values[1])
        }
    }

    /// "by amount", "by category, reversed"…
    private func orderTitle(_ language: Language) -> String {
        switch (order.key, order.isReversed) {
        case (.date, false): return language.text("by date")
        case (.date, true): return language.text("by date, reversed")
        case (.amount, false): return language.text("by amount")
        case (.amount, true): return language.text("by amount, reversed")
        case (.category, false): return language.text("by category")
        case (.category, true): return language.text("by category, reversed")
        }
    }

    /// The book, period and filter; the totals (of one type only when only one is shown) and count.
    func headerLines(style: TextStyle) -> [TextLine] {
        let language = style.language
        var title = [book.name, ViewHeader.name(of: period, in: language)]
        title += filter.categories.map { "\($0.title) (\($0.alias))" }
        if let type = filter.type {
            title.append(language.text(type == .income ? "income only" : "expense only"))
        }
        if let search = filter.search { title.append(language.text("matching '{1}'", search.text)) }
        switch (filter.minimum, filter.maximum) {
        case (let minimum?, let maximum?):
            title.append(language.text("{1} to {2}", minimum.description, maximum.description))
        case (let minimum?, nil): title.append(language.text("at least {1}", minimum.description))
        case (nil, let maximum?): title.append(language.text("at most {1}", maximum.description))
        case (nil, nil): break
        }
        if order != BillOrder() { title.append(orderTitle(language)) }
        var totals = ViewHeader.totals(
            income: income, expense: expense, currency: book.currency, language: language)
        let types = Set(filter.categories.map(\.type))
        switch filter.type ?? (types.count == 1 ? types.first : nil) {
        case .income?: totals = [totals[0]]
        case .expense?: totals = [totals[1]]
        case .transfer?, nil: break
        }
        let shown = count - omitted
        let counted =
            omitted > 0
            ? countedLine(shown: shown, of: count, language)
            : language.text(count == 1 ? "{1} bill" : "{1} bills", String(count))
        return ViewHeader.lines(title, totals: totals + [TextLine(counted)], style: style)
    }

    /// The two-sided timeline, each line written to `out` as it is laid out.
    private func writeAxis(in state: LedgerState, style: TextStyle, into out: inout [UInt8]) {
        let layout = AxisLayout(days: days, state: state, style: style)
        Self.writeAxis(days, billCount: bills.count, layout: layout, into: &out) { day, out, scratch in
            // Each bill read where the report keeps it, not copied (a month has thousands).
            days[day].bills.withUnsafeBufferPointer { bills in
                for index in bills.indices { layout.writeBill(bills[index], into: &out, scratch: &scratch) }
            }
        }
    }

    /// The two-sided timeline of `days` (of `billCount` bills in all) laid out by `layout`: the
    /// sides' headings, then each day on the axis and its bills, written by `writeBills` given the
    /// day's index.
    static func writeAxis(
        _ days: [DayGroup], billCount: Int, layout: AxisLayout, into out: inout [UInt8],
        writeBills: (Int, inout [UInt8], inout AxisLayout.Scratch) -> Void
    ) {
        let style = layout.style
        let language = style.language
        out.reserveCapacity(out.count + (billCount + 2 * days.count + 1) * (min(style.width, 256) + 1))
        style.render(
            layout.line(
                left: TextLine(language.text("income"), .income),
                right: TextLine(language.text("expense"), .expense)), into: &out)
        let blank = layout.line(left: TextLine(), right: TextLine())
        var scratch = AxisLayout.Scratch()
        for index in days.indices {
            style.render(blank, into: &out)
            style.render(layout.dayLine(days[index]), into: &out)
            writeBills(index, &out, &scratch)
        }
    }
}
