import Testing

@testable import LedgerCore

/// Excel 97–2003 workbooks written by xlwt (`Fixtures/*.xls`, made by `make_xls_fixtures.py`) and
/// by hand (`XLSFile`): every cell record a bank's workbook uses, dates by their cell's format, the
/// shared string table across CONTINUE records, and workbooks that cannot be read.
struct BIFFWorkbookTests {
    static func rows(_ fixture: String) throws -> [XLSXSheet.Row] {
        try BIFFWorkbook(try FixtureFiles.bytes(fixture)).firstSheetRows()
    }

    static func rows(globals: [[UInt8]] = [], cells: [[UInt8]]) throws -> [XLSXSheet.Row] {
        try BIFFWorkbook(XLSFile.xls(globals: globals, cells: cells)).firstSheetRows()
    }

    @Test func readsATimiFormatWorkbookAsItsXLSXTwin() throws {
        let rows = try Self.rows("timi.xls")
        #expect(rows == (try XLSXWorkbook(try FixtureFiles.bytes("timi.xlsx")).firstSheetRows()))
        #expect(rows[1].cells == ["2026-11-01", "expense", "35.5", "用餐", "午饭 牛肉面"])
    }

    @Test func readsAWeChatStatementWithDateTimeCells() throws {
        let rows = try Self.rows("wechat.xls")
        #expect(rows.first == .init(number: 1, cells: ["微信支付账单明细"]))
        #expect(!rows.contains { $0.number == 6 })
        let header = try #require(rows.first { $0.cells.first == "交易时间" })
        #expect(header.number == 17)
        let data = rows.filter { $0.number > 17 }
        #expect(
            data.map { $0.cells[0] } == ["2026-02-03 12:01:09", "2026-02-04 08:30:00", "2026-02-05 19:45:12"])
        #expect(data.map { $0.cells[5] } == ["28.16", "1234.56", "229.9"])
    }

    @Test func readsBankShapedWorkbooks() throws {
        let ccb = try Self.rows("ccb.xls")
        #expect(ccb.map(\.number) == [1, 2, 3, 4, 6, 7, 8, 9, 10, 11])
        #expect(ccb[4].cells.first == "记账日" + String(repeating: " ", count: 13))
        #expect(
            ccb[5].cells.prefix(8) == ["20260301", "20260301", "08:15:02", "12.5", "0", "987.5", "人民币", "消费"])
        #expect(ccb[7].cells[4] == "8000")
        let citic = try Self.rows("citic.xls")
        #expect(
            citic[2].cells == [
                "2026-03-09", "2026-03-09", "支付宝－示例打车", "1234", "人民币", "人民币", "18.60", "18.60",
            ])
        let spdb = try Self.rows("spdb.xls")
        #expect(spdb[2].cells.prefix(5) == ["1", "2026/03/02  10:11:12", "网上支付-支付宝", "", "5.20"])
        let uob = try Self.rows("uob.xls")
        #expect(
            uob.first { $0.number == 10 }?.cells == [
                "18 Mar 2026", "Cash Withdrawal-ATM\nNFC Mobile WDL", "120", "0", "0",
            ])
        #expect(uob.first { $0.number == 5 }?.cells == ["Account Number:", "9876543210", "SGD"])
    }

    @Test func readsSharedStringsThatGoOnInContinueRecords() throws {
        // xlwt splits the 12 kB table, and a string in it, at 8,224 bytes.
        let rows = try Self.rows("long-strings.xls")
        #expect(rows.count == 400)
        #expect(rows.map { $0.cells[0] } == (0..<400).map(Self.longString))
    }

    /// The i-th string of long-strings.xls, as make_xls_fixtures.py makes it.
    static func longString(_ index: Int) -> String {
        index % 3 == 0
            ? "row \(index) " + String(repeating: "x", count: index % 37)
            : "第\(index)行" + String(repeating: "账单明细", count: index % 7)
    }

    @Test func readsAStringSplitAcrossRecordsByHand() throws {
        // "abc语": "ab" one byte each, then a CONTINUE whose flags byte makes "c语" two bytes each;
        // "z"; "r" whose rich-text run goes on in the next CONTINUE (no flags byte there); "ok".
        let sst = XLSFile.record(0x00FC, XLSFile.le(4, 4) + XLSFile.le(4, 4) + [4, 0, 0] + Array("ab".utf8))
        let first = XLSFile.record(
            0x003C, [1, 0x63, 0, 0xED, 0x8B] + XLSFile.string("z") + [1, 0, 0x08, 1, 0, 0x72, 0, 0])
        let second = XLSFile.record(0x003C, [0, 0] + XLSFile.string("ok"))
        let cells = (0..<4).map { XLSFile.record(0x00FD, XLSFile.cell(0, $0) + XLSFile.le($0, 4)) }
        #expect(
            try Self.rows(globals: [sst, first, second], cells: cells) == [
                .init(number: 1, cells: ["abc语", "z", "r", "ok"])
            ])
    }

    /// FORMAT and XF records: XF 1 a built-in date, 2 a Chinese date format, 3 a time, 4 date and
    /// time (built-in 22), 5 a number format.
    static let formats: [[UInt8]] =
        [
            XLSFile.record(0x041E, XLSFile.le(164, 2) + XLSFile.string("yyyy年m月d日")),
            XLSFile.record(0x041E, XLSFile.le(165, 2) + XLSFile.string("[$-409]h:mm AM/PM;@")),
        ]
        + [0, 14, 164, 165, 22, 2].map {
            XLSFile.record(0x00E0, XLSFile.le(0, 2) + XLSFile.le($0, 2) + [UInt8](repeating: 0, count: 16))
        }

    static func number(_ row: Int, _ column: Int, xf: Int, _ value: Double) -> [UInt8] {
        XLSFile.record(
            0x0203,
            XLSFile.cell(row, column, xf: xf) + XLSFile.le(Int(Int64(bitPattern: value.bitPattern)), 8))
    }

    static func formula(_ row: Int, _ column: Int, _ result: [UInt8]) -> [UInt8] {
        XLSFile.record(0x0006, XLSFile.cell(row, column) + result + [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func readsEveryCellRecord() throws {
        let sst = XLSFile.record(0x00FC, XLSFile.le(1, 4) + XLSFile.le(1, 4) + XLSFile.string("甲"))
        let rk = { (column: Int, raw: Int) in
            XLSFile.record(0x027E, XLSFile.cell(1, column) + XLSFile.le(raw, 4))
        }
        let mulrk = XLSFile.record(
            0x00BD,
            XLSFile.le(2, 2) + XLSFile.le(0, 2) + XLSFile.le(1, 2) + XLSFile.le(45000 << 2 | 2, 4)
                + XLSFile.le(2, 2)
                + XLSFile.le(45000 << 2 | 2, 4) + XLSFile.le(3, 2) + XLSFile.le(0x3FE0_0000, 4)
                + XLSFile.le(2, 2))
        let chart = [
            XLSFile.record(
                0x0809, XLSFile.le(0x0600, 2) + XLSFile.le(0x20, 2) + [UInt8](repeating: 0, count: 12)),
            XLSFile.record(0x0204, XLSFile.cell(0, 9) + XLSFile.string("in a chart")),
            XLSFile.record(0x000A, []),
        ]
        let cells: [[UInt8]] =
            [
                XLSFile.record(0x00FD, XLSFile.cell(0, 0) + XLSFile.le(0, 4)),
                XLSFile.record(0x0204, XLSFile.cell(0, 1) + XLSFile.string("Latin é", wide: false)),
                XLSFile.record(0x00D6, XLSFile.cell(0, 2) + XLSFile.string("宽字符") + [0, 0]),
                rk(0, 1234 << 2 | 2), rk(1, 1678 << 2 | 3), rk(2, -5 << 2 | 3), rk(3, 0x4004_0000),
                rk(4, 0x40FE_23A1),
                mulrk,
                Self.number(3, 0, xf: 4, 45000.25), Self.number(3, 1, xf: 0, 0.1 + 0.2),
                Self.number(3, 2, xf: 5, 1e-7),
                Self.formula(4, 0, XLSFile.le(Int(Int64(bitPattern: 42.42.bitPattern)), 8)),
                Self.formula(4, 1, [0, 0, 0, 0, 0, 0, 0xFF, 0xFF]),
                XLSFile.record(0x04BC, [0, 0]),  // a shared formula between the formula and its text
                XLSFile.record(0x0207, XLSFile.string("计算结果")),
                Self.formula(4, 2, [1, 0, 1, 0, 0, 0, 0xFF, 0xFF]),
                Self.formula(4, 3, [2, 0, 7, 0, 0, 0, 0xFF, 0xFF]),
                Self.formula(4, 4, [3, 0, 0, 0, 0, 0, 0xFF, 0xFF]),
                XLSFile.record(0x0207, XLSFile.string("a STRING after no text formula")),
                XLSFile.record(0x0205, XLSFile.cell(6, 0) + [1, 0]),
                XLSFile.record(0x0205, XLSFile.cell(6, 2) + [0x2A, 1]),
                XLSFile.record(0x0201, XLSFile.cell(7, 0)),  // BLANK
            ] + chart
        #expect(
            try Self.rows(globals: Self.formats + [sst], cells: cells) == [
                .init(number: 1, cells: ["甲", "Latin é", "宽字符"]),
                .init(number: 2, cells: ["1234", "16.78", "-0.05", "2.5", "1234.5"]),
                .init(number: 3, cells: ["2023-03-15", "2023-03-15", "12:00:00"]),
                .init(number: 4, cells: ["2023-03-15 06:00:00", "0.30000000000000004", "0.0000001"]),
                .init(number: 5, cells: ["42.42", "计算结果", "TRUE", "#DIV/0!", ""]),
                .init(number: 7, cells: ["TRUE", "", "#N/A"]),
            ])
    }

    @Test func readsThe1904DateSystemAndTheFirstWorksheetAfterAChart() throws {
        let stream = XLSFile.workbook(
            globals: Self.formats + [XLSFile.record(0x0022, XLSFile.le(1, 2))],
            sheets: [
                (2, [XLSFile.record(0x0204, XLSFile.cell(0, 0) + XLSFile.string("chart"))]),
                (0, [Self.number(0, 0, xf: 1, 0), Self.number(0, 1, xf: 1, 366)]),
            ])
        let rows = try BIFFWorkbook(XLSFile.compoundFile([("Workbook", stream)])).firstSheetRows()
        #expect(rows == [.init(number: 1, cells: ["1904-01-01", "1905-01-01"])])
    }

    /// An Excel 95 (BIFF5) workbook in a `Book` stream: strings are bytes in its CODEPAGE.
    static func excel95(codePage: Int?, _ cells: [[UInt8]]) throws -> [XLSXSheet.Row] {
        let globals =
            (codePage.map { [XLSFile.record(0x0042, XLSFile.le($0, 2))] } ?? [])
            + [
                XLSFile.record(0x041E, XLSFile.le(164, 2) + [10] + Array("yyyy-mm-dd".utf8)),
                XLSFile.record(
                    0x00E0, XLSFile.le(0, 2) + XLSFile.le(0, 2) + [UInt8](repeating: 0, count: 12)),
                XLSFile.record(
                    0x00E0, XLSFile.le(0, 2) + XLSFile.le(164, 2) + [UInt8](repeating: 0, count: 12)),
            ]
        let stream = XLSFile.workbook(globals: globals, sheets: [(0, cells)], version: 0x0500)
        return try BIFFWorkbook(XLSFile.compoundFile([("Book", stream)])).firstSheetRows()
    }

    static func label(_ row: Int, _ column: Int, _ bytes: [UInt8]) -> [UInt8] {
        XLSFile.record(0x0204, XLSFile.cell(row, column) + XLSFile.le(bytes.count, 2) + bytes)
    }

    @Test func readsAnExcel95WorkbookInItsCodePage() throws {
        // 交易日期 in GBK; a date by an 8-bit FORMAT; an RSTRING and a formula's STRING in bytes too.
        let gbk = try Self.excel95(
            codePage: 936,
            [
                Self.label(0, 0, [0xBD, 0xBB, 0xD2, 0xD7, 0xC8, 0xD5, 0xC6, 0xDA]),
                XLSFile.record(0x00D6, XLSFile.cell(0, 1) + XLSFile.le(2, 2) + [0xD6, 0xD0] + [0]),
                Self.number(1, 0, xf: 1, 46_082), Self.number(1, 1, xf: 0, 12.5),
                Self.formula(1, 2, [0, 0, 0, 0, 0, 0, 0xFF, 0xFF]),
                XLSFile.record(0x0207, XLSFile.le(3, 2) + Array("abc".utf8)),
            ])
        #expect(
            gbk == [
                .init(number: 1, cells: ["交易日期", "中"]),
                .init(number: 2, cells: ["2026-03-01", "12.5", "abc"]),
            ])
        // No CODEPAGE record: windows-1252.
        let western = try Self.excel95(
            codePage: nil, [Self.label(0, 0, Array("Caf".utf8) + [0xE9, 0x20, 0x80, 0x93])])
        #expect(western == [.init(number: 1, cells: ["Café €“"])])
        #expect(
            try Self.excel95(codePage: 1252, [Self.label(0, 0, [0x41])]) == [.init(number: 1, cells: ["A"])])
        #expect(throws: FileFormatError("a string of the workbook is not GB18030 text", at: .row(1))) {
            try Self.excel95(codePage: 936, [Self.label(0, 0, [0xBD])])
        }
    }

    static let sheetCells = [XLSFile.record(0x0204, XLSFile.cell(0, 0) + XLSFile.string("x"))]

    static func cut(_ stream: [UInt8], by count: Int) -> [UInt8] {
        XLSFile.compoundFile([("Workbook", Array(stream.dropLast(count)))])
    }

    static let unreadable: [(String, [UInt8], FileFormatError)] = [
        (
            "FILEPASS", XLSFile.xls(globals: [XLSFile.record(0x002F, [0, 0])], cells: sheetCells),
            FileFormatError(
                "a password-protected workbook, which timi does not read; save it without a password, or as CSV"
            )
        ),
        (
            "encrypted OOXML",
            XLSFile.compoundFile([("EncryptionInfo", [1, 2]), ("EncryptedPackage", [3, 4])]),
            FileFormatError(
                "a password-protected workbook, which timi does not read; save it without a password, or as CSV"
            )
        ),
        (
            "a Word file", XLSFile.compoundFile([("WordDocument", [1, 2])]),
            FileFormatError("an Office file that is not an Excel workbook (it has no Workbook stream)")
        ),
        (
            "BIFF4",
            XLSFile.compoundFile([
                ("Book", XLSFile.record(0x0409, XLSFile.le(0x0000, 2) + XLSFile.le(5, 2) + [0, 0, 0, 0]))
            ]),
            FileFormatError(
                "an Excel 4.0 or older workbook, which timi does not read; save it as .xlsx, or as CSV")
        ),
        (
            "a Mac code page",
            XLSFile.compoundFile([
                (
                    "Book",
                    XLSFile.workbook(
                        globals: [XLSFile.record(0x0042, XLSFile.le(10000, 2))],
                        sheets: [
                            (0, [XLSFile.record(0x0204, XLSFile.cell(0, 0) + XLSFile.le(1, 2) + [0x41])])
                        ],
                        version: 0x0500)
                )
            ]),
            FileFormatError(
                "an Excel 95 workbook in code page 10000, which timi does not read; save it as .xlsx, or as CSV"
            )
        ),
        (
            "no BOF", XLSFile.compoundFile([("Workbook", XLSFile.record(0x0204, [0, 0]))]),
            FileFormatError("the workbook stream is not an Excel workbook (it does not start with BOF)")
        ),
        (
            "SST overrun",
            XLSFile.xls(
                globals: [
                    XLSFile.record(
                        0x00FC,
                        XLSFile.le(3, 4) + XLSFile.le(3, 4) + XLSFile.string("a") + XLSFile.string("b"))
                ],
                cells: sheetCells),
            FileFormatError(
                "the shared string table is damaged at string 3 of 3: a string of the workbook runs past the end of its record"
            )
        ),
        (
            "a huge SST count",
            XLSFile.xls(
                globals: [XLSFile.record(0x00FC, XLSFile.le(-1, 4) + XLSFile.le(-1, 4))], cells: sheetCells),
            FileFormatError(
                "the shared string table is damaged at string 1 of 4294967295: a string of the workbook runs past the end of its record"
            )
        ),
        (
            "LABEL overrun",
            XLSFile.xls(cells: [XLSFile.record(0x0204, XLSFile.cell(2, 0) + [9, 0, 0, 0x61])]),
            FileFormatError("a string of the workbook runs past the end of its record", at: .row(3))
        ),
        (
            "shared string index",
            XLSFile.xls(
                globals: [XLSFile.record(0x00FC, XLSFile.le(1, 4) + XLSFile.le(1, 4) + XLSFile.string("a"))],
                cells: [XLSFile.record(0x00FD, XLSFile.cell(4, 0) + XLSFile.le(5, 4))]),
            FileFormatError("a cell refers to shared string 5, but the workbook has 1", at: .row(5))
        ),
        (
            "column 301",
            XLSFile.xls(cells: [XLSFile.record(0x0204, XLSFile.cell(0, 300) + XLSFile.string("x"))]),
            FileFormatError("a cell in column 301, past the 256 columns of an .xls sheet", at: .row(1))
        ),
        (
            "a MULRK past column 256",
            XLSFile.xls(cells: [
                XLSFile.record(0x00BD, XLSFile.cell(0, 250) + [UInt8](repeating: 0, count: 60))
            ]),
            FileFormatError("a cell in column 257, past the 256 columns of an .xls sheet", at: .row(1))
        ),
        (
            "a short NUMBER", XLSFile.xls(cells: [XLSFile.record(0x0203, XLSFile.cell(1, 0) + [0, 0])]),
            FileFormatError("the record at byte 58 is too short", at: .row(2))
        ),
        (
            "no EOF", cut(XLSFile.workbook(sheets: [(0, sheetCells)]), by: 3),
            FileFormatError("the workbook's first sheet is cut short (it has no EOF record)")
        ),
        (
            "a record cut", cut(XLSFile.workbook(sheets: [(0, sheetCells)]), by: 6),
            FileFormatError("the workbook's record at byte 58 runs past the end of its stream")
        ),
        (
            "only a chart", XLSFile.compoundFile([("Workbook", XLSFile.workbook(sheets: [(2, sheetCells)]))]),
            FileFormatError("the workbook has no worksheet")
        ),
    ]

    @Test(arguments: unreadable.map { ($0.0, XLSFile.Bytes($0.1), $0.2) })
    func refusesAWorkbookItCannotRead(_ what: String, _ bytes: XLSFile.Bytes, _ error: FileFormatError) {
        #expect(throws: error, "\(what)") { _ = try BIFFWorkbook(bytes.bytes).firstSheetRows() }
    }

    @Test func boundsTheCellsBySizeOfTheFile() throws {
        // One cell a row, in the last column: 14 bytes of records make 256 cells. The sheet may have
        // as many cells, gaps included, as its stream has bytes, and 65,536 more.
        let cells = (0..<400).map { XLSFile.record(0x0204, XLSFile.cell($0, 255) + XLSFile.string("x")) }
        let stream = XLSFile.workbook(sheets: [(0, cells)])
        let most = stream.count + 65_536
        #expect(
            throws: FileFormatError(
                Reason("the sheet has more than {1} cells", String(most)), at: .row(most / 256 + 1))
        ) {
            _ = try BIFFWorkbook(XLSFile.compoundFile([("Workbook", stream)])).firstSheetRows()
        }
        let fewer = XLSFile.workbook(sheets: [(0, Array(cells.prefix(200)))])
        #expect(try BIFFWorkbook(XLSFile.compoundFile([("Workbook", fewer)])).firstSheetRows().count == 200)
    }

    @Test func refusesASheetThatIsNotWhereTheWorkbookSays() throws {
        var stream = XLSFile.workbook(sheets: [(0, Self.sheetCells)])
        // The BOUNDSHEET's offset, right after the globals' BOF (20 bytes) and its own header.
        stream.replaceSubrange(24..<28, with: XLSFile.le(9999, 4))
        #expect(throws: FileFormatError("the workbook has no sheet at byte 9999")) {
            _ = try BIFFWorkbook(XLSFile.compoundFile([("Workbook", stream)])).firstSheetRows()
        }
    }
}
