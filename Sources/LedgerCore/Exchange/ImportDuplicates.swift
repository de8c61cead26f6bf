/// What tells an import row the ledger has already: the ids and import keys of its bills (as
/// digests, 16 bytes a bill), and the import keys given so far to the file's rows.
///
/// A row with an id is present when a bill has that id; a row without one when a bill has its import
/// key (see ``ImportKey``), or, for a row without a transaction number, the key timi gave before
/// payees existed (its ``legacyKey(of:category:)``).
struct ImportDuplicates {
    /// By the digest of each bill's id in lower case: its short id.
    private var ids: [ImportKey.Digest: String] = [:]
    /// By the digest of each bill's import key: its short id.
    private var keys: [ImportKey.Digest: String] = [:]
    /// How many rows so far have each content, by its digest.
    private var occurrences = DigestCounts()
    private var legacyOccurrences = DigestCounts()

    /// Whether the ledger has bills with import keys (else no legacy key can meet one).
    var hasKeys: Bool { !keys.isEmpty }

    /// Makes room for the contents of `rows` rows more.
    mutating func reserve(rows: Int) { occurrences.reserve(rows) }

    /// Counts the ids and import keys of `bills`.
    mutating func add(_ bill: Bill) {
        ids[ImportKey.Digest(id: bill.id)] = bill.shortID
        guard let key = bill.importKey else { return }
        // A linked bill holds both rows' keys, and a tag says which side it was (`PurchaseLinker`).
        if !key.utf8.contains(where: { $0 == 0x20 || $0 == 0x40 }) {
            keys[ImportKey.Digest(key)] = bill.shortID
        } else {
            for part in ImportKey.parts(of: key) { keys[ImportKey.Digest(String(part))] = bill.shortID }
        }
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

    /// The key timi gave `row` before payees and transaction numbers, in `category`: its next
    /// occurrence; `nil` (and nothing counted) when the ledger has no import keys to meet it.
    mutating func legacyKey(of row: ImportResolver.Row, category: Category.ID) -> String? {
        guard !keys.isEmpty else { return nil }
        let values = row.fileValues
        let content = ImportKey.Digest(
            ImportKey.legacyContent(
                book: row.book, date: values.date, type: values.type, amount: values.amount,
                category: category, note: values.note))
        return ImportKey.make(
            digest: content, occurrence: legacyOccurrences.count(content))
    }

    /// Why `row`, whose import key is `key`, is not imported: a bill with its id, or (without an id)
    /// with its key; `nil` when neither is there.
    /// `idDigest` is the digest of its id as made when the row was read (``CheckedRow``), if it was.
    func present(
        _ row: ImportResolver.Row, key: String, idDigest: ImportKey.Digest? = nil
    ) -> ImportSkip.Reason? {
        let values = row.fileValues
        if let id = values.id {  // a new ledger has no ids to hash the row's for
            guard !ids.isEmpty else { return nil }
            return ids[idDigest ?? ImportKey.Digest(id: id)].map(ImportSkip.Reason.presentID)
        }
        guard !keys.isEmpty, let present = keys[ImportKey.Digest(key)] else { return nil }
        return values.reference.map { .sameReference($0, present) } ?? .sameContent(present)
    }

    /// Why `row` is not imported when ``present(_:key:)`` found nothing: a bill with its
    /// `legacyKey` (only for a row with neither an id nor a transaction number).
    func presentBefore(_ row: ImportResolver.Row, legacyKey: String?) -> ImportSkip.Reason? {
        guard row.fileValues.id == nil, row.fileValues.reference == nil, let legacyKey,
            let present = keys[ImportKey.Digest(legacyKey)]
        else { return nil }
        return .sameContent(present)
    }
}
