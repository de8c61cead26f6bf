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
    public func asText(in state: LedgerState, style: TextStyle = TextStyle()) -> String {
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
            return style.render(lines)
        }
        if !order.groupsByDay {
            lines += tableLines(in: state, style: style)
        } else {
            lines +=
                filter.category == nil
                ? axisLines(in: state, style: style) : categoryDetailLines(style: style)
        }
        if omitted > 0 {
            lines += [
                TextLine(),
                TextLine(moreLine(style.language), .muted),
            ]
        }
        return style.render(lines)
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
    private func headerLines(style: TextStyle) -> [TextLine] {
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
        case nil: break
        }
        let shown = count - omitted
        let counted =
            omitted > 0
            ? countedLine(shown: shown, of: count, language)
            : language.text(count == 1 ? "{1} bill" : "{1} bills", String(count))
        return ViewHeader.lines(title, totals: totals + [TextLine(counted)], style: style)
    }

    /// The two-sided timeline.
    private func axisLines(in state: LedgerState, style: TextStyle) -> [TextLine] {
        let layout = AxisLayout(days: days, state: state, style: style)
        let language = style.language
        var lines = [
            layout.line(
                left: TextLine(language.text("income"), .income),
                right: TextLine(language.text("expense"), .expense))
        ]
        lines.reserveCapacity(days.reduce(1) { $0 + 2 + $1.bills.count })
        for day in days {
            lines.append(layout.line(left: TextLine(), right: TextLine()))
            lines.append(layout.dayLine(day))
            for bill in day.bills { lines += layout.billLines(bill) }
        }
        return lines
    }
}

/// The columns of the two-sided timeline at one width: the axis in the middle; on each side a
/// category column by the axis, an amount column, and the note in what is left; at 60 columns and
/// more, the bills' short ids at the left margin.
struct AxisLayout {
    /// The columns of one side, sized for the bills shown on it.
    struct Side {
        var titleWidth: Int
        var amountWidth: Int
        var noteWidth: Int
    }

    let style: TextStyle
    let titles: [Category.ID: String]
    /// Each category's colour, for its title beside the axis.
    let colors: [Category.ID: CategoryColor]
    /// The axis's column; the left side ends one column before it, the right starts two after.
    let axis: Int
    let showsIDs: Bool
    /// Income, on the left (after the ids).
    let left: Side
    /// Expense, on the right.
    let right: Side

    /// The layout for the bills of `days`.
    init(days: [TimelineReport.DayGroup], state: LedgerState, style: TextStyle) {
        self.style = style
        let titles = Dictionary(
            state.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        self.titles = titles
        colors = Dictionary(
            state.categories.map { ($0.id, $0.color) }, uniquingKeysWith: { first, _ in first })
        axis = (style.width - 1) / 2
        showsIDs = style.isWide
        let gap = TextWidth.of(style.gap)
        // Each title measured once, not once a bill; amounts measured by their digits.
        let titleWidths = titles.mapValues { TextWidth.of($0) }
        func side(_ type: BillType, width: Int) -> Side {
            var amountWidth = 0
            var longest = 0
            for day in days {
                for bill in day.bills where bill.type == type {
                    amountWidth = max(amountWidth, AxisLayout.columns(of: bill.amount))
                    longest = max(longest, titleWidths[bill.category] ?? 1)  // "?"
                }
            }
            let titleWidth = max(1, min(longest, style.isWide ? 12 : 8, width - gap - amountWidth))
            return Side(
                titleWidth: titleWidth, amountWidth: amountWidth,
                noteWidth: width - titleWidth - amountWidth - 2 * gap)
        }
        left = side(.income, width: axis - 1 - (showsIDs ? 8 + gap : 0))
        right = side(.expense, width: style.width - axis - 2)
    }

    /// The columns of `amount.description`: the digits of the whole units, the point and two
    /// decimals, and a minus sign when negative.
    static func columns(of amount: Money) -> Int {
        var units = amount.cents.magnitude / 100
        var digits = 1
        while units >= 10 {
            units /= 10
            digits += 1
        }
        return digits + 3 + (amount.cents < 0 ? 1 : 0)
    }

    /// `left` ending just before the axis, the axis, and `right` after it; `id` at the margin.
    func line(left: TextLine, right: TextLine, id: String? = nil) -> TextLine {
        var line = TextLine()
        line.reserveCapacity(bytes: style.width + 16, pieces: left.spans.count + right.spans.count + 5)
        if showsIDs, let id { line.append(id, .muted) }
        line.pad(to: axis - 1 - left.width)
        line.append(left)
        line.pad(to: axis)
        line.append("│", .muted)
        line.append(" ")
        line.append(right)
        return line
    }

    /// The day's date on the axis, its income total to the left and its expense total to the right.
    func dayLine(_ day: TimelineReport.DayGroup) -> TextLine {
        let income = day.income > .zero ? day.income.description : ""
        let expense = day.expense > .zero ? day.expense.description : ""
        let gap = TextWidth.of(style.gap)
        let labels = [day.date.labelWithWeekday(in: style.language), day.date.description]
        let label =
            labels.first { label in
                let start = axis - TextWidth.of(label) / 2
                return start - gap >= income.count
                    && start + TextWidth.of(label) + gap + expense.count <= style.width
            } ?? labels[1]
        let half = TextWidth.of(label) / 2
        var line = TextLine()
        line.pad(to: axis - half - gap - income.count)
        line.append(income, .income)
        line.pad(to: axis - half)
        line.append(label, .heading)
        line.append(style.gap)
        line.append(expense, .expense)
        return line
    }

    /// The fewest columns a note is cut to on its bill's line; with less room, a note that does not
    /// fit goes on a line of its own.
    static let minimumNoteWidth = 10

    /// A bill on its side: category next to the axis, then the amount, then the note, which goes on
    /// the next line (indented, on the same side) when the width leaves it too little room.
    func billLines(_ bill: Bill) -> [TextLine] {
        let title = titles[bill.category] ?? "?"
        let amount = bill.amount.description
        let note = (bill.photo == nil ? "" : "📷 ") + bill.note
        let role = ViewHeader.role(of: bill.type)
        let mark = colors[bill.category].map(TextStyle.Role.category)
        let side = bill.type == .income ? left : right
        let noteInline =
            !note.isEmpty
            && (side.noteWidth >= AxisLayout.minimumNoteWidth || TextWidth.of(note) <= side.noteWidth)
        let noteOwnLine = !noteInline && !note.isEmpty
        // The room beside the axis for a note on its own line, indented by two.
        let noteRoom = (bill.type == .income ? axis - 1 : style.width - axis - 2) - 2
        var cells = TextLine()
        cells.reserveCapacity(bytes: style.width, pieces: 6)
        if bill.type == .expense {
            cells.append(title, mark, in: side.titleWidth, align: .left)
            cells.append(style.gap)
            cells.append(amount, role, in: side.amountWidth, align: .right)
            if noteInline { cells.append(style.gap + TextWidth.truncate(note, to: side.noteWidth)) }
            let first = line(left: TextLine(), right: cells, id: bill.shortID)
            return noteOwnLine
                ? [
                    first,
                    line(left: TextLine(), right: TextLine("  " + TextWidth.truncate(note, to: noteRoom))),
                ] : [first]
        }
        if noteInline { cells.append(TextWidth.truncate(note, to: side.noteWidth) + style.gap) }
        cells.append(amount, role, in: side.amountWidth, align: .right)
        cells.append(style.gap)
        cells.append(title, mark, in: side.titleWidth, align: .right)
        let first = line(left: cells, right: TextLine(), id: bill.shortID)
        return noteOwnLine
            ? [first, line(left: TextLine(TextWidth.truncate(note, to: noteRoom) + "  "), right: TextLine())]
            : [first]
    }
}
