/// An open, locked ledger: its state, the bills read so far, and the changes not yet committed.
///
/// Obtained from ``LedgerStore/read(_:)`` or ``LedgerStore/write(_:)``; valid only inside that call.
/// Reading methods see the pending changes. Changes made inside `read` are never written.
public final class Ledger {
    /// The ledger directory.
    public let directory: String
    /// Books, categories, current book and summaries, with the pending changes applied.
    public internal(set) var state: LedgerState {
        didSet {
            if !isLoadingSummaries { stateChanged = true }
            categoryCache = nil
        }
    }

    struct MonthKey: Hashable, Comparable {
        var book: Book.ID
        var month: Month
        static func < (lhs: MonthKey, rhs: MonthKey) -> Bool { (lhs.book, lhs.month) < (rhs.book, rhs.month) }
    }

    private(set) var loaded: [MonthKey: [Bill]] = [:]
    private(set) var dirty: Set<MonthKey> = []
    /// The ids each loaded month had on disk, to update the id index at commit.
    private(set) var idsOnDisk: [MonthKey: [String]] = [:]
    /// Months whose file changed behind timi's back (their summary was rebuilt).
    private(set) var editedByHand: Set<MonthKey> = []
    /// Months whose file was seen to match its summary's fingerprint: exactly as timi wrote it.
    private(set) var verified: Set<MonthKey> = []
    /// Bills to take out of and put into months not read whole (see `Ledger+Patches.swift`).
    var patches: [MonthKey: MonthPatch] = [:]
    var index: IDIndex
    /// Whether the index has been checked against the month files in this session.
    var indexChecked = false
    private var removedBooks: Set<Book.ID> = []
    private var stateChanged = false
    /// Attachments to write (path relative to the ledger → content) and to remove.
    private var newAttachments: [String: [UInt8]] = [:]
    private var removedAttachments: Set<String> = []
    private var categoryCache: [Category.ID: Category]?
    /// `ledger.json` and where its summaries are, until something needs them (``loadSummaries()``).
    var deferredSummaries: (bytes: [UInt8], range: Range<Int>, path: String)?
    private var isLoadingSummaries = false

    /// Reads the summaries that opening the ledger passed over.
    private func loadSummaries() throws {
        guard let (bytes, range, path) = deferredSummaries else { return }
        let summaries = try LedgerState.decodeSummaries(bytes, at: range, path: path)
        isLoadingSummaries = true  // reading what is on disk is not a change
        state.summaries = summaries
        isLoadingSummaries = false
        deferredSummaries = nil
    }
    /// One line per operation made so far, for ``changeDescription``.
    private var changeLog: [String] = []
    private var namedChange: String?

    /// What the pending changes do, in a few words, as `timi undo --list` shows them: the first
    /// operation's own description and how many more there were, unless a command names the change
    /// itself (an import names its file).
    public var changeDescription: String {
        get {
            if let namedChange { return namedChange }
            guard let first = changeLog.first else { return "update" }
            return changeLog.count == 1 ? first : "\(first) and \(changeLog.count - 1) more"
        }
        set { namedChange = newValue }
    }

    /// Records what an operation did, for ``changeDescription``.
    func logChange(_ text: String) { changeLog.append(text) }

    /// The categories by id, for checking bills as they are read.
    private var categoriesByID: [Category.ID: Category] {
        if let cache = categoryCache { return cache }
        let categories = Dictionary(state.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        categoryCache = categories
        return categories
    }

    init(directory: String, state: LedgerState, isNew: Bool) {
        self.directory = directory
        self.state = state
        self.stateChanged = isNew
        self.index = IDIndex(ledgerDirectory: directory)
    }

    /// The folder of a book's month files.
    func billsDirectory(_ book: Book.ID) -> String { directory + "/bills/" + String(book) }

    /// The path of a book's month file.
    public func path(of book: Book.ID, month: Month) -> String {
        billsDirectory(book) + "/" + month.description + ".json"
    }

    /// The absolute path of an attachment named in ``Bill/photo``.
    public func attachmentPath(_ name: String) -> String { directory + "/attachments/" + name }

    // MARK: Bills by month

    /// The bills of `book` in `month`, in chronological order.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    public func bills(of book: Book.ID, in month: Month) throws -> [Bill] {
        let key = MonthKey(book: book, month: month)
        if let bills = loaded[key] { return bills }
        if removedBooks.contains(book) { return [] }
        let bills = try readMonth(key)
        loaded[key] = bills
        idsOnDisk[key] = bills.map(\.id)
        if let patch = patches.removeValue(forKey: key) {
            let removed = Set(patch.removed.map(\.id))
            try setBills(bills.filter { !removed.contains($0.id) } + patch.inserted, of: book, in: month)
            return loaded[key] ?? []
        }
        return bills
    }

    /// A month's bills from its file (none when there is no file), not kept.
    private func readMonth(_ key: MonthKey) throws -> [Bill] {
        let path = path(of: key.book, month: key.month)
        guard let bytes = try FileSystem.read(path) else { return [] }
        return try MonthFile.decode(bytes, path: path, book: key.book, month: key.month, categories: categoriesByID)
    }

    /// The months in which `book` has a month file (or pending bills), oldest first.
    public func months(of book: Book.ID) throws -> [Month] {
        if removedBooks.contains(book) { return [] }
        var months = Set(
            try FileSystem.list(billsDirectory(book)).compactMap { name -> Month? in
                guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
                return Month(iso: name.dropLast(5))
            })
        for key in dirty where key.book == book {
            if loaded[key]?.isEmpty == false { months.insert(key.month) } else { months.remove(key.month) }
        }
        for (key, patch) in patches where key.book == book && !patch.inserted.isEmpty { months.insert(key.month) }
        return months.sorted()
    }

    /// Calls `body` with the bills of `books` from `start` through `end`, one month at a time, oldest
    /// first, in chronological order across the books. Months are read without being kept, so memory
    /// stays at about one month of bills however large the ledger. Used by `timi export`.
    public func forEachMonth(
        of books: [Book.ID], from start: Day, through end: Day, _ body: ([Bill]) throws -> Void
    ) throws {
        var months = Set<Month>()
        for book in books { months.formUnion(try self.months(of: book)) }
        for month in months.sorted() where month >= start.yearMonth && month <= end.yearMonth {
            var bills: [Bill] = []
            for book in books {
                let key = MonthKey(book: book, month: month)
                guard !removedBooks.contains(book) else { continue }
                let monthBills = try loaded[key] ?? (patches[key] != nil ? self.bills(of: book, in: month) : readMonth(key))
                bills += monthBills.filter { $0.date >= start && $0.date <= end }
            }
            if books.count > 1 { bills.sort(by: Bill.chronological) }
            try body(bills)
        }
    }

    /// Replaces the bills of `book` in `month` (to be written at commit).
    func setBills(_ bills: [Bill], of book: Book.ID, in month: Month) throws {
        let key = MonthKey(book: book, month: month)
        _ = try self.bills(of: book, in: month)  // remember what was on disk, for the id index
        loaded[key] = bills.sorted(by: Bill.chronological)
        dirty.insert(key)
    }

    // MARK: Summaries

    /// The summaries as `ledger.json` holds them, not checked against the month files (for `timi doctor`).
    func storedSummaries() throws -> [Book.ID: [Month: MonthSummary]] {
        try loadSummaries()
        return state.summaries
    }

    /// Per-month totals of `book`, checked against the month files: a summary whose file changed
    /// since it was made (edited by hand) is rebuilt from the file, and saved by the next write.
    public func summaries(of book: Book.ID) throws -> [Month: MonthSummary] {
        try loadSummaries()
        var result = state.summaries[book] ?? [:]
        var rebuilt = false
        for month in Set(try months(of: book)).union(result.keys) {
            let key = MonthKey(book: book, month: month)
            if dirty.contains(key) {
                let bills = loaded[key] ?? []
                result[month] = bills.isEmpty ? nil : MonthSummary(bills: bills)
                continue
            }
            let file = FileSystem.fingerprint(path(of: book, month: month))
            if file != nil && result[month]?.file == file { verified.insert(key) }
            guard file == nil || result[month]?.file != file else { continue }
            result[month] = file == nil ? nil : MonthSummary(bills: try bills(of: book, in: month), file: file)
            if file != nil { editedByHand.insert(key) }
            rebuilt = true
        }
        if rebuilt { state.summaries[book] = result }
        for (key, patch) in patches where key.book == book {
            var summary = result[key.month] ?? MonthSummary(bills: [])
            summary.apply(patch)
            result[key.month] = summary.count > 0 ? summary : nil
        }
        return result
    }

    // MARK: Changes

    /// Marks a whole book for deletion: its month files, its folder, its attachments and its ids.
    func removeBook(_ book: Book.ID) throws {
        try loadSummaries()
        for month in try months(of: book) {
            for bill in try bills(of: book, in: month) {
                if let photo = bill.photo { removeAttachment(photo) }
                index.set(bill.id, nil)
            }
        }
        removedBooks.insert(book)
        for key in dirty where key.book == book { dirty.remove(key) }
        for key in patches.keys where key.book == book { patches[key] = nil }
        state.summaries[book] = nil
    }

    /// Adds an attachment file (written at commit).
    func addAttachment(_ name: String, contents: [UInt8]) {
        newAttachments[name] = contents
        removedAttachments.remove(name)
    }

    /// Removes an attachment file at commit.
    func removeAttachment(_ name: String) {
        newAttachments[name] = nil
        removedAttachments.insert(name)
    }

    /// Stages every pending change into `commit`; the caller commits it.
    func stage(into commit: Commit) throws {
        // Summaries of months edited by hand are rebuilt here and saved with this change, so that
        // readers stop re-reading those files (a stat per month file).
        for book in state.books where !removedBooks.contains(book.id) { _ = try summaries(of: book.id) }
        try stageIndex(into: commit, alsoAdded: try stagePatches(into: commit))
        for book in removedBooks.sorted() {
            let folder = billsDirectory(book)
            for name in try FileSystem.list(folder) { commit.remove(folder + "/" + name) }
            commit.removeDirectory(folder)
        }
        for key in dirty.sorted() {
            let bills = loaded[key] ?? []
            let path = path(of: key.book, month: key.month)
            if bills.isEmpty {
                if FileSystem.exists(path) { commit.remove(path) }
                state.summaries[key.book]?[key.month] = nil
            } else {
                let file = try commit.stage(MonthFile.encode(bills), at: path)
                state.summaries[key.book, default: [:]][key.month] = MonthSummary(bills: bills, file: file)
            }
        }
        for (name, contents) in newAttachments.sorted(by: { $0.key < $1.key }) {
            try commit.stage(contents, at: attachmentPath(name))
        }
        for name in removedAttachments.sorted() { commit.remove(attachmentPath(name)) }
        if stateChanged { try commit.stage(state.encoded(), at: directory + "/" + LedgerStore.stateFileName) }
    }
}
