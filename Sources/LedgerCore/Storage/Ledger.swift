/// An open ledger: the session that the books, categories and bills API (`Operations/`) changes and
/// that reports read (``LedgerReading``).
///
/// The ledger itself is the ledger directory (``directory``: `ledger.json`, `bills/`, `attachments/`,
/// …). A `Ledger` is that directory opened, under its lock, by ``LedgerStore/read(_:)`` or
/// ``LedgerStore/write(_:)``, and valid only inside that call. It holds the state of `ledger.json`,
/// the month files (a ``MonthStore``), the attachments to write and what the changes do. Reading
/// methods see the changes made so far; changes made inside `read` are never written.
public final class Ledger {
    /// The ledger directory.
    public let directory: String
    /// Books, categories, spare icons and the current book, with the pending changes applied.
    public internal(set) var state: LedgerState {
        didSet {
            stateChanged = true
            monthStore.books = state.books.map(\.id)
            monthStore.categories = state.categories
        }
    }
    /// The month files: their bills, their summaries and the id index.
    let monthStore: MonthStore
    /// Photos to write into and remove from `attachments/`.
    var attachments = PendingAttachments()
    /// Whether ``state`` differs from `ledger.json` (or there is no `ledger.json` yet).
    private var stateChanged: Bool
    /// What each operation made so far did, for ``changeRecord``.
    private var changeLog: [ChangeRecord] = []
    /// The change as a command named it, by text (``changeDescription``) or as data (``changeRecord``).
    private var namedChange: String?
    private var namedRecord: ChangeRecord?

    init(directory: String, state: LedgerState, summaries: StoredSummaries, isNew: Bool) {
        self.directory = directory
        self.state = state
        self.stateChanged = isNew
        self.monthStore = MonthStore(
            directory: directory, books: state.books.map(\.id), categories: state.categories,
            summaries: summaries)
    }

    /// What the pending changes do, in a few words, as `timi undo --list` shows them: the first
    /// operation's own description and how many more there were, unless a command names the change
    /// itself (an import names its file).
    var changeDescription: String {
        get { namedChange ?? changeRecord?.text(in: .english) ?? "update" }
        set { (namedChange, namedRecord) = (newValue, nil) }
    }

    /// What the pending changes do, as data (``changeDescription`` is its English text); `nil` when a
    /// command named the change by its text alone.
    /// A command names the change as data by setting it (`timi doctor`: its repairs).
    var changeRecord: ChangeRecord? {
        get {
            guard namedChange == nil else { return nil }
            if let namedRecord { return namedRecord }
            guard let first = changeLog.first else { return ChangeRecord("update") }
            guard changeLog.count > 1 else { return first }
            return ChangeRecord(
                "{1} and {2} more", values: [.record(first), .text(String(changeLog.count - 1))])
        }
        set { (namedRecord, namedChange) = (newValue, nil) }
    }

    /// What the pending changes do to the account balances, when some account has balance checks:
    /// the first month changed and each changed month's move per account, or every month (no moves
    /// by month) when an opening balance or its day changed; `nil` when no check can be broken. Call
    /// it before the commit, which rewrites the totals files it compares with.
    /// - Parameter accountsBefore: the accounts before the changes.
    func balanceMoves(accountsBefore: [Account]) -> BalanceMoves? {
        guard state.accounts.contains(where: { !$0.checks.isEmpty }) else { return nil }
        let before = Dictionary(accountsBefore.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let openingMoved = state.accounts.contains { account in
            guard let old = before[account.id] else { return false }
            return old.opening != account.opening || old.openingDate != account.openingDate
        }
        if openingMoved { return BalanceMoves(firstMonth: .first, flows: nil) }
        guard let first = monthStore.firstChangedMonth else { return nil }
        // A file that cannot be read now is compared whole after the commit (and `doctor` names it).
        return BalanceMoves(firstMonth: first, flows: try? monthStore.accountFlowChanges())
    }

    /// Records what an operation did, for ``changeRecord``.
    func logChange(_ record: ChangeRecord) { changeLog.append(record) }

    /// The absolute path of an attachment named in ``Bill/photo``.
    package func attachmentPath(_ name: String) -> String { directory + "/attachments/" + name }

    /// The bills of `book` in `month`, in chronological order.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    public func bills(of book: Book.ID, in month: Month) throws -> [Bill] {
        try monthStore.bills(of: book, in: month)
    }

    /// The bills of `book` in `month` that `include` keeps, in chronological order; `include` sees
    /// what totals need of every bill of the month before its ``Bill`` is made.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    package func bills(of book: Book.ID, in month: Month, where include: (BillAmount) -> Bool) throws -> [Bill]
    {
        try monthStore.bills(of: book, in: month, where: include)
    }

    /// The months in which `book` has bills, oldest first.
    public func months(of book: Book.ID) throws -> [Month] { try monthStore.months(of: book) }

    /// Per-month totals of `book`, checked against the month files: a summary whose file changed
    /// since it was made (edited by hand) is rebuilt from the file, and saved by the next change of a
    /// month of its book and year.
    package func summaries(of book: Book.ID) throws -> [Month: MonthSummary] {
        try monthStore.summaries(of: book)
    }

    /// Each month's per-account flows of `book`, checked against the month files as
    /// ``summaries(of:)`` are, read without the summaries' category totals.
    package func accountFlows(of book: Book.ID) throws -> [Month: [Account.ID: Money]] {
        try monthStore.accountFlows(of: book)
    }

    /// ``summaries(of:)`` of the months in `months` only (their totals and month files alone are
    /// read).
    package func summaries(of book: Book.ID, in months: ClosedRange<Month>) throws -> [Month: MonthSummary] {
        try monthStore.summaries(of: book, in: months)
    }

    /// Calls `body` with the bills of `books` from `start` through `end`, one month at a time, oldest
    /// first, in chronological order across the books. Months are read without being kept, so memory
    /// stays at about one month of bills however large the ledger. Used by the period reports and `add --again`.
    package func forEachMonth(
        of books: [Book.ID], from start: Day, through end: Day, _ body: ([Bill]) throws -> Void
    ) throws {
        try monthStore.forEachMonth(of: books, from: start, through: end, body)
    }

    /// Calls `body` with the bills of `book` that `filter` matches in each of `months`, in the order
    /// given, one month at a time; a month file as timi wrote it is searched on its bytes and only
    /// the bills that may match are built. Used by ``TimelineReport``.
    package func forEachMonth(
        of book: Book.ID, _ months: [Month], matching filter: BillFilter,
        _ body: (consuming [Bill]) throws -> Void
    ) throws {
        try monthStore.forEachMonth(of: book, months, matching: filter, body)
    }

    /// `books`' files of `month`, for the readers that write bills straight from them (see
    /// ``LedgerReading/monthFiles(_:of:)``).
    package func monthFiles(_ month: Month, of books: [Book.ID]) throws -> MonthFiles {
        try monthStore.monthFiles(month, of: books)
    }

    /// Stages every pending change into `commit`: the month files, their totals and the id index, the
    /// attachments, then `ledger.json` when the state changed (or still holds an older ledger's
    /// summaries, which move out to the totals files). The caller commits it.
    func stage(into commit: Commit) throws {
        try monthStore.stage(into: commit)
        // An older timi must refuse the ledger from now on, rather than read months without their logs.
        if state.fileFormat < monthStore.logFormat { state.fileFormat = monthStore.logFormat }
        try attachments.stage(into: commit, path: attachmentPath)
        if stateChanged || monthStore.stored.movesOutOfStateFile {
            try commit.stage(state.encoded(summaries: [:]), at: directory + "/" + LedgerStore.stateFileName)
        }
    }
}
