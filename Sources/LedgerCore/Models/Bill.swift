/// One income or expense: the unit of the ledger.
///
/// Stored in `bills/<book>/<YYYY-MM>.json`, one bill per line. `category` and `book` are ids; the
/// commands show titles and names.
public struct Bill: Hashable, Sendable, Identifiable {
    /// The longest note, in characters (the app's limit).
    public static let maxNoteLength = 40

    /// A unique id (a lowercase UUID for bills made here; imports may bring their own).
    public var id: String
    /// The calendar day the money moved.
    public var date: Day
    /// Income or expense; always the type of ``category``.
    public var type: BillType
    /// The amount, always greater than 0.
    public var amount: Money
    /// The id of the bill's ``Category``.
    public var category: Category.ID
    /// The id of the ``Book`` the bill belongs to.
    public var book: Book.ID
    /// A remark of at most ``maxNoteLength`` characters; may be empty.
    public var note: String
    /// The attachment's path relative to the ledger's `attachments/` folder, if there is a photo.
    public var photo: String?
    /// When the bill was recorded; orders the bills of one day.
    public var created: Timestamp
    /// The import key, for bills that came in through `timi import` (makes re-imports idempotent).
    public var importKey: String?
    /// The id of the ``RecurringRule`` that booked it, for bills that came due by themselves.
    public var recurring: String?

    /// Makes a bill; the values are taken as they are (see ``validatedNote(_:)`` for notes).
    public init(
        id: String, date: Day, type: BillType, amount: Money, category: Category.ID, book: Book.ID,
        note: String = "", photo: String? = nil, created: Timestamp, importKey: String? = nil,
        recurring: String? = nil
    ) {
        self.id = id
        self.date = date
        self.type = type
        self.amount = amount
        self.category = category
        self.book = book
        self.note = note
        self.photo = photo
        self.created = created
        self.importKey = importKey
        self.recurring = recurring
    }

    /// The first 8 characters of the id, as lists print it; any unique prefix finds the bill.
    public var shortID: String { String(id.prefix(8)) }

    /// The signed effect on a balance: positive for income, negative for expense.
    public var signedAmount: Money { type == .income ? amount : -amount }

    /// The order of bills in a month file and in every listing: by date, then creation, then id.
    public static func chronological(_ lhs: Bill, _ rhs: Bill) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        if lhs.created != rhs.created { return lhs.created < rhs.created }
        return lhs.id < rhs.id
    }

    /// A note as a bill may carry it: at most ``maxNoteLength`` characters and no control characters.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedNote(_ note: String) throws -> String {
        if note.utf8.count <= maxNoteLength && note.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return note
        }
        guard note.count <= maxNoteLength else {
            throw LedgerError.invalidValue(
                field: "note", value: String(note.prefix(20)) + "…",
                reason: "a note has at most \(maxNoteLength) characters (this one has \(note.count))")
        }
        guard !note.unicodeScalars.contains(where: PrintableText.isUnprintable) else {
            throw LedgerError.invalidValue(
                field: "note", value: note.debugDescription,
                reason: "a note cannot contain control characters")
        }
        return note
    }
}
