/// Meituan's 美团账单 (UTF-8 with a BOM, a preamble of totals and notices, amounts written `¥21.17`,
/// a TAB inside the quoted order numbers).
///
/// The amount booked is 实付金额, what was paid after discounts (订单金额 is the price before them),
/// on the day of 交易成功时间. 交易类型 decides: 支付 is an expense (paid with 美团月付 too: the money is
/// owed from then), 退款 is income in the refund category, and 还款 (paying off 美团月付), 充值 and
/// 提现 are moves between the user's own accounts and are left out. Any other row follows 收/支.
enum MeituanStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        columns.entries(records, merging: "订单标题") { record, value in
            let paid = value("实付金额")
            let done = value("交易成功时间")
            var entry = StatementEntry(
                line: record.line, date: done.isEmpty ? value("交易创建时间") : done, order: .yearMonthDay,
                amount: paid.isEmpty ? value("订单金额") : paid, payee: payee, note: value("订单标题"),
                ref: value("交易单号"))
            entry.method = value("支付方式")
            decide(&entry, kind: value("交易类型"), direction: value("收/支"))
            return entry
        }
        .map(\.row)
    }

    /// Who every row is paid to: the platform (the merchant is in the order's title).
    static let payee = "美团"

    /// The type, or the reason to leave the row out, from 交易类型 and 收/支.
    static func decide(_ entry: inout StatementEntry, kind: String, direction: String) {
        entry.kind = kind
        switch kind {
        case "退款":
            entry.type = .income
            entry.isRefund = true
        case "还款", "充值", "提现":
            entry.skip = Reason("不计收支 ({1})", [.verbatim(kind)])
        default:
            entry.type = BillType(name: direction)
            if entry.type == nil { entry.skip = Reason("不计收支 ({1})", [.verbatim(kind)]) }
        }
    }
}
