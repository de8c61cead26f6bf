/// Bills to take out of and put into one month file that was not read whole.
///
/// Adding, editing or deleting one bill of a month of thousands need not read and rewrite them all:
/// the change is kept as a patch; at commit, if the file is exactly as timi wrote it (its fingerprint
/// and content hash match its summary), only the bills' lines are spliced (``MonthFile/patch(_:removing:inserting:)``)
/// and the summary is updated by the difference. Reading the month whole at any point folds the
/// patch into the ordinary path. Kept by ``MonthStore``.
struct MonthPatch {
    var removed: [Bill] = []
    var inserted: [Bill] = []
}

extension MonthSummary {
    /// Counts the patch's bills out and in.
    mutating func apply(_ patch: MonthPatch) {
        for bill in patch.removed { remove(bill) }
        for bill in patch.inserted { add(bill) }
    }

    /// Counts `bill` out.
    mutating func remove(_ bill: Bill) {
        count -= 1
        for account in bill.accounts { add(-bill.flow(in: account), to: account) }
        switch bill.type {
        case .income: income -= bill.amount
        case .expense: expense -= bill.amount
        case .transfer: return  // in no total of income, expense or category
        }
        guard var total = categories[bill.category] else { return }
        total.count -= 1
        total.total -= bill.amount
        categories[bill.category] = total.count > 0 ? total : nil
    }
}

extension MonthStore {
    /// Puts `bill` into its month: into the bills if the month was read, else into a patch.
    func insert(_ bill: Bill) throws {
        let key = MonthKey(book: bill.book, month: bill.date.yearMonth)
        // Bills an import added come in first: a list of the month read before them would drop them.
        if imports.contains(key) { try foldImports(key) }
        if let bills = entry(key).bills {
            try replaceBills(bills + [bill], of: key.book, in: key.month)
        } else {
            update(key) { $0.patch(inserting: bill) }
            index.set(bill.id, key)
        }
    }

    /// Takes `bill` out of its month: out of the bills if the month was read, else by a patch.
    func remove(_ bill: Bill) throws {
        let key = MonthKey(book: bill.book, month: bill.date.yearMonth)
        // Bills an import added come in first: a list of the month read before them would drop them.
        if imports.contains(key) { try foldImports(key) }
        if let bills = entry(key).bills {
            try replaceBills(bills.filter { $0.id != bill.id }, of: key.book, in: key.month)
        } else {
            update(key) { $0.patch(removing: bill) }
            index.set(bill.id, nil)
        }
    }

    /// The bill with `id` in the month `place` (an id index entry). When the month does not hold it
    /// (the file was edited by hand), the index forgets that entry.
    func bill(withID id: String, at place: MonthKey) throws -> Bill? {
        let bill = try lookUp(id, at: place)
        if bill == nil { index.set(id, nil) }
        return bill
    }

    /// The bill with `id` in `place`: from its change log or its line alone when the month is
    /// untouched and exactly as timi wrote it, else from the month read whole.
    private func lookUp(_ id: String, at place: MonthKey) throws -> Bill? {
        if entry(place).isUntouched, entry(place).isAsWritten {
            // Its summary's content hash, read with its year's totals (the id index's check of the
            // months reads their fingerprints only).
            try stored.load(place.book, years: [place.month.year])
            switch try lookUpIntact(id, at: place, summary: stored[place]) {
            case .found(let bill): return bill
            case .absent: return nil
            case .unknownLayout, nil: break
            }
        }
        return try bills(of: place.book, in: place.month).first { $0.id == id }
    }

    /// Writes the patched months: a new change log for each (see `MonthStore+Log.swift`), sealing the
    /// old one when the log would grow past its limit, or the month file spliced when it is small; a
    /// month whose file is not as timi wrote it is read whole instead (and written by the ordinary path).
    /// - Returns: the bills the patches put in, with their places, for the id index.
    func stagePatches(into commit: Commit) throws -> [(String, MonthKey)] {
        var inserted: [(String, MonthKey)] = []
        for key in keys(where: { $0.patch != nil }) {
            guard let patch = entry(key).patch else { continue }
            let path = path(of: key)
            guard entry(key).isAsWritten, let summary = stored[key],
                let result = try patched(key, patch, summary: summary)
            else {
                _ = try bills(of: key.book, in: key.month)  // folds the patch into the month's bills
                continue
            }
            update(key) { $0.patchStaged() }
            inserted += patch.inserted.map { ($0.id, key) }
            var changed = summary
            changed.apply(patch)
            switch result {
            case .log(let log?):
                changed.log = try commit.stage(log, at: logPath(of: key))
                changed.logHash = ByteHash.of(log)
                stored[key] = changed
                logFormat = max(logFormat, LedgerState.formatWithLogs)
            case .sealed(let number, let log):
                // The log becomes a sealed log as it is (a hard link: nothing written, the same time).
                let sealed = try commit.stage(
                    linking: logPath(of: key), at: MonthLog.sealedPath(of: logPath(of: key), number))
                changed.sealed = .sealed([summary.sealed, sealed].compactMap { $0 })
                changed.log = try commit.stage(log, at: logPath(of: key))
                changed.logHash = ByteHash.of(log)
                stored[key] = changed
                logFormat = LedgerState.format
            case .log(nil):
                try removeLog(of: key, in: commit)
                (changed.log, changed.logHash, changed.sealed) = (nil, nil, nil)
                stored[key] = changed
            case .file(_, count: 0):
                try removeLog(of: key, in: commit)
                commit.remove(path)
                stored[key] = nil
            case .file(let bytes, _):
                try removeLog(of: key, in: commit)
                changed.file = try commit.stage(bytes, at: path)
                changed.contentHash = ByteHash.of(bytes)
                (changed.log, changed.logHash, changed.sealed) = (nil, nil, nil)
                stored[key] = changed
            }
        }
        return inserted
    }
}
