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
        /// The statement's source (`--from-source`); `nil` recognises it by the file's content.
        public var source: StatementSource?

        public init(
            format: ImportFormat? = nil, mapping: ImportMapping = ImportMapping(),
            createCategories: Bool = false, encoding: TextEncoding? = nil, source: StatementSource? = nil
        ) {
            self.format = format
            self.mapping = mapping
            self.createCategories = createCategories
            self.encoding = encoding
            self.source = source
        }
    }

    /// How many problems an error lists (it counts them all).
    public static let maxListedProblems = 20

    /// The name used in messages: the file's path, or `stdin`.
    public let source: String
    /// The format the file was read as.
    public let format: ImportFormat
    /// Whose export the file is (timi's own CSV for JSON and for CSV that no source recognises).
    public let statement: StatementSource
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
        (rows, statement) = try ImportReader.rows(
            bytes, format: format, encoding: options.encoding, mapping: options.mapping, source: source,
            statement: options.source)
        createCategories = options.createCategories
        mapping = options.mapping
    }

    /// The bytes of the file at `path`, for ``init(bytes:source:path:options:)``.
    /// - Throws: ``LedgerError/inputMissing(path:detail:)``.
    public static func read(path: String) throws -> [UInt8] { try FileSystem.readInput(path) }

    /// Checks every row and adds the new ones to `ledger` (to be committed by the caller's `write`).
    ///
    /// A row is skipped as already present when the ledger has a bill with its id, or with its import
    /// key (see `ImportKey`).
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
            place: format == .xlsx ? ImportPlace.row : ImportPlace.line, createCategories: createCategories)
        let place = format == .xlsx ? ImportPlace.row : ImportPlace.line
        let left = rows.compactMap { row in
            row.skip.map { LeftOutRow(place: place(row.line).description, reason: $0) }
        }
        let resolved = rows.map { $0.skip == nil ? resolver.resolve($0) : nil }
        let created = try resolver.finish(createCategories: createCategories)
        let (existingIDs, existingKeys) = try BillImport.present(in: ledger)
        var occurrences: [String: Int] = [:]
        var imported: [Bill] = []
        var skipped = 0
        for (index, row) in resolved.enumerated() {
            guard let row, let category = resolver.category(of: row) else { continue }
            let content = ImportKey.content(
                book: row.book, date: row.values.date, type: row.values.type, amount: row.values.amount,
                category: category, note: row.values.note)
            let occurrence = occurrences[content, default: 0]
            occurrences[content] = occurrence + 1
            let key = ImportKey.make(content: content, occurrence: occurrence)
            if existingKeys.contains(key)
                || row.values.id.map({ existingIDs.contains($0.lowercased()) }) == true
            {
                skipped += 1
                continue
            }
            let bill = Bill(
                id: try row.values.id ?? BillID.make(), date: row.values.date,
                type: row.values.type,
                amount: row.values.amount, category: category, book: row.book, note: row.values.note,
                created: row.values.created ?? Timestamp(milliseconds: now.milliseconds + Int64(index)),
                importKey: key)
            imported.append(bill)
        }
        try ledger.addBills(imported)
        ledger.changeDescription =
            "import \(imported.count) bill\(imported.count == 1 ? "" : "s") from \(source)"
        return ImportOutcome(
            imported: imported, skipped: skipped, createdCategories: created, statement: statement, left: left
        )
    }

    /// The ids (in lower case) and import keys of every bill of the ledger.
    private static func present(
        in ledger: some LedgerReading
    ) throws -> (ids: Set<String>, keys: Set<String>) {
        var ids = Set<String>()
        var keys = Set<String>()
        for book in ledger.state.books {
            for month in try ledger.months(of: book.id) {
                for bill in try ledger.bills(of: book.id, in: month) {
                    ids.insert(bill.id.lowercased())
                    if let key = bill.importKey { keys.insert(key) }
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
    /// Rows whose bill the ledger already has.
    public var skipped: Int
    /// Categories created for the import (`--create-categories`, and the refund category).
    public var createdCategories: [Category]
    /// Whose export the file was.
    public var statement: StatementSource
    /// The statement's rows that are not booked, with the reason (closed, neutral, refunded in full).
    public var left: [LeftOutRow]
}

/// A row of a statement that an import leaves out, and why (交易关闭, 不计收支 (零钱通) …).
public struct LeftOutRow: Equatable, Sendable {
    /// Where it is in the file: `line 28`, `row 19`.
    public var place: String
    /// Why it is not booked.
    public var reason: String
}
