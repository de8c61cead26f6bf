extension MonthStore {
    /// Each month's per-account flows of `book` (``MonthSummary/accounts``, empty for a month whose
    /// bills name no account), checked against the month files as ``summaries(of:in:skippingDamaged:)``
    /// checks them.
    ///
    /// What the balances need of every month, read without the category totals that are most of a
    /// totals file (``StoredSummaries/fingerprints(of:listed:)``) and with the month files' logs
    /// looked for in one listing of the book's folder. When a month's files are not those its summary
    /// was made from (edited by hand, or a summary or file missing), or this session already read or
    /// changed a month of the book, the summaries are read in full instead, which rebuilds what
    /// changed: the flows are then exactly theirs.
    /// - Throws: ``LedgerError`` when the book's folder, a totals file or a month file cannot be read.
    func accountFlows(of book: Book.ID) throws -> [Month: [Account.ID: Money]] {
        let quiet =
            !removedBooks.contains(book) && imports.keys.allSatisfy { $0.book != book }
            && !imports.taken.contains { $0.book == book }
            && keys { !$0.isUntouched || $0.patch != nil }.allSatisfy { $0.book != book }
        if quiet, let flows = try checkedFlows(of: book) { return flows }
        return try summaries(of: book).mapValues(\.accounts)
    }

    /// The flows of ``accountFlows(of:)`` from summaries read without their category totals, each
    /// month's files looked at as the id index looks at them (`markMonthsEditedByHand(of:)`); `nil`
    /// when one of them is not exactly its month's files.
    private func checkedFlows(of book: Book.ID) throws -> [Month: [Account.ID: Money]]? {
        let listed = try names(inFolderOf: book)
        let summaries = try stored.fingerprints(of: book, listed: listed)
        let listing = BookListing(names: listed)
        let months = Set(listing.months)
        guard summaries.count == months.count else { return nil }
        return try FileSystem.withFolder(folder(of: book)) { folder in
            var flows: [Month: [Account.ID: Money]] = [:]
            flows.reserveCapacity(summaries.count)
            for (month, summary) in summaries {
                let key = MonthKey(book: book, month: month)
                guard months.contains(month), entry(key).agrees(with: summary) else { return nil }
                // A log not in the listing is not there: no `stat` for the months that have none.
                let (file, log, sealed) = try listing.files(of: month, in: folder)
                guard let file, summary.file == file, summary.log == log, summary.sealed == sealed else { return nil }
                flows[month] = summary.accounts
            }
            return flows
        }
    }
}
