/// Alipay's app export 交易流水证明 (GBK, every field padded, a TAB after the order numbers, a
/// trailing comma; the header found after a preamble of changing length).
///
/// 收/支 支出 and 收入 are booked unless 交易状态 is 交易关闭 (or a failure). 不计收支 is left out —
/// 余额宝, 花呗 and fund moves — except a refund (退款成功 or 退税成功: income, linked to the purchase
/// whose 交易订单号 its own starts with, `<order>_<n>`) and interest (…收益发放: income).
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
                entry.skip = Reason("不计收支 ({1})", entry.note.isEmpty ? entry.category : entry.note)
            }
        }
    }
}
