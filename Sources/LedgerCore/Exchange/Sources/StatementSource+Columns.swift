extension StatementSource {
    /// The columns of each source's header, as its exports name them: a rules file's `%column`
    /// condition on one of these is read as meant for that source, and simply does not match a file
    /// of another (see ``ImportRules/check(columns:file:statement:)``).
    var columnNames: [String] {
        switch self {
        case .wechat:
            return ["交易时间", "交易类型", "交易对方", "商品", "收/支", "金额(元)", "支付方式", "当前状态", "交易单号", "商户单号", "备注"]
        case .alipay:
            return [
                "交易时间", "交易分类", "交易对方", "对方账号", "商品说明", "收/支", "金额", "收/付款方式", "交易状态", "交易订单号",
                "商家订单号", "备注",
            ]
        case .alipayWeb:
            return [
                "交易号", "商家订单号", "交易创建时间", "付款时间", "最近修改时间", "交易来源地", "类型", "交易对方", "商品名称", "金额（元）",
                "收/支", "交易状态", "服务费（元）", "成功退款（元）", "备注", "资金状态",
            ]
        case .jd:
            return ["交易时间", "商户名称", "交易说明", "金额", "收/付款方式", "交易状态", "收/支", "交易分类", "交易订单号", "商家订单号", "备注"]
        case .meituan:
            return [
                "交易创建时间", "交易成功时间", "交易类型", "订单标题", "收/支", "支付方式", "订单金额", "实付金额", "交易单号", "商家单号", "备注",
            ]
        case .icbc:
            return [
                "交易日期", "摘要", "交易详情", "交易场所", "交易国家或地区简称", "钞/汇", "交易金额(收入)", "交易金额(支出)", "交易币种",
                "记账金额(收入)", "记账金额(支出)", "记账币种", "余额", "对方户名", "对方账户",
            ]
        case .chase:
            return ["Details", "Posting Date", "Description", "Amount", "Type", "Balance", "Check or Slip #"]
        case .monzo:
            return [
                "Transaction ID", "Date", "Time", "Type", "Name", "Emoji", "Category", "Amount", "Currency",
                "Local amount", "Local currency", "Notes and #tags", "Address", "Receipt", "Description",
                "Category split", "Money Out", "Money In", "Balance", "Balance currency",
            ]
        case .td, .bank, .csv: return []
        }
    }

    /// Every source's columns, lower-cased.
    static let knownColumns: Set<String> = Set(allCases.flatMap { $0.columnNames.map { $0.lowercased() } })
}
