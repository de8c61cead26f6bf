/// The month summaries that `ledger.json` holds, with the changes made to them since it was read.
///
/// Opening a ledger to read may leave them undecoded (most views of one month never need them):
/// ``load()`` decodes them the first time they are needed. Every other member expects them loaded.
struct StoredSummaries {
    private var byBook: [Book.ID: [Month: MonthSummary]]
    /// `ledger.json` and where its summaries are in it, until ``load()``.
    private var deferred: (bytes: [UInt8], range: Range<Int>, path: String)?
    /// Whether a summary was set since `ledger.json` was read: then it must be written again.
    private(set) var isChanged = false

    /// Summaries already decoded (or none, for a new ledger).
    init(_ summaries: [Book.ID: [Month: MonthSummary]]) { byBook = summaries }

    /// The summaries at `range` of `bytes`, the contents of `path`, decoded by ``load()``.
    init(deferred bytes: [UInt8], at range: Range<Int>, path: String) {
        byBook = [:]
        deferred = (bytes, range, path)
    }

    /// Decodes the summaries if opening the ledger passed over them.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming `ledger.json`.
    mutating func load() throws {
        guard let (bytes, range, path) = deferred else { return }
        byBook = try LedgerState.decodeSummaries(bytes, at: range, path: path)
        deferred = nil
    }

    /// Every book's summaries.
    var all: [Book.ID: [Month: MonthSummary]] { byBook }

    /// The summaries of `book`'s months; setting them replaces them all.
    subscript(book: Book.ID) -> [Month: MonthSummary]? {
        get { byBook[book] }
        set {
            byBook[book] = newValue
            isChanged = true
        }
    }

    /// The summary of one month.
    subscript(key: MonthKey) -> MonthSummary? {
        get { byBook[key.book]?[key.month] }
        set {
            if let newValue {
                byBook[key.book, default: [:]][key.month] = newValue
            } else {
                byBook[key.book]?[key.month] = nil
            }
            isChanged = true
        }
    }
}
