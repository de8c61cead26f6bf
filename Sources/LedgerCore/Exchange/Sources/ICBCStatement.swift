/// ICBC's 明细查询文件下载: every field padded and ended by a TAB, `-` for nothing, amounts such as
/// `"1,234.56"` in separate 记账金额(收入) and 记账金额(支出) columns, a footer `人民币合计,…`.
///
/// No transaction number: the row's balance (余额) is carried so the import can tell rows apart. A
/// repayment of a credit card (`自动还款` to `招商银行信用卡`) is a move to that card, a payment
/// platform's wallet topped up or withdrawn (`微信零钱提现`) a move from or to that wallet.
enum ICBCStatement {
    static func rows(_ records: ArraySlice<CSV.Record>, _ columns: StatementColumns) -> [FileRow] {
        let footer = { (record: CSV.Record) in StatementText.value(record.fields.first ?? "").hasSuffix("合计")
        }
        // 记账金额 is in the account's currency; a file without those columns has only 交易金额.
        let booked = columns.has("记账金额(收入)") ? "记账金额" : "交易金额"
        return columns.entries(records, until: footer) { record, value in
            let income = value(booked + "(收入)")
            var entry = StatementEntry(
                line: record.line, date: value("交易日期"), order: .yearMonthDay,
                amount: income.isEmpty ? value(booked + "(支出)") : income)
            entry.type = income.isEmpty ? .expense : .income
            entry.cents = entry.cents.map(abs)
            entry.note = [value("摘要"), value("交易详情")].filter { !$0.isEmpty }.joined(separator: " ")
            let counterparty = value("对方户名")
            entry.payee = counterparty.isEmpty ? value("交易场所") : counterparty
            entry.balance = StatementText.cents(value("余额")).map { Money(cents: $0).description } ?? ""
            let text = entry.note + " " + entry.payee
            entry.move =
                OwnMove.walletMove(in: text, outgoing: entry.type == .expense)
                ?? (entry.type == .expense ? OwnMove.cardRepayment(in: text, label: entry.payee) : nil)
            return entry
        }
        .map(\.row)
    }
}
