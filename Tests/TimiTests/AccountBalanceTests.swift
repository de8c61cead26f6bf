import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi accounts`: balances from the opening balance and the bills that name each account, kept per
/// month in the totals files; assets, liabilities and net worth per currency, never added across.
struct AccountBalanceTests {
    func prepared(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["account", "add", "工资卡", "--kind", "debit", "--opening", "1000"],
            [
                "account", "add", "招行信用卡", "--kind", "credit", "--opening", "-200", "--statement-day", "5",
                "--due-day", "23",
            ],
            ["account", "add", "微信零钱", "--kind", "wallet", "--opening", "320.50"],
            ["account", "add", "Chase", "--kind", "debit", "--currency", "USD", "--opening", "50"],
            ["account", "add", "藏起来", "--kind", "cash", "--opening", "7", "--hide"],
            ["add", "8000", "salary", "--income", "-a", "工资卡", "-d", "2026-10-31"],
            ["add", "35", "meals", "-a", "招行信用卡", "-d", "2026-10-02"],
            ["add", "68.40", "daily", "-a", "招行", "-d", "2026-11-03"],
            ["add", "12", "transport", "-a", "微信", "-d", "2026-11-20"],
            ["add", "3", "meals", "-a", "微信", "-d", "2026-11-21"],
            ["add", "9.99", "meals", "-a", "Chase", "-d", "2026-09-15"],
            ["book", "add", "旅行"],
            ["add", "100", "travel", "-a", "招行信用卡", "-d", "2026-11-10", "--book", "旅行"],
            ["add", "1", "meals", "-d", "2026-11-10"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    @Test func balancesAndTotalsPerCurrency() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let json = try timi.run("accounts", "--json").stdout
            #expect(
                json == """
                    {"accounts":[
                    {"balance":"9000.00","currency":"¥","kind":"debit","name":"工资卡"},
                    {"balance":"-403.40","currency":"¥","kind":"credit","name":"招行信用卡","statement":\
                    {"closed":"2026-11-05","due":"303.40","dueDate":"2026-11-23","spending":"100.00"}},
                    {"balance":"305.50","currency":"¥","kind":"wallet","name":"微信零钱"},
                    {"balance":"40.01","currency":"USD","kind":"debit","name":"Chase"}
                    ],"date":"2026-11-21","totals":{"USD":{"assets":"40.01","liabilities":"0.00","netWorth":"40.01"},\
                    "¥":{"assets":"9312.50","liabilities":"403.40","netWorth":"8909.10"}}}

                    """)
            // On an earlier day: the bills after it do not count.
            let october = try timi.run("accounts", "--date", "2026-11-19", "--json").stdout
            #expect(october.contains(#"{"balance":"320.50","currency":"¥","kind":"wallet","name":"微信零钱"}"#))
            let september = try timi.run("accounts", "--date", "2026-09-30", "--json").stdout
            #expect(september.contains(#"{"balance":"1000.00","currency":"¥","kind":"debit","name":"工资卡"}"#))
            #expect(
                september.contains(#"{"balance":"40.01","currency":"USD","kind":"debit","name":"Chase"}"#))
        }
    }

    @Test func theTotalsFilesKeepEachMonthsFlowPerAccount() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let totals = try String(contentsOfFile: timi.home + "/bills/1/2026.totals", encoding: .utf8)
            #expect(totals.contains(#""2026-10":{"accounts":{"1":"8000.00","2":"-35.00"},"categories":"#))
            // A month without accounts is written as before.
            let trip = try String(contentsOfFile: timi.home + "/bills/2/2026.totals", encoding: .utf8)
            #expect(trip.contains(#""2026-11":{"accounts":{"2":"-100.00"},"categories":"#))
            // Edits, deletes and undo keep the sums: the balances are those of the bills read again.
            let id = try timi.run("add", "5", "meals", "-a", "微信", "-d", "2026-11-15").stdout
                .trimmingCharacters(in: .newlines)
            #expect(try timi.run("edit", id, "--account", "招行").status == 0)
            #expect(try timi.run("accounts", "--json").stdout.contains(#""balance":"-408.40""#))
            #expect(try timi.run("delete", id).status == 0)
            #expect(try timi.run("accounts", "--json").stdout.contains(#""balance":"-403.40""#))
            #expect(try timi.run("undo").status == 0)
            #expect(try timi.run("accounts", "--json").stdout.contains(#""balance":"-408.40""#))
            let before = try timi.run("accounts", "--json").stdout
            #expect(try timi.run("doctor").status == 0)
            #expect(try timi.run("accounts", "--json").stdout == before)
        }
    }

    @Test(arguments: [("en", 80), ("zh", 80), ("en", 40), ("zh", 40)])
    func theTextMatchesItsGolden(_ language: String, _ width: Int) throws {
        try withTemporaryDirectory { dir in
            var timi = try prepared(dir)
            timi.extraEnvironment = [
                "COLUMNS": String(width), "LANG": language == "zh" ? "zh_CN.UTF-8" : "C",
            ]
            let result = try timi.run("accounts")
            #expect(result.status == 0)
            for line in result.stdout.split(separator: "\n") {
                #expect(TextWidth.of(line) <= width, "too wide: \(line)")
            }
            try expectSnapshot(result.stdout, named: "\(language == "zh" ? "zh-" : "")accounts-\(width).txt")
        }
    }

    @Test func aLedgerWithoutAccountsSaysHowToAddOne() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let added = try timi.run("add", "1", "meals")
            #expect(added.status == 0)
            #expect(try timi.run("accounts").stdout.contains("timi account add NAME --kind KIND"))
            #expect(
                try timi.run("accounts", "--json").stdout
                    == "{\"accounts\":[],\"date\":\"2026-11-21\",\"totals\":{}}\n")
        }
    }
}
