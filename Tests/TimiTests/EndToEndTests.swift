import Foundation
import TestSupport
import Testing

/// The main job, run as a person would: record a bill on a fresh ledger, list it back.
struct EndToEndTests {
    @Test func recordsAndListsABillOnAFreshLedger() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run("add", "12+8.5", "meals", "--note", "lunch")
            #expect(added.status == 0)
            #expect(added.stdout.range(of: #"^[0-9a-f]{8}\n$"#, options: .regularExpression) != nil)
            #expect(added.stderr == "Added expense 20.50 用餐 (meals) on 2026-11-21 to 日常账本\n")

            let listed = try timi.run("list", "--json")
            #expect(listed.status == 0)
            let bills = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
            #expect(bills.count == 1)
            #expect(bills.first?["amount"] as? String == "20.50")
            #expect(bills.first?["category"] as? String == "用餐")
            #expect(bills.first?["note"] as? String == "lunch")
            #expect((bills.first?["id"] as? String)?.hasPrefix(added.stdout.trimmingCharacters(in: .newlines)) == true)

            let text = try timi.run("list")
            #expect(text.stdout.contains("2026-11-21 Sat"))
            #expect(text.stdout.contains("│ 用餐  20.50  lunch"))
        }
    }

    @Test func listsNewestFirstWithEachDayOnce() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir)
            try timi.run("add", "1", "-d", "11-02")
            try timi.run("add", "2", "-d", "11-05")
            try timi.run("add", "3", "-d", "11-05")
            try timi.run("add", "4000", "salary", "-d", "11-02")
            let text = try timi.run("list").stdout
            let days = text.split(separator: "\n").filter { $0.contains(" 2026-11-") }.map {
                $0.split(separator: " ").joined(separator: " ")
            }
            #expect(days == ["2026-11-05 Thu 5.00", "4000.00 2026-11-02 Mon 1.00"])
            let amounts = try timi.run("list", "--json").stdout.split(separator: "\n").compactMap { line in
                line.range(of: #""amount":"[0-9.]+""#, options: .regularExpression).map { String(line[$0]) }
            }
            #expect(amounts == [#""amount":"3.00""#, #""amount":"2.00""#, #""amount":"4000.00""#, #""amount":"1.00""#])
            #expect(try timi.run("list", "2026-10").stdout.contains("No bills in 2026-10."))
            #expect(try timi.run("list", "--from", "11-03", "--to", "11-30", "--json").stdout.split(separator: "\n").count == 4)
        }
    }

    @Test func showsEditsAndDeletesByIdPrefix() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir)
            let id = try timi.run("add", "9.90", "snacks", "-n", "chips").stdout.trimmingCharacters(in: .newlines)
            let shown = try timi.run("show", String(id.prefix(5)))
            #expect(shown.status == 0)
            #expect(shown.stdout.contains("category  零食 (snacks)"))
            let edited = try timi.run("edit", id, "--amount", "10+2", "--date", "2026-10-31", "--note", "more chips")
            #expect(edited.status == 0)
            #expect(edited.stdout.contains("2026-10-31 零食 12.00 more chips"))
            #expect(FileManager.default.fileExists(atPath: dir + "/bills/1/2026-10.json"))
            #expect(!FileManager.default.fileExists(atPath: dir + "/bills/1/2026-11.json"))
            let income = try timi.run("edit", id, "--income", "--json")
            #expect(income.stdout.contains(#""category":"一般""#))
            #expect(income.stdout.contains(#""type":"income""#))
            let deleted = try timi.run("delete", id)
            #expect(deleted.stdout.hasPrefix("Deleted \(id)"))
            #expect(try timi.run("show", id).status == 1)
        }
    }

    @Test func booksAndCategories() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir)
            #expect(try timi.run("book", "add", "旅行", "--currency", "€").status == 0)
            try timi.run("add", "30", "--book", "旅行")
            try timi.run("add", "5")
            let balance = try timi.run("balance", "--json")
            #expect(balance.stdout.contains(#"{"balance":"-5.00","count":1,"currency":"¥","expense":"5.00","income":"0.00"}"#))
            #expect(balance.stdout.contains(#"{"balance":"-30.00","count":1,"currency":"€","expense":"30.00","income":"0.00"}"#))
            #expect(!balance.stdout.contains("35.00"))
            let text = try timi.run("balance").stdout
            #expect(text.contains("All books (¥)") && text.contains("All books (€)"))
            #expect(try timi.run("book", "use", "旅").stdout == "Current book: 旅行\n")
            #expect(try timi.run("book", "list").stdout.contains("*   2  旅行"))
            #expect(try timi.run("book", "rename", "旅行", "Trip").status == 0)
            #expect(try timi.run("book", "delete", "Trip").status == 64)  // needs --yes
            #expect(try timi.run("book", "delete", "Trip", "--yes").stdout.contains("and its 1 bill; current book: 日常账本"))
            let last = try timi.run("book", "delete", "日常账本", "--yes")
            #expect(last.status == 1)
            #expect(last.stderr == "Error: 日常账本 is the last book; a ledger keeps at least one\n")

            #expect(try timi.run("category", "add", "咖啡", "--alias", "coffee").status == 0)
            try timi.run("add", "3", "coffee")
            let inUse = try timi.run("category", "delete", "coffee")
            #expect(inUse.status == 1)
            #expect(inUse.stderr.contains("--move-to"))
            #expect(try timi.run("category", "delete", "coffee", "--move-to", "snacks").stdout.contains("moved 1 bill to 零食"))
            let list = try timi.run("category", "list", "--income", "--json").stdout
            #expect(list.split(separator: "\n").count == 11)  // [ + 9 income categories + ]
        }
    }
}
