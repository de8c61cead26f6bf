#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// `timi ui` running: draws the screen, reads keys, applies them to the ``UIState``, makes the
/// changes they ask for through the same ledger operations as the commands, and redraws. While it
/// waits for a key it holds no lock; every quarter of a second it looks whether `ledger.json` was
/// replaced (a change by another process, or an undo) and reads the ledger again if it was.
final class UISession {
    private let context: Context
    private let terminal: RawTerminal
    private var ui: UIState
    private var data: ScreenData
    /// `ledger.json` as it was before the last read.
    private var version: LedgerVersion?

    /// How long to wait for a key before looking at the ledger again, in milliseconds.
    static let pollInterval: Int32 = 250

    /// Reads the ledger for this month in the book of `--book` (else the current book).
    /// - Throws: ``LedgerError`` when the ledger cannot be read.
    init(context: Context, terminal: RawTerminal) throws {
        self.context = context
        self.terminal = terminal
        version = try context.store.version()
        let month = context.today.yearMonth
        (ui, data) = try context.store.read { ledger in
            var ui = UIState(book: try context.book(in: ledger).id, month: month, today: context.today)
            ui.sundayFirst = context.configuration.firstDayOfWeek == .sunday
            ui.language = context.language
            ui.selection = 0
            return (ui, try ScreenData.load(from: ledger, for: ui))
        }
    }

    /// Runs until a quit key, a signal (SIGINT, SIGTERM, SIGHUP) or the end of the terminal's input.
    /// - Throws: ``LedgerError`` when the ledger can no longer be read.
    func run() throws {
        draw()
        while SignalWatcher.signal == nil {
            guard let keys = terminal.keys(waiting: UISession.pollInterval) else { return }
            var changed = SignalWatcher.takeResize()
            for key in keys {
                let effect = ui.handle(key, in: data)
                if effect == .quit { return }
                try perform(effect)
                changed = true
            }
            if keys.isEmpty, try context.store.version() != version {
                do {
                    try reload()
                } catch LedgerError.busy {
                    ui.message = ui.language.words(
                        "Another timi is changing the ledger; the screen follows when it is done")
                }
                changed = true
            }
            if changed { draw() }
        }
    }

    private func draw() {
        terminal.draw(
            ScreenRenderer.lines(
                ui, data, size: terminal.size, color: context.style.color, depth: context.style.depth))
    }

    /// Reads what the screen shows again, keeping the selection on the same bill when it is still there.
    private func reload(selecting id: Bill.ID? = nil) throws {
        let selected = id ?? data.selectedBill(ui)?.id
        let before = try context.store.version()
        data = try context.store.read { ledger in try ScreenData.load(from: ledger, for: ui) }
        version = before  // only once read: a failed read is tried again at the next poll
        ui.book = data.book.id
        if let selected, let index = data.bills.firstIndex(where: { $0.id == selected }),
            ui.screen == .timeline || ui.detail != nil
        {
            ui.selection = index
        }
        ui.selection = max(0, min(ui.selection, data.count(of: ui.screen, ui.detail) - 1))
    }

    private func perform(_ effect: UIState.Effect) throws {
        switch effect {
        case .none, .quit: return
        case .reload: try reload()
        case .save(var dialog):
            do {
                let now = Timestamp.now
                let (bill, text) = try context.store.write { ledger in
                    let bill: Bill
                    if let edited = dialog.editing {
                        let changes = try dialog.changes(today: ui.today)
                        bill = try ledger.editBill(try ledger.bill(matching: edited.id), changes)
                    } else {
                        var draft = try dialog.draft(today: ui.today)
                        draft.account = draft.account ?? context.defaultAccount(of: data.book.id, in: ledger)
                        bill = try ledger.addBill(draft, to: data.book.id, now: now)
                    }
                    return (bill, ledger.describe(bill))
                }
                ui.overlay = nil
                ui.message = ui.language.words(dialog.editing == nil ? "Added {1}" : "Edited {1}", text)
                try reload(selecting: bill.id)
            } catch let error as LedgerError {
                dialog.show(error)
                ui.overlay = .dialog(dialog)
            }
        case .delete(let bill):
            do {
                let text = try context.store.write { ledger in
                    let current = try ledger.bill(matching: bill.id)
                    let text = ledger.describe(current)
                    try ledger.deleteBills([current])
                    return text
                }
                ui.message = ui.language.words("Deleted {1}", text)
            } catch let error as LedgerError {
                ui.message = ui.language.words("Error: {1}", error.description(in: ui.language))
            }
            try reload()
        case .undo:
            do {
                let entry = try context.store.undo()
                ui.message = HistorySide.undo.reverted(entry, in: ui.language)
            } catch let error as LedgerError {
                ui.message = ui.language.words("Error: {1}", error.description(in: ui.language))
            }
            try reload()
        }
    }
}
