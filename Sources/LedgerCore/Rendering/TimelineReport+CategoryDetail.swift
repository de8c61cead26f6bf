extension TimelineReport {
    /// The app's category detail: a heading whenever the month changes (its count and total), then
    /// each bill with its date on the first bill of a day only, the amount and the note; from 60
    /// columns on, each bill's short id first.
    func categoryDetailLines(style: TextStyle) -> [TextLine] {
        let gap = style.gap
        let dateWidth = TextWidth.of(Day.epoch.labelWithWeekday(in: style.language))
        let amountWidth = bills.map { $0.amount.description.count }.max() ?? 0
        let indent = style.isWide ? 8 + gap.count : 2
        let noteWidth = style.width - indent - dateWidth - amountWidth - 2 * gap.count
        var lines: [TextLine] = []
        var month: Month?
        for day in days {
            if day.date.yearMonth != month {
                month = day.date.yearMonth
                if !lines.isEmpty { lines.append(TextLine()) }
                lines += style.flow(
                    monthHeading(day.date.yearMonth, language: style.language), separator: " · ")
            }
            for (index, bill) in day.bills.enumerated() {
                var line = TextLine()
                if style.isWide { line.append(bill.shortID, .muted) }
                line.pad(to: indent)
                line.append(
                    index == 0 ? day.date.labelWithWeekday(in: style.language) : "", in: dateWidth,
                    align: .left)
                line.append(gap)
                line.append(
                    bill.amount.description, ViewHeader.role(of: bill.type), in: amountWidth, align: .right)
                let note = (bill.photo == nil ? "" : "📷 ") + bill.note
                if noteWidth > 0 && !note.isEmpty {
                    line.append(gap + TextWidth.truncate(note, to: noteWidth))
                }
                lines.append(line)
            }
        }
        return lines
    }

    /// `2026-11`, `12 bills`, `expense ¥345.00`: the pieces of a month's heading.
    private func monthHeading(_ month: Month, language: Language) -> [TextLine] {
        let summary = months[month] ?? MonthSummary(bills: [])
        var pieces = [
            TextLine(month.description, .heading),
            TextLine(language.text(summary.count == 1 ? "{1} bill" : "{1} bills", String(summary.count))),
        ]
        for (type, total) in [(BillType.income, summary.income), (.expense, summary.expense)]
        where total > .zero {
            pieces.append(
                ViewHeader.labelled(
                    language.text(type == .income ? "income" : "expense"),
                    total.formatted(currency: book.currency), ViewHeader.role(of: type)))
        }
        return pieces
    }
}
