import LedgerCore

extension ScreenRenderer.Body {
    /// Draws the open dialog, book list or key table as a box over the body's lines.
    mutating func overlay(_ ui: UIState, _ data: ScreenData) {
        let inner = max(10, min(width - 4, 72))
        let language = ui.language
        let box: [String]
        switch ui.overlay {
        case .dialog(let dialog)?:
            let title =
                dialog.editing.map {
                    language.words($0.isTransfer ? "Edit transfer {1}" : "Edit bill {1}", $0.shortID)
                }
                ?? language.words("Add a bill")
            box = frame(
                title,
                BillDialogView.lines(
                    dialog, categories: data.state.categories, accounts: data.state.accounts, today: ui.today,
                    width: inner, language: language),
                width: inner)
        case .books(let chosen)?:
            let names = data.state.books.enumerated().map { index, book in
                let line = TextWidth.pad(
                    TextWidth.truncate(" \(book.name)  \(book.currency)", to: inner), to: inner)
                return index == chosen ? ScreenRenderer.reverse.0 + line + ScreenRenderer.reverse.1 : line
            }
            box = frame(language.words("Book (↑/↓, Enter, Esc)"), names, width: inner)
        case .help?:
            let keys = UIKeys.table + [("", "")] + UIKeys.dialog
            let column = (keys.map { TextWidth.of($0.keys) }.max() ?? 0) + 2
            box = frame(
                language.words("Keys (any key closes)"),
                keys.map {
                    let does = $0.does.isEmpty ? "" : language.words($0.does)
                    return TextWidth.truncate(" " + TextWidth.pad($0.keys, to: column) + does, to: inner)
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
