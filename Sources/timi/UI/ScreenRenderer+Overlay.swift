import LedgerCore

extension ScreenRenderer.Body {
    /// Draws the open dialog, book list or key table as a box over the body's lines.
    mutating func overlay(_ ui: UIState, _ data: ScreenData) {
        let inner = max(10, min(width - 4, 72))
        let box: [String]
        switch ui.overlay {
        case .dialog(let dialog)?:
            let title = dialog.editing.map { "Edit bill \($0.shortID)" } ?? "Add a bill"
            box = frame(
                title,
                BillDialogView.lines(
                    dialog, categories: data.state.categories, today: ui.today, width: inner),
                width: inner)
        case .books(let chosen)?:
            let names = data.state.books.enumerated().map { index, book in
                let line = TextWidth.pad(
                    TextWidth.truncate(" \(book.name)  \(book.currency)", to: inner), to: inner)
                return index == chosen ? ScreenRenderer.reverse.0 + line + ScreenRenderer.reverse.1 : line
            }
            box = frame("Book (↑/↓, Enter, Esc)", names, width: inner)
        case .help?:
            let keys = UIKeys.table + [("", "")] + UIKeys.dialog
            let column = (keys.map { TextWidth.of($0.keys) }.max() ?? 0) + 2
            box = frame(
                "Keys (any key closes)",
                keys.map {
                    TextWidth.truncate(" " + TextWidth.pad($0.keys, to: column) + $0.does, to: inner)
                },
                width: inner)
        default: return
        }
        for (index, line) in box.prefix(height).enumerated() { lines[index] = line }
    }

    /// `content` in a box `inner` columns wide with `title` on its top edge.
    private func frame(_ title: String, _ content: [String], width inner: Int) -> [String] {
        let title = TextWidth.truncate(title, to: inner - 2)
        let top =
            "┌ " + title + " " + String(repeating: "─", count: max(0, inner - TextWidth.of(title))) + "┐"
        let bottom = "└" + String(repeating: "─", count: inner + 2) + "┘"
        return [top]
            + content.map { "│ " + $0 + TextWidth.spaces(inner - ScreenRenderer.visibleWidth($0)) + " │" }
            + [bottom]
    }
}

extension ScreenRenderer {
    /// The columns `text` takes on the screen, leaving out its escape sequences.
    static func visibleWidth(_ text: String) -> Int {
        var plain = ""
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if let ascii = character.asciiValue, (0x40...0x7E).contains(ascii), character != "[" {
                    inEscape = false
                }
            } else {
                plain.append(character)
            }
        }
        return TextWidth.of(plain)
    }
}

/// The fields of the add and edit dialog as lines: each label, its text (the focused one reversed,
/// with a cursor), and beside it its error, or what it reads as (the amount's sum, the categories it
/// may complete to, the day).
enum BillDialogView {
    static func lines(_ dialog: BillDialog, categories: [Category], today: Day, width: Int) -> [String] {
        let valueWidth = max(8, min(26, width / 2 - 10))
        var lines: [String] = []
        for field in BillDialog.Field.allCases {
            let text = dialog[field]
            let focused = dialog.focus == field
            var shown = text + (focused ? "▏" : "")
            if TextWidth.of(shown) > valueWidth {
                shown = "…" + String(shown.suffix(valueWidth - 1))
            }
            shown = TextWidth.pad(shown, to: valueWidth)
            if focused { shown = ScreenRenderer.reverse.0 + shown + ScreenRenderer.reverse.1 }
            let beside = dialog.errors[field].map { "! " + $0 } ?? hint(field, dialog, categories, today)
            let room = width - 10 - valueWidth - 2
            lines.append(
                " " + TextWidth.pad(field.name, to: 9) + shown + "  "
                    + TextWidth.truncate(TextWidth.printable(beside), to: max(0, room)))
        }
        return lines + ["", TextWidth.truncate(" Tab/Shift-Tab field · Enter save · Esc cancel", to: width)]
    }

    /// What a field's text reads as.
    static func hint(
        _ field: BillDialog.Field, _ dialog: BillDialog, _ categories: [Category], _ today: Day
    )
        -> String
    {
        switch field {
        case .amount:
            guard let amount = try? dialog.amount() else { return "12.50 or 12+8.5" }
            return dialog[.amount] == amount.description ? "" : "= \(amount)"
        case .category:
            guard !dialog[.category].isEmpty else { return "title or alias (empty: 用餐 or 一般)" }
            let matches = BillDialog.matches(dialog[.category], in: categories)
            if matches.isEmpty { return "no such category" }
            return (matches.count == 1 ? "→ " : "")
                + matches.prefix(4).map { "\($0.title) (\($0.alias))" }
                .joined(separator: " · ") + (matches.count > 4 ? " …" : "")
        case .note: return "\(dialog[.note].count)/\(Bill.maxNoteLength)"
        case .date:
            guard let day = try? dialog.day(today: today) else { return "YYYY-MM-DD, MM-DD, today, -1" }
            return "\(day) \(Day.weekdayNames[day.weekday - 1])"
        }
    }
}
