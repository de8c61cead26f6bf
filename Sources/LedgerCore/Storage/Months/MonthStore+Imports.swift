/// Bills added in bulk (`timi import`): kept as records out of memory (``ImportedMonths``) until the
/// commit writes each of their months whole, one month in memory at a time. Reading such a month
/// before then folds its bills in, as for a patch.
extension MonthStore {
    /// Adds `bill` to its month, to be written at commit.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the scratch file cannot be written.
    func insertImported(_ bill: Bill) throws { try imports.add(bill) }

    /// Puts the imported bills of `key` among its bills (a reader asked for the month).
    func foldImports(_ key: MonthKey) throws {
        let added = try imports.take(key)
        try replaceBills(try bills(of: key.book, in: key.month) + added, of: key.book, in: key.month)
    }

    /// Stages the months with imported bills, each with what it had, and records their summaries.
    /// A month also changed otherwise joins the changed months instead.
    /// - Returns: the ids of the imported bills and their months, for the id index.
    func stageImports(into commit: Commit) throws -> [(String, MonthKey)] {
        var added: [(String, MonthKey)] = []
        for key in imports.keys {
            if changed.contains(key) || patches[key] != nil {
                try foldImports(key)
                continue
            }
            let new = try imports.take(key)
            added += new.lazy.map { ($0.id, key) }
            // A new month's bills are the imported ones, sorted where they are: joining them to no
            // bills and sorting a copy copied every bill twice.
            var bills = try self.bills(of: key.book, in: key.month)
            if bills.isEmpty { bills = consume new } else { bills += new }
            bills.sort(by: Bill.chronological)
            let bytes = MonthFile.encode(bills)
            let file = try commit.stage(bytes, at: path(of: key))
            try removeLog(of: key, in: commit)
            stored[key] = MonthSummary(bills: bills, file: file, contentHash: ByteHash.of(bytes))
        }
        return added
    }
}
