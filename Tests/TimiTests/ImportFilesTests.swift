import Foundation
import TestSupport
import Testing

/// The files an import writes, byte for byte (issue 15): the month files and the id index of two
/// imports, the second into months the first made, are those of a golden recorded before imports
/// stopped holding their bills in memory.
struct ImportFilesTests {
    /// Rows over three months and two books, out of order: known and new categories (some only in the
    /// second file), income and expense, notes with quotes, backslashes and CJK, and payees and
    /// transaction numbers in October only (its file is format 2, the others format 1).
    static func rows(_ range: Range<Int>) -> String {
        var random = SeededRandom(seed: 15)
        let categories = [
            ("meals", "expense"), ("transport", "expense"), ("groceries", "expense"), ("salary", "income"),
            ("pets", "expense"), ("bonus", "income"),
        ]
        let notes = ["lunch", "say \\\"hi\\\"", "back\\\\slash", "午饭 面条", "", "taxi home"]
        var lines: [String] = []
        for number in 0..<600 {
            let month = 9 + Int(random.next() % 3)
            let day = 1 + Int(random.next() % 28)
            let (category, type) = categories[Int(random.next() % UInt64(number < 400 ? 4 : 6))]
            let cents = 1 + random.next() % 50_000
            // Bills of a day share creation times now and then: the id orders them.
            let minute = String(format: "%02d", random.next() % 40)
            var fields = [
                "\"id\": \"\(String(format: "%08x", random.next() % 0xFFFF_FFFF))-0000-4000-8000-\(String(format: "%012d", number))\"",
                "\"date\": \"2026-\(String(format: "%02d", month))-\(String(format: "%02d", day))\"",
                "\"type\": \"\(type)\"",
                "\"amount\": \"\(cents / 100).\(String(format: "%02d", cents % 100))\"",
                "\"category\": \"\(category)\"", "\"book\": \"\(number % 3 == 0 ? "family" : "daily")\"",
                "\"note\": \"\(notes[number % notes.count])\"",
                "\"created\": \"2026-\(String(format: "%02d", month))-01T08:\(minute):00.000Z\"",
            ]
            if month == 10 && number % 2 == 0 {
                fields += ["\"payee\": \"Shop \(number % 7)\"", "\"ref\": \"42000\(number)\""]
            }
            lines.append("{" + fields.joined(separator: ", ") + "}")
        }
        return lines[range].joined(separator: "\n") + "\n"
    }

    @Test func anImportWritesTheFilesItAlwaysWrote() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            for book in ["daily", "family"] { #expect(try timi.run("book", "add", book).status == 0) }
            let first = try timi.run(
                "import", "-", "--format", "jsonl", "--create-categories", stdin: Self.rows(0..<400))
            #expect(
                first.stderr
                    == "created categories: groceries (groceries, expense)\nimported 400, skipped 0 already present\n"
            )
            // The second file repeats 50 rows of the first and brings 200 more, in new categories too.
            let second = try timi.run(
                "import", "-", "--format", "jsonl", "--create-categories", stdin: Self.rows(350..<600))
            #expect(second.status == 0)
            #expect(second.stderr.hasSuffix("imported 200, skipped 50 already present\n"))
            var files = ""
            for (path, data) in ledgerFiles(timi.home).sorted(by: { $0.key < $1.key })
            where path.hasPrefix("bills/") && path.hasSuffix(".json") || path.hasPrefix("ids/") {
                files += "== \(path)\n" + String(decoding: data, as: UTF8.self)
            }
            try expectSnapshot(files, named: "import-files.txt")
            #expect(try timi.run("doctor").status == 0)
        }
    }

    /// An import into months that already have bills records their new totals (a regression: the
    /// totals files' older summaries were read back over them at commit).
    @Test func anImportIntoMonthsWithBillsKeepsTheirTotalsRight() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run(
                "add", "-",
                stdin: "12.50 meals a 2025-01-03\n13 meals b 2025-01-05\n14 transport c 2025-02-01\n")
            #expect(added.status == 0)
            let rows =
                "date,type,amount,category,note\n2025-01-09,expense,5.50,meals,imp1\n"
                + "2025-03-02,expense,6.50,meals,imp2\n"
            #expect(try timi.run("import", "-", "--format", "csv", stdin: rows).status == 0)
            let doctor = try timi.run("doctor", "--dry-run")
            #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
            #expect(try timi.run("months").stdout.contains("31.00"))
        }
    }
}
