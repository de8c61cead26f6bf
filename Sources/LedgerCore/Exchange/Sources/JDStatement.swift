/// JD's 京东交易流水 (UTF-8 with a BOM, a preamble of totals and notices, a TAB after the order
/// numbers, a trailing comma).
///
/// Booked as the money moved, row by row: 支出 is an expense at its gross amount — JD writes a partly
/// refunded purchase `416.87(已退款233.45)`, and the refund is a row of its own — and 收入 income.
/// 不计收支 holds three sorts of row: a refund (退款成功, 交易说明 `退款-…`) is income in the refund
/// category; a purchase refunded in full (`468.32(已全额退款)`) and a purchase on credit (先享后付,
/// paid later) are expenses, since the money left or is owed (the full refund comes back as its own
/// rows, perhaps in a later export); anything else is a move between the user's own accounts and is
/// left out. A closed, cancelled or failed row is left out.
enum JDStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        columns.entries(records, merging: "交易说明") { record, value in
            let amount = value("金额")
            var entry = StatementEntry(
                line: record.line, date: value("交易时间"), order: .yearMonthDay, amount: gross(amount),
                payee: value("商户名称"), note: value("交易说明"), category: value("交易分类"),
                ref: value("交易订单号"), status: value("交易状态"))
            entry.method = value("收/付款方式")
            decide(&entry, direction: value("收/支"), amount: amount, method: entry.method)
            return entry
        }
        .map(\.row)
    }

    /// The type, or the reason to leave the row out, from 收/支, 交易状态, the amount's own words and
    /// the way it was paid.
    static func decide(_ entry: inout StatementEntry, direction: String, amount: String, method: String) {
        if ["关闭", "取消", "失败"].contains(where: entry.status.contains) {
            entry.skip = .verbatim(entry.status)
            return
        }
        entry.type = BillType(name: direction)
        guard entry.type == nil else { return }
        if entry.status == "退款成功" || entry.note.hasPrefix("退款-") {
            entry.type = .income
            entry.isRefund = true
            // A refund shares its order's number: keyed by its own content, so that a later export
            // holding only the refund does not take it for the purchase already imported.
            entry.refundOf = entry.ref.isEmpty ? nil : entry.ref
            entry.ref = ""
        } else if amount.contains("全额退款") || method == "先享后付" || entry.category == "先享后付" {
            entry.type = .expense
        } else {
            entry.skip = Reason("不计收支 ({1})", entry.note.isEmpty ? entry.category : entry.note)
        }
    }

    /// The amount before JD's note of what was refunded: `416.87` of `416.87(已退款233.45)` and of
    /// `468.32(已全额退款)`.
    static func gross(_ amount: String) -> String {
        guard let open = amount.firstIndex(where: { $0 == "(" || $0 == "（" }) else { return amount }
        return String(amount[..<open])
    }
}
