/// What tells an import row the ledger has already: the ids and import keys of its bills (as
/// digests, 16 bytes a bill), and the import keys given so far to the file's rows.
///
/// A row with an id is present when a bill has that id; a row without one when a bill has its import
/// key (see ``ImportKey``), or, for a row without a transaction number, the key timi gave before
/// payees existed (its ``legacyKey(of:category:)``). The ledger's bills come from the import-key
/// index (``ImportKeyLookup``): a digest it names sends the month that holds it to be read, once; the
/// months it does not cover were read whole before the first row.
struct ImportDuplicates {
    /// By the digest of each bill's id in lower case: its short id.
    private var ids: [ImportKey.Digest: String] = [:]
    /// By the digest of each bill's import key: its short id.
    private var keys: [ImportKey.Digest: String] = [:]
    /// How many rows so far have each content, by its digest.
    private var occurrences = DigestCounts()
    private var legacyOccurrences = DigestCounts()
    /// The months holding each digest beyond the bills added, and how to read one.
    private var lookup: ImportKeyLookup?
    private var read: (MonthKey) throws -> [Bill] = { _ in [] }
    private var monthsRead = Set<MonthKey>()
    /// Whether the months ``lookup`` covers hold ids, and import keys.
    private var holds = (ids: false, keys: false)

    /// Nothing present: every bill is to be ``add(_:)``ed.
    init() {}

    /// The ids and import keys of `ledger`, from its import-key index; with `history`, every bill's
    /// payee counted into it (from the index's counts, and the bills of the months it does not cover).
    init(ledger: Ledger, history: inout PayeeHistory?) throws {
        var duplicates = ImportDuplicates()
        var learnt = history
        let lookup = try ledger.importKeys(digests: ImportDuplicates.entries(of:)) { bill in
            duplicates.add(bill)
            learnt?.add(bill)
        }
        if learnt != nil {
            lookup.payees { count, book in
                learnt?.add(payee: count.payee, book: book, category: count.category, count: count.count)
            }
        }
        history = learnt
        duplicates.holds = lookup.holds
        duplicates.lookup = lookup
        duplicates.read = { try ledger.bills(of: $0.book, in: $0.month) }
        self = duplicates
    }

    /// The entries of `bill` in the import-key index: its id's digest, its import keys', and for a
    /// purchase not linked yet its side's tag (``tagDigest(_:)``), which tells the linker which months to
    /// read.
    static func entries(of bill: Bill) -> [UInt64] {
        var entries = [indexed(ImportKey.Digest(id: bill.id), key: false)]
        for key in keyDigests(of: bill) { entries.append(indexed(key, key: true)) }
        if bill.type != .transfer, let key = bill.importKey, let tag = ImportKey.soleTag(of: key) {
            entries.append(indexed(tagDigest(tag), key: true))
        }
        return entries
    }

    /// The digest standing for the tag `tag` in the index (no import key's: a key has no unit separator).
    private static func tagDigest(_ tag: some StringProtocol) -> ImportKey.Digest {
        ImportKey.Digest("tag\u{1F}" + tag)
    }

    /// The months that may hold a bill not linked yet whose import key is tagged with one of `tags`:
    /// those the index says do, and those it does not cover; `nil` when there is no index (every month).
    func months(tagged tags: [String]) -> Set<MonthKey>? {
        guard let lookup else { return nil }
        var months = Set(lookup.unindexed)
        for tag in tags {
            months.formUnion(lookup.months(of: ImportDuplicates.indexed(ImportDuplicates.tagDigest(tag), key: true)))
        }
        return months
    }

    /// A digest as the import-key index keeps it: its upper 47 bits, and whether it is a key's.
    private static func indexed(_ digest: ImportKey.Digest, key: Bool) -> UInt64 {
        digest.high & ~0x1FFFF | (key ? ImportKeyLookup.keyBit : 0)
    }

    /// The digests of the import keys `bill` holds.
    private static func keyDigests(of bill: Bill) -> [ImportKey.Digest] {
        guard let key = bill.importKey else { return [] }
        // A linked bill holds both rows' keys, and a tag says which side it was (`PurchaseLinker`).
        if !key.utf8.contains(where: { $0 == 0x20 || $0 == 0x40 }) { return [ImportKey.Digest(key)] }
        return ImportKey.parts(of: key).map { ImportKey.Digest(String($0)) }
    }

    /// Whether the ledger has bills with import keys (else no legacy key can meet one).
    var hasKeys: Bool { !keys.isEmpty || holds.keys }

    /// Whether the ledger has bills (with ids).
    private var hasIDs: Bool { !ids.isEmpty || holds.ids }

    /// Adds the bills of the months the index says hold `digest`, if not added yet.
    private mutating func readMonths(holding digest: ImportKey.Digest, key: Bool) throws {
        guard let lookup else { return }
        for month in lookup.months(of: ImportDuplicates.indexed(digest, key: key))
        where monthsRead.insert(month).inserted {
            for bill in try read(month) { add(bill) }
        }
    }

    /// Makes room for the contents of `rows` rows more.
    mutating func reserve(rows: Int) { occurrences.reserve(rows) }

    /// Counts the ids and import keys of `bills`.
    mutating func add(_ bill: Bill) {
        ids[ImportKey.Digest(id: bill.id)] = bill.shortID
        for key in ImportDuplicates.keyDigests(of: bill) { keys[key] = bill.shortID }
    }

    /// The import key of `row`: its content's next occurrence.
    mutating func key(of row: ImportResolver.Row) -> String {
        let values = row.fileValues
        let content =
            values.reference.map { ImportKey.Digest(ImportKey.content(reference: $0)) }
            ?? ImportDuplicates.contentDigest(of: values, book: row.book)
        return ImportKey.make(digest: content, occurrence: occurrences.count(content))
    }

    /// The digest of the content of `values` (a row without a transaction number) in `book`.
    private static func contentDigest(of values: ImportValues, book: Book.ID) -> ImportKey.Digest {
        ImportKey.contentDigest(
            book: book, date: values.date, type: values.type, amount: values.amount,
            payee: values.payee ?? "", note: values.note, balance: values.balance)
    }

    /// The digest of the key timi gave `row` before payees and transaction numbers, in `category`: its
    /// next occurrence; `nil` (and nothing counted) when the ledger has no import keys to meet it.
    /// Neither the content nor the key is made as text: every row of an import is keyed so.
    mutating func legacyKey(of row: ImportResolver.Row, category: Category.ID) -> ImportKey.Digest? {
        guard hasKeys else { return nil }
        let values = row.fileValues
        let content = ImportKey.legacyContentDigest(
            book: row.book, date: values.date, type: values.type, amount: values.amount,
            category: category, note: values.note)
        return ImportKey.keyDigest(digest: content, occurrence: legacyOccurrences.count(content))
    }

    /// Why `row`, whose import key is `key`, is not imported: a bill with its id, or (without an id)
    /// with its key; `nil` when neither is there.
    /// `idDigest` is the digest of its id as made when the row was read (``CheckedRow``), if it was.
    /// - Throws: ``LedgerError`` when a month the index names cannot be read.
    mutating func present(
        _ row: ImportResolver.Row, key: String, idDigest: ImportKey.Digest? = nil
    ) throws -> ImportSkip.Reason? {
        let values = row.fileValues
        if let id = values.id {  // a new ledger has no ids to hash the row's for
            guard hasIDs else { return nil }
            let digest = idDigest ?? ImportKey.Digest(id: id)
            if ids[digest] == nil { try readMonths(holding: digest, key: false) }
            return ids[digest].map(ImportSkip.Reason.presentID)
        }
        guard hasKeys, let present = try presentKey(ImportKey.Digest(key)) else { return nil }
        return values.reference.map { .sameReference($0, present) } ?? .sameContent(present)
    }

    /// The short id of the bill with the import key of `digest`, if there is one.
    private mutating func presentKey(_ digest: ImportKey.Digest) throws -> String? {
        if keys[digest] == nil { try readMonths(holding: digest, key: true) }
        return keys[digest]
    }

    /// Why `row` is not imported when ``present(_:key:)`` found nothing: a bill with its
    /// `legacyKey` (only for a row with neither an id nor a transaction number).
    mutating func presentBefore(_ row: ImportResolver.Row, legacyKey: ImportKey.Digest?) throws -> ImportSkip.Reason? {
        guard row.fileValues.id == nil, row.fileValues.reference == nil, let legacyKey,
            let present = try presentKey(legacyKey)
        else { return nil }
        return .sameContent(present)
    }
}
