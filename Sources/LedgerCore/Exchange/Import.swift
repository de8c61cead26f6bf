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
        /// A rules file (`--rules`): layout and decisions.
        public var rules: ImportRules?
        /// Whether a row nothing else categorises takes the category most used for its payee.
        public var learn: Bool
        /// `--fallback`: a category title, alias or id for what is left (default: the type's first).
        public var fallback: String?
        /// The statement's source (`--from-source`); `nil` recognises it by the file's content.
        public var source: StatementSource?

        /// Options for reading a file; see each property.
        public init(
            format: ImportFormat? = nil, mapping: ImportMapping = ImportMapping(),
            createCategories: Bool = false, encoding: TextEncoding? = nil, rules: ImportRules? = nil,
            learn: Bool = true, fallback: String? = nil, source: StatementSource? = nil
        ) {
            self.format = format
            self.mapping = mapping
            self.createCategories = createCategories
            self.encoding = encoding
            self.rules = rules
            self.learn = learn
            self.fallback = fallback
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
    /// The file's column names, lower-cased, by position.
    private let columns: [String]
    private let options: Options

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
        (rows, columns, statement) = try ImportReader.rows(
            bytes, format: format, encoding: options.encoding ?? options.rules?.encoding,
            mapping: options.mapping, rules: options.rules, source: source, statement: options.source)
        try options.rules?.check(columns: columns, file: source)
        self.options = options
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
        let (existingIDs, existingKeys, history) = try BillImport.present(in: ledger)
        let choice = ImportChoice(
            rules: options.rules, columns: columns, history: options.learn ? history : nil,
            fallback: try options.fallback.map { try ledger.category(matching: $0) })
        var resolver = try ImportResolver(
            ledger: ledger, source: source, book: book, mapping: options.mapping,
            place: format == .xlsx ? ImportPlace.row : ImportPlace.line, choice: choice,
            createCategories: options.createCategories)
        let resolved = rows.map { $0.skip == nil ? resolver.resolve($0) : nil }
        let created = try resolver.finish(createCategories: options.createCategories)
        var occurrences: [String: Int] = [:]
        var legacyOccurrences: [String: Int] = [:]
        var imported: [Bill] = []
        var decisions: [CategoryDecision] = []
        var skips: [ImportSkip] = []
        let place: (Int) -> ImportPlace = format == .xlsx ? ImportPlace.row : ImportPlace.line
        for (index, row) in resolved.enumerated() {
            let at = place(rows[index].line).description
            if let reason = rows[index].skip {
                skips.append(ImportSkip(place: at, reason: .statement(reason)))
                continue
            }
            guard let row, let category = resolver.category(of: row) else { continue }
            if let rule = row.skipRule {
                skips.append(ImportSkip(place: at, reason: .rule(rule)))
                continue
            }
            let values = row.fileValues
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
            let decided = row.values
            let bill = Bill(
                id: try values.id ?? BillID.make(), date: values.date, type: decided.type,
                amount: values.amount, category: category, book: row.book, note: decided.note,
                created: values.created ?? Timestamp(milliseconds: now.milliseconds + Int64(index)),
                importKey: key, payee: decided.payee, reference: values.reference)
            imported.append(bill)
            decisions.append(row.decision)
        }
        try ledger.addBills(imported)
        ledger.changeDescription =
            "import \(imported.count) bill\(imported.count == 1 ? "" : "s") from \(source)"
        return ImportOutcome(
            source: source, imported: imported, decisions: decisions, skips: skips,
            createdCategories: created,
            statement: statement
        )
    }

    /// The short ids of every bill of the ledger, by their ids (in lower case) and by their import keys,
    /// and the categories of each payee.
    private static func present(
        in ledger: some LedgerReading
    ) throws -> (ids: [String: String], keys: [String: String], history: PayeeHistory) {
        var ids: [String: String] = [:]
        var keys: [String: String] = [:]
        var history = PayeeHistory()
        for book in ledger.state.books {
            for month in try ledger.months(of: book.id) {
                for bill in try ledger.bills(of: book.id, in: month) {
                    ids[bill.id.lowercased()] = bill.shortID
                    if let key = bill.importKey { keys[key] = bill.shortID }
                    history.add(bill)
                }
            }
        }
        return (ids, keys, history)
    }
}

/// What an import did (or, in a dry run, would do).
public struct ImportOutcome: Sendable {
    /// The file's name in messages.
    public var source: String
    /// The new bills, in the file's order.
    public var imported: [Bill]
    /// How the category of each new bill was chosen, in the order of ``imported``.
    public var decisions: [CategoryDecision]
    /// The rows not booked, in the file's order, each with its reason.
    public var skips: [ImportSkip]
    /// Categories created for the import (`--create-categories`).
    public var createdCategories: [Category]

    /// How many rows are not booked.
    public var skipped: Int { skips.count }
    /// Whose export the file was (``StatementSource/csv`` for timi's own CSV and JSON).
    public var statement: StatementSource = .csv
}
