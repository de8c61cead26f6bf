/// The months' change logs (``MonthLog``): read wherever a month is read, written by
/// ``stagePatches(into:)`` instead of the month file while they stay small.
extension MonthStore {
    /// The path of a month's change log.
    func logPath(of key: MonthKey) -> String { folder(of: key.book) + "/" + MonthLog.name(of: key.month) }

    /// Whether the month has a change log.
    func hasLog(_ key: MonthKey) throws -> Bool { try FileSystem.exists(logPath(of: key)) }

    /// The month's change log, checked, or `nil` when it has none.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming the log when it is damaged.
    func readLog(_ key: MonthKey) throws -> MonthLog? {
        let path = logPath(of: key)
        guard let bytes = try FileSystem.read(path) else { return nil }
        logHashes[key] = ByteHash.of(bytes)
        return try MonthLog.decode(
            bytes, path: path, book: key.book, month: key.month, categories: categoryIndex())
    }

    /// Removes the month's change log in `commit`, if it has one (its month file is written whole).
    func removeLog(of key: MonthKey, in commit: Commit) throws {
        if try hasLog(key) { commit.remove(logPath(of: key)) }
    }

    /// The summary of `bills`, the month `key` as its file (`file`) and change log (`log`) hold it.
    func summary(of bills: [Bill], _ key: MonthKey, file: FileFingerprint?, log: FileFingerprint?)
        -> MonthSummary
    {
        var summary = MonthSummary(bills: bills, file: file, contentHash: contentHashes[key])
        if log != nil {
            summary.log = log
            summary.logHash = logHashes[key]
        }
        return summary
    }

    /// Marks the months whose change log does not apply to their month file (one of them was edited
    /// by hand) to be written whole by this change, which removes the log.
    func rewriteStaleLogs() throws {
        for key in staleLogs.sorted() where !removedBooks.contains(key.book) && !changed.contains(key) {
            try replaceBills(try bills(of: key.book, in: key.month), of: key.book, in: key.month)
        }
    }

    /// A month file exactly as timi wrote it, with its hash and its change log.
    struct IntactMonth {
        var bytes: [UInt8]
        var hash: UInt64
        var log: MonthLog?
    }

    /// The month `key` with its change log when its file, its log and its summary (`summary`, with
    /// its year's totals read) agree: the file's and the log's content hashes are the summary's and
    /// the log was made on this file. `nil` when they do not, or the month has no file: it is then
    /// read whole. Read once a session (a look-up of a bill, then the change of it).
    func intactMonth(_ key: MonthKey, summary: MonthSummary?) throws -> IntactMonth? {
        if let month = intactMonths[key] { return month }
        guard let bytes = try FileSystem.read(path(of: key)) else { return nil }
        let hash = ByteHash.of(bytes)
        let log = try readLog(key)
        guard summary?.contentHash.map({ $0 == hash }) ?? true, log.map({ $0.base == hash }) ?? true,
            summary?.logHash.map({ $0 == logHashes[key] }) ?? true
        else { return nil }
        let month = IntactMonth(bytes: bytes, hash: hash, log: log)
        intactMonths[key] = month
        return month
    }

    /// What a patch does to the month `key`, whose file's fingerprint is its summary's (`summary`): a
    /// new change log, the month file spliced (when the log would pass its limit), or `nil` when the
    /// file or its log is not as timi wrote them or the splice is refused (an id the file does not
    /// hold where it should): the month is then read whole.
    ///
    /// Bills only put in change the log alone: it is made on the content hash the summary gives the
    /// file, which is then neither read nor hashed (an `add` or a move into a month of thousands).
    /// If the file was edited by hand with its size and time put back, the log does not apply to it
    /// when it is next read, and that read folds the log in and has the month written whole.
    func patched(_ key: MonthKey, _ patch: MonthPatch, summary: MonthSummary) throws -> PatchedMonth? {
        if patch.removed.isEmpty, !patch.inserted.isEmpty, intactMonths[key] == nil,
            let hash = summary.contentHash, let size = summary.file?.size
        {
            let old = try readLog(key)
            guard old.map({ $0.base == hash }) ?? true, summary.logHash.map({ $0 == logHashes[key] }) ?? true
            else { return nil }
            var log = old ?? MonthLog(base: hash)
            log.apply(removing: [], inserting: patch.inserted)
            let logBytes = log.encode()
            if logBytes.count <= MonthLog.limit(monthFileSize: Int(size)) { return .log(logBytes) }
        }
        guard let month = try intactMonth(key, summary: summary) else { return nil }
        var log = month.log ?? MonthLog(base: month.hash)
        log.apply(removing: patch.removed, inserting: patch.inserted)
        if log.isEmpty { return .log(nil) }
        let logBytes = log.encode()
        if logBytes.count <= MonthLog.limit(monthFileSize: month.bytes.count) { return .log(logBytes) }
        return MonthFile.patch(month.bytes, removing: log.hiddenIDs, inserting: log.bills).map(
            PatchedMonth.file)
    }

    /// What ``patched(_:_:summary:)`` makes of a month.
    enum PatchedMonth {
        /// The month file stays; its change log becomes these bytes (`nil`: it goes).
        case log([UInt8]?)
        /// The month file becomes these bytes, holding this many bills, and its change log goes.
        case file(bytes: [UInt8], count: Int)
    }
}
