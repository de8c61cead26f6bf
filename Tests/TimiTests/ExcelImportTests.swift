import Foundation
import TestSupport
import Testing

/// `timi import` of an Excel 97–2003 `.xls` (LedgerCoreTests' fixtures, made by
/// `make_xls_fixtures.py`): told by its content, booked as its `.xlsx` twin, and refused in one line
/// with the ledger unchanged when it is cut short or damaged.
struct ExcelImportTests {
    @Test(arguments: [("timi.xls", "timi.xlsx", 4), ("wechat.xls", "wechat.xlsx", 3)])
    func importsAnXLSAsItsXLSXTwin(_ xls: String, _ xlsx: String, _ count: Int) throws {
        try withTemporaryDirectory { dir in
            let old = TimiRunner(home: dir + "/xls")
            let result = try old.run("import", WorkbookImportTests.fixture(xls))
            #expect(result.status == 0, "\(result.stderr)")
            let new = TimiRunner(home: dir + "/xlsx")
            let twin = try new.run("import", WorkbookImportTests.fixture(xlsx))
            #expect(result.stderr == twin.stderr)
            let bills = try WorkbookImportTests.bills(old)
            #expect(bills.count == 1 + count)  // the header and the bills
            #expect(bills == (try WorkbookImportTests.bills(new)))
            // Importing it again adds nothing.
            let again = try old.run("import", WorkbookImportTests.fixture(xls))
            #expect(again.status == 0)
            #expect(again.stderr.contains("imported 0"))
            #expect(try WorkbookImportTests.bills(old) == bills)
        }
    }

    @Test func readsAWeChatStatementsDateCellsAndBooksIt() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run("import", WorkbookImportTests.fixture("wechat.xls"))
            #expect(
                result.stderr.hasSuffix(
                    "WeChat Pay statement: imported 3, skipped 0 already present, left out 0 (closed, neutral or refunded)\n"
                ))
            #expect(
                try WorkbookImportTests.bills(timi).dropFirst().map {
                    $0.split(separator: ",").prefix(4).joined(separator: ",")
                } == [
                    "2026-02-03,expense,28.16,用餐", "2026-02-04,income,1234.56,一般",
                    "2026-02-05,income,229.90,退款",
                ])
        }
    }

    /// SPDB's own .xls export (in `../shared/peer2/`, never copied here; a missing file fails), whose
    /// header today's importer reads with a rules file's `skip` and `--map`: the four rows its peer
    /// project books (three 3.88 payments, 10.00 in). The other banks' exports need the general
    /// statement reader (footers, `20250101` and `30 Jun 2023` dates, signs); their rows are checked
    /// cell for cell by LedgerCoreTests' PeerWorkbookTests.
    @Test func importsSPDBsOwnExportWithARulesFileAndAMap() throws {
        let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/peer2/deb-sig+double-entry-generator/spdb_debit")
            .standardized.path
        let file = peer + "/example-spdb_debit-records.xls"
        try #require(FileManager.default.fileExists(atPath: file), "\(file) is missing")
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let rules = dir + "/spdb.rules"
            try "skip 1\n".write(toFile: rules, atomically: true, encoding: .utf8)
            let arguments = [
                "import", file, "--rules", rules, "--map",
                "交易日期=date,存入金额=amount-in,取出金额=amount-out,交易对手名称=payee,交易类型=note,余额=balance",
            ]
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let bills = try WorkbookImportTests.bills(timi).dropFirst().map {
                $0.split(separator: ",").prefix(3).joined(separator: ",")
            }
            #expect(
                bills.sorted() == [
                    "2025-12-03,expense,3.88", "2025-12-05,expense,3.88", "2025-12-05,expense,3.88",
                    "2025-12-05,income,10.00",
                ])
            let again = try timi.run(arguments: arguments)
            #expect(again.stderr.contains("imported 0"), "\(again.stderr)")
        }
    }

    @Test func aFileNamedXLSIsReadByItsContent() throws {
        // Some banks write CSV under an .xls name: no compound file signature, so it is read as text.
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = dir + "/statement.xls"
            try Data("date,type,amount,category\n2026-11-01,expense,5,meals\n".utf8).write(
                to: URL(fileURLWithPath: file))
            let result = try timi.run("import", file)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr == "imported 1, skipped 0 already present\n")
        }
    }

    /// `timi.xls` damaged: cut at 3,000 bytes, its FAT made to loop, its Workbook stream claiming
    /// 2 GB, random bytes after the signature.
    static func damaged(_ how: String, _ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let fat = 512 + 512 * (Int(bytes[0x4C]) | Int(bytes[0x4D]) << 8)
        let directory = 512 + 512 * (Int(bytes[0x30]) | Int(bytes[0x31]) << 8)
        switch how {
        case "cut": return Array(bytes.prefix(3000))
        case "loop": bytes.replaceSubrange((fat + 4)..<(fat + 8), with: [0, 0, 0, 0])
        case "huge": bytes.replaceSubrange((directory + 248)..<(directory + 252), with: [0, 0, 0, 0x7F])
        default:
            var random = SeededRandom(seed: 37)
            bytes = Array(bytes.prefix(8)) + (0..<4000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        }
        return bytes
    }

    @Test(arguments: [
        ("cut", "the .xls file is cut short; download it again"),
        ("loop", "the .xls file's allocation table has a loop"),
        ("huge", "the .xls file's stream claims 2130706432 bytes, more than the file holds"),
        ("random", "the .xls file's header is damaged"),
    ])
    func refusesADamagedXLSInOneLineAndChangesNothing(_ how: String, _ problem: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let before = snapshot(timi.home)
            let file = dir + "/statement.xls"
            let bytes = Self.damaged(
                how,
                [UInt8](try Data(contentsOf: URL(fileURLWithPath: WorkbookImportTests.fixture("timi.xls")))))
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            let result = try timi.run("import", file)
            #expect(result.status == 65)
            #expect(result.stderr == "Error: \(file): \(problem); nothing was imported\n")
            #expect(snapshot(timi.home) == before)
        }
    }
}
