import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi list --account A`: the account's register with a running balance, carried into the period
/// from the totals files; and the cron report's net worth and credit-card dues.
struct AccountRegisterTests {
    /// The ledger of ``AccountBalanceTests``: 招行信用卡 opens at -200, is charged 35 on 2026-10-02,
    /// 68.40 on 2026-11-03 and, in the book 旅行, 100 on 2026-11-10.
    func prepared(_ dir: String) throws -> TimiRunner { try AccountBalanceTests().prepared(dir) }

    /// Short ids are random: golden files see them as one fixed id.
    func masked(_ text: String) -> String {
        text.replacing(#/(?m)^[0-9a-f]{8}  /#, with: "01234567  ")
    }

    @Test func eachRowCarriesTheBalanceAfterIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let json = try timi.run("list", "--account", "招行", "2026-11", "--json")
            #expect(json.status == 0, "\(json.stderr)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["account"] as? String == "招行信用卡")
            #expect(object["opening"] as? String == "-235.00")
            #expect(object["closing"] as? String == "-403.40")
            #expect(object["from"] as? String == "2026-11-01")
            #expect(object["to"] as? String == "2026-11-30")
            let rows = try #require(object["rows"] as? [[String: Any]])
            #expect(rows.map { $0["balance"] as? String } == ["-303.40", "-403.40"])
            #expect(rows.map { ($0["bill"] as? [String: Any])?["book"] as? String } == ["日常账本", "旅行"])
            // The closing balance is what `timi accounts` says on the period's last day.
            #expect(
                try timi.run("accounts", "--date", "2026-11-30", "--json").stdout.contains(
                    #"{"balance":"-403.40","currency":"¥","kind":"credit","name":"招行信用卡""#))
            // A period from the middle of a month carries the month's earlier bills into its opening.
            let middle = try timi.run(
                "list", "-a", "招行", "--from", "2026-11-05", "--to", "2026-11-30", "--json")
            #expect(middle.stdout.contains(#""opening":"-303.40""#))
            #expect(middle.stdout.components(separatedBy: #"{"balance":"#).count == 2)
            // A month without bills of the account: opening and closing are the same.
            let empty = try timi.run("list", "-a", "工资卡", "2026-12", "--json").stdout
            #expect(
                empty
                    == #"{"account":"工资卡","closing":"9000.00","currency":"¥","from":"2026-12-01","opening":"9000.00","rows":[],"to":"2026-12-31"}"#
                    + "\n")
        }
    }

    @Test func csvGivesEachBillItsFlowAndBalance() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let csv = try timi.run("list", "-a", "微信零钱", "2026", "--format", "csv").stdout
            let lines = csv.components(separatedBy: "\r\n").map {
                $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
            #expect(
                lines.first == [
                    "date", "type", "amount", "category", "note", "book", "id", "flow", "balance",
                ])
            #expect(
                lines.dropFirst().prefix(2).map { [$0[0], $0[7], $0[8]] } == [
                    ["2026-11-20", "-12.00", "308.50"], ["2026-11-21", "-3.00", "305.50"],
                ])
        }
    }

    /// A transfer in the register names the account at its other end (it has no category), on
    /// both sides, with what it moved there and the fee from the source.
    @Test func aTransferNamesTheOtherAccount() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let moved = try timi.run("transfer", "50", "工资卡", "招行信用卡", "--fee", "1", "-d", "2026-11-25")
            #expect(moved.status == 0, "\(moved.stderr)")
            let debit = try timi.run("list", "--account", "工资卡", "2026-11").stdout
            #expect(debit.contains("2026-11-25  ⇄ 招行信用卡"), "\(debit)")
            #expect(debit.contains("-51.00"), "\(debit)")
            let card = try timi.run("list", "--account", "招行信用卡", "2026-11").stdout
            #expect(card.contains("2026-11-25  ⇄ 工资卡"), "\(card)")
            #expect(card.contains("+50.00"), "\(card)")
            #expect(!card.contains("?"), "\(card)")
            let csv = try timi.run("list", "-a", "工资卡", "2026-11", "--format", "csv").stdout
            #expect(csv.contains("2026-11-25,transfer,50.00,,"), "\(csv)")
        }
    }

    @Test func anUnknownAccountIsRefusedWithADidYouMean() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let before = snapshot(timi.home)
            let result = try timi.run("list", "--account", "Chse")
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == "Error: no account matches 'Chse'; did you mean 'Chase'?\n")
            let filtered = try timi.run("list", "--account", "Chase", "--sort", "amount")
            #expect(filtered.status == 64)
            #expect(filtered.stderr.hasPrefix("Error: '--sort' and '--account' cannot be used together"))
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test(arguments: [("en", 80), ("zh", 80), ("en", 40), ("zh", 40)])
    func theRegisterMatchesItsGolden(_ language: String, _ width: Int) throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            timi.extraEnvironment = [
                "COLUMNS": String(width), "LANG": language == "zh" ? "zh_CN.UTF-8" : "C",
            ]
            let result = try timi.run("list", "--account", "招行信用卡", "2026")
            #expect(result.status == 0)
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= width, "too wide: \(line)")
            }
            try expectSnapshot(
                masked(result.stdout), named: "\(language == "zh" ? "zh-" : "")register-\(width).txt")
        }
    }

    @Test(arguments: [
        ("en", "text", "report-accounts.txt"), ("zh", "text", "zh-report-accounts.txt"),
        ("en", "markdown", "report-accounts.md"), ("zh", "html", "zh-report-accounts.html"),
    ])
    func theReportGainsNetWorthAndDues(_ language: String, _ format: String, _ golden: String) throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            timi.extraEnvironment = ["COLUMNS": "80", "LANG": language == "zh" ? "zh_CN.UTF-8" : "C"]
            let result = try timi.run("report", "2026-11", "--format", format)
            #expect(result.status == 0, "\(result.stderr)")
            try expectSnapshot(result.stdout, named: golden)
        }
    }

    @Test func theReportsJSONHasNetWorthAndDuesOnlyWithAccounts() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let json = try timi.run("report", "2026-11", "--format", "json").stdout
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let netWorth = try #require(object["netWorth"] as? [String: Any])
            #expect(netWorth["date"] as? String == "2026-11-30")
            let yuan = (netWorth["totals"] as? [String: Any])?["¥"] as? [String: String]
            #expect(yuan == ["assets": "9312.50", "liabilities": "403.40", "netWorth": "8909.10"])
            let dues = try #require(object["dues"] as? [[String: String]])
            #expect(dues == [["amount": "303.40", "card": "招行信用卡", "currency": "¥", "date": "2026-11-23"]])
            // October's statement (closed on the 5th, after the 35 of the 2nd) is due on the 23rd.
            let october = try timi.run("report", "2026-10", "--format", "json").stdout
            #expect(
                october.contains(#"{"amount":"235.00","card":"招行信用卡","currency":"¥","date":"2026-10-23"}"#))
            let plain = TimiRunner(home: dir + "/plain")
            #expect(try plain.run("add", "1", "meals", "-d", "2026-11-02").status == 0)
            let without = try plain.run("report", "2026-11", "--format", "json").stdout
            #expect(!without.contains("netWorth") && !without.contains("dues"))
        }
    }
}
