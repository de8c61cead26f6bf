/// The month files of an open ledger, `bills/<book-id>/<YYYY-MM>.json`: reads them, keeps those
/// read, changes them, and stages the changes into a commit with their summaries and the id index.
///
/// Each month it touches has one ``MonthEntry``: on disk (not read), patched (bills to take out and
/// put in, the file not read: see ``MonthPatch``), or read (its bills in memory, changed or not), with
/// what was found of its files. A month's files are read through one value, ``StoredMonth``. Every
/// verb answers the same whatever the state; reading a patched month folds its patch in. Used by
/// ``Ledger``, which keeps ``books`` and ``categories`` in step with its state.
final class MonthStore {
    /// The ledger directory.
    let directory: String
    /// The ids of the ledger's books, in its order.
    var books: [Book.ID]
    /// The ledger's categories, to check the bills read against.
    var categories: [Category] { didSet { categoriesByID = nil } }
    private var categoriesByID: [Category.ID: Category]?
    /// What the session did to each month it touched, and found of its files.
    private var entries: [MonthKey: MonthEntry] = [:]
    /// The `ledger.json` format that the change logs this commit staged need (``LedgerState/format``
    /// once a log is sealed), or ``LedgerState/formatWithoutLogs`` when it staged none.
    var logFormat = LedgerState.formatWithoutLogs
    /// Books deleted: their months read as empty, and their folders go at commit.
    private(set) var removedBooks: Set<Book.ID> = []
    /// Damaged month files to move out of `bills/` at commit: their bytes and where they go.
    private(set) var quarantined: [(bytes: [UInt8], destination: String)] = []
    /// The summaries of the totals files (or of an older ledger's `ledger.json`), with the changes
    /// made to them.
    var stored: StoredSummaries
    /// ``stored`` as the ledger was opened: the totals before this session's changes, which a read
    /// that rebuilds a hand-edited month may replace in ``stored`` together with the changed months'.
    let storedAsOpened: StoredSummaries
    /// Where each bill lives (see `MonthStore+IDIndex.swift`).
    var index: IDIndex
    /// Whether the index has been checked against the month files in this session.
    var indexChecked = false
    /// The months found edited by hand whose bills the index has taken in (``indexMonthsEditedByHand()``).
    var indexedByHand: Set<MonthKey> = []
    /// Bills added in bulk, out of memory until the commit (see `MonthStore+Imports.swift`).
    let imports: ImportedMonths
    /// The import-key index rebuilt by an import, to be written by its commit (see
    /// `MonthStore+ImportKeys.swift`).
    var pendingImportKeys: PendingImportKeys?
    /// The names in each book's folder, listed once a session (``names(inFolderOf:)``).
    private var listedNames: [Book.ID: [String]] = [:]

    init(directory: String, books: [Book.ID], categories: [Category], summaries: StoredSummaries) {
        self.directory = directory
        self.books = books
        self.categories = categories
        self.stored = summaries
        self.storedAsOpened = summaries
        self.index = IDIndex(ledgerDirectory: directory)
        self.imports = ImportedMonths(directory: directory)
    }

    /// The folder of a book's month files.
    func folder(of book: Book.ID) -> String { directory + "/bills/" + String(book) }

    /// The names in the folder of `book`, listed the first time they are asked for in a session: a
    /// change looks at them to find the months, to look for hand-edited ones and to stage the totals,
    /// and a book of ten years holds some 250. Nothing but the commit that ends the session changes
    /// the folder (under the lock), and what it stages there first has hidden names, which none of
    /// those looks takes; the listings are dropped once it is staged.
    func names(inFolderOf book: Book.ID) throws -> [String] {
        if let names = listedNames[book] { return names }
        let names = try FileSystem.list(folder(of: book))
        listedNames[book] = names
        return names
    }

    /// The path of a month file.
    func path(of key: MonthKey) -> String { folder(of: key.book) + "/" + key.month.description + ".json" }

    // MARK: Entries

    /// What the session knows of the month `key` (a month not touched: on disk, nothing found yet).
    func entry(_ key: MonthKey) -> MonthEntry { entries[key] ?? MonthEntry() }

    /// Changes the entry of `key` with `change`.
    func update<T>(_ key: MonthKey, _ change: (inout MonthEntry) throws -> T) rethrows -> T {
        try change(&entries[key, default: MonthEntry()])
    }

    /// Makes room for `count` more entries at once.
    func reserveEntries(_ count: Int) { entries.reserveCapacity(entries.count + count) }

    /// The months whose entries `include` keeps, in order.
    func keys(where include: (MonthEntry) -> Bool) -> [MonthKey] {
        entries.filter { include($0.value) }.keys.sorted()
    }

    /// The first month whose bills the pending changes add, remove or change (in any book), or
    /// `nil` when they change none; a removed book changes every month.
    var firstChangedMonth: Month? {
        if !removedBooks.isEmpty { return .first }
        let changed = keys { $0.patch != nil || $0.isChanged }.first?.month
        let imported = imports.keys.first?.month
        return [changed, imported].compactMap { $0 }.min()
    }

    /// Whether the session neither read, patched nor imported into the month `key` of a book kept:
    /// its files are all there is.
    func isUntouched(_ key: MonthKey) -> Bool {
        entry(key).isUntouched && !imports.contains(key) && !removedBooks.contains(key.book)
    }

    /// The ``ByteHash`` of the month file of `key`, if it was read in this session.
    func fileHash(of key: MonthKey) -> UInt64? { entries[key]?.fileHash }

    // MARK: Reading

    /// The bills of `book` in `month`, in chronological order, kept for the next call.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    func bills(of book: Book.ID, in month: Month) throws -> [Bill] {
        let key = MonthKey(book: book, month: month)
        if imports.contains(key) { try foldImports(key) }
        if let bills = entries[key]?.bills { return bills }
        if removedBooks.contains(book) { return [] }
        let bills = try readFile(key)
        return update(key) { entry in
            entry.take(read: bills)
            return entry.bills ?? []
        }
    }

    /// The bills of `book` in `month` that `include` keeps, in chronological order (see
    /// ``MonthFile/decode(_:path:book:month:categories:hiding:where:)``). A month not read yet is read
    /// without being kept, and only the bills kept are made: a view of totals makes none.
    func bills(of book: Book.ID, in month: Month, where include: (BillAmount) -> Bool) throws -> [Bill] {
        let key = MonthKey(book: book, month: month)
        guard isUntouched(key) else {
            return try bills(of: book, in: month).filter { include(BillAmount($0)) }
        }
        return try readFile(key, where: include)
    }

    /// The month's files, read (``StoredMonth``; `checked`, hashed to be checked against the summary),
    /// what they are found to be recorded in its entry; `nil` when there is no month file.
    func storedMonth(_ key: MonthKey, checked: Bool = true) throws -> StoredMonth? {
        let files = try StoredMonth.read(
            book: key.book, month: key.month, path: path(of: key), logPath: logPath(of: key),
            categories: categoryIndex(), checked: checked)
        if let files { update(key) { $0.saw(files) } }
        return files
    }

    /// A month's bills from its file and its change logs, not kept; with `include`, only those it
    /// keeps. None when there is no month file.
    func readFile(_ key: MonthKey, where include: (BillAmount) -> Bool = { _ in true }) throws -> [Bill] {
        try storedMonth(key)?.bills(where: include) ?? []
    }

    /// The ledger's categories by id, to check the bills read against.
    func categoryIndex() -> [Category.ID: Category] {
        let categories =
            categoriesByID
            ?? Dictionary(self.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        categoriesByID = categories
        return categories
    }

    // MARK: Changes

    /// Replaces the bills of `book` in `month` (to be written at commit).
    func replaceBills(_ bills: [Bill], of book: Book.ID, in month: Month) throws {
        let key = MonthKey(book: book, month: month)
        _ = try self.bills(of: book, in: month)  // remember what was on disk, for the id index
        update(key) { $0.replace(with: bills) }
    }

    /// Marks a whole book for deletion: its month files, its folder, its summaries and its ids.
    /// - Returns: the photos of its bills, which the caller removes.
    func removeBook(_ book: Book.ID) throws -> [String] {
        try stored.load()
        var photos: [String] = []
        for month in try months(of: book) {
            for bill in try bills(of: book, in: month) {
                if let photo = bill.photo { photos.append(photo) }
                index.set(bill.id, nil)
            }
        }
        removedBooks.insert(book)
        for key in entries.keys where key.book == book { entries[key]?.discardChanges() }
        stored[book] = nil
        return photos
    }

    /// Moves the month file of `key`, which cannot be read, to `destination` at commit: its bills leave
    /// the ledger (and its summary and ids go with them) until the file is fixed and moved back.
    /// Used by `timi doctor --quarantine`.
    func quarantine(_ key: MonthKey, to destination: String) throws {
        guard let bytes = try FileSystem.read(path(of: key)) else { return }
        quarantined.append((bytes, destination))
        try quarantineLogs(of: key, to: String(destination.dropLast(".json".count)) + MonthLog.suffix)
        update(key) { $0.set([], idsOnDisk: []) }
    }

    /// Moves the change log of `key`, which cannot be read, to `destination` at commit, and keeps the
    /// bills of the month file alone: the changes the log holds leave the ledger until it is fixed
    /// and moved back. Used by `timi doctor --quarantine`.
    /// - Returns: the bills of the month file.
    /// - Throws: ``LedgerError`` when the month file cannot be read either.
    func quarantineLog(_ key: MonthKey, to destination: String) throws -> [Bill] {
        let path = path(of: key)
        guard let log = try FileSystem.read(logPath(of: key)) else {
            return try bills(of: key.book, in: key.month)
        }
        // The month file alone: its logs are what cannot be read.
        let bills =
            try FileSystem.read(path).map { bytes in
                try MonthFile.decode(
                    bytes, path: path, book: key.book, month: key.month, categories: categoryIndex())
            } ?? []
        quarantined.append((log, destination))
        try quarantineLogs(of: key, to: destination, sealedOnly: true)
        update(key) { $0.set(bills, idsOnDisk: bills.map(\.id)) }
        return bills
    }

    /// Moves the change log of `key` (unless `sealedOnly`) and its sealed logs to `destination` and
    /// beside it at commit (see ``quarantine(_:to:)``).
    private func quarantineLogs(of key: MonthKey, to destination: String, sealedOnly: Bool = false) throws {
        if !sealedOnly, let log = try FileSystem.read(logPath(of: key)) {
            quarantined.append((log, destination))
        }
        for (number, path) in try sealedLogPaths(of: key) {
            guard let bytes = try FileSystem.read(path) else { continue }
            quarantined.append((bytes, MonthLog.sealedPath(of: destination, number)))
        }
    }

    /// The years of the months of `book` that this change writes, oldest first.
    private func yearsTouched(of book: Book.ID) -> [Int] {
        let years =
            keys { $0.isChanged || $0.patch != nil }.filter { $0.book == book }.map(\.month.year)
            + stored.changedYears.filter { $0.book == book }.map(\.year)
        return Set(years).sorted()
    }

    /// Stages the changed and patched month files, the deleted books' folders, the id index and the
    /// totals files of the summaries that changed into `commit`.
    func stage(into commit: Commit) throws {
        // Written only with a change of bills: an import that adds nothing changes nothing.
        let writesBills = !imports.keys.isEmpty || !keys(where: { $0.isChanged || $0.patch != nil }).isEmpty
        let importIndex = try startImportIndex(for: commit)
        defer { importIndex?.abandon() }  // once taken in, nothing is left to remove
        // Imported months first: a summary made from the rest would fold them into memory.
        let folded = try stageImports(into: commit)
        // Summaries of months edited by hand are rebuilt here and saved with this change, so that
        // readers stop re-reading those files: those of the years whose totals this change writes
        // (the others wait for a change of their year, or for the doctor). The change's own months'
        // summaries are checked on the way, which a patch needs.
        for book in books where !removedBooks.contains(book) {
            for year in yearsTouched(of: book) {
                guard let start = Month(year: year, month: 1), let end = Month(year: year, month: 12) else {
                    continue
                }
                _ = try summaries(of: book, in: start...end, skippingDamaged: true)
            }
        }
        try rewriteStaleLogs()
        // Their summaries are saved as timi's own: their bills must be where the index says, or a bill
        // put in by hand would never be found by its id.
        let edited = try indexMonthsEditedByHand()
        if let importIndex, !edited, keys(where: { $0.isChanged || $0.patch != nil }).isEmpty {
            index = try importIndex.finish(into: commit)
        } else {
            importIndex?.abandon()
            let imported = imports.ids.list.filter { !folded.contains($0.1) }
            try stageIndex(into: commit, alsoAdded: try stagePatches(into: commit), imported: imported)
        }
        if writesBills { try stageImportKeys(into: commit) }
        for (bytes, destination) in quarantined { _ = try commit.stage(bytes, at: destination) }
        for book in removedBooks.sorted() {
            let folder = folder(of: book)
            for name in try FileSystem.list(folder) { commit.remove(folder + "/" + name) }
            commit.removeDirectory(folder)
        }
        for key in keys(where: \.isChanged) {
            let bills = entry(key).bills ?? []
            let path = path(of: key)
            try removeLog(of: key, in: commit)
            if bills.isEmpty {
                if try FileSystem.exists(path) { commit.remove(path) }
                stored[key] = nil
            } else {
                let bytes = MonthFile.encode(bills)
                let file = try commit.stage(bytes, at: path)
                stored[key] = MonthSummary(bills: bills, file: file, contentHash: ByteHash.of(bytes))
            }
        }
        try stored.stage(into: commit, books: books.filter { !removedBooks.contains($0) }, folder: folder)
        listedNames = [:]  // the commit changes the folders
    }
}
