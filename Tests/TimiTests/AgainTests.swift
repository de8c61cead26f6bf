import Foundation
import TestSupport
import Testing

/// `timi again`: a copy of the last added bill, or of one named by id, dated today or `--date`.
struct AgainTests {
    /// The line of the month file that holds the bill whose id starts with `shortID`.
    func line(of shortID: String, in timi: TimiRunner, month: String) throws -> String {
        let text = try String(contentsOfFile: timi.home + "/bills/1/\(month).json", encoding: .utf8)
        return try #require(
            text.split(separator: "\n").first { $0.contains("\"id\":\"\(shortID)") }.map(String.init))
    }

    @Test func copiesTheLastAddedBillNotTheNewestDated() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("add", "12", "meals", "--note", "lunch", "--payee", "Canteen")
            try timi.run("add", "30", "transport", "--date", "2026-10-01", "--note", "metro card")
            let again = try timi.run("again")
            #expect(again.status == 0)
            #expect(again.stderr == "Added expense 30.00 交通 (transport) on 2026-11-21 to 日常账本\n")
            let id = again.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(id.count == 8)
            let copy = try line(of: id, in: timi, month: "2026-11")
            #expect(copy.contains(#""date":"2026-11-21""#) && copy.contains(#""note":"metro card""#))
            // The copy is now the last added: `again` again copies it, to the same day.
            #expect(
                try timi.run("again", "--date", "yesterday").stderr.contains(
                    "30.00 交通 (transport) on 2026-11-20"))
        }
    }

    @Test func copiesABillByPrefixWithANewAmountButNotItsPhoto() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let photo = dir + "/receipt.jpg"
            try Data([0xFF, 0xD8, 0xFF]).write(to: URL(fileURLWithPath: photo))
            let id = try timi.run(
                "add", "12", "meals", "--note", "lunch", "--payee", "Canteen", "--photo", photo
            )
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            try timi.run("add", "3", "snacks")
            let again = try timi.run("again", String(id.prefix(5)), "18+2", "--date", "11-02", "--json")
            #expect(again.status == 0)
            #expect(again.stdout.hasPrefix(#"{"amount":"20.00","book":"日常账本","category":"用餐","categoryAlias":"meals","created":"#))
            #expect(
                again.stdout.contains(#""date":"2026-11-02""#) && again.stdout.contains(#""note":"lunch""#))
            #expect(again.stdout.contains(#""payee":"Canteen""#) && again.stdout.contains(#""photo":null"#))
            #expect(!again.stdout.contains(id))
        }
    }

    @Test func doesNotCopyTheImportKeyOrTheTransactionNumber() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let csv = dir + "/in.csv"
            try Data(
                "date,type,amount,category,note,payee,ref\n2026-11-03,expense,7.5,meals,bun,Bakery,T123\n"
                    .utf8
            )
            .write(to: URL(fileURLWithPath: csv))
            #expect(try timi.run("import", csv).status == 0)
            let id = try timi.run("again").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            let copy = try line(of: id, in: timi, month: "2026-11")
            #expect(copy.contains(#""payee":"Bakery""#) && copy.contains(#""note":"bun""#))
            #expect(!copy.contains("importKey") && !copy.contains("\"ref\""))
            // Re-importing the file still finds its row present: the copy took no key.
            #expect(try timi.run("import", csv).stderr == "imported 0, skipped 1 already present\n")
        }
    }

    @Test func copiesFromTheBookGivenAndRefusesABillOfAnother() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("book", "add", "Trip")
            let id = try timi.run("add", "450", "travel", "--book", "Trip", "--note", "hotel")
                .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            try timi.run("add", "5", "meals")
            #expect(
                try timi.run("again", "--book", "Trip").stderr.contains(
                    "450.00 旅游 (travel) on 2026-11-21 to Trip"))
            #expect(try timi.run("again", id).stderr.hasSuffix("to Trip\n"))
            let before = snapshot(timi.home)
            let other = try timi.run("again", id, "--book", "日常账本")
            #expect(other.status == 1)
            #expect(other.stderr == "Error: bill \(id) is in Trip, not in 日常账本\n")
            #expect(snapshot(timi.home) == before)
        }
    }

    static let bad: [BadInputTests.Case] = [
        BadInputTests.Case(
            arguments: ["again", "--book", "Empty"], status: 1,
            message: "Error: Empty has no bill to copy yet: add one with 'timi add'"),
        BadInputTests.Case(arguments: ["again", "zzz"], status: 1, message: "Error: no bill matches 'zzz'"),
        BadInputTests.Case(
            arguments: ["again", "last", "12,5"], status: 65,
            message: "Error: invalid amount '12,5'"),
        BadInputTests.Case(
            arguments: ["again", "last", "0"], status: 65, message: "Error: invalid amount '0'"),
        BadInputTests.Case(
            arguments: ["again", "--date", "2026-02-30"], status: 65,
            message: "Error: invalid date '2026-02-30'"),
        BadInputTests.Case(
            arguments: ["again", "last", "1", "2"], status: 64, message: "Error: Unexpected argument '2'"),
    ]

    @Test(arguments: bad)
    func isRefusedAndChangesNothing(_ bad: BadInputTests.Case) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try timi.run("book", "add", "Empty")
            try timi.run("add", "1", "meals", "--note", "seed")
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status)
            #expect(result.stderr.hasPrefix(bad.message), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }
}
