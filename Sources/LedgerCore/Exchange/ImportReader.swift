/// Turning the bytes of a file into ``FileRow``s.
enum ImportReader {
    /// What reading a file gave: its rows, its column names in lower case (none for JSON), whose
    /// export it is, what was found out about its layout (`nil` for timi's own CSV and JSON), and
    /// what it says of the account it is a statement of (`nil`: a platform's, timi's own, or none).
    typealias Read = (
        rows: ImportRowStream, columns: [String], statement: StatementSource, layout: StatementLayout?,
        account: AccountHint?
    )

    /// The rows of `bytes` in `format`; text in `encoding` (`nil`: as the bytes show, see
    /// ``TextDecoding``); `rules` may give the layout (`skip`, `fields`), `given` overrides what a
    /// bank statement's layout is inferred to be (see ``BankStatement``).
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` when the file as a whole cannot be
    ///   read (not text, a workbook that cannot be read, not CSV or JSON, no header, no date or amount
    ///   column, dates of an order that cannot be told).
    /// A statement (``StatementSource``) is recognised by its content unless `statement` names one.
    static func rows(
        _ bytes: [UInt8], format: ImportFormat, encoding: TextEncoding?, mapping: ImportMapping,
        rules: ImportRules?, source: String, statement: StatementSource? = nil,
        given: BankStatement.Given = BankStatement.Given()
    ) throws -> Read {
        // A rules file that gives the layout says how to read the file: it is not a statement.
        let statement = (rules?.skipLines ?? 0) > 0 || rules?.fields != nil ? StatementSource.csv : statement
        var given = given
        given.mapping = mapping
        given.dateFormat = given.dateFormat ?? rules?.dateFormat
        func fail(_ problem: Reason) -> LedgerError {
            .invalidRows(source: source, problems: [problem], total: 1)
        }
        // A compound file is an Excel 97–2003 workbook (or a password-protected one), whatever --format says.
        let compound = bytes.starts(with: CompoundFile.signature)
        do {
            switch compound ? .xlsx : format {
            case .xlsx:
                // A sheet leaves out the empty cells at the end of a row; the header says how many there are.
                let sheet =
                    compound
                    ? try BIFFWorkbook(bytes).firstSheetRows() : try XLSXWorkbook(bytes).firstSheetRows()
                let width = sheet.first?.cells.count ?? 0
                let records = sheet.map { row in
                    CSV.Record(
                        line: row.number,
                        fields: row.cells + repeatElement("", count: max(0, width - row.cells.count)))
                }
                let (kind, header) = try StatementSource.find(statement, in: records, source: source)
                if kind.isBank || (kind == .csv && statement == nil && !isOwnCSV(records, mapping: mapping)) {
                    return try bank(
                        records, of: kind == .csv ? .bank : kind, given: given, encoding: nil, delimiter: nil,
                        source: source)
                }
                guard kind == .csv else {
                    return whole(
                        kind.read(records, header: header), layout(kind, records, header, nil, nil))
                }
                var rest = records[...]
                let (fields, columns, first) = try readHeader(
                    { rest.popFirst() }, place: ImportPlace.row, mapping: mapping, rules: rules,
                    source: source)
                let rows = ((first.map { [$0] } ?? []) + rest).compactMap { row($0, fields: fields) }
                return (ImportRowStream(rows: rows), columns, .csv, nil, nil)
            case .csv:
                let (text, found) = try TextDecoding.decode(bytes, encoding: encoding)
                let delimiter = CSV.delimiter(of: StatementSource.opening(of: text))
                do {
                    let opening = try? CSV.records(
                        StatementSource.opening(of: text), lenient: true, delimiter: delimiter)
                    let start = try opening ?? CSV.records(text, lenient: true, delimiter: delimiter)
                    let (kind, header) = try StatementSource.find(statement, in: start, source: source)
                    if kind.isBank || (kind == .csv && statement == nil && !isOwnCSV(start, mapping: mapping)) {
                        let records = try CSV.records(text, lenient: true, delimiter: delimiter)
                        return try bank(
                            records, of: kind == .csv ? .bank : kind, given: given, encoding: found,
                            delimiter: delimiter, source: source)
                    }
                    guard kind == .csv else {
                        let records = try CSV.records(text, lenient: true, delimiter: delimiter)
                        return whole(
                            kind.read(records, header: header), layout(kind, records, header, found, delimiter))
                    }
                    // Checked whole here, read record by record as the rows are booked.
                    var check = CSV.Reader(bytes: text, lenient: false)
                    while try check.next(keeping: false) != nil {}
                    var reader = CSV.Reader(bytes: text, lenient: false)
                    let (fields, columns, first) = try readHeader(
                        { try reader.next() }, place: ImportPlace.line, mapping: mapping, rules: rules,
                        source: source)
                    return (ImportRowStream(csv: reader, fields: fields, first: first), columns, .csv, nil, nil)
                } catch let error as CSV.SyntaxError {
                    throw fail(ImportPlace.line(error.line).locate(error.message, in: source))
                }
            case .json, .jsonl:
                let text = try TextDecoding.utf8(bytes, encoding: encoding)
                let rows =
                    format == .jsonl
                    ? ImportRowStream(jsonLines: text, mapping: mapping, source: source)
                    : ImportRowStream(rows: try JSONRows.array(text, mapping: mapping, source: source))
                return (rows, [], .csv, nil, nil)
            }
        } catch let error as FileFormatError {
            throw fail(error.located(in: source))
        }
    }

    /// Whether `records` are timi's own CSV (or a file whose columns `--map` names from its first
    /// line): a first record naming a date and an amount, and a second whose date is ISO's
    /// (`2026-02-03`) — a bank's `Date,Amount` with `12/15/2021` is read as a bank statement.
    private static func isOwnCSV(_ records: [CSV.Record], mapping: ImportMapping) -> Bool {
        guard let header = records.first else { return true }
        let fields = header.fields.map(mapping.field(ofColumn:))
        guard fields.contains(.date), fields.contains(where: { $0 == .amount || $0 == .amountIn || $0 == .amountOut })
        else { return false }
        guard records.count > 1, let at = fields.firstIndex(of: .date), at < records[1].fields.count,
            let numbers = StatementDates.numbers(records[1].fields[at])
        else { return true }
        return numbers.yearFirst
    }

    /// The rows of a statement of `bank` (a bank known by its header, or ``StatementSource/bank``),
    /// read by ``BankStatement``, and its layout.
    private static func bank(
        _ records: [CSV.Record], of bank: StatementSource, given: BankStatement.Given, encoding: TextEncoding?,
        delimiter: UInt8?, source: String
    ) throws -> Read {
        // TD writes no header: the columns it always has stand for one, on line 0.
        let records = bank == .td ? [CSV.Record(line: 0, fields: StatementSource.tdColumns)] + records : records
        let statement = try BankStatement(records, given: given, source: bank)
        var layout = statement.layout(records, given: given)
        layout.encoding = encoding
        layout.delimiter = delimiter
        let rows = statement.rows()
        let columns = layout.columns.map { $0.name.lowercased() }
        let account = account(
            bank, records, header: statement.headerIndex, source: source, credit: layout.sign == .positiveIsExpense)
        return (ImportRowStream(rows: rows), columns, bank, layout, account)
    }

    /// What a bank's or card's statement says of its account (see ``StatementAccount``).
    private static func account(
        _ kind: StatementSource, _ records: [CSV.Record], header: Int, source: String, credit: Bool
    ) -> AccountHint? {
        StatementAccount.hint(
            source: kind, fileName: source, preamble: records[..<header].map { $0.fields.joined(separator: " ") },
            header: records[header].fields.map(StatementText.value),
            rows: records[(header + 1)...].prefix(1000).map(\.fields), credit: credit)
    }

    /// The layout of a platform's export: its name, encoding, delimiter and header line.
    private static func layout(
        _ kind: StatementSource, _ records: [CSV.Record], _ header: Int, _ encoding: TextEncoding?,
        _ delimiter: UInt8?
    ) -> StatementLayout {
        var layout = StatementLayout(platform: kind.title, headerLine: records[header].line)
        layout.encoding = encoding
        layout.delimiter = delimiter
        return layout
    }

    /// A platform's export's rows, read whole (its rows name their own accounts).
    private static func whole(
        _ read: (rows: [FileRow], columns: [String], statement: StatementSource), _ layout: StatementLayout
    ) -> Read {
        (ImportRowStream(rows: read.rows), read.columns, read.statement, layout, nil)
    }

    /// Reads the header of timi's CSV or of a sheet (`place` says which) from `next`, after the lines
    /// the rules skip; the rules' `fields` stand for a header the file does not have.
    /// - Returns: the field of each column, the columns' names in lower case, and the first record
    ///   under a header the rules made (read to learn its line).
    private static func readHeader(
        _ next: () throws -> CSV.Record?, place: (Int) -> ImportPlace, mapping: ImportMapping,
        rules: ImportRules?, source: String
    ) throws -> (fields: [ImportField?], columns: [String], first: CSV.Record?) {
        let skip = rules?.skipLines ?? 0
        var record = try next()
        while let line = record?.line, line <= skip { record = try next() }
        if let positional = rules?.fields {
            // No header: the rules name the columns by position.
            let header = CSV.Record(
                line: (record?.line ?? 1) - 1, fields: positional.map { $0?.rawValue ?? "_" })
            let (fields, columns) = try check(
                header, place: place, mapping: mapping, source: source, positional: positional)
            return (fields, columns, record)
        }
        guard let header = record else {
            throw LedgerError.invalidRows(
                source: source, problems: [Reason("{1}: the file is empty; it needs a header row", source)],
                total: 1)
        }
        let (fields, columns) = try check(
            header, place: place, mapping: mapping, source: source, positional: nil)
        return (fields, columns, nil)
    }

    /// The fields of `header`'s columns (`positional` gives those of a header the rules made), and
    /// their names in lower case.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` for a mapped column that is not
    ///   there, no date or amount column, or two columns of one field.
    private static func check(
        _ header: CSV.Record, place: (Int) -> ImportPlace, mapping: ImportMapping, source: String,
        positional: [ImportField?]?
    ) throws -> (fields: [ImportField?], columns: [String]) {
        let at = place(header.line)
        func fail(_ problem: Reason) -> LedgerError {
            .invalidRows(source: source, problems: [at.locate(problem, in: source)], total: 1)
        }
        let fields = positional ?? header.fields.map(mapping.field(ofColumn:))
        let columns = header.fields.map(Validation.trimmingBlanks)
        for (name, field) in mapping.fields.sorted(by: { $0.key < $1.key })
        where !columns.contains(where: { $0.lowercased() == name }) {
            throw fail(
                Reason(
                    "no column '{1}' to map to {2} (columns: {3})", name, field.rawValue,
                    columns.joined(separator: ", ")))
        }
        let hasAmount = fields.contains(.amount) || fields.contains(.amountIn) || fields.contains(.amountOut)
        for required in [ImportField.date, .amount]
        where !fields.contains(required) && !(required == .amount && hasAmount) {
            throw fail(
                Reason(
                    "no '{1}' column (columns: {2}); name one with --map COLUMN={1}", required.rawValue,
                    columns.joined(separator: ", ")))
        }
        for field in ImportField.allCases {
            let named = zip(columns, fields).filter { $0.1 == field }.map(\.0)
            if named.count > 1 {
                throw fail(
                    Reason("the columns {1} are both {2}", named.joined(separator: " and "), field.rawValue))
            }
        }
        return (fields, columns.map { $0.lowercased() })
    }

    /// The row of a CSV record under a header whose columns hold `fields`; `nil` for a blank record.
    static func row(_ record: CSV.Record, fields: [ImportField?]) -> FileRow? {
        if record.fields.allSatisfy({ $0.utf8.allSatisfy { $0 == 32 || $0 == 9 } }) { return nil }
        var row = FileRow(line: record.line)
        guard record.fields.count == fields.count else {
            row.problem = Reason(
                "{1} fields where the header has {2}", String(record.fields.count), String(fields.count))
            return row
        }
        for (value, field) in zip(record.fields, fields) {
            if let field { row[field] = value }
        }
        row.columns = record.fields
        return row
    }
}
