/// Bills read from a CSV, JSON or JSON Lines file, to be added to the ledger all or nothing
/// (`timi import`).
///
/// Reading the file needs no ledger; ``apply(to:book:now:)`` checks every row against the ledger and
/// adds the rows that are not there yet. Any bad row stops the whole import.
public struct BillImport {
    /// How to read the file.
    public struct Options: Sendable {
        /// The format; `nil` guesses it (see ``ImportFormat/guess(path:bytes:)``).
        public var format: ImportFormat?
        /// Renamed columns and categories.
        public var mapping: ImportMapping
        /// Whether categories the ledger does not have are created (else they are an error).
        public var createCategories: Bool
        /// The encoding of a text file; `nil` takes UTF-8 (with or without a byte-order mark) when the
        /// bytes are UTF-8, else GB18030 (which contains GBK).
        public var encoding: TextEncoding?

        public init(
            format: ImportFormat? = nil, mapping: ImportMapping = ImportMapping(),
            createCategories: Bool = false, encoding: TextEncoding? = nil
        ) {
            self.format = format
            self.mapping = mapping
            self.createCategories = createCategories
            self.encoding = encoding
        }
    }

    /// How many problems an error lists (it counts them all).
    public static let maxListedProblems = 20

    /// The name used in messages: the file's path, or `stdin`.
    public let source: String
    /// The format the file was read as.
    public let format: ImportFormat
    private let rows: [RawRow]
    private let createCategories: Bool
    private let mapping: ImportMapping

    /// The rows of `bytes` (blank lines do not count).
    public var rowCount: Int { rows.count }

    /// Reads the rows of an import file.
    /// - Parameters:
    ///   - source: the name for messages (`bank.csv`, `stdin`).
    ///   - path: the file's path, to guess the format from; `nil` for standard input.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` when the file cannot be read as a
    ///   whole (neither UTF-8 nor GB18030, a workbook that cannot be read, a CSV without a `date` or
    ///   `amount` column, JSON that is not an array…).
    public init(bytes: [UInt8], source: String, path: String?, options: Options) throws {
        self.source = source
        format = options.format ?? .guess(path: path, bytes: bytes)
        rows = try ImportReader.rows(
            bytes, format: format, encoding: options.encoding, mapping: options.mapping, source: source)
        createCategories = options.createCategories
        mapping = options.mapping
    }

    /// The bytes of the file at `path`, for ``init(bytes:source:path:options:)``.
    /// - Throws: ``LedgerError/inputMissing(path:detail:)``.
    public static func read(path: String) throws -> [UInt8] { try FileSystem.readInput(path) }

    /// Checks every row and adds the new ones to `ledger` (to be committed by the caller's `write`).
    ///
    /// A row with an id is skipped when the ledger has a bill with that id, and is a new bill
    /// otherwise, whatever its content: two ledgers' bills merge without loss. A row without an id is
    /// skipped when a bill imported before has its import key (see `ImportKey`): the same transaction
    /// number, or without one the same content.
    /// - Parameters:
    ///   - book: the book of every row (`--book`); `nil` takes each row's `book`, else the current book.
    ///   - now: the creation time of rows without one; the n-th row gets `now` + n milliseconds, so the
    ///     bills of a day keep the file's order.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` listing every bad row, unknown
    ///   category and unknown book; nothing is added then. ``LedgerError/notFound(kind:query:suggestion:)``
    ///   for a category of `--category-map` that the ledger does not have.
    public func apply(to ledger: Ledger, book: Book?, now: Timestamp) throws -> ImportOutcome {
        var resolver = try ImportResolver(
            ledger: ledger, source: source, book: book, mapping: mapping,
            place: format == .xlsx ? ImportPlace.row : ImportPlace.line)
        let resolved = rows.map { resolver.resolve($0) }
        let created = try resolver.finish(createCategories: createCategories)
        let (existingIDs, existingKeys) = try BillImport.present(in: ledger)
        var occurrences: [String: Int] = [:]
        var legacyOccurrences: [String: Int] = [:]
        var imported: [Bill] = []
        var skips: [ImportSkip] = []
        let place: (Int) -> ImportPlace = format == .xlsx ? ImportPlace.row : ImportPlace.line
        for (index, row) in resolved.enumerated() {
            guard let row, let category = resolver.category(of: row) else { continue }
            let values = row.values
            let content =
                values.reference.map(ImportKey.content(reference:))
                ?? ImportKey.content(
                    book: row.book, date: values.date, type: values.type, amount: values.amount,
                    payee: values.payee ?? "", note: values.note, balance: values.balance)
            let key = ImportKey.make(content: content, occurrence: occurrences[content, default: 0])
            occurrences[content, default: 0] += 1
            let legacy = ImportKey.legacyContent(
                book: row.book, date: values.date, type: values.type, amount: values.amount,
                category: category, note: values.note)
            let legacyKey = ImportKey.make(content: legacy, occurrence: legacyOccurrences[legacy, default: 0])
            legacyOccurrences[legacy, default: 0] += 1
            let at = place(rows[index].line).description
            if let id = values.id {
                if let present = existingIDs[id.lowercased()] {
                    skips.append(ImportSkip(place: at, reason: .presentID(present)))
                    continue
                }
            } else if let present = existingKeys[key] {
                let reason = values.reference.map { ImportSkip.Reason.sameReference($0, present) }
                skips.append(ImportSkip(place: at, reason: reason ?? .sameContent(present)))
                continue
            } else if values.reference == nil, let present = existingKeys[legacyKey] {
                skips.append(ImportSkip(place: at, reason: .sameContent(present)))
                continue
            }
            let bill = Bill(
                id: try values.id ?? BillID.make(), date: values.date, type: values.type,
                amount: values.amount, category: category, book: row.book, note: values.note,
                created: values.created ?? Timestamp(milliseconds: now.milliseconds + Int64(index)),
                importKey: key, payee: values.payee, reference: values.reference)
            imported.append(bill)
        }
        try ledger.addBills(imported)
        ledger.changeDescription =
            "import \(imported.count) bill\(imported.count == 1 ? "" : "s") from \(source)"
        return ImportOutcome(imported: imported, skips: skips, createdCategories: created)
    }

    /// The short ids of every bill of the ledger, by their ids (in lower case) and by their import keys.
    private static func present(
        in ledger: some LedgerReading
    ) throws -> (ids: [String: String], keys: [String: String]) {
        var ids: [String: String] = [:]
        var keys: [String: String] = [:]
        for book in ledger.state.books {
            for month in try ledger.months(of: book.id) {
                for bill in try ledger.bills(of: book.id, in: month) {
                    ids[bill.id.lowercased()] = bill.shortID
                    if let key = bill.importKey { keys[key] = bill.shortID }
                }
            }
        }
        return (ids, keys)
    }
}

/// What an import did (or, in a dry run, would do).
public struct ImportOutcome: Sendable {
    /// The new bills, in the file's order.
    public var imported: [Bill]
    /// The rows not booked, in the file's order, each with its reason.
    public var skips: [ImportSkip]
    /// Categories created for the import (`--create-categories`).
    public var createdCategories: [Category]

    /// How many rows are not booked.
    public var skipped: Int { skips.count }
}
