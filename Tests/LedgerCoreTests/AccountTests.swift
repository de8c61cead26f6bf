import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// Accounts as `ledger.json` keeps them, and the values an account may take.
struct AccountTests {
    static func card() -> Account {
        var account = Account(id: 2, name: "招行信用卡", kind: .credit, currency: "¥")
        account.opening = Money(cents: -123_450)
        account.openingDate = Day(iso: "2026-01-01")
        account.institution = "招商银行"
        account.digits = "1234"
        account.limit = Money(cents: 2_000_000)
        account.statementDay = 5
        account.dueDay = 23
        account.hidden = true
        account.closed = true
        account.checks = [
            Account.Check(date: Day(iso: "2026-10-31")!, balance: Money(cents: -50_000)),
            Account.Check(date: Day(iso: "2026-11-05")!, balance: .zero),
        ]
        return account
    }

    @Test func aLedgerWithoutAccountsIsWrittenAsBefore() throws {
        let state = try LedgerState.seeded()
        let text = String(decoding: state.encoded(summaries: [:]), as: UTF8.self)
        #expect(text.hasPrefix("{\n\"books\":["))
        #expect(!text.contains("accounts"))
    }

    @Test func everyFieldSurvivesTheFile() throws {
        var state = try LedgerState.seeded()
        state.accounts = [Account(id: 1, name: "现金", kind: .cash, currency: "¥"), Self.card()]
        let bytes = state.encoded(summaries: [:])
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(
            text.hasPrefix(
                "{\n\"accounts\":[\n{\"currency\":\"¥\",\"id\":1,\"kind\":\"cash\",\"name\":\"现金\"},\n"))
        let read = try LedgerState.decode(bytes, path: "ledger.json", deferringSummaries: true).state
        #expect(read == state)
        #expect(read.encoded(summaries: [:]) == bytes)
        #expect(
            text.contains(
                #"{"checks":[{"balance":"-500.00","date":"2026-10-31"},{"balance":"0.00","date":"2026-11-05"}],"closed":true,"#
            ))
    }

    @Test(arguments: [
        (#"{"currency":"¥","id":1,"kind":"gold","name":"x"}"#, "'gold' is not a kind of account"),
        (#"{"currency":"¥","id":1,"name":"x"}"#, "an account needs an id, a name, a kind and a currency"),
        (#"{"currency":"¥","id":1,"kind":"credit","name":"x","dueDay":32}"#, "a day of the month is 1 to 31"),
        (#"{"currency":"¥","id":1,"kind":"cash","name":"x","opening":"1,0"}"#, "is not an amount"),
        (#"{"checks":[{"date":"2026-11-31","balance":"1.00"}],"currency":"¥","id":1,"kind":"cash","name":"x"}"#, "is not a date"),
        (#"{"checks":[{"date":"2026-11-30","balance":"x"}],"currency":"¥","id":1,"kind":"cash","name":"x"}"#, "is not an amount"),
        (#"{"checks":[{"date":"2026-11-30"}],"currency":"¥","id":1,"kind":"cash","name":"x"}"#, "a balance check needs a date and a balance"),
        (
            #"{"currency":"¥","id":1,"kind":"cash","name":"x"},{"currency":"¥","id":2,"kind":"cash","name":"X"}"#,
            "two accounts have the same name"
        ),
    ])
    func aDamagedAccountIsNamed(_ accounts: String, _ message: String) throws {
        let seeded = String(decoding: try LedgerState.seeded().encoded(summaries: [:]), as: UTF8.self)
        let bytes = Array(("{\"accounts\":[" + accounts + "]," + seeded.dropFirst()).utf8)
        #expect {
            try LedgerState.decode(bytes, path: "ledger.json", deferringSummaries: true)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    /// The flows per account are a function of the bills alone: counted in one by one, counted out
    /// again, or summed over months, a sum of 0 leaves no entry.
    @Test func aMonthsFlowPerAccountIsTheSameHoweverItIsMade() throws {
        func bill(_ cents: Int64, _ type: BillType, account: Account.ID?) -> Bill {
            Bill(
                id: "b\(cents)\(type)", date: Day(iso: "2026-11-02")!, type: type,
                amount: Money(cents: cents),
                category: 1, book: 1, created: Timestamp(milliseconds: 0), account: account)
        }
        let bills = [
            bill(3500, .expense, account: 1), bill(800_000, .income, account: 2),
            bill(3500, .income, account: 1),
            bill(1200, .expense, account: 2), bill(99, .expense, account: nil),
        ]
        let summary = MonthSummary(bills: bills)
        #expect(summary.accounts == [2: Money(cents: 798_800)])
        var patched = MonthSummary(bills: bills + [bill(500, .expense, account: 3)])
        patched.apply(MonthPatch(removed: [bill(500, .expense, account: 3)], inserted: []))
        #expect(patched.accounts == summary.accounts)
        #expect(
            MonthSummary.total(of: [summary, MonthSummary(bills: [bill(798_800, .expense, account: 2)])])
                .accounts == [:])
    }

    @Test(arguments: [
        ("-1234.50", -123_450), ("0", 0), ("320.5", 32_050), ("¥3,000", 300_000), ("−12", -1200),
    ])
    func balancesAreSigned(_ text: String, _ cents: Int64) throws {
        #expect(try Account.validatedBalance(text) == Money(cents: cents))
    }

    @Test(arguments: ["--5", "abc", "1e3", "-", "0.001", "99999999999"])
    func aBadBalanceIsRefused(_ text: String) {
        #expect(throws: LedgerError.self) { try Account.validatedBalance(text) }
    }

    @Test func namesCountCharactersAndRefuseOptionsAndQuickEntryWords() throws {
        #expect(try Account.validatedName(String(repeating: "招", count: 32)).count == 32)
        #expect(throws: LedgerError.self) { try Account.validatedName(String(repeating: "招", count: 33)) }
        #expect(throws: LedgerError.self) { try Account.validatedName("@card") }
        #expect(throws: LedgerError.self) { try Account.validatedName("-x") }
        #expect(throws: LedgerError.self) { try Account.validatedName(" ") }
        #expect(try Account.validatedKind("信用卡") == .credit)
        #expect(try Account.validatedKind("Savings") == .savings)
        #expect(throws: LedgerError.self) { try Account.validatedKind("gold") }
        #expect(throws: LedgerError.self) { try Account.validatedDigits("123") }
        #expect(throws: LedgerError.self) { try Account.validatedDay("0", field: "due day") }
    }
}

/// One way to name a transfer's ends: the timeline's `⇄ FROM → TO` and the register's `⇄ OTHER` read
/// the same names.
struct AccountNamesTests {
    static let transfer = Bill(
        id: "00000001-0000-4000-8000-000000000000", date: Day(iso: "2026-11-12")!, type: .transfer,
        amount: Money(cents: 300_000), category: Bill.transferCategory, book: 1,
        created: Timestamp(milliseconds: 1_795_264_462_000), account: 1, toAccount: 2)

    @Test func aTransferIsNamedByItsEndsFromEitherSide() {
        let names = AccountNames([
            Account(id: 1, name: "储蓄卡", kind: .debit, currency: "¥"),
            Account(id: 2, name: "招行信用卡", kind: .credit, currency: "¥"),
        ])
        #expect(names.ends(of: Self.transfer) == "储蓄卡 → 招行信用卡")
        #expect(names.otherEnd(of: Self.transfer, from: 1) == "⇄ 招行信用卡")
        #expect(names.otherEnd(of: Self.transfer, from: 2) == "⇄ 储蓄卡")
        #expect(Self.transfer.otherAccount(than: 2) == 1)
        // An account the ledger does not have (a hand-edited file) is a question mark, never a crash.
        #expect(AccountNames([]).ends(of: Self.transfer) == "? → ?")
        var expense = Self.transfer
        expense.type = .expense
        #expect(expense.otherAccount(than: 1) == nil)
    }
}
