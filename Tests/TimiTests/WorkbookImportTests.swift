import TestSupport
import Foundation
import Testing

/// `timi import` of an XLSX workbook and of GBK text, as WeChat Pay, Alipay and banks export them.
struct WorkbookImportTests {
    /// A fixture of LedgerCoreTests (made by its `Fixtures/make_fixtures.py`).
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("LedgerCoreTests/Fixtures/\(name)").path
    }

    /// The bills of a ledger as `export` writes them, up to the book: the columns after it (id, photo,
    /// created, an import makes up; payee, ref, categoryAlias and the accounts' four) are left out.
    static func bills(_ timi: TimiRunner) throws -> [String] {
        try timi.run("export", "all").stdout.split(separator: "\r\n").map {
            $0.split(separator: ",", omittingEmptySubsequences: false).dropLast(11).joined(separator: ",")
        }
    }

    @Test func importsAWorkbookAndAGBKFileAsTheirUTF8CSV() throws {
        try withTemporaryDirectory { dir in
            var bills: [[String]] = []
            for (index, name) in ["timi.csv", "timi.xlsx", "timi-gbk.csv"].enumerated() {
                let timi = TimiRunner(home: dir + "/\(index)")
                let result = try timi.run("import", Self.fixture(name))
                #expect(result.status == 0, "\(name): \(result.stderr)")
                #expect(result.stderr == "imported 4, skipped 0 already present\n")
                bills.append(try Self.bills(timi))
            }
            #expect(bills[0].count == 5)
            #expect(bills[0].contains("2026-11-03,expense,229.90,服饰,\"衬衫, 蓝色 & \"\"新\"\"\",日常账本"))
            #expect(bills[1] == bills[0])
            #expect(bills[2] == bills[0])
            // The same rows, whichever file they came in: nothing new.
            let again = try TimiRunner(home: dir + "/1").run(
                "import", Self.fixture("timi-gbk.csv"), "--encoding", "gbk")
            #expect(
                again.stderr
                    == "imported 0, skipped 4 with the same date, amount and description as a bill imported before\n"
            )
            let forced = try TimiRunner(home: dir + "/1").run(
                "import", Self.fixture("timi-gbk.csv"), "--encoding=utf-8")
            #expect(forced.status == 65)
            #expect(
                forced.stderr.hasSuffix("timi-gbk.csv:2: not UTF-8 text (byte 0xD3); nothing was imported\n"))
        }
    }

    @Test(arguments: [
        ("timi-bad.xlsx", "row 3: invalid amount '-12.345': at most two decimals are allowed"),
        ("timi-gbk-cut.csv", "5: not UTF-8 or GB18030 text (byte 0xC0)"),
        ("encrypted.zip", "the zip is password-protected: unzip it first"),
    ])
    func refusesABadFileInOneLineAndChangesNothing(_ name: String, _ problem: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "1", "meals")
            let before = snapshot(timi.home)
            let file = Self.fixture(name)
            let result = try timi.run("import", file)
            #expect(result.status == 65)
            let separator = name.hasSuffix(".csv") ? ":" : ": "
            #expect(result.stderr == "Error: \(file)\(separator)\(problem); nothing was imported\n")
            #expect(snapshot(timi.home) == before)
        }
    }
}
