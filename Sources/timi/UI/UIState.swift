import LedgerCore

/// Everything `timi ui` shows besides the ledger's data: which book, month and screen, what is
/// selected, and which dialog or prompt is open. A value, changed only by ``handle(_:in:)``.
struct UIState: Equatable {
    /// The screens, in the order of Tab and of the keys 1–5.
    enum Screen: Int, CaseIterable {
        case timeline = 1, pie, calendar, budget, accounts

        var name: String { String(describing: self) }

        /// The screen's name in `language`: `timeline`, `流水`.
        func name(in language: Language) -> String {
            switch self {
            case .timeline: return language.words("timeline")
            case .pie: return language.words("pie")
            case .calendar: return language.words("calendar")
            case .budget: return language.words("budget")
            case .accounts: return language.words("accounts")
            }
        }
    }

    /// A narrower timeline opened from the pie or the calendar with Enter; Esc closes it.
    enum Detail: Equatable {
        /// The bills of one day (from the calendar).
        case day(Day)
        /// The bills of one category in the month (from the pie).
        case category(Category)
    }

    /// A question or list over the screen, answered before anything else.
    enum Overlay: Equatable {
        /// The add or edit dialog.
        case dialog(BillDialog)
        /// `Delete …? (y/n)`.
        case confirmDelete(Bill)
        /// The books to choose from, the chosen one's index.
        case books(Int)
        /// The key table.
        case help
        /// The search line being typed.
        case search
    }

    /// The book shown.
    var book: Book.ID
    /// The month shown.
    var month: Month
    var screen = Screen.timeline
    var detail: Detail?
    var overlay: Overlay?
    /// The selected line of the screen: a bill of the timeline, a category of the pie, a day of the
    /// calendar (its number − 1), a budget line.
    var selection = 0
    /// What `/` searches notes and categories for; empty for no search.
    var search = ""
    /// One line for the user, shown above the footer until the next key (a change made, an error).
    var message: String?
    /// Today (`TIMI_TODAY` in tests), for the dialog's default date.
    let today: Day
    /// Whether the calendar's weeks start on Sunday (the configuration's `firstDayOfWeek`).
    var sundayFirst = false
    /// The language of the screens, the dialogs and the messages.
    var language = Language.english

    init(book: Book.ID, month: Month, today: Day) {
        self.book = book
        self.month = month
        self.today = today
    }

    /// What the session must do after a key.
    enum Effect: Equatable {
        case none
        /// Read the ledger again (another month, book, screen or search).
        case reload
        /// Save the dialog's bill (a new one, or the changes to the one it edits).
        case save(BillDialog)
        case delete(Bill)
        case undo
        case quit
    }

    /// The day the add dialog starts with: today when the month shown is this month, else the same
    /// day of the month shown (its last day when it has fewer).
    var defaultDay: Day {
        if today.yearMonth == month { return today }
        let last = month.lastDay.day
        return Day(year: month.year, month: month.month, day: min(today.day, last)) ?? month.firstDay
    }
}
