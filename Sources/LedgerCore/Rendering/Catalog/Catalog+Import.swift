extension Catalog {
    /// What `timi import` says: the plan of a dry run, the skipped rows, the closing line.
    static let importing: [(english: String, chinese: String)] = [
        // The plan
        ("Plan for {1}: {2} bill, income {3}, expense {4}", "导入计划 {1}：{2} 笔，收入 {3}，支出 {4}"),
        ("Plan for {1}: {2} bills, income {3}, expense {4}", "导入计划 {1}：{2} 笔，收入 {3}，支出 {4}"),
        (
            "Plan for {1} ({5} statement): {2} bill, income {3}, expense {4}",
            "导入计划 {1}（{5} 账单）：{2} 笔，收入 {3}，支出 {4}"
        ),
        (
            "Plan for {1} ({5} statement): {2} bills, income {3}, expense {4}",
            "导入计划 {1}（{5} 账单）：{2} 笔，收入 {3}，支出 {4}"
        ),
        // What was inferred about a statement's layout
        ("{1}'s export", "{1} 的导出文件"),
        ("a bank statement", "银行账单"),
        ("Read as {1}: {2}, fields separated by {3}, header on line {4}", "按 {1} 读取：{2}，字段以 {3} 分隔，表头在第 {4} 行"),
        ("Read as {1}: header on row {2}", "按 {1} 读取：表头在第 {2} 行"),
        ("(the transaction date wins over the posting date {1})", "（交易日期优先于记账日期 {1}）"),
        ("not used: {1}", "未使用：{1}"),
        ("{1} (as told)", "{1}（按指定）"),
        ("dates {1}, decimal mark {2}", "日期 {1}，小数点 {2}"),
        ("a negative amount is an expense", "负数金额为支出"),
        ("a positive amount is an expense (a card statement)", "正数金额为支出（信用卡账单）"),
        (
            "amounts have no sign: an expense unless the row says refund, repayment or interest",
            "金额不带正负：除非该行写明退款、还款或利息，否则为支出"
        ),
        ("column {1} says which way", "由 {1} 列区分收支"),
        ("money out in {1}, money in in {2}", "支出在 {1} 列，收入在 {2} 列"),
        ("TYPE", "类型"),
        ("ROWS", "行数"),
        ("DECIDED BY", "依据"),
        ("the file", "文件"),
        ("rule at {1}", "规则 {1}"),
        ("learned from the payee", "按交易对方"),
        ("fallback", "默认"),
        ("Skipped {1}:", "跳过 {1} 行："),
        ("Rules that did not categorise {1} row:", "规则未分类的 {1} 行："),
        ("Rules that did not categorise {1} rows:", "规则未分类的 {1} 行："),
        ("{1}: {2} {3} row, but {4} is an {5} category", "{1}：{2} 行{3}，但 {4} 是{5}分类"),
        ("{1}: {2} {3} rows, but {4} is an {5} category", "{1}：{2} 行{3}，但 {4} 是{5}分类"),
        // Why a row is skipped
        ("already present as bill {1}", "已存在，即账单 {1}"),
        ("transaction {1} already imported as bill {2}", "交易 {1} 已导入为账单 {2}"),
        ("same date, amount and description as bill {1}", "与账单 {1} 的日期、金额和描述相同"),
        ("skipped by the rule at {1}", "被 {1} 的规则跳过"),
        // Why a statement leaves a row out (besides its own words: 交易关闭, 已退还…)
        ("refunded in full (the refund is on line {1})", "已全额退款（退款在第 {1} 行）"),
        ("the refund of line {1}, refunded in full", "第 {1} 行的退款，已全额退款"),
        ("不计收支 ({1})", "不计收支（{1}）"),
        ("a move between your own accounts", "自己账户之间的转移"),
        ("a transfer to or from your pot ({1})", "转入或转出储蓄罐（{1}）"),
        ("a transfer between your own accounts (ACCT_XFER)", "自己账户之间的转账（ACCT_XFER）"),
        ("the amount is 0", "金额为 0"),
        // The closing line
        ("{1} already present", "{1} 笔已存在"),
        (
            "{1} with the same date, amount and description as a bill imported before",
            "{1} 笔与之前导入的账单日期、金额和描述相同"
        ),
        ("{1} by rules", "{1} 笔按规则"),
        ("would import {1}, skip {2}", "将导入 {1} 笔，跳过 {2}"),
        ("imported {1}, skipped {2}", "已导入 {1} 笔，跳过 {2}"),
        (
            "{1} statement: {2}, leave out {3} (closed, neutral or refunded)",
            "{1} 账单：{2}，不计 {3} 笔（已关闭、不计收支或已退款）"
        ),
        (
            "{1} statement: {2}, left out {3} (closed, neutral or refunded)",
            "{1} 账单：{2}，未计 {3} 笔（已关闭、不计收支或已退款）"
        ),
        ("would create categories: {1}", "将新建分类：{1}"),
        ("created categories: {1}", "已新建分类：{1}"),
    ]
}
