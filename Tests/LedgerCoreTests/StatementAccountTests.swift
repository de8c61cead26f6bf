import Testing

@testable import LedgerCore

/// What a file says of its account: a payment method's institution, kind and digits, a statement's
/// number in its preamble, institutions by any of their names, and the ledger's account that fits;
/// a balance column read newest or oldest first, as a balance or as what is owed.
struct StatementAccountTests {
    @Test(arguments: [
        ("招商银行储蓄卡(1234)", "微信", "招商银行", Account.Kind.debit, "1234"),
        ("招商银行信用卡（5678）", "微信", "招商银行", .credit, "5678"),
        ("中国银行储蓄卡(3147)&红包", "支付宝", "中国银行", .debit, "3147"),
        ("零钱", "微信", "微信", .wallet, ""),
        ("零钱通", "微信", "微信", .savings, ""),
        ("余额", "支付宝", "支付宝", .wallet, ""),
        ("余额宝", "支付宝", "支付宝", .savings, ""),
        ("花呗&红包", "支付宝", "支付宝", .credit, ""),
        ("京东白条", "京东", "京东", .credit, ""),
        ("美团月付", "美团", "美团", .credit, ""),
    ])
    func aPaymentMethodNamesItsAccount(
        method: String, platform: String, institution: String, kind: Account.Kind, digits: String
    ) throws {
        let hint = try #require(AccountHint(paymentMethod: method, platform: platform))
        #expect(hint.institution == institution)
        #expect(hint.kind == kind)
        #expect(hint.digits == digits)
    }

    @Test func noPaymentMethodNamesNoAccount() {
        #expect(AccountHint(paymentMethod: "/", platform: "微信") == nil)
        #expect(AccountHint(paymentMethod: "", platform: "微信") == nil)
        #expect(AccountHint(paymentMethod: "亲情卡", platform: "支付宝") == nil)
    }

    @Test(arguments: [
        ("账号: 6222 **** **** 1234", "1234"), ("卡号：1234****9876", "9876"),
        ("Card number: XXXX XXXX XXXX 4321", "4321"), ("Account ...0042 since 2020-01-01", "0042"),
        ("招商银行信用卡对账单（个人消费卡账户 2025年01月）", nil), ("起止日期: 2020-01-01 至 2025-12-31", nil),
    ])
    func aPreambleLineGivesTheLastFourDigits(line: String, digits: String?) {
        #expect(StatementAccount.lastFour(afterNumberWord: line) == digits)
    }

    @Test func institutionsAreOneByAnyOfTheirNames() {
        #expect(Institution.same("招行", "招商银行"))
        #expect(Institution.same("CMB", "招商银行"))
        #expect(Institution.same("WeChat", "微信"))
        #expect(!Institution.same("工行", "中国银行"))
        #expect(Institution.same("My Credit Union", "my credit union"))
        #expect(Institution.named(in: "中国工商银行明细") == "工商银行")
        #expect(Institution.named(in: "Chase1234_Activity_20260301.CSV") == "Chase")
        #expect(Institution.named(in: "Ltd statement") == nil)
    }

    @Test func theAccountThatFitsIsFoundByNameDigitsOrKind() {
        func account(_ id: Int, _ name: String, _ kind: Account.Kind, _ institution: String, _ digits: String)
            -> Account
        {
            var account = Account(id: id, name: name, kind: kind, currency: "¥")
            (account.institution, account.digits) = (institution, digits)
            return account
        }
        let accounts = [
            account(1, "零钱", .wallet, "", ""), account(2, "招行卡", .credit, "招行", "5678"),
            account(3, "老卡", .debit, "", "1234"), account(4, "余额宝", .savings, "Alipay", ""),
        ]
        func found(_ method: String, _ platform: String) -> [Int] {
            AccountHint(paymentMethod: method, platform: platform).map {
                AccountFinder.candidates(for: $0, in: accounts).map(\.id)
            } ?? []
        }
        #expect(found("零钱", "微信") == [1])
        #expect(found("招商银行信用卡(5678)", "微信") == [2])
        #expect(found("工商银行储蓄卡(1234)", "微信") == [3])  // no institution: its digits fit
        #expect(found("余额宝", "支付宝") == [4])
        #expect(found("花呗", "支付宝") == [])
        #expect(found("中国银行储蓄卡(5678)", "支付宝") == [])  // another bank's card of those digits
    }

    /// `rows` as a statement's: (date, signed amount, balance).
    static func chain(_ rows: [(String, String, String)]) throws -> BalanceChain {
        let rows = rows.enumerated().map { index, row in
            var file = FileRow(line: index + 2)
            file[.date] = row.0
            file[.amount] = row.1.hasPrefix("-") ? String(row.1.dropFirst()) : row.1
            file[.type] = row.1.hasPrefix("-") ? "expense" : "income"
            file[.balance] = row.2
            return file
        }
        return try #require(BalanceChain(rows: rows))
    }

    @Test func aBalanceColumnIsReadInTheOrderAndSignItChainsIn() throws {
        let oldestFirst = try Self.chain([
            ("2026-03-01", "100.00", "600.00"), ("2026-03-02", "-50.00", "550.00"),
        ])
        #expect(!oldestFirst.newestFirst && !oldestFirst.owed && oldestFirst.chainBreak == nil)
        #expect(oldestFirst.opening?.0 == Money(cents: 50000))
        let newestFirst = try Self.chain([
            ("2026-03-02", "-50.00", "550.00"), ("2026-03-02", "-10.00", "600.00"), ("2026-03-01", "100.00", "610.00"),
        ])
        #expect(newestFirst.newestFirst && newestFirst.chainBreak == nil)
        #expect(newestFirst.opening?.0 == Money(cents: 51000))
        // A card's: purchases raise what is owed, which is a negative balance in timi.
        let owed = try Self.chain([("2026-03-01", "-30.00", "130.00"), ("2026-03-02", "-20.00", "150.00")])
        #expect(owed.owed && owed.chainBreak == nil)
        #expect(owed.opening?.0 == Money(cents: -10000))
        let broken = try Self.chain([
            ("2026-03-01", "100.00", "600.00"), ("2026-03-02", "-50.00", "560.00"), ("2026-03-03", "-5.00", "555.00"),
        ])
        #expect(broken.chainBreak?.line == 3)
        #expect(broken.chainBreak?.expected == Money(cents: 55000))
    }

    @Test func rowsLeftOutAreCountedAsIfBookedAndNamed() throws {
        let chain = try Self.chain([
            ("2026-03-01", "100.00", "600.00"), ("2026-03-02", "-50.00", "550.00"), ("2026-03-03", "-5.00", "545.00"),
        ])
        let day = { (text: String) in Day(iso: text) ?? Day(year: 2000, month: 1, day: 1)! }
        // The move of the 2nd is left out: timi's balance lacks it, but the statement matches with it.
        let result = try #require(
            chain.reconciliation(
                account: 1, before: Money(cents: 50000),
                flows: [day("2026-03-01"): Money(cents: 10000), day("2026-03-03"): Money(cents: -500)],
                fates: [.inLedger, .leftOut, .inLedger], place: ImportPlace.line))
        #expect(result.matches)
        #expect(result.leftOut == 1 && result.leftOutAmount == Money(cents: -5000))
        #expect(result.timiBalance == Money(cents: 59500))
        let parted = try #require(
            chain.reconciliation(
                account: 1, before: Money(cents: 50000), flows: [day("2026-03-01"): Money(cents: 10000)],
                fates: [.inLedger, .inLedger, .inLedger], place: ImportPlace.line))
        #expect(parted.parting?.place == ImportPlace.line(3))
        #expect(parted.parting?.difference == Money(cents: 5000))
        // Parting mid-way is a missing bill, not an opening balance that is off.
        #expect(parted.openingOff == nil)
    }

    /// An account opened at 0.00 by an earlier import (a WeChat row paid with the card) differs from
    /// its statement by the same amount after every row: the opening balance is off, and the plan says
    /// which one matches, with the `timi account edit` line.
    @Test func anOpeningBalanceThatIsOffIsNamed() throws {
        let chain = try Self.chain([
            ("2026-03-01", "100.00", "600.00"), ("2026-03-02", "-50.00", "550.00"), ("2026-03-03", "-5.00", "545.00"),
        ])
        let day = { (text: String) in Day(iso: text) ?? Day(year: 2000, month: 1, day: 1)! }
        let flows = [
            day("2026-03-01"): Money(cents: 10000), day("2026-03-02"): Money(cents: -5000),
            day("2026-03-03"): Money(cents: -500),
        ]
        let off = try #require(
            chain.reconciliation(
                account: 1, before: .zero, flows: flows, fates: [.inLedger, .inLedger, .inLedger], place: ImportPlace.line))
        #expect(off.parting?.place == ImportPlace.line(2))
        #expect(off.openingOff == Money(cents: -50000))
        var account = Account(id: 1, name: "Bank & Co's", kind: .debit, currency: "CNY")
        account.opening = .zero
        #expect(
            off.lines(language: .english, account: account).last
                == "Every row differs by -500.00: with an opening balance of 500.00 the account matches the statement (timi account edit 'Bank & Co'\\''s' --opening=500.00)"
        )
        // A difference that changes from one row to the next says nothing of the opening balance.
        var other = flows
        other[day("2026-03-03")] = Money(cents: -900)
        let varying = try #require(
            chain.reconciliation(
                account: 1, before: .zero, flows: other, fates: [.inLedger, .inLedger, .inLedger], place: ImportPlace.line))
        #expect(varying.parting != nil && varying.openingOff == nil)
    }
}
