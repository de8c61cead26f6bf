import LedgerCore

/// The fields of the add and edit dialog as lines: each label, its text (the focused one reversed,
/// with a cursor), and beside it its error, or what it reads as (the amount's sum, the categories it
/// may complete to, the day).
enum BillDialogView {
    static func lines(
        _ dialog: BillDialog, categories: [Category], accounts: [Account] = [], today: Day, width: Int,
        language: Language = .english
    ) -> [String] {
        let valueWidth = max(8, min(26, width / 2 - 10))
        var lines: [String] = []
        for field in dialog.fields {
            let text = dialog[field]
            let focused = dialog.focus == field
            var shown = text + (focused ? "▏" : "")
            if TextWidth.of(shown) > valueWidth {
                shown = "…" + String(shown.suffix(valueWidth - 1))
            }
            shown = TextWidth.pad(shown, to: valueWidth)
            if focused { shown = ScreenRenderer.reverse.0 + shown + ScreenRenderer.reverse.1 }
            let beside =
                dialog.errors[field].map { "! " + $0.text(in: language) }
                ?? hint(field, dialog, categories, today, accounts: accounts, language: language)
            let room = width - 10 - valueWidth - 2
            lines.append(
                " " + TextWidth.pad(language.words(dialog.label(field)), to: 9) + shown + "  "
                    + TextWidth.truncate(TextWidth.printable(beside), to: max(0, room)))
        }
        let keys = language.words("Tab/Shift-Tab field · Enter save · Esc cancel")
        return lines + ["", TextWidth.truncate(" " + keys, to: width)]
    }

    /// What a field's text reads as.
    static func hint(
        _ field: BillDialog.Field, _ dialog: BillDialog, _ categories: [Category], _ today: Day,
        accounts: [Account] = [], language: Language = .english
    )
        -> String
    {
        switch field {
        case .amount:
            guard let amount = try? dialog.amount() else { return language.words("12.50 or 12+8.5") }
            return dialog[.amount] == amount.description ? "" : "= \(amount)"
        case .category:
            guard !dialog[.category].isEmpty else { return language.words("title or alias (empty: 用餐 or 一般)") }
            let matches = BillDialog.matches(dialog[.category], in: categories)
            if matches.isEmpty { return language.words("no such category") }
            return (matches.count == 1 ? "→ " : "")
                + matches.prefix(4).map { "\($0.title) (\($0.alias))" }
                .joined(separator: " · ") + (matches.count > 4 ? " …" : "")
        case .note: return "\(dialog[.note].count)/\(Bill.maxNoteLength)"
        case .date:
            guard let day = try? dialog.day(today: today) else {
                return language.words("YYYY-MM-DD, MM-DD, today, -1")
            }
            return "\(day) " + language.words(Day.weekdayNames[day.weekday - 1])
        case .account, .to:
            guard !dialog[field].isEmpty else {
                return language.words("name or prefix (empty: the default)")
            }
            let matches = BillDialog.matches(dialog[field], in: accounts)
            if matches.isEmpty { return language.words("no such account") }
            return (matches.count == 1 ? "→ " : "") + matches.prefix(4).map(\.name).joined(separator: " · ")
                + (matches.count > 4 ? " …" : "")
        case .toAmount, .fee:
            guard !dialog[field].isEmpty else {
                return language.words(field == .fee ? "empty: none" : "empty: what left")
            }
            guard let amount = try? Money(parsing: dialog[field]) else {
                return language.words("12.50 or 12+8.5")
            }
            return dialog[field] == amount.description ? "" : "= \(amount)"
        case .photo:
            if dialog[.photo].isEmpty {
                return dialog.editing?.photo == nil
                    ? language.words("a file to attach (empty: none)")
                    : language.words("empty: the photo is removed")
            }
            return dialog[.photo] == dialog.original[BillDialog.Field.photo.rawValue]
                ? language.words("attached") : language.words("copied in on save")
        }
    }
}
