/// Alipay's app export 交易流水证明 (GBK, every field padded, a TAB after the order numbers, a
/// trailing comma; the header found after a preamble of changing length).
///
/// 收/支 支出 and 收入 are booked unless 交易状态 is 交易关闭 (or a failure). 不计收支 is a refund (退款成功
/// or 退税成功: income, linked to the purchase whose 交易订单号 its own starts with, `<order>_<n>`),
/// interest (…收益发放: income), or a move between the user's own accounts — 余额宝 转入/转出, 花呗还款,
/// a fund's purchase or redemption — booked as a transfer in a ledger that keeps accounts; anything
/// else is left out.
enum AlipayStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        var entries = columns.entries(records, merging: "交易对方") { record, value in
            var entry = StatementEntry(
                line: record.line, date: value("交易时间"), order: .yearMonthDay, amount: value("金额"),
                payee: value("交易对方"), note: value("商品说明"), category: value("交易分类"),
                ref: value("交易订单号"), status: value("交易状态"))
            entry.method = value("收/付款方式")
            decide(&entry, direction: value("收/支"))
            return entry
        }
        StatementRefunds.settle(&entries) { $0.status == "交易关闭" }
        return entries.map(\.row)
    }

    /// The move a 不计收支 row makes, by its 商品说明 (`note`): into 余额宝 (`余额宝-单次转入`) or out of it
    /// (`余额宝-转出到余额`), a 花呗 repayment (`花呗主动还款-…`, 信用借还), a fund bought (`…-买入`, 申购)
    /// or sold (`…-卖出至余额宝`, 赎回): from or to the account of the row's payment method.
    static func move(note: String, category: String, method: String) -> OwnMove? {
        func hint(_ name: String) -> AccountHint? { AccountHint(paymentMethod: name, platform: "支付宝") }
        let fund = AccountHint(
            institution: "支付宝", kind: .investment, digits: "", currency: "CNY", label: "蚂蚁财富",
            found: .paymentMethod)
        let paidWith = AccountHint(paymentMethod: method, platform: "支付宝")
        if note.contains("余额宝") && note.contains("转出") {
            // Paid out of 余额宝 to the method's account, or the file names 余额宝 itself as the method.
            guard paidWith?.label == "余额宝" else {
                return OwnMove(other: hint("余额宝"), otherLabel: "余额宝", outgoing: false)
            }
            let target = note.contains("银行卡") ? nil : hint("余额")
            return OwnMove(other: target, otherLabel: target == nil ? "银行卡" : "余额", outgoing: true)
        }
        if note.contains("余额宝") && note.contains("转入") {
            return OwnMove(other: hint("余额宝"), otherLabel: "余额宝", outgoing: true)
        }
        if note.contains("花呗") && (note.contains("还款") || category == "信用借还") {
            return OwnMove(other: hint("花呗"), otherLabel: "花呗", outgoing: true)
        }
        if category == "投资理财" || note.contains("基金") || note.contains("蚂蚁财富") {
            if note.contains("卖出") || note.contains("赎回") {
                return OwnMove(other: fund, otherLabel: "蚂蚁财富", outgoing: false)
            }
            if note.contains("买入") || note.contains("申购") {
                return OwnMove(other: fund, otherLabel: "蚂蚁财富", outgoing: true)
            }
        }
        return nil
    }

    /// The type or the reason to skip, from 收/支 and 交易状态 (shared with the web export, where an
    /// empty 收/支 is what the app calls 不计收支).
    static func decide(_ entry: inout StatementEntry, direction: String) {
        entry.type = BillType(name: direction)
        if entry.status == "交易关闭" || entry.status.contains("失败") {
            entry.skip = .verbatim(entry.status)
        } else if entry.type == nil {
            if entry.status == "退款成功" || entry.status == "退税成功" {
                entry.type = .income
                entry.isRefund = true
                entry.refundOf = entry.ref.firstIndex(of: "_").map { String(entry.ref[..<$0]) }
            } else if entry.note.hasSuffix("收益发放") {
                entry.type = .income
            } else {
                entry.move = move(note: entry.note, category: entry.category, method: entry.method)
                entry.type = entry.move.map { $0.outgoing ? .expense : .income }
                entry.skip = Reason("不计收支 ({1})", entry.note.isEmpty ? entry.category : entry.note)
            }
        }
    }
}
