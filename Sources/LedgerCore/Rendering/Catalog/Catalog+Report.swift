extension Catalog {
    /// The words of the yearly and quarterly report and of the HTML reports.
    static let report: [(english: String, chinese: String)] = [
        ("yearly report", "年报"),
        ("quarterly report", "季报"),
        ("report", "报告"),
        ("Month", "月份"),
        ("Monthly report", "月报"),
        ("vs {1}: ", "对比 {1}："),
        ("Made by timi from the ledger's {1} book.", "由 timi 根据账本 {1} 生成。"),
    ]
}
