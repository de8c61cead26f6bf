/// The columns of the two-sided timeline at one width: the axis in the middle; on each side a
/// category column by the axis, an amount column, and the note in what is left; at 60 columns and
/// more, the bills' short ids at the left margin.
struct AxisLayout {
    /// The columns of one side, sized for the bills shown on it.
    struct Side {
        var titleWidth: Int
        var amountWidth: Int
        var noteWidth: Int
        /// Each category's title fitted to ``titleWidth`` (aligned towards the axis) in its colour,
        /// made once rather than once a bill.
        var titles = IDTable<TextLine>()
        /// The title cell of a bill whose category is unknown.
        var unknownTitle = TextLine()

        /// The bytes of every title cell, one after another (``titleCell(_:)``).
        var titleBytes: [UInt8] = []
        /// Where each category's cell is in ``titleBytes``, by id below 4,096 (a bill's title found
        /// without a copy of its ``TextLine``), and by id for any other.
        var titleCells: [TitleCell?] = []
        var otherTitleCells: [Category.ID: TitleCell] = [:]
        /// Where the unknown title's cell is in ``titleBytes``.
        var unknownTitleCell = TitleCell()

        /// A title cell's place in ``titleBytes`` and its columns.
        struct TitleCell {
            var start = 0
            var count = 0
            var width = 0
        }

        /// The title cell of `category`.
        func title(_ category: Category.ID) -> TextLine { titles[category] ?? unknownTitle }

        /// Where the title cell of `category` is in ``titleBytes``.
        func titleCell(_ category: Category.ID) -> TitleCell {
            if titleCells.indices.contains(category) { return titleCells[category] ?? unknownTitleCell }
            return otherTitleCells[category] ?? unknownTitleCell
        }

        /// Fills ``titleBytes`` and the cells' places from ``titles`` (of `ids`) and ``unknownTitle``.
        mutating func indexTitles(_ ids: some Sequence<Category.ID>) {
            func add(_ cell: TextLine) -> TitleCell {
                defer { titleBytes += cell.bytes }
                return TitleCell(start: titleBytes.count, count: cell.bytes.count, width: cell.width)
            }
            for id in ids {
                guard let cell = titles[id] else { continue }
                guard id >= 0 && id < 4096 else {
                    otherTitleCells[id] = add(cell)
                    continue
                }
                if id >= titleCells.count {
                    titleCells += Array(repeating: nil, count: id + 1 - titleCells.count)
                }
                titleCells[id] = add(cell)
            }
            unknownTitleCell = add(unknownTitle)
        }
    }

    /// The lines a bill's lines are built in, kept from one bill to the next so that a view of
    /// thousands of bills allocates them once.
    struct Scratch {
        var cells = TextLine()
        var line = TextLine()
        /// A note as a bill's line shows it (see `AxisLayout+Plain.swift`).
        var note: [UInt8] = []
        /// Spaces that a plain bill's line is laid into (see `AxisLayout+Plain.swift`).
        var plainLine: [UInt8] = []
    }

    let style: TextStyle
    /// The axis's column; the left side ends one column before it, the right starts two after.
    let axis: Int
    let showsIDs: Bool
    /// The style's gap between columns, as bytes.
    let gapBytes: [UInt8]
    /// Income, on the left (after the ids).
    let left: Side
    /// Expense, on the right.
    let right: Side
    /// The accounts' names, for the transfers, which sit across the axis (⇄ FROM → TO).
    let accountNames: AccountNames

    /// The layout for the bills of `days`.
    init(days: [TimelineReport.DayGroup], state: LedgerState, style: TextStyle) {
        self.init(state: state, style: style) { visit in
            for day in days {
                // Each bill's fields read where the report keeps it, not copied.
                for index in day.bills.indices {
                    visit(day.bills[index].type, day.bills[index].amount, day.bills[index].category)
                }
            }
        }
    }

    /// The layout for the bills that `forEachBill` hands to its argument, by type, amount and category.
    init(
        state: LedgerState, style: TextStyle,
        forEachBill: ((_ type: BillType, _ amount: Money, _ category: Category.ID) -> Void) -> Void
    ) {
        self.style = style
        accountNames = AccountNames(state.accounts)
        let titles = Dictionary(
            state.categories.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let colors = Dictionary(
            state.categories.map { ($0.id, $0.color) }, uniquingKeysWith: { first, _ in first })
        axis = (style.width - 1) / 2
        showsIDs = style.isWide
        gapBytes = Array(style.gap.utf8)
        let gap = TextWidth.of(style.gap)
        // Each title measured once, not once a bill; amounts measured by their digits.
        var titleWidths = IDTable<Int>()
        for (id, title) in titles { titleWidths[id] = TextWidth.of(title) }
        // The widest amount and title of each side (income first), in one pass over the bills.
        var amountWidths = (income: 0, expense: 0)
        var longestTitles = (income: 0, expense: 0)
        forEachBill { type, amount, category in
            guard type != .transfer else { return }  // across the axis, in neither side's columns
            let amountWidth = AxisLayout.columns(of: amount)
            let titleWidth = titleWidths[category] ?? 1  // "?"
            if type == .income {
                amountWidths.income = max(amountWidths.income, amountWidth)
                longestTitles.income = max(longestTitles.income, titleWidth)
            } else {
                amountWidths.expense = max(amountWidths.expense, amountWidth)
                longestTitles.expense = max(longestTitles.expense, titleWidth)
            }
        }
        func side(_ type: BillType, width: Int) -> Side {
            let amountWidth = type == .income ? amountWidths.income : amountWidths.expense
            let longest = type == .income ? longestTitles.income : longestTitles.expense
            // A title takes what it needs while the note keeps 10 columns (never less room than 12
            // columns, 8 when narrow, as long as the side has it): cut only when the line is full.
            let room = max(style.isWide ? 12 : 8, width - 2 * gap - amountWidth - 10)
            let titleWidth = max(1, min(longest, room, width - gap - amountWidth))
            var side = Side(
                titleWidth: titleWidth, amountWidth: amountWidth,
                noteWidth: width - titleWidth - amountWidth - 2 * gap)
            let align: TextWidth.Alignment = type == .expense ? .left : .right
            side.unknownTitle.append("?", in: titleWidth, align: align)
            for (id, title) in titles {
                var cell = TextLine()
                cell.append(title, colors[id].map(TextStyle.Role.category), in: titleWidth, align: align)
                side.titles[id] = cell
            }
            side.indexTitles(titles.keys)
            return side
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
        self.line(left: left, right: right, id: id, into: &line)
        return line
    }

    /// ``line(left:right:id:)`` built in `line`, emptied first.
    func line(left: TextLine, right: TextLine, id: String?, into line: inout TextLine) {
        line.removeAll()
        if showsIDs, let id { line.append(id, .muted) }
        line.pad(to: axis - 1 - left.width)
        line.append(left)
        line.pad(to: axis)
        line.append("│", .muted)
        line.append(" ")
        line.append(right)
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

    /// A bill on its side (see ``billLines(_:in:_:)``).
    func billLines(_ bill: Bill) -> [TextLine] {
        var scratch = Scratch()
        var lines: [TextLine] = []
        billLines(bill, in: &scratch) { lines.append($0) }
        return lines
    }

    /// Calls `body` with each line of a bill on its side, built in `scratch`: category next to the
    /// axis, then the amount, then the note, which goes on the next line (indented, on the same
    /// side) when the width leaves it too little room.
    func billLines(_ bill: Bill, in scratch: inout Scratch, _ body: (TextLine) -> Void) {
        if bill.type == .transfer { return body(transferLine(bill)) }
        let amount = bill.amount.description
        let note = bill.photo == nil ? bill.note : "📷 " + bill.note
        let role = ViewHeader.role(of: bill.type)
        let side = bill.type == .income ? left : right
        let noteInline =
            !note.isEmpty
            && (side.noteWidth >= AxisLayout.minimumNoteWidth || TextWidth.of(note) <= side.noteWidth)
        let noteOwnLine = !noteInline && !note.isEmpty
        // The room beside the axis for a note on its own line, indented by two.
        let noteRoom = (bill.type == .income ? axis - 1 : style.width - axis - 2) - 2
        // The amount right-aligned in its column, which is as wide as the side's widest amount.
        let amountPad = side.amountWidth - AxisLayout.columns(of: bill.amount)
        scratch.cells.removeAll()
        if bill.type == .expense {
            scratch.cells.append(side.title(bill.category))
            scratch.cells.append(style.gap)
            scratch.cells.pad(to: scratch.cells.width + amountPad)
            scratch.cells.append(amount, role)
            if noteInline { scratch.cells.append(style.gap + TextWidth.truncate(note, to: side.noteWidth)) }
            line(left: TextLine(), right: scratch.cells, id: bill.shortID, into: &scratch.line)
            body(scratch.line)
            guard noteOwnLine else { return }
            scratch.cells.removeAll()
            scratch.cells.append("  " + TextWidth.truncate(note, to: noteRoom))
            line(left: TextLine(), right: scratch.cells, id: nil, into: &scratch.line)
            return body(scratch.line)
        }
        if noteInline { scratch.cells.append(TextWidth.truncate(note, to: side.noteWidth) + style.gap) }
        scratch.cells.pad(to: scratch.cells.width + amountPad)
        scratch.cells.append(amount, role)
        scratch.cells.append(style.gap)
        scratch.cells.append(side.title(bill.category))
        line(left: scratch.cells, right: TextLine(), id: bill.shortID, into: &scratch.line)
        body(scratch.line)
        guard noteOwnLine else { return }
        scratch.cells.removeAll()
        scratch.cells.append(TextWidth.truncate(note, to: noteRoom) + "  ")
        line(left: scratch.cells, right: TextLine(), id: nil, into: &scratch.line)
        body(scratch.line)
    }

    /// A transfer's one line, centred on the axis: `⇄ 储蓄卡 → 招行信用卡 3000.00 (+2.00) note`, what
    /// arrived after the amount between currencies; cut to the width, the id at the margin.
    func transferLine(_ bill: Bill) -> TextLine {
        var text = "⇄ " + accountNames.ends(of: bill) + style.gap + bill.amount.description
        if let toAmount = bill.toAmount { text += " → " + toAmount.description }
        if let fee = bill.fee { text += " (+" + fee.description + ")" }
        let note = bill.photo == nil ? bill.note : "📷 " + bill.note
        if !note.isEmpty { text += style.gap + note }
        let margin = showsIDs ? 8 + TextWidth.of(style.gap) : 0
        text = TextWidth.printable(TextWidth.truncate(text, to: max(1, style.width - margin)))
        var line = TextLine()
        if showsIDs { line.append(bill.shortID, .muted) }
        line.pad(to: max(margin, axis - TextWidth.of(text) / 2))
        line.append(text)
        return line
    }
}
