import Foundation
import TestSupport
import Testing

/// A book's own default account (`timi book account`): it wins over the configuration's
/// `defaultAccount` for add, add -, again and recurring rules; a bill's own account wins over both.
struct BookDefaultAccountTests {
    /// Accounts 招行信用卡 (1), 微信零钱 (2) and the closed 旧卡 (3); the configuration's default is
    /// 微信零钱; a second book 旅行.
    func prepared(_ dir: String) throws -> TimiRunner {
        var timi = TimiRunner(home: dir + "/ledger")
        timi.extraEnvironment["XDG_CONFIG_HOME"] = dir + "/config"
        for arguments in [
            ["add", "1", "meals", "-d", "2026-11-01"],
            ["account", "add", "招行信用卡", "--kind", "credit"],
            ["account", "add", "微信零钱", "--kind", "wallet"],
            ["account", "add", "旧卡", "--kind", "debit"],
            ["account", "close", "旧卡"],
            ["config", "set", "defaultAccount", "微信零钱"],
            ["book", "add", "旅行"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    func monthFile(_ timi: TimiRunner, book: Int) throws -> String {
        try String(contentsOfFile: timi.home + "/bills/\(book)/2026-11.json", encoding: .utf8)
    }

    @Test func theBooksDefaultWinsOverTheConfigurations() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("book", "account", "旅行").stdout == "none\n")
            let set = try timi.run("book", "account", "旅行", "招行")
            #expect(set.status == 0, "\(set.stderr)")
            #expect(set.stderr == "Book 旅行 takes the account 招行信用卡 by default\n")
            #expect(try timi.run("book", "account", "旅行").stdout == "招行信用卡\n")
            let ledger = try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8)
            #expect(ledger.contains(#""currency":"¥","defaultAccount":1,"id":2,"name":"旅行"}"#))
            // add, add - and a recurring rule in 旅行 take 招行信用卡; in the other book the configuration's.
            #expect(try timi.run("add", "30", "travel", "--book", "旅行", "-d", "2026-11-02").status == 0)
            let lines = try timi.run(
                arguments: ["add", "-", "--book", "旅行", "-d", "2026-11-03"],
                stdin: "12 meals\n8 transport @微信\n")
            #expect(lines.status == 0, "\(lines.stderr)")
            #expect(try timi.run("add", "5", "meals", "-d", "2026-11-04").status == 0)
            let trip = try monthFile(timi, book: 2)
            #expect(trip.contains(#"{"account":1,"amount":"30.00""#))
            #expect(trip.contains(#"{"account":1,"amount":"12.00""#))
            #expect(trip.contains(#"{"account":2,"amount":"8.00""#))
            #expect(try monthFile(timi, book: 1).contains(#"{"account":2,"amount":"5.00""#))
            let rule = try timi.run(
                "recurring", "add", "99", "travel", "--every", "month", "--book", "旅行", "--from", "2026-12-01"
            )
            #expect(rule.status == 0, "\(rule.stderr)")
            #expect(
                try timi.run("recurring", "list", "--book", "旅行", "--json").stdout.contains(
                    #""account":"招行信用卡""#))
            // again: a copy of a bill without an account takes its book's default.
            let plain = try timi.run("book", "account", "旅行", "")
            #expect(plain.stderr == "Book 旅行 has no default account\n")
            #expect(try timi.run("config", "unset", "defaultAccount").status == 0)
            #expect(try timi.run("add", "7", "travel", "--book", "旅行", "-d", "2026-11-05").status == 0)
            #expect(try timi.run("book", "account", "旅行", "招行信用卡").status == 0)
            #expect(try timi.run("again", "--book", "旅行", "-d", "2026-11-06").status == 0)
            #expect(try monthFile(timi, book: 2).contains(#"{"account":1,"amount":"7.00","category""#))
            #expect(try monthFile(timi, book: 2).contains(#"{"amount":"7.00","category""#))
            // Undo takes the setting back.
            #expect(try timi.run("undo").status == 0)
            #expect(try timi.run("undo").status == 0)
            #expect(try timi.run("book", "account", "旅行").stdout == "none\n")
        }
    }

    @Test func badAccountsAreRefusedAndTheLedgerIsUnchanged() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            let before = snapshot(timi.home)
            let unknown = try timi.run("book", "account", "旅行", "微信令钱")
            #expect(unknown.status == 1)
            #expect(unknown.stderr == "Error: no account matches '微信令钱'; did you mean '微信零钱'?\n")
            let closed = try timi.run("book", "account", "旅行", "旧卡")
            #expect(closed.status == 1)
            #expect(closed.stderr.contains("the account 旧卡 is closed"))
            let book = try timi.run("book", "account", "旅游", "招行")
            #expect(book.status == 1)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func deletingTheAccountMovesOrClearsTheBooksDefault() throws {
        try withTemporaryDirectory { dir in
            let timi = try prepared(dir)
            #expect(try timi.run("book", "account", "旅行", "招行信用卡").status == 0)
            #expect(try timi.run("account", "delete", "招行信用卡").status == 0)
            #expect(try timi.run("book", "account", "旅行").stdout == "none\n")
            let ledger = try String(contentsOfFile: timi.home + "/ledger.json", encoding: .utf8)
            #expect(!ledger.contains("defaultAccount"))
        }
    }
}
