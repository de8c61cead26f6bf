import Foundation
import Testing

@testable import LedgerCore

/// Workbooks made by openpyxl and by hand (`Fixtures/*.xlsx`), and sheets that cannot be read.
struct XLSXWorkbookTests {
    static func rows(_ fixture: String) throws -> [XLSXSheet.Row] {
        try XLSXWorkbook(try FixtureFiles.bytes(fixture)).firstSheetRows()
    }

    @Test func readsATimiFormatWorkbook() throws {
        #expect(
            try Self.rows("timi.xlsx") == [
                .init(number: 1, cells: ["date", "type", "amount", "category", "note"]),
                .init(number: 2, cells: ["2026-11-01", "expense", "35.5", "用餐", "午饭 牛肉面"]),
                .init(number: 3, cells: ["2026-11-02", "income", "8000", "工资", "十一月"]),
                .init(number: 4, cells: ["2026-11-03", "expense", "12", "交通", "地铁"]),
                .init(number: 5, cells: ["2026-11-03", "expense", "229.9", "服饰", "衬衫, 蓝色 & \"新\""]),
            ])
    }

    @Test(arguments: [("wechat.xlsx", 17), ("wechat-2026.xlsx", 18)])
    func readsWeChatsWorkbook(_ fixture: String, headerRow: Int) throws {
        let rows = try Self.rows(fixture)
        #expect(rows.first == .init(number: 1, cells: ["微信支付账单明细"]))
        #expect(!rows.contains { $0.number == 6 })  // the blank line of the preamble
        let header = try #require(rows.first { $0.cells.first == "交易时间" })
        #expect(header.number == headerRow)
        #expect(header.cells.joined(separator: ",") == "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注")
        #expect(rows.filter { $0.number > headerRow }.map { $0.cells[5] } == ["28.16", "1234.56", "229.9"])
        #expect(rows.last?.cells.count == 11)
    }

    @Test func readsWhatOtherWritersWrite() throws {
        // The first sheet by the workbook's order and relationships, not sheet1.xml; prefixed names;
        // shared strings with rich text, entities and a phonetic guide; inline CDATA; gaps; booleans.
        #expect(
            try Self.rows("handmade.xlsx") == [
                .init(number: 2, cells: ["date", "", "amount "]),
                .init(number: 3, cells: ["2026-11-01 <raw>", "", "229.90", "", "TRUE"]),
                .init(number: 5, cells: ["", "formula text", "", "a & b <c> \"d\" 'e' 你好", "", "", "#N/A"]),
            ])
    }

    @Test(arguments: [
        ("stored.zip", "a zip archive, not an XLSX workbook (it has no xl/workbook.xml); unzip it first"),
        ("encrypted.zip", "the zip is password-protected: unzip it first"),
        (
            "doctype.xlsx",
            "'xl/worksheets/sheet1.xml' in the workbook is not XML that timi reads: a document type declaration (<!DOCTYPE …>), which is refused (line 1)"
        ),
    ])
    func refusesWhatIsNoWorkbook(_ fixture: String, _ message: String) {
        #expect(throws: FileFormatError(.verbatim(message))) { try Self.rows(fixture) }
    }

    @Test func refusesTheWorkbookCutAtEveryLength() throws {
        let bytes = try FixtureFiles.bytes("timi.xlsx")
        for length in 0..<bytes.count {
            #expect(throws: FileFormatError.self, "cut at \(length)") {
                try XLSXWorkbook(Array(bytes.prefix(length))).firstSheetRows()
            }
        }
    }

    static func sheet(_ rows: String) -> [UInt8] {
        Array("<worksheet><sheetData>\(rows)</sheetData></worksheet>".utf8)
    }

    @Test(arguments: [
        (
            #"<row r="19"><c r="F19" t="s"><v>40</v></c></row>"#,
            FileFormatError("a cell refers to shared string 40, but the workbook has 2", at: .row(19))
        ),
        (
            #"<row r="3"><c r="A3" t="s"><v>-1</v></c></row>"#,
            FileFormatError("a cell refers to shared string -1, but the workbook has 2", at: .row(3))
        ),
        (
            #"<row r="2"><c r="AAAA2"><v>1</v></c></row>"#,
            FileFormatError("the cell reference 'AAAA2' is not valid", at: .row(2))
        ),
        (
            #"<row r="2"><c r="XFE2"><v>1</v></c></row>"#,
            FileFormatError("the cell reference 'XFE2' is not valid", at: .row(2))
        ),
        (
            #"<row r="2"><c r="2"><v>1</v></c></row>"#,
            FileFormatError("the cell reference '2' is not valid", at: .row(2))
        ),
        (
            #"<row r="2"><c r="B2"><v>1</v></c><c r="A2"><v>1</v></c></row>"#,
            FileFormatError("the cell A2 is out of order", at: .row(2))
        ),
        (#"<row r="5"/><row r="4"/>"#, FileFormatError("the row number 4 follows row 5", at: .row(4))),
        (#"<row r="0"/>"#, FileFormatError("the row number '0' is not valid")),
        (
            #"<row r="99999999999999999999"/>"#,
            FileFormatError("the row number '99999999999999999999' is not valid")
        ),
    ])
    func refusesACellItCannotPlace(_ rows: String, _ error: FileFormatError) {
        #expect(throws: error) {
            try XLSXSheet.rows(Self.sheet(rows), part: "s.xml", sharedStrings: ["a", "b"])
        }
    }

    @Test func placesCellsByTheirReferences() throws {
        let rows = try XLSXSheet.rows(
            Self.sheet(
                #"<row><c r="XFD1"><v>z</v></c></row><row><c><v>1</v></c><c><v>2</v></c><c r="AB2" t="b"><v>0</v></c></row>"#
            ),
            part: "s.xml", sharedStrings: [])
        #expect(rows.map(\.number) == [1, 2])
        #expect(rows[0].cells.count == 16_384)
        #expect(rows[0].cells.last == "z")
        #expect(rows[1].cells.count == 28)
        #expect(Array(rows[1].cells.prefix(3)) == ["1", "2", ""])
        #expect(rows[1].cells.last == "FALSE")
    }

    @Test func resolvesRelationshipTargets() {
        #expect(XLSXWorkbook.path(of: "worksheets/sheet2.xml") == "xl/worksheets/sheet2.xml")
        #expect(XLSXWorkbook.path(of: "/xl/worksheets/data.xml") == "xl/worksheets/data.xml")
        #expect(XLSXWorkbook.path(of: "./worksheets/../worksheets/s.xml") == "xl/worksheets/s.xml")
    }
}
