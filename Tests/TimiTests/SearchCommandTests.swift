import Foundation
import Testing

/// `timi search` through the CLI, on the fixture ledger: what it finds is what `list all --search`
/// finds, an amount finds its bills, and no match says so with status 1.
struct SearchCommandTests {
    func bills(_ arguments: String...) throws -> [[String: Any]] {
        let result = try Fixture.timi().run(arguments: arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    }

    func ids(_ bills: [[String: Any]]) -> [String] { bills.map { $0["id"] as? String ?? "" } }

    @Test func findsWhatListFindsOverAllTime() throws {
        for text in ["taxi", "a", "用餐"] {
            let found = try bills("search", text)
            #expect(!found.isEmpty)
            #expect(ids(found) == ids(try bills("list", "all", "--search", text)))
        }
    }

    @Test func aNumberFindsTheBillsOfThatAmount() throws {
        let all = try bills("list", "all")
        let amount = try #require(all.first?["amount"] as? String)
        let found = try bills("search", amount)
        #expect(found.contains { $0["amount"] as? String == amount })
        for bill in found where bill["amount"] as? String != amount {
            let text = [bill["note"], bill["category"]].compactMap { $0 as? String }.joined(separator: " ")
            #expect(text.contains(amount), "\(bill)")
        }
    }

    @Test func sortsAndReversesAsListDoes() throws {
        let byAmount = try bills("search", "e", "--sort", "amount")
        let amounts = byAmount.compactMap { Double($0["amount"] as? String ?? "") }
        #expect(amounts == amounts.sorted(by: >))
        #expect(ids(try bills("search", "e", "--sort", "amount", "-r")) == ids(byAmount).reversed())
        #expect(ids(try bills("list", "all", "--search", "e", "--sort", "amount")) == ids(byAmount))
    }

    @Test func noMatchSaysSoWithStatusOne() throws {
        let timi = try Fixture.timi()
        let text = try timi.run("search", "no such thing")
        #expect(text.status == 1)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr == "No bills in 日常账本 match 'no such thing'.\n")
        let json = try timi.run("search", "no such thing", "--json")
        #expect(json.status == 1 && json.stdout == "[]\n")
        let csv = try timi.run("search", "no such thing", "2026-11", "--format", "csv")
        #expect(
            csv.status == 1 && csv.stdout.hasPrefix("date,type,amount")
                && csv.stdout.split(separator: "\n").count == 1)
        #expect(csv.stderr == "No bills in 日常账本 match 'no such thing' in 2026-11.\n")
    }
}
