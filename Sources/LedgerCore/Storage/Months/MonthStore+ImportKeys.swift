/// The import-key index (``ImportKeyIndex``) read, its months checked against their files, and
/// rewritten with an import's change when it missed many bills.
extension MonthStore {
    /// An index rebuilt by an import, for its commit to write: the months as indexed, those read past
    /// it, (added by ``indexWritten(_:of:file:)``) those the commit writes whole, and (added by
    /// ``indexSpliced(_:of:file:)``) the imported bills spliced into months of the first two kinds.
    struct PendingImportKeys {
        var index: ImportKeyIndex
        var valid: [Bool]
        var fresh: [ImportKeyIndex.Fresh]
        var digests: (Bill) -> [UInt64]
        var spliced: [MonthKey: ImportKeyIndex.Fresh] = [:]
    }

    /// How many bills read past the index make the import rewrite it: more than a few months of a
    /// large ledger (~4,000 bills a book's month at a million bills), so that the five statements of
    /// a month leave it as it is and a sixth month's read is not carried for ever; a small ledger's
    /// is rewritten once an eighth of its bills is read past it (two entries a bill).
    static let importKeysRewrite = 12_000

    /// The months of the ledger that hold each id and import key: from the index, for the months whose
    /// files are as it indexed them; every bill of the other months is handed to `each` instead (all of
    /// them when there is no usable index). When there was none, or it read more than
    /// ``importKeysRewrite`` bills (or an eighth of those indexed), the index is rebuilt in memory and
    /// written by the next commit that writes bills.
    /// - Parameters:
    ///   - digests: a bill's entries (``ImportKeyIndex``: the upper 48 bits, bit 16 set for a key).
    /// - Throws: ``LedgerError`` when a month or the index cannot be read (a damaged index is rebuilt).
    func importKeys(
        digests: @escaping (Bill) -> [UInt64], each: (Bill) throws -> Void
    ) throws -> ImportKeyLookup {
        let path = directory + "/" + ImportKeyIndex.fileName
        let index = try FileSystem.read(path).flatMap(ImportKeyIndex.decode) ?? ImportKeyIndex()
        var place: [MonthKey: Int] = [:]
        place.reserveCapacity(index.months.count)
        for (number, key) in index.months.enumerated() { place[key] = number }
        var valid = [Bool](repeating: false, count: index.months.count)
        var fresh: [ImportKeyIndex.Fresh] = []
        var read = 0
        var unindexed: [MonthKey] = []
        for book in books where !removedBooks.contains(book) {
            let listing = BookListing(names: try names(inFolderOf: book))
            try FileSystem.withFolder(folder(of: book)) { folder in
                for month in try months(of: book) {
                    let key = MonthKey(book: book, month: month)
                    let entry = entry(key)
                    // A month this session changed is not its files: read, and left out of a new index.
                    var files: ImportKeyIndex.Files?
                    if !entry.isChanged && entry.patch == nil && !imports.contains(key) {
                        let (file, log, sealed) = try listing.files(of: month, in: folder)
                        files = .init(file: file, log: log, sealed: sealed)
                    }
                    if let files, let number = place[key], index.files[number] == files {
                        valid[number] = true
                        continue
                    }
                    let bills = try isUntouched(key) ? readFile(key) : self.bills(of: book, in: month)
                    unindexed.append(key)
                    read += bills.count
                    for bill in bills { try each(bill) }
                    if let files {
                        fresh.append(
                            .init(
                                key: key, files: files, entries: bills.flatMap(digests),
                                payees: ImportKeyIndex.payees(of: bills)))
                    }
                }
            }
        }
        let lookup = ImportKeyLookup(index: index, valid: valid, unindexed: unindexed)
        if read > min(MonthStore.importKeysRewrite, index.entries.count / 16) && !fresh.isEmpty
            || index.months.isEmpty && !fresh.isEmpty
        {
            pendingImportKeys = PendingImportKeys(index: index, valid: valid, fresh: fresh, digests: digests)
        }
        return lookup
    }

    /// Stages the import-key index rebuilt by ``importKeys(digests:each:)``, if it was (by a change
    /// that writes bills: one that adds none leaves the ledger as it was).
    func stageImportKeys(into commit: Commit) throws {
        guard let pending = pendingImportKeys else { return }
        pendingImportKeys = nil
        guard
            let bytes = ImportKeyIndex.merging(
                pending.index, valid: pending.valid, fresh: pending.fresh, spliced: pending.spliced)
        else { return }
        try commit.stage(bytes, at: directory + "/" + ImportKeyIndex.fileName)
    }

    /// Indexes the month `key` as this change writes it whole, `bills` in the file of `file`, when the
    /// change rewrites the index: so that the next import need not read it again. Its log is removed.
    func indexWritten(_ bills: [Bill], of key: MonthKey, file: FileFingerprint) {
        guard var pending = pendingImportKeys else { return }
        for (place, listed) in pending.index.months.enumerated() where listed == key {
            pending.valid[place] = false
        }
        pending.fresh.removeAll { $0.key == key }
        pending.fresh.append(
            .init(
                key: key, files: ImportKeyIndex.Files(file: file, log: nil, sealed: nil),
                entries: bills.flatMap(pending.digests), payees: ImportKeyIndex.payees(of: bills)))
        pendingImportKeys = pending
    }

    /// Indexes the imported `bills` that this change splices into the month `key`, now the file of
    /// `file` without a log, when the change rewrites the index: the month's other bills keep their
    /// entries, as indexed or as read past the index. A month that is neither stays out of the index.
    func indexSpliced(_ bills: [Bill], of key: MonthKey, file: FileFingerprint) {
        guard var pending = pendingImportKeys else { return }
        let indexed = pending.index.months.indices.contains {
            pending.valid[$0] && pending.index.months[$0] == key
        }
        guard indexed || pending.fresh.contains(where: { $0.key == key }) else { return }
        pending.spliced[key] = .init(
            key: key, files: ImportKeyIndex.Files(file: file, log: nil, sealed: nil),
            entries: bills.flatMap(pending.digests), payees: ImportKeyIndex.payees(of: bills))
        pendingImportKeys = pending
    }
}

extension ImportKeyIndex {
    /// A month read past the index, to be indexed: its files when read, its bills' entries and payees.
    struct Fresh {
        var key: MonthKey
        var files: Files
        var entries: [UInt64]
        /// Its payees' counts, their place not yet given.
        var payees: [PayeeCount]
    }

    /// How many of `bills` (one month's) have each payee, in lower case, and category.
    static func payees(of bills: [Bill]) -> [PayeeCount] {
        var counts: [String: [Category.ID: Int]] = [:]
        for bill in bills {
            guard let payee = bill.payee else { continue }
            counts[payee.lowercased(), default: [:]][bill.category, default: 0] += 1
        }
        return counts.flatMap { payee, categories in
            categories.map { PayeeCount(place: 0, payee: payee, category: $0.key, count: $0.value) }
        }
    }

    /// The bytes of an index of the months of `index` still `valid` and the `fresh` ones read, each
    /// with the bills `spliced` into it (its new files, its entries and payees added); `nil` when they
    /// are more months than an index lists.
    static func merging(
        _ index: ImportKeyIndex, valid: [Bool], fresh: [Fresh], spliced: [MonthKey: Fresh] = [:]
    ) -> [UInt8]? {
        var months: [MonthKey] = []
        var files: [Files] = []
        var renumbered = [UInt64](repeating: 0, count: index.months.count)
        for (number, key) in index.months.enumerated() where valid[number] {
            renumbered[number] = UInt64(months.count)
            months.append(key)
            files.append(spliced[key]?.files ?? index.files[number])
        }
        guard months.count + fresh.count <= maximumMonths else { return nil }
        var entries: [UInt64] = []
        entries.reserveCapacity(
            index.entries.count + fresh.reduce(0) { $0 + $1.entries.count }
                + spliced.values.reduce(0) { $0 + $1.entries.count })
        for entry in index.entries where valid[Int(entry & monthMask)] {
            entries.append(entry & ~monthMask | renumbered[Int(entry & monthMask)])
        }
        var payees = index.payees.filter { valid[$0.place] }
        for number in payees.indices { payees[number].place = Int(renumbered[payees[number].place]) }
        for month in fresh {
            let number = UInt64(months.count)
            for var count in month.payees {
                count.place = months.count
                payees.append(count)
            }
            months.append(month.key)
            files.append(spliced[month.key]?.files ?? month.files)
            for entry in month.entries { entries.append(entry & ~monthMask | number) }
        }
        if !spliced.isEmpty {
            // Counted together with the month's own: one count a payee and category, as a rebuild has.
            var place: [MonthKey: Int] = [:]
            for (number, key) in months.enumerated() { place[key] = number }
            var counted: [PayeeKey: Int] = [:]
            for (offset, count) in payees.enumerated() { counted[PayeeKey(count)] = offset }
            for (key, month) in spliced {
                guard let number = place[key] else { continue }
                for entry in month.entries { entries.append(entry & ~monthMask | UInt64(number)) }
                for var count in month.payees {
                    count.place = number
                    if let offset = counted[PayeeKey(count)] {
                        payees[offset].count += count.count
                    } else {
                        counted[PayeeKey(count)] = payees.count
                        payees.append(count)
                    }
                }
            }
        }
        entries.sort()
        return ImportKeyIndex(months: months, files: files, entries: entries, payees: payees).encoded()
    }

    /// A payee count's month, payee and category.
    private struct PayeeKey: Hashable {
        var place: Int
        var payee: String
        var category: Category.ID
        init(_ count: PayeeCount) { (place, payee, category) = (count.place, count.payee, count.category) }
    }
}

/// What the import-key index says of a digest, for the months whose files are as it indexed them.
struct ImportKeyLookup {
    let index: ImportKeyIndex
    /// Whether each of the index's months is as indexed (else it was read, or is gone).
    let valid: [Bool]
    /// The months read instead: not in the index, or not as indexed.
    var unindexed: [MonthKey] = []

    /// The bit of an entry set for an import key (clear for an id).
    static let keyBit: UInt64 = 1 << 16

    /// The months holding an entry of `digest`, among those as indexed.
    func months(of digest: UInt64) -> [MonthKey] {
        index.places(of: digest).filter { valid[$0] }.map { index.months[$0] }
    }

    /// The payees' counts of the months as indexed, each with its book (those read instead are
    /// handed over as bills): with them, learning counts every bill of the ledger.
    func payees(_ each: (ImportKeyIndex.PayeeCount, Book.ID) -> Void) {
        for count in index.payees where valid[count.place] { each(count, index.months[count.place].book) }
    }

    /// Whether any month as indexed holds an id, and an import key.
    var holds: (ids: Bool, keys: Bool) {
        var ids = false
        var keys = false
        for entry in index.entries where valid[Int(entry & ImportKeyIndex.monthMask)] {
            if entry & ImportKeyLookup.keyBit == 0 { ids = true } else { keys = true }
            if ids && keys { break }
        }
        return (ids, keys)
    }
}
