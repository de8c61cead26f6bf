import Testing

@testable import LedgerCore

/// A move seen on the other account's statement finds the transfer booked from the first: the same
/// money leaving or reaching the row's account, between the same two accounts when the row names the
/// other, at most three days apart, each transfer once; and the moves a reader tells apart.
struct TransferMatchTests {
    static func transfer(
        _ id: String, _ day: String, _ cents: Int64, from: Account.ID, to: Account.ID, fee: Int64? = nil
    )
        -> Bill
    {
        Bill(
            id: id, date: Day(iso: day)!, type: .transfer, amount: Money(cents: cents),
            category: Bill.transferCategory,
            book: 1, created: Timestamp(milliseconds: 0), account: from, toAccount: to,
            fee: fee.map(Money.init(cents:)))
    }

    @Test func aRepaymentFindsTheTransferWithinThreeDaysOnce() {
        var match = TransferMatch()
        match.add(Self.transfer("aaaaaaaa1", "2026-04-28", 120_000, from: 1, to: 2))
        let day = Day(iso: "2026-05-01")!
        // Three days later, into the card, from an account the row does not name.
        #expect(
            match.take(Money(cents: 120_000), on: day, account: 2, outgoing: false, other: nil)?.shortID
                == "aaaaaaaa")
        // Taken: a second row of the same money finds nothing.
        #expect(match.take(Money(cents: 120_000), on: day, account: 2, outgoing: false, other: nil) == nil)
        var late = TransferMatch()
        late.add(Self.transfer("bbbbbbbb1", "2026-04-27", 120_000, from: 1, to: 2))
        #expect(late.take(Money(cents: 120_000), on: day, account: 2, outgoing: false, other: nil) == nil)
    }

    @Test func theSidesDirectionAndFeeMustFit() {
        var match = TransferMatch()
        match.add(Self.transfer("cccccccc1", "2026-04-20", 30_000, from: 5, to: 6, fee: 10))
        let day = Day(iso: "2026-04-20")!
        // Out of the wrong account, to another account, or not counting the fee: none.
        #expect(match.take(Money(cents: 30_010), on: day, account: 6, outgoing: true, other: nil) == nil)
        #expect(match.take(Money(cents: 30_010), on: day, account: 5, outgoing: true, other: 7) == nil)
        #expect(match.take(Money(cents: 30_000), on: day, account: 5, outgoing: true, other: 6) == nil)
        // What reached the card is the amount without the fee.
        #expect(
            match.take(Money(cents: 30_000), on: day, account: 6, outgoing: false, other: 5)?.shortID
                == "cccccccc")
        // Bills that are no transfers are not candidates.
        var none = TransferMatch()
        none.add(
            Bill(
                id: "d", date: day, type: .expense, amount: Money(cents: 30_000), category: 1, book: 1,
                created: Timestamp(milliseconds: 0), account: 5))
        #expect(none.take(Money(cents: 30_000), on: day, account: 5, outgoing: true, other: nil) == nil)
    }

    @Test(arguments: [
        ("零钱提现", "招商银行(1234)", "招商银行", Account.Kind.wallet, "1234"),
        ("信用卡还款", "中信银行信用卡还款", "中信银行", .debit, ""),
    ])
    func weChatsMovesNameTheirOtherAccount(
        _ kind: String, _ counterparty: String, _ institution: String, _ notKind: Account.Kind,
        _ digits: String
    ) throws {
        let move = try #require(WeChatStatement.move(kind: kind, counterparty: counterparty, fee: nil))
        let other = try #require(move.other)
        #expect(other.institution == institution && other.digits == digits && other.kind != notKind)
        #expect(move.outgoing)
        #expect(WeChatStatement.move(kind: "商户消费", counterparty: "示例", fee: nil) == nil)
    }

    @Test func alipaysMovesGoTheWayTheirNoteSays() throws {
        let into = try #require(AlipayStatement.move(note: "余额宝-单次转入", category: "投资理财", method: "余额"))
        #expect(into.outgoing && into.other?.label == "余额宝")
        let out = try #require(AlipayStatement.move(note: "余额宝-转出到余额", category: "投资理财", method: "余额宝"))
        #expect(out.outgoing && out.other?.label == "余额")
        let sold = try #require(
            AlipayStatement.move(note: "蚂蚁财富-示例债券-卖出至余额宝", category: "投资理财", method: "余额宝"))
        #expect(!sold.outgoing && sold.other?.kind == .investment)
        let repaid = try #require(
            AlipayStatement.move(note: "花呗主动还款-2026年04月账单", category: "信用借还", method: "余额"))
        #expect(repaid.outgoing && repaid.other?.kind == .credit)
        #expect(AlipayStatement.move(note: "余额宝-2026.02.18-收益发放", category: "投资理财", method: "余额宝") == nil)
    }
}

extension TransferMatchTests {
    /// A move repeated a day later on the same statement (the same payee and note) is another move.
    @Test func aMoveOfTheSameStatementsKindIsAnotherMove() {
        var match = TransferMatch()
        var booked = Self.transfer("eeeeeeee1", "2026-03-31", 10_000, from: 1, to: 2)
        booked.note = "转入零钱通-来自零钱"
        booked.payee = "/"
        match.add(booked)
        let day = Day(iso: "2026-04-01")!
        #expect(
            match.take(
                Money(cents: 10_000), on: day, account: 1, outgoing: true, other: 2, payee: "/",
                note: "转入零钱通-来自零钱")
                == nil)
        #expect(
            match.take(Money(cents: 10_000), on: day, account: 2, outgoing: false, other: nil, note: "还款")
                != nil)
    }
}

extension TransferMatchTests {
    /// The bank's row of a 零钱提现 books what arrived; the platform's row, which leaves with its fee,
    /// finds that transfer and gives it the fee — once, and never a transfer that has a fee already.
    @Test func aWithdrawalWithAFeeFindsTheBanksTransferAndGivesItTheFee() throws {
        var match = TransferMatch()
        match.add(Self.transfer("ffffffff1", "2026-06-12", 50_000, from: 3, to: 4))
        let day = Day(iso: "2026-06-12")!
        #expect(match.take(Money(cents: 50_050), on: day, account: 3, outgoing: true, other: 4) == nil)
        let taken = match.take(
            Money(cents: 50_050), on: day, account: 3, outgoing: true, other: 4, fee: Money(cents: 50))
        let found = try #require(taken)
        #expect(found.shortID == "ffffffff")
        #expect(found.feeAdded?.bill.fee == nil && found.feeAdded?.updated.fee == Money(cents: 50))
        #expect(found.feeAdded?.updated.amount == Money(cents: 50_000))
        var paid = TransferMatch()
        paid.add(Self.transfer("gggggggg1", "2026-06-12", 50_000, from: 3, to: 4, fee: 10))
        #expect(
            paid.take(Money(cents: 50_050), on: day, account: 3, outgoing: true, other: 4, fee: Money(cents: 50))
                == nil)
    }

    /// A bank's words for a payment platform's wallet topped up or withdrawn name the wallet; a card
    /// paid through the platform (`财付通-…`, a phone top-up) is no move.
    @Test(arguments: [
        ("财付通支付科技有限公司 微信零钱提现", false, "零钱", "微信"),
        ("财付通支付科技有限公司 微信零钱充值", true, "零钱", "微信"),
        ("微信零钱通提现", false, "零钱通", "微信"),
        ("支付宝-张三-张三支付宝余额提现-张三", false, "余额", "支付宝"),
        ("支付宝提现", false, "余额", "支付宝"),
        ("余额宝提现 支付宝", false, "余额宝", "支付宝"),
    ])
    func aBanksRowOfAWalletTopUpOrWithdrawalIsAMoveOfThatWallet(
        _ text: String, _ outgoing: Bool, _ wallet: String, _ institution: String
    ) throws {
        let move = try #require(OwnMove.walletMove(in: text, outgoing: outgoing))
        #expect(move.outgoing == outgoing)
        #expect(move.other?.label == wallet && move.other?.institution == institution)
        #expect(OwnMove.walletMove(in: text, outgoing: !outgoing) == nil)
    }

    @Test func aPurchaseThroughAPlatformIsNoWalletMove() {
        for text in ["财付通-示例超市", "财付通支付科技有限公司 微信支付-话费充值", "支付宝-示例超市", "示例便利店 零钱"] {
            #expect(OwnMove.walletMove(in: text, outgoing: true) == nil, "\(text)")
            #expect(OwnMove.walletMove(in: text, outgoing: false) == nil, "\(text)")
        }
    }
}
