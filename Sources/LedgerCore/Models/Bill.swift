/// One income or expense: the unit of the ledger.
///
/// Stored in `bills/<book>/<YYYY-MM>.json`, one bill per line. `category` and `book` are ids; the
/// commands show titles and names. Bills are made by the ledger (``Ledger/addBill(_:to:now:)``, imports,
/// recurring rules) with the memberwise initialiser, which takes the values as they are (see
/// ``validatedNote(_:)`` for notes).
public struct Bill: Hashable, Sendable, Identifiable {
    /// The longest note, in characters (the app's limit).
    public static let maxNoteLength = 40
    /// The longest payee, in characters (bank descriptions run long).
    public static let maxPayeeLength = 200
    /// The longest transaction number, in characters.
    static let maxReferenceLength = 64

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
    public var note: String = ""
    /// The attachment's path relative to the ledger's `attachments/` folder, if there is a photo.
    public var photo: String?
    /// When the bill was recorded; orders the bills of one day.
    public var created: Timestamp
    /// The import key, for bills that came in through `timi import` (makes re-imports idempotent).
    var importKey: String?
    /// Who was paid, or who paid (交易对方, a bank's description); at most ``maxPayeeLength`` characters.
    public var payee: String?
    /// The transaction number the bill's source gave it (交易单号, Monzo's Transaction ID), written
    /// `ref` in files; at most ``maxReferenceLength`` printable ASCII characters. Unlike ``id`` it is
    /// not unique across sources: it keys imports, and timi's short ids stay its own.
    public var reference: String?
    /// The id of the ``RecurringRule`` that booked it, for bills that came due by themselves.
    public var recurring: String?
    /// The id of the ``Account`` the money moved through, if the bill names one (`timi add -a`); a
    /// transfer's source account.
    public var account: Account.ID?
    /// A transfer's destination account; `nil` for income and expense.
    public var toAccount: Account.ID?
    /// What a transfer between currencies brought into ``toAccount`` (in its currency); `nil` when it
    /// is ``amount``.
    public var toAmount: Money?
    /// What a transfer cost on top of ``amount``, taken from ``account`` (手续费); `nil` when nothing.
    public var fee: Money?
    /// The time of day it moved, when its source gave one (an import's 交易时间, `--time`); orders
    /// the bills of its day (see ``chronological(_:_:)``).
    public var time: TimeOfDay?

    /// The category id a transfer carries: no category of a ledger has it (theirs start at 1).
    static let transferCategory: Category.ID = 0

    /// Whether it moved money between two accounts rather than in or out of the ledger.
    public var isTransfer: Bool { type == .transfer }

    /// The first 8 characters of the id, as lists print it; any unique prefix finds the bill.
    public var shortID: String { String(id.prefix(8)) }

    /// The signed effect on a book's balance: positive for income, negative for expense, zero for a
    /// transfer (its money stays in the ledger; ``flow(in:)`` is its effect on an account).
    var signedAmount: Money {
        switch type {
        case .income: amount
        case .expense: -amount
        case .transfer: .zero
        }
    }

    /// The order of bills in a month file and in every listing: by date; within a day, the bills
    /// with a time by time, then those without (as if at the day's end); then by creation, then id.
    /// Bills without times order as they did before times: by date, creation and id.
    static func chronological(_ lhs: Bill, _ rhs: Bill) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        if lhs.time != rhs.time { return TimeOfDay.precedes(lhs.time, rhs.time) }
        if lhs.created != rhs.created { return lhs.created < rhs.created }
        return lhs.id < rhs.id
    }

    /// A note as a bill may carry it, without the spaces at either end: at most ``maxNoteLength``
    /// characters and no control characters.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedNote(_ text: String) throws -> String {
        let note = Validation.trimmed(text)
        if note.utf8.count <= maxNoteLength
            && note.withUTF8Buffer({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } })
        {
            return note
        }
        return try Validation.remark(note, field: "note", maxLength: maxNoteLength)
    }

    /// A payee as a bill may carry it: no space at either end, at most ``maxPayeeLength`` characters,
    /// no control characters; `nil` when it is empty.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedPayee(_ payee: String) throws -> String? {
        let trimmed = Validation.trimmingBlanks(payee)
        guard !trimmed.isEmpty else { return nil }
        return try Validation.remark(trimmed, field: "payee", maxLength: maxPayeeLength)
    }

    /// A transaction number as a bill may carry it: 1 to ``maxReferenceLength`` printable ASCII
    /// characters without spaces; `nil` when it is empty.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedReference(_ reference: String) throws -> String? {
        let trimmed = Validation.trimmingBlanks(reference)
        guard !trimmed.isEmpty else { return nil }
        guard trimmed.utf8.count <= maxReferenceLength, trimmed.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else {
            throw LedgerError.invalidValue(
                field: "ref", value: trimmed.debugDescription,
                reason: Reason(
                    "a transaction number has 1 to {1} ASCII characters and no spaces",
                    String(maxReferenceLength)))
        }
        return trimmed
    }
}
