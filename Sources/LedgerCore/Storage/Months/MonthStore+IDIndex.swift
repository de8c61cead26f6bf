/// Keeping the id index (``IDIndex``) in step with the month files.
extension MonthStore {
    /// The places of the bills whose id starts with `prefix`, from the id index after it has been
    /// brought up to date with the month files.
    func places(prefix: String) throws -> [(String, MonthKey)] {
        try refreshIndex()
        do {
            return try index.lookup(prefix: prefix)
        } catch LedgerError.corruptFile {
            try rebuildIndex()
            return try index.lookup(prefix: prefix)
        }
    }

    /// Makes the index cover what the month files hold: rebuilt when missing, and with the ids of
    /// months edited by hand added (stale entries are dropped when a lookup finds them wrong).
    private func refreshIndex() throws {
        guard !indexChecked else { return }
        indexChecked = true
        guard try index.exists else { return try rebuildIndex() }
        for book in books { try markMonthsEditedByHand(of: book) }
        let editedByHand = keys(where: \.isEditedByHand)
        try indexMonthsEditedByHand()
        // Their summaries rebuilt from the bills just read (as `summaries(of:)` rebuilds them), so that a
        // commit of this session saves them with the files' fingerprints: a ledger copied without
        // its files' times (`cp -r`) is read whole by the first change, not by every one after it.
        // Only those months' years are read (a read-only command pays this each time until a change).
        for (book, keys) in Dictionary(grouping: editedByHand, by: \.book) {
            let months = keys.map(\.month)
            if let first = months.min(), let last = months.max() {
                _ = try summaries(of: book, in: first...last, skippingDamaged: true)
            }
        }
    }

    /// Sets the index's entries of the bills of the months found edited by hand and not taken in yet:
    /// by the look above, or by a change that rebuilds their summaries (which then say the files are
    /// timi's own, so no later look would read them).
    /// - Returns: whether there were any (a damaged one is passed over: it stops only what reads it).
    @discardableResult
    func indexMonthsEditedByHand() throws -> Bool {
        let waiting = keys(where: \.isEditedByHand).filter { !indexedByHand.contains($0) }
        for key in waiting {
            indexedByHand.insert(key)
            guard !removedBooks.contains(key.book) else { continue }
            let edited: [Bill]
            do {
                edited = try bills(of: key.book, in: key.month)
            } catch let error as LedgerError where error.isDamagedFile {
                continue
            }
            for bill in edited {
                let other = try index.entry(of: bill.id)
                // Already indexed here (a month only copied, or touched, since timi wrote it): setting
                // it again would rewrite its shard at the next commit, every shard for a whole ledger.
                if other == key { continue }
                // A bill copied by hand into another month keeps its id: two bills, one id.
                if let other, try bills(of: other.book, in: other.month).contains(where: { $0.id == bill.id })
                {
                    throw duplicate(bill.id, in: key, and: other)
                }
                index.set(bill.id, key)
            }
        }
        return !waiting.isEmpty
    }

    /// Marks the months of `book` whose month file or change log is not the one its summary was made
    /// from, or that have no summary, as edited by hand (``MonthEntry/isEditedByHand``): as ``summaries(of:in:skippingDamaged:)`` would find
    /// them, but on the summaries' fingerprints alone, not their totals. A year whose files' fingerprints
    /// are those its totals file begins with (``YearFingerprint``) is as timi wrote it, every month;
    /// only the totals files of the other years are decoded (``StoredSummaries/fingerprints(of:listed:)``).
    /// Months this session changes or imports into are its own, not the hand's.
    private func markMonthsEditedByHand(of book: Book.ID) throws {
        guard !removedBooks.contains(book) else { return }
        let listed = try names(inFolderOf: book)
        let listing = BookListing(names: listed)
        let months = listing.months
        reserveEntries(months.count)  // every month gets one: no growth on the way
        var found: [(month: Month, file: FileFingerprint, log: FileFingerprint?, sealed: FileFingerprint?)] =
            []
        found.reserveCapacity(months.count)
        // Years with a month that this session read, changed or imported into: checked month by month.
        var yearsByMonth: Set<Int> = []
        try FileSystem.withFolder(folder(of: book)) { folder in
            for month in months {
                let key = MonthKey(book: book, month: month)
                let entry = entry(key)
                // A log not in the listing is not there: no `stat` for the months that have none.
                let (file, log, sealed) = try listing.files(of: month, in: folder)
                guard let file else { continue }
                if entry.isChanged || imports.contains(key) || imports.taken.contains(key)
                    || entry.fileHash != nil
                    || entry.logHash != nil
                {
                    yearsByMonth.insert(month.year)
                }
                found.append((month, file, log, sealed))
            }
        }
        // The years whose totals file begins with their files' fingerprint; the others' months are left.
        var unsure: [(month: Month, file: FileFingerprint, log: FileFingerprint?, sealed: FileFingerprint?)] =
            []
        var start = 0
        while start < found.count {
            let year = found[start].month.year
            var end = start
            var fingerprint = YearFingerprint()
            while end < found.count, found[end].month.year == year {
                fingerprint.add(
                    found[end].month, file: found[end].file, log: found[end].log, sealed: found[end].sealed)
                end += 1
            }
            if !yearsByMonth.contains(year),
                try stored.storedFingerprint(of: book, year: year) == fingerprint.value
            {
                for month in found[start..<end] {
                    update(MonthKey(book: book, month: month.month)) { $0.checked(asWritten: true) }
                }
            } else {
                unsure += found[start..<end]
            }
            start = end
        }
        guard !unsure.isEmpty else { return }
        let years = Set(unsure.map(\.month.year))
        let known = try stored.fingerprints(
            of: book, listed: listed.filter { TotalsFile.year(named: $0).map(years.contains) == true },
            accounts: false)
        for (month, file, log, sealed) in unsure {
            let key = MonthKey(book: book, month: month)
            let entry = entry(key)
            guard !entry.isChanged, !imports.contains(key), !imports.taken.contains(key) else { continue }
            let summary = known[month]
            // As timi wrote it, a patch of it may be a change log.
            let asWritten =
                summary?.file == file && summary?.log == log && summary?.sealed == sealed
                && entry.agrees(with: summary)
            update(key) { $0.checked(asWritten: asWritten, editedByHand: !asWritten) }
        }
    }

    /// Two month files hold a bill with the same id.
    private func duplicate(_ id: String, in key: MonthKey, and other: MonthKey) -> LedgerError {
        .corruptFile(
            path: path(of: key),
            detail: Reason(
                "the bill id '{1}' is also in {2}; remove one of the two ('timi doctor' lists them all)", id,
                FileSystem.relative(path(of: other), to: directory)))
    }

    /// Reads every month file of every book and indexes every bill; the whole index is written at the
    /// next commit. For a missing or damaged index, and for `timi doctor`.
    func rebuildIndex() throws {
        index = IDIndex(ledgerDirectory: directory)
        indexChecked = true
        var places = BillPlaces()
        for book in books {
            for month in try months(of: book) {
                let key = MonthKey(book: book, month: month)
                for bill in try bills(of: book, in: month) {
                    if let other = places.record(bill.id, in: key) {
                        throw duplicate(bill.id, in: key, and: other)
                    }
                    index.set(bill.id, key)
                }
            }
        }
        index.markComplete()
    }

    /// Records the ids that the pending changes add, move and remove, and stages the index. All
    /// removals come first, then all additions (`alsoAdded`: those of the patched months; `imported`:
    /// an import's), so a bill moved from one month to another keeps its new place whichever path
    /// each month took.
    func stageIndex(into commit: Commit, alsoAdded: [(String, MonthKey)], imported: [(String, MonthKey)])
        throws
    {
        if !index.isComplete, try !index.exists { try rebuildIndex() }
        var added = alsoAdded
        for key in keys(where: \.isChanged) {
            let entry = entry(key)
            let (removed, new) = MonthStore.difference(entry.idsOnDisk, (entry.bills ?? []).map(\.id))
            for id in removed { index.set(id, nil) }
            for id in new { added.append((id, key)) }
        }
        // After the removals: a move is a removal and an addition.
        try index.stage(into: commit, adding: added, importing: imported)
    }

    /// The ids only in `before` and only in `after`. A change usually adds, removes or moves a few
    /// bills of a sorted month, so the common prefix and suffix are passed over without hashing.
    static func difference(_ before: [String], _ after: [String]) -> (removed: [String], added: [String]) {
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        let old = before[prefix..<(before.count - suffix)]
        let new = after[prefix..<(after.count - suffix)]
        let oldSet = Set(old)
        let newSet = Set(new)
        return (old.filter { !newSet.contains($0) }, new.filter { !oldSet.contains($0) })
    }
}
