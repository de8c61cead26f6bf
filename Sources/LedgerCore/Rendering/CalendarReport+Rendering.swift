extension CalendarReport {
    /// The month as a grid, weeks as rows (Monday first, or Sunday), each day's number over its
    /// lunar date (with ``lunar``: the festival, the month's name on its first day, else the day,
    /// shortened in narrow cells) and its expense total; days without expense blank, `today` in
    /// brackets. Amounts too wide for a cell are shortened, exact while they can be (`12.5`), else
    /// visibly rounded (`~67`, `~1k`); `--format json` has them exact.
    ///
    /// Used by `timi calendar`.
    /// - Parameters:
    ///   - today: the day to mark, if it is in the month.
    ///   - sundayFirst: whether weeks start on Sunday.
    package func asText(style: TextStyle = TextStyle(), today: Day, sundayFirst: Bool = false) -> String {
        let language = style.language
        let title = [book.name, month.description, language.text("expense by day")]
        var lines = ViewHeader.lines(
            title, income: income, expense: expense, currency: book.currency, style: style)
        lines.append(TextLine())
        let cell = max(1, min(10, (style.width - 6) / 7))
        let names = (0..<7).map { Day.weekdayName(sundayFirst ? $0 + 7 : $0 + 1, in: language) }
        var header = TextLine()
        for (index, name) in names.enumerated() {
            header.append(index == 0 ? "" : " ")
            header.append(name, .heading, in: cell, align: .left)
        }
        lines.append(header)
        let lead = sundayFirst ? month.firstDay.weekday % 7 : month.firstDay.weekday - 1
        let slots: [DayTotals?] = Array(repeating: nil, count: lead) + days.map { $0 }
        for start in stride(from: 0, to: slots.count, by: 7) {
            let week = slots[start..<min(start + 7, slots.count)]
            var numbers = TextLine()
            var lunarDays = TextLine()
            var amounts = TextLine()
            for (index, slot) in week.enumerated() {
                numbers.append(index == 0 ? "" : " ")
                lunarDays.append(index == 0 ? "" : " ")
                amounts.append(index == 0 ? "" : " ")
                let lunarDay = slot.flatMap { lunar?[$0.date.day - 1] }
                lunarDays.append(
                    lunarDay?.text(in: cell) ?? "", lunarDay?.festival == nil ? .muted : .heading, in: cell,
                    align: .left)
                let isToday = slot?.date == today
                let number = slot.map { isToday ? "[\($0.date.day)]" : String($0.date.day) } ?? ""
                numbers.append(number, isToday ? .today : nil, in: cell, align: .left)
                let expense = slot.map { $0.expense > .zero ? $0.expense.compact(in: cell) : "" } ?? ""
                amounts.append(expense, .expense, in: cell, align: .right)
            }
            lines += lunar == nil ? [numbers, amounts] : [numbers, lunarDays, amounts]
        }
        return style.render(lines)
    }

    /// `{"balance","book","days":[…],"expense","income","month"}`; each day (all of the month):
    /// `count`, `date`, `expense`, `income`, and with ``lunar`` a `lunar` object (`day`, `festival`:
    /// a code such as `midAutumn` or null, `leap`, `month`, `text`: what the grid shows).
    /// Amounts are strings.
    package func asJSON() -> String {
        let objects = days.map { day in
            var fields = [
                ("count", String(day.count)), ("date", JSONText.quoted(day.date.description)),
                ("expense", JSONText.quoted(day.expense.description)),
                ("income", JSONText.quoted(day.income.description)),
            ]
            if let date = lunar?[day.date.day - 1] {
                let lunar = JSONText.object([
                    ("day", String(date.day)),
                    ("festival", date.festival.map { JSONText.quoted($0.rawValue) } ?? "null"),
                    ("leap", date.isLeapMonth ? "true" : "false"), ("month", String(date.month)),
                    ("text", JSONText.quoted(date.text)),
                ])
                fields.append(("lunar", lunar))
            }
            return JSONText.object(fields)
        }
        return "{\"balance\":" + JSONText.quoted((income - expense).description) + ",\"book\":"
            + JSONText.quoted(book.name)
            + ",\n\"days\":" + JSONText.lines(objects, indent: "  ") + ",\n\"expense\":"
            + JSONText.quoted(expense.description)
            + ",\"income\":" + JSONText.quoted(income.description) + ",\"month\":"
            + JSONText.quoted(month.description) + "}\n"
    }

    /// One row per day of the month: `date,count,income,expense`.
    package func asCSV() -> String {
        CSV.table(
            header: ["date", "count", "income", "expense"],
            rows: days.map {
                [$0.date.description, String($0.count), $0.income.description, $0.expense.description]
            })
    }
}

extension Money {
    /// The amount in at most `columns` columns, for cramped cells: exact when it fits (`12.50`), then
    /// without trailing zero decimals (`12.5`, `12`: the same amount), then rounded, marked `~` so
    /// that a rounded number never passes for an exact one: to units (`~67`), then to thousands,
    /// millions or billions (`~12k`, `~3M`); `…` when nothing fits.
    func compact(in columns: Int) -> String {
        let exact = description
        var candidates = [exact]
        if exact.hasSuffix("0") { candidates.append(String(exact.dropLast(exact.hasSuffix(".00") ? 3 : 1))) }
        var roundings: [String] = []
        for (divisor, suffix) in [
            (Int64(100), ""), (100_000, "k"), (100_000_000, "M"), (100_000_000_000, "B"),
        ] {
            let (quotient, remainder) = cents.magnitude.quotientAndRemainder(dividingBy: UInt64(divisor))
            let rounded = quotient + (remainder * 2 >= UInt64(divisor) ? 1 : 0)
            // Units of a whole amount are exact: no mark.
            let isExact = remainder == 0
            roundings.append((isExact ? "" : "~") + (cents < 0 ? "-" : "") + String(rounded) + suffix)
        }
        return (candidates + roundings).first { $0.count <= columns }
            ?? TextWidth.truncate(exact, to: columns)
    }
}
