import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// Eight `timi` processes at once mixing transfers and adds on two accounts: none is lost, and the
/// balances that `timi accounts` adds up from the totals files are exact to the cent.
struct TransferConcurrencyTests {
    static let writers = 8
    static let changesPerWriter =
        Int(ProcessInfo.processInfo.environment["TIMI_CONCURRENT_TRANSFERS"] ?? "") ?? 24

    @Test func eightWritersMixingTransfersAndAddsKeepTheBalancesExact() throws {
        try withTemporaryDirectory { dir in
            var runner = TimiRunner(home: dir + "/ledger")
            runner.extraEnvironment["TIMI_LOCK_TIMEOUT"] = "120"
            let timi = runner
            #expect(try timi.run("account", "add", "储蓄卡", "--kind", "debit", "--opening", "10000").status == 0)
            #expect(try timi.run("account", "add", "信用卡", "--kind", "credit").status == 0)
            let failures = NSLock()
            nonisolated(unsafe) var failed: [String] = []
            DispatchQueue.concurrentPerform(iterations: Self.writers) { writer in
                for index in 0..<Self.changesPerWriter {
                    let (arguments, _) = Self.change(writer: writer, index: index)
                    guard let result = try? timi.run(arguments: arguments), result.status == 0 else {
                        failures.withLock { failed.append(arguments.joined(separator: " ")) }
                        continue
                    }
                }
            }
            #expect(failed.isEmpty, "\(failed.prefix(10))")
            // The balances the changes make, summed here in cents.
            var debit = 1_000_000
            var credit = 0
            for writer in 0..<Self.writers {
                for index in 0..<Self.changesPerWriter {
                    let (_, cents) = Self.change(writer: writer, index: index)
                    debit += cents.debit
                    credit += cents.credit
                }
            }
            func text(_ cents: Int) -> String {
                let magnitude = abs(cents)
                return (cents < 0 ? "-" : "") + "\(magnitude / 100)." + String(format: "%02d", magnitude % 100)
            }
            let accounts = try timi.run("accounts", "--json").stdout
            #expect(accounts.contains(#"{"balance":"\#(text(debit))","currency":"¥","kind":"debit","name":"储蓄卡"}"#), "\(accounts)")
            #expect(accounts.contains(#""balance":"\#(text(credit))","currency":"¥","kind":"credit","name":"信用卡""#), "\(accounts)")
            let listed = try timi.run("list", "all", "--json")
            let bills = (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]]) ?? []
            #expect(bills.count == Self.writers * Self.changesPerWriter)
            #expect(bills.filter { $0["type"] as? String == "transfer" }.count == Self.writers * Self.changesPerWriter / 2)
            // The sums kept in the totals files are those of the bills read again.
            #expect(try timi.run("doctor").status == 0)
            #expect(try timi.run("accounts", "--json").stdout == accounts)
            let content = LedgerContent(timi.home)
            #expect(content.problems.isEmpty, "\(content.problems)")
        }
    }

    /// The `index`-th change of `writer`: every other one a transfer from 储蓄卡 to 信用卡 (every fourth
    /// with a fee of 0.0N), the others an expense on 信用卡; with what it does to each balance in cents.
    static func change(writer: Int, index: Int) -> ([String], (debit: Int, credit: Int)) {
        let cents = (writer + 1) * 100 + index
        let amount = "\(cents / 100).\(String(format: "%02d", cents % 100))"
        let date = "2026-\(String(format: "%02d", 9 + index % 3))-0\(1 + writer)"
        if index % 2 == 0 {
            let fee = index % 4 == 0 ? writer + 1 : 0
            let arguments =
                ["transfer", amount, "储蓄卡", "信用卡", "-d", date]
                + (fee > 0 ? ["--fee", "0.0\(fee)"] : [])
            return (arguments, (-cents - fee, cents))
        }
        return (["add", amount, "meals", "-a", "信用卡", "-d", date], (0, -cents))
    }
}
