/// The month files of an open ledger, `bills/<book-id>/<YYYY-MM>.json`: reads them, keeps those
/// read, changes them, and stages the changes into a commit with their summaries and the id index.
///
/// A month is in one of three states, which only this type knows: on disk (not read), read (its bills
/// in memory, changed or not), or patched (bills to take out and put in, the file not read: see
/// ``MonthPatch``). Every verb answers the same whatever the state; reading a patched month folds its
/// patch in. Used by ``Ledger``, which keeps ``books`` and ``categories`` in step with its state.
final class MonthStore {
    /// The ledger directory.
    let directory: String
    /// The ids of the ledger's books, in its order.
    var books: [Book.ID]
    /// The ledger's categories, to check the bills read against.
    var categories: [Category] { didSet { categoriesByID = nil } }
    private var categoriesByID: [Category.ID: Category]?
    /// The bills of the months read, with the changes made to them.
    private(set) var read: [MonthKey: [Bill]] = [:]
    /// The months read whose bills changed: written at commit.
    private(set) var changed: Set<MonthKey> = []
    /// The ids each month read had on disk, to update the id index at commit.
    private(set) var idsOnDisk: [MonthKey: [String]] = [:]
    /// Bills to take out of and put into months not read (see `MonthStore+Patches.swift`).
    var patches: [MonthKey: MonthPatch] = [:]
    /// Months whose file was seen to match its summary's fingerprint: exactly as timi wrote it.
    var verified: Set<MonthKey> = []
    /// Months whose file changed behind timi's back, found by ``summaries(of:in:skippingDamaged:)``
    /// (which rebuilt their summaries) or by the id index's check of every month's fingerprints.
    var editedByHand: Set<MonthKey> = []
    /// The ``ByteHash`` of each month file read whole in this session, to compare with its summary's.
    private(set) var contentHashes: [MonthKey: UInt64] = [:]
    /// The ``ByteHash`` of each change log read in this session (see `MonthStore+Log.swift`).
    var logHashes: [MonthKey: UInt64] = [:]
    /// Months whose change log was found not to apply to their month file: written whole at commit.
    var staleLogs: Set<MonthKey> = []
    /// Months found exactly as timi wrote them by a look-up of one bill, with their file's bytes and
    /// change log, so that the change of that bill patches them without reading them again.
    var intactMonths: [MonthKey: IntactMonth] = [:]
    /// The `ledger.json` format that the change logs this commit staged need (``LedgerState/format``
    /// once a log is sealed), or ``LedgerState/formatWithoutLogs`` when it staged none.
    var logFormat = LedgerState.formatWithoutLogs
    /// Books deleted: their months read as empty, and their folders go at commit.
    private(set) var removedBooks: Set<Book.ID> = []
    /// Damaged month files to move out of `bills/` at commit: their bytes and where they go.
    private(set) var quarantined: [(bytes: [UInt8], destination: String)] = []
    /// The summaries of `ledger.json`, with the changes made to them.
    var stored: StoredSummaries
    /// Where each bill lives (see `MonthStore+IDIndex.swift`).
    var index: IDIndex
    /// Whether the index has been checked against the month files in this session.
    var indexChecked = false
    /// Bills added in bulk, out of memory until the commit (see `MonthStore+Imports.swift`).
    let imports: ImportedMonths

    init(directory: String, books: [Book.ID], categories: [Category], summaries: StoredSummaries) {
        self.directory = directory
        self.books = books
        self.categories = categories
        self.stored = summaries
        self.index = IDIndex(ledgerDirectory: directory)
        self.imports = ImportedMonths(directory: directory)
    }

    /// The folder of a book's month files.
    func folder(of book: Book.ID) -> String { directory + "/bills/" + String(book) }

    /// The path of a month file.
    func path(of key: MonthKey) -> String { folder(of: key.book) + "/" + key.month.description + ".json" }

    // MARK: Reading

    /// The bills of `book` in `month`, in chronological order, kept for the next call.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` when the month file is damaged.
    func bills(of book: Book.ID, in month: Month) throws -> [Bill] {
        let key = MonthKey(book: book, month: month)
        if imports.contains(key) { try foldImports(key) }
        if let bills = read[key] { return bills }
        if removedBooks.contains(book) { return [] }
        let bills = try readFile(key)
        read[key] = bills
        idsOnDisk[key] = bills.map(\.id)
        if let patch = patches.removeValue(forKey: key) {
            let removed = Set(patch.removed.map(\.id))
            try replaceBills(bills.filter { !removed.contains($0.id) } + patch.inserted, of: book, in: month)
            return read[key] ?? []
        }
        return bills
    }

    /// The bills of `book` in `month` that `include` keeps, in chronological order (see
    /// ``MonthFile/decode(_:path:book:month:categories:hiding:where:)``). A month not read yet is read
    /// without being kept, and only the bills kept are made: a view of totals makes none.
    func bills(of book: Book.ID, in month: Month, where include: (BillAmount) -> Bool) throws -> [Bill] {
        let key = MonthKey(book: book, month: month)
        guard read[key] == nil, patches[key] == nil, !imports.contains(key), !removedBooks.contains(book)
        else {
            return try bills(of: book, in: month).filter { include(BillAmount($0)) }
        }
        return try readFile(key, where: include)
    }

    /// A month's bills from its file and its change log, not kept; with `include`, only those it
    /// keeps. None when there is no month file: a change log without one is not read (timi writes
    /// none; the doctor reports one left by hand, and the next change of the month removes it).
    func readFile(_ key: MonthKey, where include: (BillAmount) -> Bool = { _ in true }) throws -> [Bill] {
        let path = path(of: key)
        guard let bytes = try FileSystem.read(path) else { return [] }
        let log = try readLog(key)
        let hash = ByteHash.of(bytes)
        contentHashes[key] = hash
        if let log, log.base != hash || !log.sealedIntact { staleLogs.insert(key) }
        let bills = try MonthFile.decode(
            bytes, path: path, book: key.book, month: key.month, categories: categoryIndex(),
            hiding: log?.hiddenIDs ?? [], where: include)
        guard let log else { return bills }
        return log.folded(into: bills) { include(BillAmount($0)) }
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
        read[key] = bills.sorted(by: Bill.chronological)
        changed.insert(key)
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
        for key in changed where key.book == book { changed.remove(key) }
        for key in patches.keys where key.book == book { patches[key] = nil }
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
        read[key] = []
        idsOnDisk[key] = []
        patches[key] = nil
        changed.insert(key)
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
        let bills =
            try FileSystem.read(path).map { bytes in
                try MonthFile.decode(
                    bytes, path: path, book: key.book, month: key.month, categories: categoryIndex())
            } ?? []
        quarantined.append((log, destination))
        try quarantineLogs(of: key, to: destination, sealedOnly: true)
        read[key] = bills
        idsOnDisk[key] = bills.map(\.id)
        patches[key] = nil
        changed.insert(key)
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
            changed.filter { $0.book == book }.map(\.month.year)
            + patches.keys.filter { $0.book == book }.map(\.month.year)
            + stored.changedYears.filter { $0.book == book }.map(\.year)
        return Set(years).sorted()
    }

    /// Stages the changed and patched month files, the deleted books' folders, the id index and the
    /// totals files of the summaries that changed into `commit`.
    func stage(into commit: Commit) throws {
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
        if let importIndex, changed.isEmpty, patches.isEmpty {
            index = try importIndex.finish(into: commit)
        } else {
            importIndex?.abandon()
            let imported = imports.ids.list.filter { !folded.contains($0.1) }
            try stageIndex(into: commit, alsoAdded: try stagePatches(into: commit) + imported)
        }
        for (bytes, destination) in quarantined { _ = try commit.stage(bytes, at: destination) }
        for book in removedBooks.sorted() {
            let folder = folder(of: book)
            for name in try FileSystem.list(folder) { commit.remove(folder + "/" + name) }
            commit.removeDirectory(folder)
        }
        for key in changed.sorted() {
            let bills = read[key] ?? []
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
    }
}
