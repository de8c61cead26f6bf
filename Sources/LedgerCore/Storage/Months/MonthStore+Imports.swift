/// Bills added in bulk (`timi import`): kept as records out of memory (``ImportedMonths``) until the
/// commit writes each of their months, one month in memory at a time — spliced into its file when the
/// file is as timi wrote it, else read and written whole. Reading such a month before then folds its
/// bills in, as for a patch.
extension MonthStore {
    /// Adds `bill` to its month, to be written at commit; `madeID`: its id was made for it here.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the scratch file cannot be written.
    func insertImported(_ bill: Bill, madeID: Bool) throws { try imports.add(bill, madeID: madeID) }

    /// Puts the imported bills of `key` among its bills (a reader asked for the month).
    func foldImports(_ key: MonthKey) throws {
        let added = try imports.take(key)
        try replaceBills(try bills(of: key.book, in: key.month) + added, of: key.book, in: key.month)
    }

    /// Stages the months with imported bills, each with what it had, and records their summaries.
    /// A month also changed otherwise joins the changed months instead.
    /// - Returns: the months that joined the changed months (whose new ids the id index finds there).
    func stageImports(into commit: Commit) throws -> Set<MonthKey> {
        var folded: Set<MonthKey> = []
        for key in imports.keys {
            if entry(key).isChanged || entry(key).patch != nil {
                try foldImports(key)
                folded.insert(key)
                continue
            }
            try imports.take(key) { records in
                var records = records
                records.sortChronologically()
                if try stageSpliced(records, of: key, into: commit) { return }
                // Read once the imports are taken, so that reading the month does not fold them in.
                let had = try self.bills(of: key.book, in: key.month)
                guard had.isEmpty else {
                    var bills = had + records.lazy.map { $0.bill(book: key.book) }
                    bills.sortChronologically()
                    return try stage(imported: bills, of: key, into: commit) { bills }
                }
                // A new month's bills are the imported ones, written from their records as they are:
                // making a `Bill` of each, its strings and all, is costly (docs/PERFORMANCE.md).
                try stage(imported: records, of: key, into: commit) {
                    records.map { $0.bill(book: key.book) }
                }
            }
        }
        return folded
    }

    /// Stages the month file of `key` with `records` (in chronological order) and its change logs'
    /// bills spliced among its lines (``MonthFile/splice(_:removing:inserting:and:)``), its logs
    /// removed, its summary the stored one with the records added: when the files are exactly what
    /// that summary was made from. An import-key index being rewritten gains the records' entries.
    /// - Returns: whether it was; `false` leaves the month to be read and written whole.
    private func stageSpliced(_ records: [StoredBill], of key: MonthKey, into commit: Commit) throws -> Bool {
        try stored.load(key.book, years: [key.month.year])
        guard var summary = stored[key], summary.contentHash != nil, let files = try storedMonth(key),
            files.isIntact(for: summary),
            let bytes = MonthFile.splice(
                files.bytes, removing: files.log?.hiddenIDs ?? [], inserting: records,
                and: files.log?.bills ?? [])
        else { return false }
        let file = try commit.stage(bytes, at: path(of: key))
        try removeLog(of: key, in: commit)
        for record in records { summary.add(record: record) }
        summary.file = file
        summary.contentHash = ByteHash.of(bytes)
        (summary.log, summary.logHash, summary.sealed) = (nil, nil, nil)
        stored[key] = summary
        if pendingImportKeys != nil {
            indexSpliced(records.map { $0.bill(book: key.book) }, of: key, file: file)
        }
        return true
    }

    /// Stages the month `key` holding `bills` (in chronological order), and records its summary;
    /// `made` makes them ``Bill``s, for an import-key index the change rewrites.
    private func stage(
        imported bills: [some MonthFileBill], of key: MonthKey, into commit: Commit, made: () -> [Bill]
    ) throws {
        let bytes = MonthFile.encode(bills)
        let file = try commit.stage(bytes, at: path(of: key))
        try removeLog(of: key, in: commit)
        if pendingImportKeys != nil { indexWritten(made(), of: key, file: file) }
        stored[key] = MonthSummary(records: bills, file: file, contentHash: ByteHash.of(bytes))
    }
}
