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

    /// A draft with the given values.
    public init(
        amount: Money, category: String?, type: BillType?, date: Day, note: String = "", photo: String? = nil
    ) {
        self.amount = amount
        self.category = category
        self.type = type
        self.date = date
        self.note = note
        self.photo = photo
    }
}

/// What to change in a bill (`timi edit`); `nil` leaves a field as it is.
public struct BillChanges: Sendable {
    /// What to do with the bill's photo.
    public enum Photo: Sendable, Equatable {
        /// Copy the file at this path into the ledger as the new photo.
        case replace(with: String)
        /// Remove the photo (`--no-photo`).
        case remove
    }
    /// The new amount.
    public var amount: Money?
    /// A category title, alias or id.
    public var category: String?
    /// The new type (`--income`, `--expense`); the category must be of it.
    public var type: BillType?
    /// The new day (which may move the bill to another month file).
    public var date: Day?
    /// The new note.
    public var note: String?
    /// A new photo, or none.
    public var photo: Photo?

    /// Changes to the given fields; `nil` leaves a field as it is.
    public init(
        amount: Money? = nil, category: String? = nil, type: BillType? = nil, date: Day? = nil,
        note: String? = nil,
        photo: Photo? = nil
    ) {
        self.amount = amount
        self.category = category
        self.type = type
        self.date = date
        self.note = note
        self.photo = photo
    }

    /// Whether nothing would change.
    public var isEmpty: Bool {
        amount == nil && category == nil && type == nil && date == nil && note == nil && photo == nil
    }
}

extension Ledger {
    /// The largest photo timi copies into the ledger.
    public static let maxPhotoBytes = 20 << 20

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
            category: category.id, book: book, note: try Bill.validatedNote(draft.note), created: now)
        if let photo = draft.photo { bill.photo = try attachPhoto(photo, to: bill.id) }
        try monthStore.insert(bill)
        logChange("add " + describe(bill))
        return bill
    }

    /// Changes a bill; a new date may move it to another month file.
    /// - Returns: the bill as it is now.
    @discardableResult
    public func editBill(_ bill: Bill, _ changes: BillChanges) throws -> Bill {
        var edited = bill
        if let amount = changes.amount { edited.amount = amount }
        if let date = changes.date { edited.date = date }
        if let note = changes.note { edited.note = try Bill.validatedNote(note) }
        if changes.category != nil || (changes.type != nil && changes.type != bill.type) {
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
        try monthStore.remove(bill)
        try monthStore.insert(edited)
        logChange("edit " + describe(edited))
        return edited
    }

    /// Deletes bills and their photos.
    public func deleteBills(_ bills: [Bill]) throws {
        for bill in bills {
            try monthStore.remove(bill)
            if let photo = bill.photo { attachments.remove(photo) }
            logChange("delete " + describe(bill))
        }
    }

    /// Adds bills made elsewhere (`timi import`): each month they fall in is read and written whole.
    func addBills(_ bills: [Bill]) throws {
        var byMonth: [MonthKey: [Bill]] = [:]
        for bill in bills {
            byMonth[MonthKey(book: bill.book, month: bill.date.yearMonth), default: []].append(bill)
        }
        for (key, bills) in byMonth.sorted(by: { $0.key < $1.key }) {
            try monthStore.replaceBills(
                try monthStore.bills(of: key.book, in: key.month) + bills, of: key.book, in: key.month)
        }
    }

    /// The bill whose id is `query` or, failing that, starts with it (case-insensitive), in any book.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)`` or
    ///   ``LedgerError/ambiguous(kind:query:candidates:)`` listing the candidates.
    public func bill(matching query: String) throws -> Bill {
        let needle = query.lowercased()
        var places = needle.isEmpty ? [] : try monthStore.places(prefix: needle)
        if let exact = places.first(where: { $0.0.lowercased() == needle }) { places = [exact] }
        var matches: [Bill] = []
        for (id, place) in places where matches.count <= 10 {
            if let bill = try monthStore.bill(withID: id, at: place) { matches.append(bill) }
        }
        guard let first = matches.first else {
            throw LedgerError.notFound(kind: "bill", query: query, suggestion: nil)
        }
        guard matches.count == 1 else {
            let more = places.count - 10
            let candidates = matches.prefix(10).map { describe($0) } + (more > 0 ? ["and \(more) more"] : [])
            throw LedgerError.ambiguous(kind: "bill", query: query, candidates: candidates)
        }
        return first
    }

    /// A one-line description of a bill for messages: `1a2b3c4d 2026-11-21 用餐 20.50 lunch`.
    public func describe(_ bill: Bill) -> String {
        let title = state.category(bill.category)?.title ?? "?"
        return [bill.shortID, bill.date.description, title, bill.amount.description, bill.note]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The category a bill gets: the one named (checked against `type`), or the type's first.
    private func categoryForBill(_ query: String?, type: BillType?) throws -> Category {
        guard let query else {
            let wanted = type ?? .expense
            guard let first = state.categories.first(where: { $0.type == wanted }) else {
                throw LedgerError.notFound(
                    kind: "\(wanted.rawValue) category", query: "(any)", suggestion: nil)
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
                reason: "\(category.title) (\(category.alias)) is an \(category.type.rawValue) category, "
                    + "but the bill is \(type.rawValue)")
        }
        return category
    }

    /// Copies a photo into `attachments/` (at commit) and returns its name there.
    private func attachPhoto(_ path: String, to id: String) throws -> String {
        let bytes = try FileSystem.readInput(path)
        guard bytes.count <= Ledger.maxPhotoBytes else {
            throw LedgerError.invalidValue(
                field: "photo", value: path, reason: "it is larger than \(Ledger.maxPhotoBytes >> 20) MiB")
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
