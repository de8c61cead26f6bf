import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// `timi transfer`: money moved between two accounts, neither income nor expense, counted by the
/// balances (out of FROM, into TO) and by no total; edit, delete, undo and redo; every bad input one
/// line, its status, and the ledger unchanged.
struct TransferTests {
    /// A ledger with a debit card, a credit card that owes, a USD card, a closed wallet, two bills and
    /// the repayment of the card (with a fee) and a move between currencies.
    static func prepared(_ dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for arguments in [
            ["account", "add", "储蓄卡", "--kind", "debit", "--opening", "10000"],
            [
                "account", "add", "招行信用卡", "--kind", "credit", "--opening", "-3500", "--statement-day", "5",
                "--due-day", "23",
            ],
            ["account", "add", "Chase", "--kind", "debit", "--currency", "USD", "--opening", "100"],
            ["account", "add", "旧钱包", "--kind", "wallet"],
            ["account", "close", "旧钱包"],
            ["add", "8000", "salary", "--income", "-a", "储蓄卡", "-d", "2026-11-01"],
            ["add", "35", "meals", "-a", "招行信用卡", "-d", "2026-11-10", "--note", "lunch"],
            ["transfer", "3000", "储蓄卡", "招行信用卡", "--fee", "2", "-d", "2026-11-12", "--note", "还款"],
            ["transfer", "50", "Chase", "储蓄卡", "--to-amount", "360.25", "-d", "2026-11-12"],
        ] {
            let result = try timi.run(arguments: arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        return timi
    }

    @Test func aTransferMovesMoneyOutOfOneAccountAndIntoTheOther() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let json = try timi.run("accounts", "--json").stdout
            // 10000 + 8000 − 3000 − 2 + 360.25; −3500 − 35 + 3000; 100 − 50.
            #expect(json.contains(#"{"balance":"15358.25","currency":"¥","kind":"debit","name":"储蓄卡"}"#))
            #expect(json.contains(#""balance":"-535.00","currency":"¥","kind":"credit","name":"招行信用卡""#))
            #expect(json.contains(#"{"balance":"50.00","currency":"USD","kind":"debit","name":"Chase"}"#))
            // The per-account sums of the totals file count the transfers too.
            let totals = try String(contentsOfFile: timi.home + "/bills/1/2026.totals", encoding: .utf8)
            #expect(totals.contains(#""2026-11":{"accounts":{"1":"5358.25","2":"2965.00","3":"-50.00"}"#))
            #expect(totals.contains(#""count":4,"expense":"35.00""#))
            #expect(totals.contains(#""income":"8000.00""#))
        }
    }

    @Test func theMonthFileTakesFormat4OnlyWithATransfer() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            #expect(try timi.run("add", "5", "meals", "-a", "储蓄卡", "-d", "2026-10-01").status == 0)
            let october = try String(contentsOfFile: timi.home + "/bills/1/2026-10.json", encoding: .utf8)
            #expect(october.hasSuffix("],\"format\":3}\n"))
            let november = try String(contentsOfFile: timi.home + "/bills/1/2026-11.json", encoding: .utf8)
            #expect(november.hasSuffix("],\"format\":4}\n"))
            #expect(
                november.contains(
                    #"{"account":1,"amount":"3000.00","created":"# ))
            #expect(november.contains(#","fee":"2.00","id":"#))
            #expect(november.contains(#""note":"还款","toAccount":2,"type":"transfer"}"#))
            #expect(november.contains(#""toAccount":1,"toAmount":"360.25","type":"transfer"}"#))
            // Deleting the transfers writes the month as format 3 again.
            let ids = try timi.run("--json", "list", "2026-11").stdout
            for id in try Self.transferIDs(in: ids) { #expect(try timi.run("delete", id).status == 0) }
            let after = try String(contentsOfFile: timi.home + "/bills/1/2026-11.json", encoding: .utf8)
            #expect(after.hasSuffix("],\"format\":3}\n"))
        }
    }

    @Test func viewsOfIncomeAndExpenseLeaveTransfersOut() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let pie = try timi.run("pie", "2026-11").stdout
            #expect(pie.contains("income ¥8000.00  expense ¥35.00"))
            #expect(!pie.contains("3000"))
            let list = try timi.run("list", "2026-11").stdout
            #expect(list.contains("income ¥8000.00  expense ¥35.00  balance ¥7965.00  4 bills"))
            #expect(list.contains("⇄ 储蓄卡 → 招行信用卡  3000.00 (+2.00)  还款"))
            #expect(list.contains("⇄ Chase → 储蓄卡  50.00 → 360.25"))
            // The day of the transfers has no total of income or expense.
            #expect(list.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "2026-11-12 Thu" })
            let calendar = try timi.run("calendar", "2026-11").stdout
            #expect(!calendar.contains("3000") && !calendar.contains("3002"))
            let months = try timi.run("months").stdout
            #expect(months.contains("8000.00    35.00"))
            #expect(!(try timi.run("report", "2026-11").stdout.contains("3000")))
            #expect(!(try timi.run("trend").stdout.contains("3000")))
            let expenses = try timi.run("list", "2026-11", "--expense").stdout
            #expect(!expenses.contains("⇄"))
        }
    }

    /// `months`, `balance` and the reports count income and expense bills: the month's two
    /// transfers are neither (the timeline, which shows them, counts them: 4 bills above).
    @Test func countsOfBillsLeaveTransfersOut() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            #expect(try timi.run("months", "--json").stdout.contains(#""count":2,"#))
            #expect(!(try timi.run("months", "--json").stdout.contains(#""count":4,"#)))
            #expect(try timi.run("months", "--format", "csv").stdout.contains("2026-11,2,8000.00,35.00,7965.00"))
            #expect(try timi.run("balance", "--json").stdout.contains(#""count":2,"#))
            #expect(try timi.run("report", "2026-11", "--format", "json").stdout.contains(#""count":2,"#))
            #expect(try timi.run("report", "2026-11").stdout.contains("2 bills in 2026-11."))
            #expect(try timi.run("report", "2026", "--format", "json").stdout.contains(#""count":2,"#))
            // A month whose only bills are transfers is listed (its timeline shows them), with none counted.
            #expect(try timi.run("transfer", "10", "储蓄卡", "招行信用卡", "-d", "2026-10-03").status == 0)
            #expect(try timi.run("months", "--format", "csv").stdout.contains("2026-10,0,0.00,0.00,0.00"))
        }
    }

    @Test func showJSONAndCSVCarryTheTransfer() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let json = try timi.run("--json", "list", "2026-11").stdout
            #expect(json.contains(#""account":"储蓄卡","amount":"3000.00","book":"日常账本","created":"#))
            #expect(json.contains(#""fee":"2.00","id":"#))
            #expect(json.contains(#""toAccount":"招行信用卡","type":"transfer"}"#))
            #expect(json.contains(#""toAccount":"储蓄卡","toAmount":"360.25","type":"transfer"}"#))
            let csv = try timi.run("export", "2026-11", "--format", "csv").stdout
            #expect(
                csv.hasPrefix(
                    "date,type,amount,category,note,book,id,photo,created,payee,ref,categoryAlias,account,toAccount,toAmount,fee,time\r\n"
                ))
            #expect(csv.contains(",,招行信用卡,,,,\r\n") || csv.contains(",meals,招行信用卡,,,,\r\n"))
            #expect(csv.contains("2026-11-12,transfer,3000.00,,还款,日常账本,"))
            #expect(csv.contains(",,储蓄卡,招行信用卡,,2.00,\r\n"))
            #expect(csv.contains(",,Chase,储蓄卡,360.25,,\r\n"))
            let id = try Self.repaymentID(in: json)
            let show = try timi.run("show", id).stdout
            for line in ["type     transfer", "amount   ¥3000.00", "from     储蓄卡", "to       招行信用卡", "fee      ¥2.00"] {
                #expect(show.contains(line), "\(show)")
            }
            #expect(!show.contains("category"))
        }
    }

    @Test func editDeleteUndoAndRedoKeepTheBalances() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let repayment = try Self.repaymentID(in: try timi.run("--json", "list", "2026-11").stdout)
            func balance(_ name: String) throws -> String {
                let json = try timi.run("accounts", "--json").stdout
                let marker = #""name":"\#(name)""#
                let line = json.split(separator: "\n").first { $0.contains(marker) } ?? ""
                return String(line.split(separator: "\"")[3])
            }
            #expect(try timi.run("edit", repayment, "--amount", "1000", "--fee", "0").status == 0)
            #expect(try balance("储蓄卡") == "17360.25")
            #expect(try balance("招行信用卡") == "-2535.00")
            #expect(try timi.run("edit", repayment, "--date", "2026-11-20", "--note", "晚些还").status == 0)
            #expect(try balance("储蓄卡") == "17360.25")
            #expect(try timi.run("accounts", "--json", "--date", "2026-11-19").stdout.contains(#""balance":"-3535.00""#))
            #expect(try timi.run("delete", repayment).status == 0)
            #expect(try balance("储蓄卡") == "18360.25")
            #expect(try timi.run("undo").status == 0)
            #expect(try balance("储蓄卡") == "17360.25")
            #expect(try timi.run("redo").status == 0)
            #expect(try balance("储蓄卡") == "18360.25")
            // The sums kept in the totals files are those of the bills read again.
            let before = try timi.run("accounts", "--json").stdout
            #expect(try timi.run("doctor").status == 0)
            #expect(try timi.run("accounts", "--json").stdout == before)
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let badCases: [Case] = [
        Case(
            arguments: ["transfer", "5", "储蓄卡", "招商信用卡"], status: 1,
            message: "Error: no account matches '招商信用卡'; did you mean '招行信用卡'?"),
        Case(
            arguments: ["transfer", "5", "储蓄卡", "储蓄卡"], status: 1,
            message: "Error: a transfer moves money between two accounts; 储蓄卡 is both"),
        Case(
            arguments: ["transfer", "5", "Chase", "储蓄卡"], status: 1,
            message: "Error: Chase is in USD and 储蓄卡 in ¥: say what arrived with --to-amount"),
        Case(
            arguments: ["transfer", "5", "储蓄卡", "招行信用卡", "--to-amount", "6"], status: 1,
            message: "Error: 储蓄卡 and 招行信用卡 are both in ¥: what arrives is what leaves (a cost is --fee)"),
        Case(
            arguments: ["transfer", "5", "储蓄卡", "旧钱包"], status: 1,
            message: "Error: the account 旧钱包 is closed; 'timi account reopen 旧钱包' opens it again"),
        Case(
            arguments: ["transfer", "abc", "储蓄卡", "招行信用卡"], status: 65,
            message: "Error: invalid amount 'abc'"),
        Case(
            arguments: ["transfer", "0", "储蓄卡", "招行信用卡"], status: 65,
            message: "Error: invalid amount '0': an amount must be greater than 0"),
        Case(
            arguments: ["transfer", "5", "储蓄卡", "招行信用卡", "--fee", "1,5"], status: 65,
            message: "Error: invalid amount '1,5'"),
        Case(
            arguments: ["transfer", "5", "储蓄卡"], status: 64,
            message: "Error: Missing expected argument '<to>'"),
    ]

    @Test(arguments: badCases)
    func badInputSaysOneLineAndChangesNothing(_ bad: Case) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let before = snapshot(timi.home)
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status, "\(result.stderr)")
            #expect(result.stderr.hasPrefix(bad.message), "\(result.stderr)")
            if bad.status != 64 { #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)") }
            #expect(result.stdout.isEmpty)
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func editingATransferAsABillOrABillAsATransferIsRefused() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let json = try timi.run("--json", "list", "2026-11").stdout
            let transfer = try Self.repaymentID(in: json)
            let before = snapshot(timi.home)
            let category = try timi.run("edit", transfer, "--category", "meals")
            #expect(category.status == 1)
            #expect(category.stderr.contains("is a transfer: it has no category and stays a transfer"))
            let same = try timi.run("edit", transfer, "--to", "储蓄卡")
            #expect(same.status == 1)
            #expect(same.stderr.contains("储蓄卡 is both"))
            let bill = try timi.run("list", "2026-11", "--expense").stdout
            let billID = String(bill.split(separator: "\n").last?.prefix(8) ?? "")
            let notTransfer = try timi.run("edit", billID, "--to", "储蓄卡")
            #expect(notTransfer.status == 1)
            #expect(notTransfer.stderr.contains("is not a transfer"))
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func deletingAnAccountMovesTheTransfersThatNameIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            #expect(try timi.run("account", "add", "新卡", "--kind", "credit").status == 0)
            // Moving the card's transfers to 储蓄卡 would make one from 储蓄卡 to itself: refused, nothing changed.
            let before = snapshot(timi.home)
            let refused = try timi.run("account", "delete", "招行信用卡", "--move-to", "储蓄卡")
            #expect(refused.status == 1)
            let repayment = try Self.repaymentID(in: try timi.run("--json", "list", "2026-11").stdout)
            #expect(
                refused.stderr
                    == "Error: transfer \(repayment.prefix(8)) is between 招行信用卡 and 储蓄卡: moved, it would go from 储蓄卡 to itself; delete it first, or move the bills to another account\n"
            )
            #expect(snapshot(timi.home) == before)
            // Bills in ¥ cannot move to an account in USD (nor the USD account's to one in ¥).
            for (from, to, message) in [
                ("储蓄卡", "Chase", "Error: 储蓄卡 is in ¥ and Chase in USD: its bills cannot move there; move them to an account in ¥\n"),
                ("Chase", "储蓄卡", "Error: Chase is in USD and 储蓄卡 in ¥: its bills cannot move there; move them to an account in USD\n"),
            ] {
                let currency = try timi.run("account", "delete", from, "--move-to", to)
                #expect(currency.status == 1)
                #expect(currency.stderr == message)
                #expect(currency.stdout.isEmpty)
                #expect(snapshot(timi.home) == before)
            }
            let moved = try timi.run("account", "delete", "招行信用卡", "--move-to", "新卡")
            #expect(moved.status == 0, "\(moved.stderr)")
            let json = try timi.run("--json", "list", "2026-11").stdout
            #expect(json.contains(#""toAccount":"新卡","type":"transfer"}"#))
            #expect(try timi.run("accounts", "--json").stdout.contains(#""balance":"2965.00","currency":"¥","kind":"credit","name":"新卡""#))
        }
    }

    @Test(arguments: ["csv", "json", "jsonl"])
    func anExportImportsIntoAFreshLedgerWithItsAccountsAndTransfers(format: String) throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let file = dir + "/export." + format
            #expect(try timi.run("export", "all", "--format", format, "--output", file).status == 0)
            let fresh = TimiRunner(home: dir + "/fresh")
            for arguments in [
                ["account", "add", "储蓄卡", "--kind", "debit", "--opening", "10000"],
                ["account", "add", "招行信用卡", "--kind", "credit", "--opening", "-3500", "--statement-day", "5", "--due-day", "23"],
                ["account", "add", "Chase", "--kind", "debit", "--currency", "USD", "--opening", "100"],
            ] {
                #expect(try fresh.run(arguments: arguments).status == 0)
            }
            let imported = try fresh.run("import", file)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(try fresh.run("--json", "list", "all").stdout == (try timi.run("--json", "list", "all").stdout))
            #expect(try fresh.run("accounts", "--json").stdout == (try timi.run("accounts", "--json").stdout))
            // Imported again: nothing new.
            let again = try fresh.run("import", file)
            #expect(again.status == 0)
            #expect(try fresh.run("accounts", "--json").stdout == (try timi.run("accounts", "--json").stdout))
        }
    }

    @Test func anImportedTransferIsCheckedAsTimiTransferChecksIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let rows = [
                ("2026-11-13,transfer,5,储蓄卡,储蓄卡", "a transfer moves money between two accounts; 储蓄卡 is both"),
                ("2026-11-13,transfer,5,储蓄卡,招商信用卡", "no account matches '招商信用卡'"),
                ("2026-11-13,transfer,5,Chase,储蓄卡", "Chase is in USD and 储蓄卡 in ¥"),
                ("2026-11-13,transfer,5,储蓄卡,", "a transfer names its account and its toAccount"),
                ("2026-11-13,transfer,5,储蓄卡,旧钱包", "the account 旧钱包 is closed"),
                ("2026-11-13,expense,5,储蓄卡,招行信用卡", "only a transfer has a toAccount"),
            ]
            for (row, message) in rows {
                let file = dir + "/rows.csv"
                try Data(("date,type,amount,account,toAccount\n" + row + "\n").utf8).write(to: URL(fileURLWithPath: file))
                let before = snapshot(timi.home)
                let result = try timi.run("import", file)
                #expect(result.status == 65, "\(row): \(result.stderr)")
                #expect(result.stderr.contains(message), "\(row): \(result.stderr)")
                #expect(snapshot(timi.home) == before)
            }
        }
    }

    @Test func theDryRunPlansTransfersApartFromIncomeAndExpense() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.prepared(dir)
            let file = dir + "/rows.csv"
            let rows = "date,type,amount,account,toAccount,fee,note\n2026-11-14,transfer,100,储蓄卡,招行信用卡,1,还\n"
                + "2026-11-14,expense,10,招行信用卡,,,饭\n"
            try Data(rows.utf8).write(to: URL(fileURLWithPath: file))
            let plan = try timi.run("import", file, "--dry-run").stdout
            let json = try timi.run("import", file, "--dry-run", "--json").stdout
            #expect(json.contains(#""expense":"10.00","income":"0.00""#), "\(json)")
            #expect(json.contains(#"{"amount":"100.00","category":"","decided":"file","rows":1,"type":"transfer"}"#))
            let last = plan.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last.hasPrefix("⇄") && last.contains("transfer") && last.contains("100.00"), "\(plan)")
        }
    }

    /// The id of the repayment of the card (3000.00) in a JSON list.
    static func repaymentID(in json: String) throws -> String {
        let bills = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return bills.first { $0["amount"] as? String == "3000.00" }?["id"] as? String ?? ""
    }

    /// The ids of the transfers in a JSON list.
    static func transferIDs(in json: String) throws -> [String] {
        let bills = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return bills.filter { $0["type"] as? String == "transfer" }.compactMap { $0["id"] as? String }
    }
}
