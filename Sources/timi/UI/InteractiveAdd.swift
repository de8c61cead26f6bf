#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// `timi add` with no amount, on a terminal: asks for the amount, category, note and date one line
/// each (hledger-add style), with the default in brackets, the same hints as the `timi ui` dialog
/// (the sum of `12+8.5`, the categories the text may complete to) and Tab completing the category.
/// A bad answer is said and asked again; Esc or Ctrl-C stops without adding anything.
struct InteractiveAdd {
    let terminal: RawTerminal
    let categories: [Category]
    let today: Day
    /// The language the problems are told in.
    let language: Language
    var dialog: BillDialog
    /// Checks a category as the ledger will (exact, then a unique prefix).
    let checkCategory: (String) throws -> Void
    /// Keys read but not yet used (typing ahead sends several in one read).
    private var pending: [Key] = []
    /// The fields asked, in order; the photo is `--photo`'s.
    static let questions: [BillDialog.Field] = [.amount, .category, .note, .date]

    /// Asks for the fields on the terminal (the category, note and date given on the command line as
    /// defaults), then adds the bill to `--book` (else the current book); asks again for what the
    /// ledger refuses (an unknown category, a note too long).
    /// - Throws: ``LedgerError/interrupted(signal:)`` when the user stops (Esc, Ctrl-C).
    static func add(in context: Context, category: String?, fields: BillFields, day: Day) throws -> (
        Bill, LedgerState
    ) {
        let categories = try context.store.read { $0.state.categories }
        let check: (String) throws -> Void = { text in
            _ = try context.store.read { try $0.category(matching: text) }
        }
        let terminal = try RawTerminal(fullScreen: false)
        defer { terminal.restore() }
        var dialog = BillDialog(adding: day)
        dialog[.category] = category ?? ""
        dialog[.note] = fields.note ?? ""
        var questions = InteractiveAdd(
            terminal: terminal, categories: categories, today: context.today, language: context.language,
            dialog: dialog,
            checkCategory: check)
        var answer = questions.ask()
        while case .done = answer {
            do {
                var draft = try questions.dialog.draft(today: context.today)
                draft.type = fields.type
                draft.photo = fields.photo
                draft.payee = fields.payee
                draft.time = fields.time
                return try context.store.write { ledger in
                    let book = try context.book(in: ledger).id
                    draft.account = fields.account ?? context.defaultAccount(of: book, in: ledger)
                    let bill = try ledger.addBill(draft, to: book, now: context.now)
                    return (bill, ledger.state)
                }
            } catch let error as LedgerError
                where BillDialog.field(for: error).map(InteractiveAdd.questions.contains) == true
            {
                answer = questions.retry(after: error)
            }
        }
        throw LedgerError.interrupted(signal: SignalWatcher.signal ?? SIGINT)
    }

    /// What the user answered, or why there is no answer.
    enum Answer {
        case done
        case cancelled
    }

    /// Asks each field from `field` on, in order, until each reads well.
    mutating func ask(from field: BillDialog.Field = .amount) -> Answer {
        var current = field
        while true {
            dialog.focus = current
            let previous = dialog[current]
            dialog[current] = ""
            guard readLine(default: previous) else { return .cancelled }
            if dialog[current].isEmpty { dialog[current] = previous }
            if let error = problem(current) {
                terminal.write("  \(TextWidth.printable(error))\n")
                dialog[current] = previous
                continue
            }
            guard let next = Self.questions.first(where: { $0.rawValue > current.rawValue }) else {
                return .done
            }
            current = next
        }
    }

    /// Shows a problem the ledger found with the answer to `field`, and asks from that field again.
    mutating func retry(after error: Error) -> Answer {
        dialog.show(error)
        let field = dialog.focus
        terminal.write("  " + TextWidth.printable(dialog.errors[field]?.text(in: language) ?? "") + "\n")
        dialog.errors = [:]
        return ask(from: field)
    }

    /// The problem with the answer to `field`, if the parsers refuse it.
    private func problem(_ field: BillDialog.Field) -> String? {
        if field == .category, !dialog[.category].isEmpty {
            do { try checkCategory(dialog[.category]) } catch {
                return BillDialog.reason(error).text(in: language)
            }
        }
        var checked = dialog
        _ = checked.check(today: today)
        return checked.errors[field]?.text(in: language)
    }

    /// Edits the focused field on one line until Enter (`true`) or Esc/Ctrl-C (`false`).
    private mutating func readLine(default value: String) -> Bool {
        while true {
            if pending.isEmpty { draw(default: value) }
            guard let key = nextKey() else { return false }
            switch key {
            case .enter:
                draw(default: value, hint: false)
                terminal.write("\n")
                return true
            case .escape, .interrupt:
                terminal.write("\n")
                return false
            case .tab: dialog.complete(categories)
            case .backspace, .character: _ = dialog.handle(key, categories: categories, today: today)
            default: break
            }
        }
    }

    /// The next key typed; `nil` when a signal came or the terminal has gone.
    private mutating func nextKey() -> Key? {
        while pending.isEmpty {
            guard let keys = terminal.keys(waiting: -1), SignalWatcher.signal == nil else { return nil }
            pending = keys
        }
        return pending.removeFirst()
    }

    /// `category [用餐]: mea  meals (用餐)`, the cursor after the text typed.
    private func draw(default value: String, hint showsHint: Bool = true) {
        let field = dialog.focus
        let prompt = field.name + (value.isEmpty ? "" : " [\(value)]") + ": "
        let text = dialog[field]
        var preview = dialog
        preview.errors = [:]
        let hint = text.isEmpty || !showsHint ? "" : BillDialogView.hint(field, preview, categories, today)
        let room = terminal.size.columns - 1 - TextWidth.of(prompt) - TextWidth.of(text)
        let shown = hint.isEmpty || room < 4 ? "" : TextWidth.truncate("  " + hint, to: room)
        let back = TextWidth.of(shown)
        terminal.write(
            "\r\u{1B}[K" + prompt + TextWidth.printable(text) + "\u{1B}[2m" + shown + "\u{1B}[0m"
                + (back > 0 ? "\u{1B}[\(back)D" : ""))
    }
}
