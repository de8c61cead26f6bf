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

    /// What a patch does to a month whose file is exactly as timi wrote it (`bytes`, with `summary`):
    /// a new change log, the month file spliced (when the log would pass its limit), or `nil` when the
    /// file or its log is not as timi wrote them or the splice is refused (an id the file does not
    /// hold where it should): the month is then read whole.
    func patched(_ key: MonthKey, _ patch: MonthPatch, bytes: [UInt8], summary: MonthSummary) throws
        -> PatchedMonth?
    {
        let hash = ByteHash.of(bytes)
        guard summary.contentHash.map({ $0 == hash }) ?? true else { return nil }
        var log = try readLog(key) ?? MonthLog(base: hash)
        guard log.base == hash, summary.logHash.map({ $0 == logHashes[key] }) ?? true else { return nil }
        log.apply(removing: patch.removed, inserting: patch.inserted)
        if log.isEmpty { return .log(nil) }
        let logBytes = log.encode()
        if logBytes.count <= MonthLog.limit(monthFileSize: bytes.count) { return .log(logBytes) }
        return MonthFile.patch(bytes, removing: log.hiddenIDs, inserting: log.bills).map(PatchedMonth.file)
    }

    /// What ``patched(_:_:bytes:summary:)`` makes of a month.
    enum PatchedMonth {
        /// The month file stays; its change log becomes these bytes (`nil`: it goes).
        case log([UInt8]?)
        /// The month file becomes these bytes, holding this many bills, and its change log goes.
        case file(bytes: [UInt8], count: Int)
    }
}
