/// What a person gives to record a bill (`timi add`).
public struct BillDraft: Sendable {
    /// The amount, greater than 0.
    public var amount: Money
    /// A category title, alias or id; `nil` for the first category of the type.
    public var category: String?
    /// The type asked for (`--income`); `nil` lets the category decide (expense by default).
    public var type: BillType?
    /// The day the money moved.
    public var date: Day
    /// A remark of at most ``Bill/maxNoteLength`` characters (checked by ``Ledger/addBill(_:to:now:)``).
    public var note: String
    /// A file to copy into the ledger as the bill's photo.
    public var photo: String?
    /// Who was paid or paid (checked by ``Ledger/addBill(_:to:now:)``); `nil` or empty for none.
    public var payee: String?
    /// The account, as typed (a name, id or unique prefix); `nil` for none.
    public var account: String?
    /// The time of day, as typed (`HH:MM`, `HH:MM:SS`; checked by ``Ledger/addBill(_:to:now:)``);
    /// `nil` for none: the bill orders by creation among those of its day without a time.
    public var time: String?

    /// A draft with the given values.
    public init(
        amount: Money, category: String?, type: BillType?, date: Day, note: String = "", photo: String? = nil,
        payee: String? = nil, account: String? = nil, time: String? = nil
    ) {
        self.amount = amount
        self.category = category
        self.type = type
        self.date = date
        self.note = note
        self.photo = photo
        self.payee = payee
        self.account = account
        self.time = time
    }
}

/// What to change in a bill (`timi edit`); `nil` leaves a field as it is.
package struct BillChanges: Sendable {
    /// What to do with the bill's photo.
    package enum Photo: Sendable, Equatable {
        /// Copy the file at this path into the ledger as the new photo.
        case replace(with: String)
        /// Remove the photo (`--no-photo`).
        case remove
    }
    /// The new amount.
    package var amount: Money?
    /// A category title, alias or id.
    package var category: String?
    /// The new type (`--income`, `--expense`); the category must be of it.
    package var type: BillType?
    /// The new day (which may move the bill to another month file).
    package var date: Day?
    /// The new note.
    package var note: String?
    /// A new photo, or none.
    package var photo: Photo?
    /// The book to move the bill to (`timi edit ID --book B`), with its photo; in the same commit.
    package var book: Book.ID?
    /// The new payee; `""` removes it.
    package var payee: String?
    /// A new account, as typed; `""` takes the bill's account away (a transfer's source: always one).
    package var account: String?
    /// A transfer's new destination account, as typed.
    package var toAccount: String?
    /// A transfer's new amount arrived; for a transfer only.
    package var toAmount: Money?
    /// A transfer's new fee; `.zero` takes it away. For a transfer only.
    package var fee: Money?
    /// The new time of day, as typed (`HH:MM`, `HH:MM:SS`); `""` takes the bill's time away.
    package var time: String?

    /// No change yet: set the fields to change.
    package init() {}

    /// Whether nothing would change.
    package var isEmpty: Bool {
        amount == nil && category == nil && type == nil && date == nil && note == nil && photo == nil
            && book == nil && payee == nil && account == nil && toAccount == nil && toAmount == nil
            && fee == nil && time == nil
    }
}

extension Ledger {
    /// The largest photo timi copies into the ledger.
    static let maxPhotoBytes = 20 << 20

    /// Records a bill in `book`.
    /// - Parameter now: the creation time, which orders the bills of a day.
    /// - Returns: the new bill.
    /// - Throws: ``LedgerError`` for an unknown category, a category of the other type, a bad note or
    ///   an unreadable photo.
    @discardableResult
    public func addBill(_ draft: BillDraft, to book: Book.ID, now: Timestamp) throws -> Bill {
        let category = try categoryForBill(draft.category, type: draft.type)
        var bill = Bill(
            id: try BillID.make(), date: draft.date, type: category.type, amount: draft.amount,
            category: category.id, book: book, note: try Bill.validatedNote(draft.note), created: now,
            payee: try draft.payee.flatMap(Bill.validatedPayee))
        bill.account = try draft.account.map { try openAccount(matching: $0).id }
        bill.time = try draft.time.map(TimeOfDay.parsing)
        if let photo = draft.photo { bill.photo = try attachPhoto(photo, to: bill.id) }
        try monthStore.insert(bill)
        logChange(ChangeRecord("add {1}", texts: describe(bill)))
        return bill
    }

    /// Changes a bill; a new date may move it to another month file, a new book to another book.
    /// Changes that leave the bill as it was (the same amount, say) change nothing: no file is written
    /// and no undo entry is made.
    /// - Returns: the bill as it is now (equal to `bill` when nothing changed).
    @discardableResult
    package func editBill(_ bill: Bill, _ changes: BillChanges) throws -> Bill {
        var edited = bill
        if let amount = changes.amount { edited.amount = amount }
        if let date = changes.date { edited.date = date }
        if let book = changes.book { edited.book = book }
        if let note = changes.note { edited.note = try Bill.validatedNote(note) }
        if let payee = changes.payee { edited.payee = try Bill.validatedPayee(payee) }
        if let time = changes.time { edited.time = time.isEmpty ? nil : try TimeOfDay.parsing(time) }
        if bill.type == .transfer {
            try applyTransfer(changes, to: &edited)
        } else if changes.toAccount != nil || changes.toAmount != nil || changes.fee != nil {
            throw LedgerError.refused(
                Reason(
                    "bill {1} is not a transfer: only a transfer has --to, --to-amount or --fee", bill.shortID
                ))
        } else if let account = changes.account {
            edited.account = account.isEmpty ? nil : try openAccount(matching: account).id
        }
        if bill.type != .transfer,
            changes.category != nil || (changes.type != nil && changes.type != bill.type)
        {
            let category = try categoryForBill(changes.category, type: changes.type)
            edited.category = category.id
            edited.type = category.type
        }
        switch changes.photo {
        case .replace(let path)?:
            if let old = bill.photo { attachments.remove(old) }
            edited.photo = try attachPhoto(path, to: bill.id)
        case .remove?:
            if let old = bill.photo { attachments.remove(old) }
            edited.photo = nil
        case nil: break
        }
        if edited == bill, changes.photo == nil || changes.photo == .remove { return bill }
        if edited.type == .transfer { try checkTransfer(edited) }
        try monthStore.remove(bill)
        try monthStore.insert(edited)
        logChange(
            edited.book == bill.book
                ? ChangeRecord("edit {1}", texts: describe(edited))
                : ChangeRecord(
                    "edit {1} to {2}", texts: describe(edited), state.book(edited.book)?.name ?? ""))
        return edited
    }

    /// Deletes bills and their photos.
    package func deleteBills(_ bills: [Bill]) throws {
        for bill in bills {
            try monthStore.remove(bill)
            if let photo = bill.photo { attachments.remove(photo) }
            logChange(ChangeRecord("delete {1}", texts: describe(bill)))
        }
    }

    /// Adds a bill made elsewhere (`timi import`). Such bills are held out of memory and each month
    /// they fall in is read and written whole at commit.
    /// - Parameter madeID: whether its id was made for it here (``BillID``), not taken from the file.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the scratch file holding them cannot be written.
    func addImported(_ bill: Bill, madeID: Bool = false) throws {
        try monthStore.insertImported(bill, madeID: madeID)
    }

    /// Replaces bills of the ledger in an import's change (a purchase's second row linked to each),
    /// undone with the import: each month's at once, as a month read is rewritten by every change.
    func updateImported(_ changes: [(bill: Bill, updated: Bill)]) throws {
        var byMonth: [MonthKey: [String: Bill]] = [:]
        for (bill, updated) in changes {
            let key = MonthKey(book: bill.book, month: bill.date.yearMonth)
            guard key == MonthKey(book: updated.book, month: updated.date.yearMonth) else {
                try monthStore.remove(bill)
                try monthStore.insert(updated)
                continue
            }
            byMonth[key, default: [:]][bill.id] = updated
        }
        for (key, updates) in byMonth {
            let bills = try monthStore.bills(of: key.book, in: key.month)
            try monthStore.replaceBills(bills.map { updates[$0.id] ?? $0 }, of: key.book, in: key.month)
        }
    }

    /// The bill whose id is `query` or, failing that, starts with it (case-insensitive), in `book` or,
    /// when `book` is `nil`, in any book.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)``,
    ///   ``LedgerError/ambiguous(kind:query:candidates:)`` listing the candidates, or, for a bill of
    ///   another book than `book`, ``LedgerError/refused(_:)`` saying which book it is in.
    package func bill(matching query: String, in book: Book? = nil) throws -> Bill {
        let needle = query.lowercased()
        let everywhere = needle.isEmpty ? [] : try monthStore.places(prefix: needle)
        var places = everywhere.filter { book == nil || $0.1.book == book?.id }
        if let exact = places.first(where: { $0.0.lowercased() == needle }) { places = [exact] }
        var matches: [Bill] = []
        for (id, place) in places where matches.count <= 10 {
            if let bill = try monthStore.bill(withID: id, at: place) { matches.append(bill) }
        }
        guard let first = matches.first else {
            if let book, let (id, place) = everywhere.first, everywhere.count == 1,
                let other = try monthStore.bill(withID: id, at: place)
            {
                throw LedgerError.refused(
                    Reason(
                        "bill {1} is in {2}, not in {3}", other.shortID, state.book(other.book)?.name ?? "?",
                        book.name))
            }
            throw LedgerError.notFound(
                kind: book.map { Reason("bill in {1}", $0.name) } ?? "bill", query: query, suggestion: nil)
        }
        guard matches.count == 1 else {
            let more = places.count - 10
            let candidates =
                matches.prefix(10).map { Reason.verbatim(describe($0)) }
                + (more > 0 ? [Reason("and {1} more", String(more))] : [])
            throw LedgerError.ambiguous(kind: "bill", query: query, candidates: candidates)
        }
        return first
    }

    /// A one-line description of a bill for messages: `1a2b3c4d 2026-11-21 用餐 20.50 lunch`.
    package func describe(_ bill: Bill) -> String {
        if bill.type == .transfer { return describeTransfer(bill) }
        let title = state.category(bill.category)?.title ?? "?"
        return [bill.shortID, bill.date.description, title, bill.amount.description, bill.note]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The category a bill gets: the one named (checked against `type`), or the type's first. Used by
    /// `add` and by the completion of notes after `timi add AMOUNT CATEGORY`.
    /// - Throws: ``LedgerError`` when none matches, or the one named is of the other type.
    package func categoryForBill(_ query: String?, type: BillType?) throws -> Category {
        guard let query else {
            let wanted = type ?? .expense
            guard let first = state.categories.first(where: { $0.type == wanted }) else {
                throw LedgerError.notFound(
                    kind: Reason("{1} category", [wanted.word]), query: "(any)", suggestion: nil)
            }
            return first
        }
        // A title both types have is the expense one unless the bill is income.
        let needle = query.lowercased()
        let shared = state.categories.filter { $0.title.lowercased() == needle }.count > 1
        let category = try category(matching: query, type: type ?? (shared ? .expense : nil))
        if let type, category.type != type {
            throw LedgerError.invalidValue(
                field: "category", value: query,
                reason: Reason(
                    "{1} ({2}) is an {3} category, but the bill is {4}",
                    [.verbatim(category.title), .verbatim(category.alias), category.type.word, type.word]))
        }
        return category
    }

    /// Copies a photo into `attachments/` (at commit) and returns its name there.
    private func attachPhoto(_ path: String, to id: String) throws -> String {
        let bytes = try FileSystem.readInput(path)
        guard bytes.count <= Ledger.maxPhotoBytes else {
            throw LedgerError.invalidValue(
                field: "photo", value: path,
                reason: Reason("it is larger than {1} MiB", String(Ledger.maxPhotoBytes >> 20)))
        }
        let fileExtension = FileSystem.split(path).1.split(separator: ".").dropFirst().last.map {
            $0.lowercased()
        }
        let safeExtension = fileExtension.flatMap { ext in
            ext.count <= 8 && ext.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } ? "." + ext : nil
        }
        let name = id + (safeExtension ?? "")
        attachments.add(name, contents: bytes)
        return name
    }
}
