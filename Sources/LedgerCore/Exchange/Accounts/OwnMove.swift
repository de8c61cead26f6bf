/// A row that moves money between two of the user's own accounts (零钱提现, 余额宝 转入, a card's
/// 还款, Monzo's `Pot transfer`…), as its source's reader tells it: booked as a transfer between the
/// row's own account (the statement's, or its payment method's) and the other one, never as income or
/// expense (see ``OwnMoveBooking``).
///
/// Only a ledger that keeps accounts books moves: the row's own fields are what a ledger without
/// accounts books, as it always did (left out, a 零钱提现's fee an expense, an ICBC `自动还款` an expense).
struct OwnMove {
    /// The other account as far as the row tells it; `nil` when the row does not name it (a card
    /// statement's `还款` says nothing of the account that paid).
    var other: AccountHint?
    /// The other account as the row writes it (`招商银行(1234)`, `中信银行信用卡还款`), for messages.
    var otherLabel: String
    /// Whether the money leaves the row's own account for the other one (else it comes in from it).
    var outgoing: Bool
    /// The fee the row's amount includes (a 零钱提现's 服务费): an expense of the account it leaves.
    var fee: Money?
    /// The row's whole amount, when the row's fields say something else (a 零钱提现 that a ledger
    /// without accounts books as its fee alone).
    var amount: Money?
    /// The transfer's note, when the row's is the fee's (`零钱提现服务费`).
    var note: String?

    /// A card named in `text` (`招商银行信用卡`, `中信银行信用卡还款`, `工商银行(1234)`): its institution,
    /// the last four digits in brackets if any, and `kind`; `nil` when no institution timi knows is named.
    static func card(in text: String, kind: Account.Kind) -> AccountHint? {
        if var hint = AccountHint(paymentMethod: text, platform: ""), hint.kind == nil || hint.kind == kind,
            !hint.institution.isEmpty
        {
            // A name made of its institution, kind and digits (`招商银行储蓄卡(1234)`), as a payment method writes it.
            if hint.kind == nil { hint.label = "" }
            hint.kind = kind
            return hint
        }
        guard let institution = Institution.named(in: text) else { return nil }
        return AccountHint(
            institution: institution, kind: kind, digits: "", currency: nil, found: .paymentMethod)
    }

    /// A debit account's repayment of a credit card: a row whose words (`text`) say 还款 and 信用卡
    /// (`自动还款 招商银行信用卡`) or a credit card's payment (`CHASE CREDIT CRD … AUTOPAY`), to the card
    /// they name (by its bank; `nil` other when they name none). `label` is how the row names it.
    static func cardRepayment(in text: String, label: String) -> OwnMove? {
        let lowered = text.lowercased()
        let chinese = text.contains("还款") && text.contains("信用卡")
        let english =
            (lowered.contains("credit crd") || lowered.contains("credit card"))
            && (lowered.contains("autopay") || lowered.contains("payment"))
        guard chinese || english else { return nil }
        return OwnMove(other: card(in: text, kind: .credit), otherLabel: label, outgoing: true)
    }

    /// A bank statement's side of a payment platform's wallet topped up or withdrawn
    /// (`微信零钱提现`, `支付宝余额提现`, `微信零钱充值`): money from the wallet (`outgoing` false, a
    /// withdrawal) or to it (a top-up). The wallet is the one `text` names (零钱通, 余额宝), else the
    /// platform's own (零钱, 余额); `nil` when `text` names no platform's wallet with 提现 or 充值 — a
    /// card-paid purchase through a platform (`财付通-示例超市`, `话费充值`) is no move.
    static func walletMove(in text: String, outgoing: Bool) -> OwnMove? {
        guard text.contains(outgoing ? "充值" : "提现") else { return nil }
        let platforms: [(names: [String], wallets: [String])] = [
            (["微信", "财付通"], ["零钱通", "零钱"]), (["支付宝"], ["余额宝", "余额"]),
        ]
        for (names, wallets) in platforms where names.contains(where: text.contains) {
            let verb = outgoing ? "充值" : "提现"
            // `支付宝提现`, `微信充值`: the platform's own wallet by its name alone.
            let named = wallets.first(where: text.contains)
                ?? (names.contains { text.contains($0 + verb) } ? wallets.last : nil)
            guard let wallet = named, let platform = names.first,
                let hint = AccountHint(paymentMethod: wallet, platform: platform)
            else { continue }
            return OwnMove(other: hint, otherLabel: platform + wallet, outgoing: outgoing)
        }
        return nil
    }

    /// A card statement's payment (`还款`, `Payment Thank You`): money into the card from an account
    /// the row does not name.
    static let cardPayment = OwnMove(other: nil, otherLabel: "", outgoing: false)
}
