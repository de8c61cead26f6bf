/// An Excel 97–2003 workbook (`.xls`: BIFF8 records in the `Workbook` stream of a compound file;
/// Excel 5.0 and 95's BIFF5/BIFF7 in a `Book` stream too) read for its first worksheet, as
/// ``XLSXWorkbook`` reads an `.xlsx`.
///
/// The workbook globals give the shared strings (SST, across CONTINUE records), the number formats
/// (FORMAT, XF: a number cell formatted as a date reads as one, see ``BIFFNumber``), the date system
/// (DATEMODE) and the sheets (BOUNDSHEET: where each starts in the stream). The first worksheet's
/// cells are LABELSST, LABEL, RSTRING, NUMBER, RK, MULRK, FORMULA (its cached value; a text result
/// follows in a STRING record) and BOOLERR; BLANK and MULBLANK hold nothing. Every count and offset
/// is checked against the stream, so a damaged file is a ``FileFormatError``. Used by
/// `ImportReader` for `timi import statement.xls`.
struct BIFFWorkbook {
    /// The most columns an .xls sheet has.
    static let maxColumns = 256

    private let stream: [UInt8]

    /// Opens the workbook in `bytes`, a compound file.
    /// - Throws: ``FileFormatError`` when the bytes are not a compound file, or it has no workbook
    ///   (a password-protected Office file is one with an `EncryptedPackage` instead).
    init(_ bytes: [UInt8]) throws {
        let file = try CompoundFile(bytes)
        guard let stream = try file.stream(named: "Workbook") ?? file.stream(named: "Book") else {
            throw FileFormatError(
                file.streams.contains { $0.name == "EncryptedPackage" }
                    ? "a password-protected workbook, which timi does not read; save it without a password, or as CSV"
                    : "an Office file that is not an Excel workbook (it has no Workbook stream)")
        }
        self.stream = stream
    }

    /// The rows of the first worksheet that have a cell with a value, numbered from 1 as Excel shows
    /// them, each cell's text placed at its column (gaps left empty).
    /// - Throws: ``FileFormatError`` for a workbook older than Excel 5.0, in a code page timi does not
    ///   read, password-protected, with no worksheet, or whose records are damaged (naming the row
    ///   where a cell's is).
    func firstSheetRows() throws -> [XLSXSheet.Row] {
        let globals = try Globals(stream)
        guard let start = globals.firstSheet else { throw FileFormatError("the workbook has no worksheet") }
        var records = BIFFRecord.Reader(stream, from: start)
        guard let bof = try records.next(), bof.type == Globals.bofType else {
            throw FileFormatError(Reason("the workbook has no sheet at byte {1}", String(start)))
        }
        // Each row's cells from column 0, gaps empty: a row is as wide as its last cell.
        var cells: [Int: [String]] = [:]
        var fields = 0
        let maxFields = stream.count + 65_536
        var pendingString: (row: Int, column: Int)?
        var depth = 0  // a chart's substream inside the sheet, BOF to EOF
        func set(_ row: Int, _ column: Int, _ text: String) throws {
            guard column < BIFFWorkbook.maxColumns else {
                throw FileFormatError(
                    Reason("a cell in column {1}, past the 256 columns of an .xls sheet", String(column + 1)),
                    at: .row(row + 1))
            }
            // Counted as the rows will be made: each as wide as its last cell.
            let width = cells[row]?.count ?? 0
            fields += max(0, column + 1 - width)
            guard fields <= maxFields else {
                throw FileFormatError(
                    Reason("the sheet has more than {1} cells", String(maxFields)), at: .row(row + 1))
            }
            if column >= width {
                cells[row, default: []] += repeatElement("", count: column + 1 - width)
            }
            cells[row, default: []][column] = text
        }
        while let record = try records.next() {
            let row = record.field(0, 2), column = record.field(2, 2), xf = record.field(4, 2)
            // A text formula's STRING follows it, after any shared formula, array or table record.
            switch record.type {
            case BIFFWorkbook.string, 0x04BC, 0x0221, 0x0236: break
            default: pendingString = nil
            }
            switch record.type {
            case Globals.bofType: depth += 1
            case Globals.eofType:
                if depth == 0 { return rows(cells) }
                depth -= 1
            case _ where depth > 0: continue
            case 0x00FD:  // LABELSST
                let index = record.field(6, 4)
                try check(record, length: 10, row: row)
                guard globals.strings.indices.contains(index) else {
                    throw FileFormatError(
                        Reason(
                            "a cell refers to shared string {1}, but the workbook has {2}", String(index),
                            String(globals.strings.count)),
                        at: .row(row + 1))
                }
                try set(row, column, globals.strings[index])
            case 0x0204, 0x00D6:  // LABEL, RSTRING
                var reader = BIFFStringReader(record, at: 6)
                try set(row, column, try located(row) { try globals.string(&reader) })
            case 0x0203:  // NUMBER
                try check(record, length: 14, row: row)
                try set(row, column, globals.text(Self.double(record, at: 6), exact: nil, xf: xf))
            case 0x027E:  // RK
                try check(record, length: 10, row: row)
                let (value, exact) = BIFFNumber.rk(record.field(6, 4))
                try set(row, column, globals.text(value, exact: exact, xf: xf))
            case 0x00BD:  // MULRK: (xf, RK) for each column from the first to the last
                let count = (record.data.count - 6) / 6
                guard count >= 1 else { throw FileFormatError("a damaged MULRK record", at: .row(row + 1)) }
                for index in 0..<count {
                    let (value, exact) = BIFFNumber.rk(record.field(4 + 6 * index + 2, 4))
                    try set(
                        row, column + index,
                        globals.text(value, exact: exact, xf: record.field(4 + 6 * index, 2)))
                }
            case 0x0006:  // FORMULA: the value it had when saved
                try check(record, length: 20, row: row)
                guard record.field(12, 2) == 0xFFFF else {
                    try set(row, column, globals.text(Self.double(record, at: 6), exact: nil, xf: xf))
                    continue
                }
                switch record.field(6, 1) {
                case 0: pendingString = (row, column)
                case 1: try set(row, column, record.field(8, 1) != 0 ? "TRUE" : "FALSE")
                case 2: try set(row, column, Self.errorText(record.field(8, 1)))
                default: try set(row, column, "")
                }
            case BIFFWorkbook.string:
                guard let (row, column) = pendingString else { continue }
                var reader = BIFFStringReader(record)
                try set(row, column, try located(row) { try globals.string(&reader) })
                pendingString = nil
            case 0x0205:  // BOOLERR
                try check(record, length: 8, row: row)
                let value = record.field(6, 1)
                try set(
                    row, column,
                    record.field(7, 1) != 0 ? Self.errorText(value) : value != 0 ? "TRUE" : "FALSE")
            default: break
            }
        }
        throw FileFormatError("the workbook's first sheet is cut short (it has no EOF record)")
    }

    private static let string = 0x0207

    /// The rows of `cells` (by row from 0), in order.
    private func rows(_ cells: [Int: [String]]) -> [XLSXSheet.Row] {
        cells.sorted { $0.key < $1.key }.map { XLSXSheet.Row(number: $0.key + 1, cells: $0.value) }
    }

    /// Refuses a cell record shorter than `length` bytes.
    private func check(_ record: BIFFRecord, length: Int, row: Int) throws {
        guard record.data.count >= length else {
            throw FileFormatError(
                Reason("the record at byte {1} is too short", String(record.offset)), at: .row(row + 1))
        }
    }

    /// `read`, whose error is placed at `row` (from 0).
    private func located<T>(_ row: Int, _ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch let error as FileFormatError {
            throw FileFormatError(error.message, at: error.place ?? .row(row + 1))
        }
    }

    /// The IEEE double at byte `offset` of the record.
    private static func double(_ record: BIFFRecord, at offset: Int) -> Double {
        Double(bitPattern: UInt64(truncatingIfNeeded: record.field(offset, 8)))
    }

    /// How Excel shows the error value `code` ([MS-XLS] 2.5.10 BErr).
    static func errorText(_ code: Int) -> String {
        [
            0x00: "#NULL!", 0x07: "#DIV/0!", 0x0F: "#VALUE!", 0x17: "#REF!", 0x1D: "#NAME?", 0x24: "#NUM!",
            0x2A: "#N/A",
        ][
            code] ?? "#N/A"
    }
}

extension BIFFWorkbook {
    /// What the workbook globals say: shared strings, each XF's number format, the date system and
    /// where the first worksheet starts.
    struct Globals {
        static let bofType = 0x0809, eofType = 0x000A

        private(set) var strings: [String] = []
        private(set) var shapes: [BIFFNumber.Shape] = []
        private(set) var from1904 = false
        private(set) var firstSheet: Int?
        /// Whether strings are BIFF8's UTF-16, else Excel 95's bytes in `codePage`.
        private(set) var biff8 = true
        private(set) var codePage = 1252

        /// Reads the globals substream at the start of `stream`.
        /// - Throws: ``FileFormatError`` for a stream that is not BIFF8 or BIFF5/BIFF7, a password, a code
        ///   page timi does not read, or damaged records.
        init(_ stream: [UInt8]) throws {
            var records = BIFFRecord.Reader(stream, from: 0)
            guard let bof = try records.next(), bof.type == Globals.bofType || bof.type & 0xFF == 0x09 else {
                throw FileFormatError(
                    "the workbook stream is not an Excel workbook (it does not start with BOF)")
            }
            // BIFF8 (Excel 97–2003) or BIFF5/BIFF7 (Excel 5.0 and 95, strings in a code page).
            guard bof.type == Globals.bofType, [0x0600, 0x0500].contains(bof.field(0, 2)) else {
                throw FileFormatError(
                    "an Excel 4.0 or older workbook, which timi does not read; save it as .xlsx, or as CSV")
            }
            biff8 = bof.field(0, 2) == 0x0600
            var formats: [Int: String] = [:]
            var codes: [Int] = []
            while let record = try records.next(), record.type != Globals.eofType {
                switch record.type {
                case 0x002F:  // FILEPASS
                    throw FileFormatError(
                        "a password-protected workbook, which timi does not read; save it without a password, or as CSV"
                    )
                case 0x0022: from1904 = record.field(0, 2) == 1  // DATEMODE
                case 0x0042: codePage = record.field(0, 2)  // CODEPAGE: for Excel 95's strings
                case 0x041E:  // FORMAT
                    var reader = BIFFStringReader(record, at: 2)
                    formats[record.field(0, 2)] =
                        biff8
                        ? try reader.string()
                        : try BIFFCodePage.text(try reader.byteString(countWidth: 1), codePage: codePage)
                case 0x00E0: codes.append(record.field(2, 2))  // XF
                case 0x0085:  // BOUNDSHEET: the first worksheet (type 0)
                    if firstSheet == nil, record.data.count >= 6, record.field(5, 1) == 0 {
                        firstSheet = record.field(0, 4)
                    }
                case 0x00FC: strings = try Globals.sharedStrings(record)
                default: break
                }
            }
            shapes = codes.map { BIFFNumber.shape(code: $0, format: formats[$0]) }
            // A code page timi cannot read is the workbook's fault, not a cell's.
            if !biff8 { _ = try BIFFCodePage.text([], codePage: codePage) }
        }

        /// The strings of an SST record and its CONTINUE records.
        private static func sharedStrings(_ record: BIFFRecord) throws -> [String] {
            let count = record.field(4, 4)
            var reader = BIFFStringReader(record, at: 8)
            var strings: [String] = []
            // Each string takes at least three bytes: a claimed count is trusted only that far.
            strings.reserveCapacity(min(count, record.segments.reduce(0) { $0 + $1.count } / 3))
            while strings.count < count {
                do {
                    strings.append(try reader.string(rich: true))
                } catch let error as FileFormatError {
                    throw FileFormatError(
                        Reason(
                            "the shared string table is damaged at string {1} of {2}: {3}",
                            [.verbatim(String(strings.count + 1)), .verbatim(String(count)), error.message]))
                }
            }
            return strings
        }

        /// The string of a LABEL, RSTRING or STRING record that `reader` is at.
        func string(_ reader: inout BIFFStringReader) throws -> String {
            guard !biff8 else { return try reader.string() }
            return try BIFFCodePage.text(try reader.byteString(countWidth: 2), codePage: codePage)
        }

        /// The text of the number `value` in a cell of format `xf`: a date or time as its format
        /// shows it, else `exact` (an RK's decimal) or the shortest decimal of `value`.
        func text(_ value: Double, exact: String?, xf: Int) -> String {
            let shape = shapes.indices.contains(xf) ? shapes[xf] : .number
            if shape != .number, let date = BIFFNumber.dateText(value, shape: shape, from1904: from1904) {
                return date
            }
            return exact ?? BIFFNumber.text(value)
        }
    }
}
