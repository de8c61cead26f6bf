import LedgerCore

/// The add and edit dialog of `timi ui`, and the questions of the interactive `timi add`: amount,
/// category, note, date, account and photo, typed as text and read by the same parsers as the command line
/// (`Money(parsing:)`, `Day(parsing:today:)`; the category by the ledger when saving, the photo
/// copied in as `--photo` copies it). A transfer is edited with its own fields: amount, from, to,
/// what arrived, fee, note, date and photo (as `timi edit ID --account --to --to-amount --fee`).
struct BillDialog: Equatable {
    /// Every field a dialog may have (``fields`` are those it shows).
    enum Field: Int, CaseIterable {
        case amount, category, note, date, account, photo, to, toAmount, fee

        /// Its label (what arrived is shown as `arrived`, as `timi show` names it).
        var name: String { self == .toAmount ? "arrived" : String(describing: self) }
    }

    /// A bill's fields, in the order Tab visits them.
    static let billFields: [Field] = [.amount, .category, .note, .date, .account, .photo]
    /// A transfer's fields, in the order Tab visits them: no category (a transfer has none).
    static let transferFields: [Field] = [.amount, .account, .to, .toAmount, .fee, .note, .date, .photo]

    /// The bill being edited; `nil` when adding one.
    let editing: Bill?
    /// The text of each field, in ``Field`` order.
    var values: [String]
    /// The fields as the dialog opened, so that an edit changes only what was changed.
    let original: [String]
    var focus = Field.amount
    /// A problem beside a field, from checking it or from the ledger refusing the bill.
    var errors: [Field: Reason] = [:]

    /// Whether the bill edited is a transfer.
    var isTransfer: Bool { editing?.isTransfer == true }
    /// The fields shown, in the order Tab visits them.
    var fields: [Field] { isTransfer ? BillDialog.transferFields : BillDialog.billFields }

    /// The label of `field`: a transfer's account is where the money came from.
    func label(_ field: Field) -> String {
        isTransfer && field == .account ? "from" : field.name
    }

    /// A new bill on `day`.
    init(adding day: Day) {
        editing = nil
        values = [String](repeating: "", count: Field.allCases.count)
        values[Field.date.rawValue] = day.description
        original = values
    }

    /// `bill` as it is, to change; its photo shown as `photoPath`, the path of its copy in the
    /// ledger (emptied, the photo is removed; another path replaces it).
    init(editing bill: Bill, in state: LedgerState, photoPath: String?) {
        editing = bill
        func name(_ id: Account.ID?) -> String { id.map { state.account($0)?.name ?? String($0) } ?? "" }
        values = [
            bill.amount.description, bill.isTransfer ? "" : state.category(bill.category)?.title ?? "",
            bill.note, bill.date.description, name(bill.account), photoPath ?? "", name(bill.toAccount),
            bill.toAmount?.description ?? "", bill.fee?.description ?? "",
        ]
        original = values
    }

    subscript(field: Field) -> String {
        get { values[field.rawValue] }
        set { values[field.rawValue] = newValue }
    }

    /// What a key did to the dialog.
    enum Outcome: Equatable {
        case editing, cancelled, saving
    }

    /// Applies `key`: text goes to the focused field, Tab and Shift-Tab (and ↑/↓) move between
    /// fields (Tab completes the category first), Enter checks every field and asks to save, Esc
    /// cancels.
    mutating func handle(_ key: Key, categories: [Category], today: Day) -> Outcome {
        switch key {
        case .escape, .interrupt: return .cancelled
        case .tab, .down:
            complete(categories)
            let fields = self.fields
            focus = fields[((fields.firstIndex(of: focus) ?? 0) + 1) % fields.count]
        case .backTab, .up:
            complete(categories)
            let fields = self.fields
            focus = fields[((fields.firstIndex(of: focus) ?? 0) + fields.count - 1) % fields.count]
        case .backspace:
            self[focus] = String(self[focus].dropLast())
            errors[focus] = nil
        case .character(let character):
            self[focus].append(character)
            errors[focus] = nil
        case .enter:
            complete(categories)
            return check(today: today) ? .saving : .editing
        default: break
        }
        return .editing
    }

    /// In the category field, the typed text replaced by the title of the only category it starts.
    mutating func complete(_ categories: [Category]) {
        guard focus == .category else { return }
        let matches = BillDialog.matches(self[.category], in: categories)
        if matches.count == 1 { self[.category] = matches[0].title }
    }

    /// The categories whose title or alias is `text` (those first) or starts with it, in any case.
    static func matches(_ text: String, in categories: [Category]) -> [Category] {
        let needle = text.lowercased()
        guard !needle.isEmpty else { return [] }
        let exact = categories.filter { $0.title.lowercased() == needle || $0.alias == needle }
        if !exact.isEmpty { return exact }
        return categories.filter { $0.title.lowercased().hasPrefix(needle) || $0.alias.hasPrefix(needle) }
    }

    /// Checks the amount and the date (the category and the note are the ledger's to check), leaving
    /// an error beside each bad one and the focus on the first; whether all were good.
    mutating func check(today: Day) -> Bool {
        errors = [:]
        if self[.amount].isEmpty { errors[.amount] = "an amount is needed" }
        if let error = Self.problem({ _ = try amount() }) { errors[.amount] = errors[.amount] ?? error }
        if let error = Self.problem({ _ = try day(today: today) }) { errors[.date] = error }
        if isTransfer {
            for field in [Field.toAmount, .fee] where !self[field].isEmpty {
                if let error = Self.problem({ _ = try Money(parsing: self[field]) }) { errors[field] = error }
            }
        }
        if let first = fields.first(where: { errors[$0] != nil }) { focus = first }
        return errors.isEmpty
    }

    /// The amount typed, evaluated (`12+8.5` is 20.50).
    func amount() throws -> Money { try Money(parsing: self[.amount]) }

    /// The date typed, read against `today`.
    func day(today: Day) throws -> Day { try Day(parsing: self[.date], today: today) }

    /// The open accounts whose name is `text` (in any case; that one alone) or starts with it.
    static func matches(_ text: String, in accounts: [Account]) -> [Account] {
        let needle = text.lowercased()
        guard !needle.isEmpty else { return [] }
        let open = accounts.filter { !$0.closed }
        if let exact = open.first(where: { $0.name.lowercased() == needle }) { return [exact] }
        return open.filter { $0.name.lowercased().hasPrefix(needle) }
    }

    /// The new bill (its type that of its category; no category: the first expense category; no
    /// account: the default one, which the session fills in).
    func draft(today: Day) throws -> BillDraft {
        let category = self[.category]
        return BillDraft(
            amount: try amount(), category: category.isEmpty ? nil : category, type: nil,
            date: try day(today: today), note: self[.note], photo: self[.photo].isEmpty ? nil : self[.photo],
            account: self[.account].isEmpty ? nil : self[.account])
    }

    /// The changes to the bill edited: the fields that were changed.
    func changes(today: Day) throws -> BillChanges {
        func changed(_ field: Field) -> String? {
            values[field.rawValue] == original[field.rawValue] ? nil : values[field.rawValue]
        }
        var changes = BillChanges()
        changes.amount = try changed(.amount).map { _ in try amount() }
        changes.category = changed(.category).flatMap { $0.isEmpty ? nil : $0 }
        changes.date = try changed(.date).map { _ in try day(today: today) }
        changes.note = changed(.note)
        changes.account = changed(.account)
        changes.photo = changed(.photo).map { $0.isEmpty ? .remove : .replace(with: $0) }
        if isTransfer {
            changes.toAccount = changed(.to)
            // Emptied, what arrived is what left (the ledger drops it within one currency).
            changes.toAmount = try changed(.toAmount).flatMap { $0.isEmpty ? nil : try Money(parsing: $0) }
            changes.fee = try changed(.fee).map { $0.isEmpty ? .zero : try Money(parsing: $0) }
        }
        return changes
    }

    /// Puts the ledger's refusal of the bill beside the field it is about (see ``field(for:)``; the
    /// amount for anything else) and moves there.
    mutating func show(_ error: Error) {
        var field = (error as? LedgerError).flatMap(BillDialog.field(for:)) ?? .amount
        if !fields.contains(field) { field = .amount }
        errors[field] = BillDialog.reason(error)
        focus = field
    }

    /// The field a refusal of the ledger is about: the category for one not found or ambiguous, the
    /// note for a bad note, the photo for one missing or too large, the amount or date for a bad
    /// one; `nil` for anything else (busy, I/O).
    static func field(for error: LedgerError) -> Field? {
        switch error {
        case .notFound(kind: "category", _, _), .ambiguous(kind: "category", _, _): return .category
        case .notFound(kind: "account", _, _), .ambiguous(kind: "account", _, _): return .account
        case .refused(let reason) where reason.description.hasPrefix("the account "): return .account
        case .invalidValue(let name, _, _) where name == "note": return .note
        case .invalidValue(let name, _, _) where name == "photo": return .photo
        case .inputMissing: return .photo
        case .invalidAmount: return .amount
        case .invalidDate: return .date
        default: return nil
        }
    }

    /// The message of what `body` throws, if it throws.
    private static func problem(_ body: () throws -> Void) -> Reason? {
        do {
            try body()
            return nil
        } catch {
            return reason(error)
        }
    }

    /// What `error` says, in the language of the screen it is shown on.
    static func reason(_ error: any Error) -> Reason {
        (error as? LedgerError).map(Reason.error) ?? .verbatim(String(describing: error))
    }
}
