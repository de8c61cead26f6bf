import TestSupport
import Foundation
import Testing

@testable import LedgerCore

/// `timi import` of workbooks and GB18030 text: the same bills as the UTF-8 CSV, and errors that
/// name the file and the line or row.
struct ImportDecodingTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// The bills (date, type, amount, category, note) that importing the fixture `name` adds to a new
    /// ledger.
    func bills(_ name: String, options: BillImport.Options = .init()) throws -> [String] {
        let batch = try BillImport(
            bytes: try FixtureFiles.bytes(name), source: name, path: name, options: options)
        return try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let outcome = try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
            return outcome.imported.map { "\($0.date) \($0.type) \($0.amount) \($0.category) \($0.note)" }
        }
    }

    @Test func importsAWorkbookAndGBKAsTheirUTF8CSV() throws {
        let expected = try bills("timi.csv")
        #expect(expected.count == 4)
        #expect(try bills("timi.xlsx") == expected)
        #expect(try bills("timi-gbk.csv") == expected)
        #expect(try bills("timi-gbk.csv", options: .init(encoding: .gb18030)) == expected)
        // A workbook by its content, whatever its name or format says.
        let batch = try BillImport(
            bytes: try FixtureFiles.bytes("timi.xlsx"), source: "t.csv", path: "t.csv", options: .init())
        #expect(batch.format == .xlsx)
        #expect(try batch.rows.readAll().count == 4)
    }

    @Test(arguments: [
        (
            "timi-gbk-cut.csv", BillImport.Options(),
            "timi-gbk-cut.csv:5: not UTF-8 or GB18030 text (byte 0xC0)"
        ),
        ("timi-gbk.csv", BillImport.Options(encoding: .utf8), "timi-gbk.csv:2: not UTF-8 text (byte 0xD3)"),
        (
            "encrypted.zip", BillImport.Options(),
            "encrypted.zip: the zip is password-protected: unzip it first"
        ),
        (
            "timi-bad.xlsx", BillImport.Options(),
            "timi-bad.xlsx: row 3: invalid amount '-12.345': at most two decimals are allowed"
        ),
        (
            "wechat.xlsx", BillImport.Options(source: .csv),
            "wechat.xlsx: row 1: no 'date' column (columns: 微信支付账单明细); name one with --map COLUMN=date"
        ),
        (
            "stored.zip", BillImport.Options(format: .xlsx),
            "stored.zip: a zip archive, not an XLSX workbook (it has no xl/workbook.xml); unzip it first"
        ),
    ])
    func namesTheFileAndThePlace(_ name: String, _ options: BillImport.Options, _ problem: String) {
        #expect(throws: LedgerError.invalidRows(source: name, problems: [.verbatim(problem)], total: 1)) {
            try bills(name, options: options)
        }
    }

    @Test func refusesADamagedExcel97File() {
        // A compound file's signature is read as Excel 97-2003, whatever the name; this one's header is zeros.
        let compoundFile: [UInt8] =
            [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] + [UInt8](repeating: 0, count: 504)
        let problem = "b.xls: the .xls file's header is damaged"
        #expect(throws: LedgerError.invalidRows(source: "b.xls", problems: [.verbatim(problem)], total: 1)) {
            try BillImport(bytes: compoundFile, source: "b.xls", path: "b.xls", options: .init())
        }
    }

    @Test func namesSheetRowsInEveryMessage() throws {
        try withTemporaryDirectory { dir in
            try LedgerStore(directory: dir).write { ledger in
                var resolver = try ImportResolver(
                    ledger: ledger, source: "b.xlsx", book: nil, mapping: .init(), place: ImportPlace.row)
                for number in [19, 20] {
                    var row = FileRow(line: number)
                    (row[.date], row[.amount], row[.category], row[.id]) = ("2026-11-01", "-5", "nosuch", "a")
                    _ = resolver.decide(CheckedRow(row, dateFormat: nil))
                }
                #expect(
                    throws: LedgerError.invalidRows(
                        source: "b.xlsx",
                        problems: [
                            .verbatim(
                                "b.xlsx: unknown categories: nosuch (expense, 1 row, first on row 19); "
                                    + "add them with 'timi category add', or pass --create-categories"),
                            "b.xlsx: row 20: the id 'a' is also on row 19",
                        ], total: 2)
                ) { try resolver.finish() }
            }
        }
        let places = [ImportPlace.line(3), .row(19)].map { $0.locate("bad", in: "f") }
        #expect(places == ["f:3: bad", "f: row 19: bad"])
    }

    @Test(
        arguments: [
            ("a.xlsx", "date,amount", ImportFormat.xlsx), ("a.csv", "PK\u{3}\u{4}", .xlsx),
            (nil, "PK\u{3}\u{4}", .xlsx),
            ("a.csv", "PK", .csv),
        ] as [(String?, String, ImportFormat)])
    func knowsAWorkbookByItsContent(path: String?, start: String, format: ImportFormat) {
        #expect(ImportFormat.guess(path: path, bytes: Array(start.utf8)) == format)
    }
}
