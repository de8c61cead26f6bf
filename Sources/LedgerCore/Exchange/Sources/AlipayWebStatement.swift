/// Alipay's old PC web export 交易记录明细查询 (GBK, padded, four lines before the header and seven
/// after the rows).
///
/// As the app export (``AlipayStatement/decide(_:direction:)``), with the web's words: an empty 收/支
/// is a move between one's own accounts, unless the row is a refund (交易号 `<purchase>_<n>`, 资金状态
/// 已收入); a purchase refunded in full shows 交易关闭.
enum AlipayWebStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        // The footer: a dashed line, then 共N笔记录 and the totals.
        let footer = { (record: CSV.Record) in StatementText.value(record.fields.first ?? "").hasPrefix("---")
        }
        var entries = columns.entries(records, merging: "交易对方", until: footer) { record, value in
            let paid = value("付款时间")
            var entry = StatementEntry(
                line: record.line, date: paid.isEmpty ? value("交易创建时间") : paid, order: .yearMonthDay,
                amount: value("金额（元）"), payee: value("交易对方"), note: value("商品名称"), ref: value("交易号"),
                status: value("交易状态"))
            let refund = entry.ref.contains("_") && value("资金状态") == "已收入"
            AlipayStatement.decide(&entry, direction: value("收/支"))
            // A refund has no 收/支 here (what decide leaves out as 不计收支): booked as income.
            if refund && entry.type == nil {
                entry.skip = nil
                entry.type = .income
                entry.isRefund = true
                entry.refundOf = entry.ref.firstIndex(of: "_").map { String(entry.ref[..<$0]) }
            }
            return entry
        }
        StatementRefunds.settle(&entries) { $0.status == "交易关闭" }
        return entries.map(\.row)
    }
}
