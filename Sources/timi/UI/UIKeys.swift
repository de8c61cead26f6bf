import LedgerCore

/// The keys of `timi ui`, declared once: the `?` screen, `timi ui --help` and the man page read them.
enum UIKeys {
    /// Each key (or keys) and what it does, in the order they are shown.
    static let table: [(keys: String, does: String)] = [
        ("←/→  h/l", "previous / next month"),
        ("↑/↓  k/j", "move the selection"),
        ("g/G", "first / last line"),
        ("Tab  1-5", "screens: 1 timeline, 2 pie, 3 calendar, 4 budget, 5 accounts"),
        ("Enter", "pie: the category's bills; calendar: the day's bills (Esc goes back)"),
        ("a", "add a bill"),
        ("e", "edit the selected bill"),
        ("d", "delete the selected bill (asks y/n)"),
        ("u", "undo the last change"),
        ("b", "choose the book"),
        ("/", "search notes and categories (Esc clears)"),
        ("?", "these keys"),
        ("q  Esc  Ctrl-C", "quit (Esc first closes a detail or a search)"),
    ]

    /// The keys of the add and edit dialog.
    static let dialog: [(keys: String, does: String)] = [
        ("Tab  Shift-Tab", "next / previous field (Tab completes the category)"),
        ("Enter", "save"),
        ("Esc", "cancel"),
    ]

    /// The reminders at the bottom of the screen, most useful first; ``footer(width:language:)`` shows what fits.
    static let reminders = [
        "←/→ month", "↑/↓ select", "Tab screen", "a add", "e edit", "d delete", "u undo", "b book",
        "/ search",
    ]

    /// The one-line reminder at the bottom of the screen in `width` columns: as many reminders as fit,
    /// then always `? keys  q quit`; in `language`.
    static func footer(width: Int, language: Language = .english) -> String {
        let end = language.words("? keys  q quit")
        var line = ""
        for reminder in reminders {
            let next = line + language.words(reminder) + "  "
            guard TextWidth.of(next) + TextWidth.of(end) <= width else { break }
            line = next
        }
        return TextWidth.truncate(line + end, to: width)
    }
}
