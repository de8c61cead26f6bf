extension MonthStore {
    /// The summaries as the totals files hold them, not checked against the month files (for `timi doctor`).
    func storedSummaries() throws -> [Book.ID: [Month: MonthSummary]] {
        try stored.load()
        return stored.all
    }

    /// Replaces the stored summaries of `book`, to be written at commit (`timi doctor`, having read
    /// every month file).
    func replaceStoredSummaries(of book: Book.ID, with summaries: [Month: MonthSummary]?) throws {
        try stored.load()
        stored[book] = summaries
    }

    /// Per-month totals of `book`, checked against the month files: a summary whose file changed
    /// since it was made (edited by hand) is rebuilt from the file, and saved by the next change of a
    /// month of its book and year.
    /// - Parameters:
    ///   - range: the months wanted (default: all). Only their totals files are read and only their
    ///     month files checked, so that a view of one month costs the same in a ledger of ten years.
    ///   - skippingDamaged: `true` to keep the stored summary of a month whose file is damaged
    ///     (``LedgerError/corruptFile(path:detail:)``, ``LedgerError/newerFormat(path:found:supported:)``)
    ///     instead of throwing: for what does not need that month (a change to other months, a search
    ///     that reads the month itself), so that one damaged month stops only what reads it.
    func summaries(of book: Book.ID, in range: ClosedRange<Month>? = nil, skippingDamaged: Bool = false)
        throws -> [Month: MonthSummary]
    {
        var months = Set(try months(of: book))
        if let range {
            months = months.filter(range.contains)
            try stored.load(book, years: Set(months.map(\.year)))
        } else {
            try stored.load()
        }
        var result = stored[book] ?? [:]
        var rebuilt = false
        // Newest first: of two damaged months, the newest is named, every time.
        for month in months.union(result.keys).sorted(by: >) where range?.contains(month) ?? true {
            let key = MonthKey(book: book, month: month)
            if imports.contains(key) { try foldImports(key) }
            let entry = entry(key)
            if entry.isChanged {
                let bills = entry.bills ?? []
                result[month] = bills.isEmpty ? nil : MonthSummary(bills: bills)
                continue
            }
            if imports.taken.contains(key) { continue }  // staged whole, with its summary
            // Seen as timi wrote it by this session (the id index's look for hand-edited months), and
            // not found otherwise since by a read of its files: they are not looked at again.
            if entry.isAsWritten, result[month] != nil, entry.agrees(with: result[month]) { continue }
            let file = try FileSystem.fingerprint(path(of: key))
            let log = try FileSystem.fingerprint(logPath(of: key))
            if file == nil, log == nil, entry.patch != nil {
                // A month this session began: no file to check, and its patch (applied below) is all of
                // it. Read here, the patch would be folded into bills this summary leaves out.
                if result[month] != nil {
                    result[month] = nil
                    rebuilt = true
                }
                continue
            }
            let sealed = log == nil ? nil : try sealedFingerprint(of: key)
            let sameContent =
                entry.agrees(with: result[month]) && result[month]?.log == log
                && result[month]?.sealed == sealed
            guard file == nil || result[month]?.file != file || !sameContent else {
                update(key) { $0.checked(asWritten: true) }
                continue
            }
            update(key) { $0.checked(asWritten: false) }
            let bills: [Bill]
            do {
                bills = try self.bills(of: book, in: month)
            } catch let error as LedgerError where skippingDamaged && error.isDamagedFile {
                continue
            }
            result[month] = file == nil ? nil : summary(of: bills, key, file: file, log: log, sealed: sealed)
            if file != nil { update(key) { $0.checked(asWritten: false, editedByHand: true) } }
            rebuilt = true
        }
        if rebuilt { stored[book] = result }
        for key in keys(where: { $0.patch != nil })
        where key.book == book && range?.contains(key.month) ?? true {
            guard let patch = entry(key).patch else { continue }
            var summary = result[key.month] ?? MonthSummary(bills: [])
            summary.apply(patch)
            result[key.month] = summary.count > 0 ? summary : nil
        }
        return range.map { range in result.filter { range.contains($0.key) } } ?? result
    }
}
