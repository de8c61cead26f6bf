/// The months' change logs (``MonthLog``): read with their month files (``StoredMonth``), written by
/// ``stagePatches(into:)`` instead of the month file while they stay small.
extension MonthStore {
    /// The path of a month's change log.
    func logPath(of key: MonthKey) -> String { folder(of: key.book) + "/" + MonthLog.name(of: key.month) }

    /// Whether the month has a change log.
    func hasLog(_ key: MonthKey) throws -> Bool { try FileSystem.exists(logPath(of: key)) }

    /// Whether `path` is the change log of `key` or one of its sealed logs.
    func isLogPath(_ path: String, of key: MonthKey) -> Bool {
        let (folder, name) = FileSystem.split(path)
        return folder == self.folder(of: key.book) && MonthLog.parse(logName: name)?.month == key.month
    }

    /// The sealed logs of `key` on disk, in the order of their numbers: those its change log names
    /// and any other.
    func sealedLogPaths(of key: MonthKey) throws -> [(number: Int, path: String)] {
        try FileSystem.list(folder(of: key.book)).compactMap { name in
            guard let (month, number) = MonthLog.parse(logName: name), month == key.month, let number else {
                return nil
            }
            return (number, folder(of: key.book) + "/" + name)
        }.sorted { $0.number < $1.number }
    }

    /// Removes the month's change log and its sealed logs in `commit`, if it has them (its month file
    /// is written whole).
    func removeLog(of key: MonthKey, in commit: Commit) throws {
        guard try hasLog(key) else { return }
        commit.remove(logPath(of: key))
        for (_, path) in try sealedLogPaths(of: key) { commit.remove(path) }
    }

    /// The summary of `bills`, the month `key` as its file (`file`), change log (`log`) and sealed
    /// logs (`sealed`, see ``sealedFingerprint(of:listed:)``) hold it.
    func summary(
        of bills: [Bill], _ key: MonthKey, file: FileFingerprint?, log: FileFingerprint?,
        sealed: FileFingerprint?
    ) -> MonthSummary {
        let entry = entry(key)
        var summary = MonthSummary(bills: bills, file: file, contentHash: entry.fileHash)
        if log != nil {
            summary.log = log
            summary.logHash = entry.logHash
            summary.sealed = sealed
        }
        return summary
    }

    /// The fingerprint of the sealed logs of `key` (``FileFingerprint/sealed(_:)``), numbered from 1 up
    /// to the first missing; `nil` when there are none. (A book's folder listed once looks at them
    /// through ``BookListing/files(of:in:)``.)
    func sealedFingerprint(of key: MonthKey) throws -> FileFingerprint? {
        var fingerprints: [FileFingerprint] = []
        while let fingerprint = try FileSystem.fingerprint(
            MonthLog.sealedPath(of: logPath(of: key), fingerprints.count + 1))
        {
            fingerprints.append(fingerprint)
        }
        return FileFingerprint.sealed(fingerprints)
    }

    /// Marks the months whose change log does not apply to their month file (one of them was edited
    /// by hand) to be written whole by this change, which removes the log.
    func rewriteStaleLogs() throws {
        for key in keys(where: { $0.hasStaleLog && !$0.isChanged }) where !removedBooks.contains(key.book) {
            try replaceBills(try bills(of: key.book, in: key.month), of: key.book, in: key.month)
        }
    }

    /// The month `key`'s files when they and its summary (`summary`, with its year's totals read) agree
    /// (``StoredMonth/isIntact(for:)``); `nil` when they do not, or the month has no file: it is then
    /// read whole. Read once a session (a look-up of a bill, then the change of it).
    func intactMonth(_ key: MonthKey, summary: MonthSummary?) throws -> StoredMonth? {
        if let month = entry(key).intact { return month }
        guard let month = try storedMonth(key), month.isIntact(for: summary) else { return nil }
        update(key) { $0.keep(intact: month) }
        return month
    }

    /// The bill with `id` in the month `key`, when its files and its summary (`summary`) agree as for
    /// ``intactMonth(_:summary:)``: from its change logs, or from its line alone; `nil` when they do not
    /// agree, or the month has no file. A month file of ``MonthFile/smallestProbed`` or more (by its
    /// summary) is read through a small buffer for its hash and the bill's line
    /// (``MonthFile/probe(_:book:chunk:lookingFor:)``), and kept as a ``ProbedMonth`` for the change of
    /// the bill; a smaller one is read whole and kept.
    func lookUpIntact(_ id: String, at key: MonthKey, summary: MonthSummary?) throws -> MonthFile.Lookup? {
        if entry(key).intact == nil, let size = summary?.file?.size, size >= MonthFile.smallestProbed {
            var logs: MonthLogChain?
            let probe = try MonthFile.probe(path(of: key), book: key.book) {
                // Read once the month file is found (a log without one is not read, as
                // `StoredMonth.read`); a bill the logs have is not looked for in the file.
                logs = try MonthLog.readChain(
                    at: logPath(of: key), book: key.book, month: key.month, categories: categoryIndex())
                return StoredMonth.bill(withID: id, in: logs) == nil ? id : nil
            }
            guard let probe else { return nil }
            guard StoredMonth.isIntact(fileHash: probe.hash, logs: logs, for: summary) else {
                update(key) { $0.saw(fileHash: probe.hash, logs: logs) }
                return nil
            }
            update(key) { $0.keep(probed: ProbedMonth(size: probe.size, hash: probe.hash, logs: logs)) }
            // The line is read only now, the file known to be as timi wrote it.
            if let found = StoredMonth.bill(withID: id, in: logs) { return found }
            return try probe.place.map { try MonthFile.bill($0, path: path(of: key), book: key.book) }
        }
        return try intactMonth(key, summary: summary)?.bill(withID: id)
    }

    /// What a patch does to the month `key`, whose file's fingerprint is its summary's (`summary`): a
    /// new change log, that log sealed and a new one begun (when it would pass its limit), the month
    /// file spliced (a month file smaller than ``MonthLog/smallestMonthFile``, or a change too large for
    /// a log of its own), or `nil` when the file or its log is not as timi wrote them or the splice is
    /// refused (an id the file does not hold where it should): the month is then read whole.
    ///
    /// Bills only put in change the log alone: it is made on the content hash the summary gives the
    /// file, which is then neither read nor hashed, nor are the sealed logs (an `add` or a move into a
    /// month of thousands). If the file was edited by hand with its size and time put back, the log
    /// does not apply to it when it is next read, and that read folds the log in and has the month
    /// written whole.
    func patched(_ key: MonthKey, _ patch: MonthPatch, summary: MonthSummary) throws -> PatchedMonth? {
        if patch.removed.isEmpty, !patch.inserted.isEmpty, entry(key).intact == nil, entry(key).probed == nil,
            let hash = summary.contentHash, let size = summary.file?.size
        {
            let old = try MonthLog.readCurrent(
                at: logPath(of: key), book: key.book, month: key.month, categories: categoryIndex())
            // The file taken to be the one its summary was made from: the log alone is checked.
            guard old.map({ $0.log.applies(to: hash) }) ?? true,
                StoredMonth.agree(summary, fileHash: hash, logHash: .some(old?.hash))
            else { return nil }
            update(key) { $0.saw(logHash: old?.hash) }
            if let next = Self.nextLog(after: old, base: hash, patch, monthFileSize: Int(size)) {
                return next
            }
        }
        let files: (hash: UInt64, size: Int, logs: MonthLogChain?)
        if let probed = entry(key).probed {
            files = (probed.hash, probed.size, probed.logs)
        } else {
            guard let month = try intactMonth(key, summary: summary), let hash = month.hash else { return nil }
            files = (hash, month.bytes.count, month.logs)
        }
        let current = files.logs.map { ($0.current, $0.currentHash) }
        if let next = Self.nextLog(after: current, base: files.hash, patch, monthFileSize: files.size) {
            return next
        }
        // The month file spliced: read whole, a probe kept only its hash.
        guard let month = try intactMonth(key, summary: summary), let hash = month.hash else { return nil }
        var log = month.log ?? MonthLog(base: hash)
        log.apply(removing: patch.removed, inserting: patch.inserted)
        return MonthFile.patch(month.bytes, removing: log.hiddenIDs, inserting: log.bills).map(
            PatchedMonth.file)
    }

    /// The change log after `patch`: the log `current` (with the hash of its bytes; a new one on the
    /// month file of hash `base` when `nil`) with it, or that log sealed and a new one with the patch
    /// alone when it would pass ``MonthLog/limit(monthFileSize:)``; `nil` when that would too.
    private static func nextLog(
        after current: (log: MonthLog, hash: UInt64)?, base: UInt64, _ patch: MonthPatch, monthFileSize: Int
    ) -> PatchedMonth? {
        var log = current?.log ?? MonthLog(base: base)
        log.apply(removing: patch.removed, inserting: patch.inserted)
        if log.isEmpty && log.sealed.isEmpty { return .log(nil) }
        let limit = MonthLog.limit(monthFileSize: monthFileSize)
        let bytes = log.encode()
        if bytes.count <= limit { return .log(bytes) }
        guard let current else { return nil }
        var next = MonthLog(base: base, sealed: current.log.sealed + [current.hash])
        next.apply(removing: patch.removed, inserting: patch.inserted)
        let nextBytes = next.encode()
        return nextBytes.count <= limit ? .sealed(number: next.sealed.count, log: nextBytes) : nil
    }

    /// What ``patched(_:_:summary:)`` makes of a month.
    enum PatchedMonth {
        /// The month file stays; its change log becomes these bytes (`nil`: it goes).
        case log([UInt8]?)
        /// The month file stays; its change log becomes sealed log `number`, and a new log these bytes.
        case sealed(number: Int, log: [UInt8])
        /// The month file becomes these bytes, holding this many bills, and its change logs go.
        case file(bytes: [UInt8], count: Int)
    }
}
