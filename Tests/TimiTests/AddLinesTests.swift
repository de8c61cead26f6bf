import Foundation
import TestSupport
import Testing

/// `timi add -`: bills from standard input, one per line, in one change or none.
struct AddLinesTests {
    @Test func addsEveryLineInOneChange() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1", "meals").status == 0)
            let input = "12.5 meals lunch\n8000 salary +income 11-01\r\n3 snacks \"11-01 trip\" mon\n"
            let result = try timi.run("add", "-", stdin: input)
            #expect(result.status == 0, "\(result.stderr)")
            let ids = result.stdout.split(separator: "\n")
            #expect(ids.count == 3 && ids.allSatisfy { $0.count == 8 }, "\(result.stdout)")
            #expect(result.stderr == "Added 3 bills to 日常账本\n")
            let list = try timi.run("list", "all", "--format", "csv").stdout
            #expect(list.contains("2026-11-21,expense,12.50,用餐,lunch"), "\(list)")
            #expect(list.contains("2026-11-01,income,8000.00,工资,"))
            #expect(list.contains("2026-11-16,expense,3.00,零食,11-01 trip"))
            // One change: one undo takes the three away, the bill before stays.
            #expect(try timi.run("undo").status == 0)
            #expect(
                try timi.run("list", "all", "--format", "csv").stdout.split(whereSeparator: \.isNewline).count
                    == 2)
        }
    }

    @Test func printsTheBillsAsJSON() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run(
                "add", "-", "--date", "yesterday", "--json", stdin: "1 meals\n2 salary +income\n")
            #expect(result.status == 0, "\(result.stderr)")
            let bills = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(bills.map { $0["date"] as? String } == ["2026-11-20", "2026-11-20"])
            #expect(bills.map { $0["type"] as? String } == ["expense", "income"])
        }
    }

    /// A bad line anywhere: one line on stderr naming it, exit 65, the ledger byte for byte as it was.
    @Test(arguments: [
        ("12.5 meals\n\n4 meals\n", "stdin:2: invalid line '': it is empty"),
        ("12.5 meals\n4 nosuch\n", "stdin:2: no category matches 'nosuch'"),
        ("12.5 meals\n10/3 meals\n", "stdin:2: invalid amount '10/3'"),
        ("1 meals 11-01 11-02\n", "stdin:1: invalid date '11-02'"),
        ("1 meals\n2 meals \(String(repeating: "x", count: 41))\n", "stdin:2: "),
        ("", "stdin: no bills"),
        ("\n", "stdin:1: invalid line ''"),
    ])
    func aBadLineStopsEverything(input: String, message: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1", "meals").status == 0)
            let before = LedgerContent(timi.home)
            let result = try timi.run("add", "-", stdin: input)
            #expect(result.status == 65)
            #expect(result.stderr.hasPrefix("Error: " + message), "\(result.stderr)")
            #expect(result.stderr.hasSuffix("; nothing was added\n"), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(result.stdout.isEmpty)
            #expect(LedgerContent(timi.home) == before)
        }
    }

    @Test func theNoteBelongsOnEachLine() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let result = try timi.run("add", "-", "--note", "x", stdin: "1 meals\n")
            #expect(result.status == 64)
            #expect(result.stderr.contains("'--note' cannot be used with 'timi add -'"))
        }
    }
}
