import Foundation
import TestSupport
import Testing

/// `timi import` of a bank export timi has no reader for (LedgerCoreTests' `Fixtures/banks/`): booked
/// with no flags, the plan saying what was inferred, `--date-format` and `--decimal-comma` overriding
/// it, and a file it cannot read refused in one line, exit status 65, the ledger byte for byte unchanged.
struct BankImportTests {
    static func fixture(_ name: String) -> String { WorkbookImportTests.fixture("banks/" + name) }

    /// Every file of the ledger and its bytes.
    static func files(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: directory)
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory + "/" + name
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[name] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    @Test func booksAnUnknownBankAndSaysWhatItInferred() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let plan = try timi.run("import", Self.fixture("gls.csv"), "--dry-run")
            #expect(plan.status == 0, "\(plan.stderr)")
            #expect(plan.stdout.contains("Read as a bank statement: windows-1252, fields separated by \";\""))
            #expect(plan.stdout.contains("  Betrag → amount"))
            #expect(plan.stdout.contains("  dates DD/MM/YYYY, decimal mark \",\""))
            #expect(plan.stdout.contains("  a negative amount is an expense"))
            let json = try timi.run("import", Self.fixture("cmb-credit.csv"), "--dry-run", "--json")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let inferred = try #require(object["inferred"] as? [String: Any])
            #expect(inferred["source"] as? String == "bank statement")
            #expect(inferred["dateOrder"] as? String == "MM/DD")
            #expect(inferred["sign"] as? String == "positive-is-expense")
            #expect(inferred["postingDate"] as? String == "记账日")
            #expect(inferred["header"] as? Int == 2)
            let result = try timi.run("import", Self.fixture("gls.csv"))
            #expect(result.status == 0)
            #expect(result.stderr.contains("bank statement: imported 2"), "\(result.stderr)")
            let again = try timi.run("import", Self.fixture("gls.csv"))
            #expect(again.stderr.contains("imported 0"), "\(again.stderr)")
        }
    }

    @Test func dateFormatAndDecimalCommaOverrideTheInference() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let days = try timi.run("import", Self.fixture("ambiguous.csv"), "--date-format", "DD/MM/YYYY", "--dry-run")
            #expect(days.status == 0, "\(days.stderr)")
            #expect(days.stdout.contains("dates DD/MM/YYYY (as told)"))
            #expect(days.stdout.contains("2025-04-03"))
            let file = dir + "/comma.csv"
            try "Datum;Betrag\n2025-01-02;\"-1,500\"\n".write(toFile: file, atomically: true, encoding: .utf8)
            let comma = try timi.run("import", file, "--decimal-comma", "--dry-run")
            #expect(comma.stdout.contains("1.50") && !comma.stdout.contains("1500.00"), "\(comma.stdout)")
            let bad = try timi.run("import", file, "--date-format", "DD/MM")
            #expect(bad.status == 64)
        }
    }

    @Test(arguments: [
        ("ambiguous.csv", "fit both day/month and month/day (such as 03/04/2025); choose with --date-format DD/MM/YYYY"),
        ("no-header.csv", "(columns seen: Foo, Bar, Baz); name them with --map COLUMN=date,COLUMN=amount"),
    ])
    func refusesWhatItCannotReadLeavingTheLedgerAsItWas(_ name: String, _ message: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "12.50", "meals").status == 0)
            let before = try Self.files(dir + "/ledger")
            let result = try timi.run("import", Self.fixture(name))
            #expect(result.status == 65)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(try Self.files(dir + "/ledger") == before)
        }
    }

    @Test func refusesRandomBytesLeavingTheLedgerAsItWas() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "12.50", "meals").status == 0)
            let before = try Self.files(dir + "/ledger")
            var generator = SystemRandomNumberGenerator()
            for round in 0..<5 {
                let file = dir + "/random-\(round).csv"
                let bytes = (0..<2048).map { _ in UInt8.random(in: 0...255, using: &generator) }
                try Data(bytes).write(to: URL(fileURLWithPath: file))
                let result = try timi.run("import", file)
                #expect(result.status == 65, "\(result.stderr)")
                #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
            }
            #expect(try Self.files(dir + "/ledger") == before)
        }
    }
}
