/// WeChat Pay's 微信支付账单明细, as CSV, as XLSX, or as the XLSX saved as CSV by Excel.
///
/// 收/支 decides: 支出 is an expense and 收入 income, unless 当前状态 says the money came back
/// (对方已退还, 已退还) or never moved (…失败, 已关闭); `/` is a move between the user's own accounts
/// (零钱提现, 零钱充值, 零钱通, 理财通, 信用卡还款): in a ledger that keeps accounts, a transfer from the
/// payment method's account to the one 交易类型 and 交易对方 name, a 零钱提现's fee (备注 `服务费¥0.10`)
/// its fee; otherwise, and for another `/` row, left out, but its fee is an expense.
/// A 交易类型 ending in `-退款` is a refund, linked to the purchase of the same 交易对方 whose 当前状态
/// names the refund (已全额退款, 已退款(￥x)).
enum WeChatStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        var entries = columns.entries(records, merging: "交易对方") { record, value in
            var entry = StatementEntry(
                line: record.line, date: value("交易时间"), order: .yearMonthDay, amount: value("金额(元)"),
                payee: value("交易对方"), note: value("商品"), ref: value("交易单号"), status: value("当前状态"))
            let kind = value("交易类型")
            entry.kind = kind
            // Money received with no method (a 红包, 已存入零钱) went into 零钱.
            let method = value("支付方式")
            entry.method = (method == "/" || method.isEmpty) && entry.status.contains("零钱") ? "零钱" : method
            entry.isRefund = kind.hasSuffix("-退款")
            entry.type = entry.isRefund ? .income : BillType(name: value("收/支"))
            if let reason = skipReason(status: entry.status) {
                entry.skip = .verbatim(reason)
            } else if entry.type == nil {
                entry.move = move(kind: kind, counterparty: entry.payee, fee: fee(value("备注")))
                entry.move?.amount = entry.cents.map { Money(cents: abs($0)) }
                entry.move?.note = kind
                if let fee = fee(value("备注")) {
                    entry.type = .expense
                    entry.cents = fee
                    entry.note = "\(kind)服务费"
                } else {
                    let move: Reason = kind.isEmpty ? "a move between your own accounts" : .verbatim(kind)
                    entry.skip = Reason("不计收支 ({1})", [move])
                }
            }
            return entry
        }
        link(&entries)
        StatementRefunds.settle(&entries) { $0.status == "已全额退款" }
        return entries.map(\.row)
    }

    /// The move a neutral row of 交易类型 `kind` makes from its payment method's account: 零钱提现 to the
    /// card of 交易对方 (`招商银行(1234)`), 零钱充值 into 零钱, 转入零钱通 into 零钱通, 零钱通转出 to 零钱
    /// (or the card it names), 信用卡还款 to the card 交易对方 names (`中信银行信用卡还款`), 购买理财通 into
    /// 理财通; `nil` for any other.
    static func move(kind: String, counterparty: String, fee cents: Int64?) -> OwnMove? {
        let fee = cents.map { Money(cents: $0) }
        func wallet(_ name: String) -> OwnMove? {
            AccountHint(paymentMethod: name, platform: "微信").map {
                OwnMove(other: $0, otherLabel: name, outgoing: true, fee: fee)
            }
        }
        if kind == "零钱提现" {
            return OwnMove(
                other: OwnMove.card(in: counterparty, kind: .debit), otherLabel: counterparty, outgoing: true,
                fee: fee)
        }
        if kind.hasPrefix("零钱充值") { return wallet("零钱") }
        if kind.hasPrefix("转入零钱通") { return wallet("零钱通") }
        if kind.hasPrefix("零钱通转出") {
            let target = kind.split(separator: "到", maxSplits: 1).dropFirst().first.map(String.init) ?? "零钱"
            if target == "零钱" { return wallet("零钱") }
            return OwnMove(
                other: OwnMove.card(in: target, kind: .debit), otherLabel: target, outgoing: true, fee: fee)
        }
        if kind == "信用卡还款" {
            return OwnMove(
                other: OwnMove.card(in: counterparty, kind: .credit), otherLabel: counterparty, outgoing: true,
                fee: fee)
        }
        if kind.hasPrefix("购买理财通") {
            return OwnMove(
                other: AccountHint(
                    institution: "微信", kind: .investment, digits: "", currency: "CNY", label: "理财通",
                    found: .paymentMethod), otherLabel: "理财通", outgoing: true, fee: fee)
        }
        return nil
    }

    /// The reason a status leaves a row out: the money came back or never moved.
    static func skipReason(status: String) -> String? {
        let words = ["已退还", "失败", "已关闭", "交易关闭", "已撤销"]
        return words.contains(where: status.contains) ? status : nil
    }

    /// The fee of `服务费¥0.10`, in cents.
    static func fee(_ remark: String) -> Int64? {
        guard remark.hasPrefix("服务费") else { return nil }
        return StatementText.cents(String(remark.dropFirst(3))).flatMap { $0 > 0 ? $0 : nil }
    }

    /// Each refund's purchase: the nearest earlier row (the file is newest first) of the same 交易对方
    /// that is an expense refunded by this amount, in full or as its status says.
    private static func link(_ entries: inout [StatementEntry]) {
        var taken = Set<Int>()
        for index in entries.indices where entries[index].isRefund {
            let refund = entries[index]
            let match = entries.indices.filter { $0 > index }.first { other in
                let purchase = entries[other]
                guard !taken.contains(other), !purchase.isRefund, purchase.payee == refund.payee,
                    purchase.type == .expense
                else { return false }
                if purchase.status == "已全额退款" { return purchase.cents == refund.cents }
                return refundedAmount(purchase.status) == refund.cents
            }
            guard let match else { continue }
            taken.insert(match)
            entries[index].refundOf = entries[match].ref
        }
    }

    /// The amount of `已退款(￥12.00)` or `已退款（￥12.00）`, in cents.
    static func refundedAmount(_ status: String) -> Int64? {
        guard status.hasPrefix("已退款") else { return nil }
        let inner = status.dropFirst(3).filter { !"()（）".contains($0) }
        return StatementText.cents(String(inner))
    }
}
