extension Catalog {
    /// What the account commands say and show: confirmations, the list's and the details' words, and
    /// the reasons an account or its values are refused.
    static let accounts: [(english: String, chinese: String)] = [
        // Confirmations
        ("Added account {1} ({2})", "已添加账户 {1}（{2}）"),
        ("Edited account {1}", "已修改账户 {1}"),
        ("Renamed account {1} to {2}", "已将账户 {1} 改名为 {2}"),
        ("Deleted account {1}", "已删除账户 {1}"),
        ("Deleted account {1}; moved {2} bill to {3}", "已删除账户 {1}；{2} 笔账单已移到 {3}"),
        ("Deleted account {1}; moved {2} bills to {3}", "已删除账户 {1}；{2} 笔账单已移到 {3}"),
        (
            "{1} has {2} bill; move them to another account with --move-to ACCOUNT",
            "{1} 有 {2} 笔账单；请用 --move-to ACCOUNT 把它们移到另一个账户"
        ),
        (
            "{1} has {2} bills; move them to another account with --move-to ACCOUNT",
            "{1} 有 {2} 笔账单；请用 --move-to ACCOUNT 把它们移到另一个账户"
        ),
        ("{1} cannot take its own bills", "{1} 不能接收自己的账单"),
        (
            "{1} is in {2} and {3} in {4}: its bills cannot move there; move them to an account in {2}",
            "{1} 的币种是 {2}，{3} 的是 {4}：它的账单不能移过去；请移到币种为 {2} 的账户"
        ),
        (
            "transfer {1} is between {2} and {3}: moved, it would go from {3} to itself; delete it first, or move the bills to another account",
            "转账 {1} 在 {2} 和 {3} 之间：移过去就成了 {3} 转给自己；请先删除它，或把账单移到别的账户"
        ),
        // Transfers
        ("from", "转出"),
        ("to", "转入"),
        ("arrived", "到账"),
        ("fee", "手续费"),
        ("a transfer moves money between two accounts; {1} is both", "转账要在两个账户之间进行；{1} 既是转出也是转入账户"),
        (
            "{1} is in {2} and {3} in {4}: say what arrived with --to-amount",
            "{1} 的币种是 {2}，{3} 的是 {4}：请用 --to-amount 给出到账金额"
        ),
        (
            "{1} and {2} are both in {3}: what arrives is what leaves (a cost is --fee)",
            "{1} 和 {2} 的币种都是 {3}：到账金额等于转出金额（费用请用 --fee）"
        ),
        (
            "bill {1} is not a transfer: only a transfer has --to, --to-amount or --fee",
            "账单 {1} 不是转账：只有转账才有 --to、--to-amount 或 --fee"
        ),
        (
            "bill {1} is a transfer: it has no category and stays a transfer",
            "账单 {1} 是转账：它没有分类，也只能是转账"
        ),
        ("bill {1} is a transfer: it keeps an account", "账单 {1} 是转账：它必须有转出账户"),
        ("a transfer's two accounts are the same", "转账的两个账户相同"),
        ("only a transfer has 'toAccount', 'toAmount' or 'fee'", "只有转账才有 'toAccount'、'toAmount' 或 'fee'"),
        ("'{1}' is not income, expense or transfer", "'{1}' 不是收入、支出或转账"),
        ("a transfer's amount has no sign", "转账金额不带正负号"),
        ("a transfer names its account and its toAccount", "转账须给出 account 和 toAccount"),
        ("only a transfer has a toAccount, a toAmount or a fee", "只有转账才有 toAccount、toAmount 或 fee"),
        ("use expense, income, transfer, 支出 or 收入", "请用 expense、income、transfer、支出或收入"),
        ("Closed account {1}", "已关闭账户 {1}"),
        // Balance checks
        ("Balance checks", "余额核对"),
        (
            "timi's balance of {1} on {2} is {3}, not {4} (a difference of {5})",
            "timi 记录的 {1} 在 {2} 的余额是 {3}，不是 {4}（相差 {5}）"
        ),
        ("the last check that still holds is {1} on {2}", "最近一次仍然相符的核对是 {2} 的 {1}"),
        ("no recorded check holds before it", "此前没有仍然相符的核对记录"),
        ("{1}; {2}", "{1}；{2}"),
        (
            "The balance of {1} on {2} is {3}, as timi has it: the check is recorded",
            "{1} 在 {2} 的余额是 {3}，与 timi 记录的一致：已记录这次核对"
        ),
        (
            "Warning: the balance check of {1} on {2} ({3}) no longer holds: timi's balance is {4}",
            "警告：{1} 在 {2} 的余额核对（{3}）已不相符：timi 记录的余额是 {4}"
        ),
        ("a balance check needs a date and a balance", "余额核对需要日期和余额"),
        (
            "the balance check of {1} on {2} ({3}) no longer holds: timi's balance is {4}",
            "{1} 在 {2} 的余额核对（{3}）已不相符：timi 记录的余额是 {4}"
        ),
        (
            "correct the bills of that day or before, or record the balance again with 'timi account check {1} BALANCE --date {2}'",
            "修正当天或之前的账单，或用 'timi account check {1} BALANCE --date {2}' 重新核对"
        ),
        ("Reopened account {1}", "已重新启用账户 {1}"),
        // The list and the details
        ("KIND", "类型"),
        ("OPENING", "期初余额"),
        ("INSTITUTION", "机构"),
        ("closed", "已关闭"),
        ("hidden", "已隐藏"),
        ("Name", "名称"),
        ("Kind", "类型"),
        ("Currency", "货币"),
        ("Opening balance", "期初余额"),
        ("Institution", "机构"),
        ("Card", "卡号"),
        ("Credit limit", "信用额度"),
        ("Statement day", "账单日"),
        ("Due day", "还款日"),
        ("State", "状态"),
        // timi accounts
        ("ASSETS", "资产"),
        ("spent since {1}", "{1} 以来消费"),
        ("due by {1}", "应还（{1} 前）"),
        ("due", "应还"),
        ("LIABILITIES", "负债"),
        ("NET WORTH", "净资产"),
        (
            "No accounts; add one with 'timi account add NAME --kind KIND'.",
            "没有账户；用 'timi account add NAME --kind KIND' 添加。"
        ),
        // timi list --account
        ("Opening balance on {1}: {2}", "{1} 期初余额：{2}"),
        ("Closing balance on {1}: {2}", "{1} 期末余额：{2}"),
        ("Opening balance: {1}", "期初余额：{1}"),
        ("Closing balance: {1}", "期末余额：{1}"),
        // timi report
        ("Net worth on {1}", "{1} 的净资产"),
        ("Credit-card dues", "信用卡还款"),
        ("Assets", "资产"),
        ("Liabilities", "负债"),
        ("Net worth", "净资产"),
        ("Credit card", "信用卡"),
        ("Amount due", "应还金额"),
        ("Due date", "还款日期"),
        // Fields and kinds of things named in errors
        ("account", "账户"),
        ("account name", "账户名称"),
        ("kind", "类型"),
        ("digits", "卡号后四位"),
        ("institution", "机构"),
        ("statement day", "账单日"),
        ("due day", "还款日"),
        ("position", "位置"),
        // Reasons
        ("it may not start with - or @", "不能以 - 或 @ 开头"),
        ("a kind is one of {1}", "类型是 {1} 之一"),
        ("one sign at most", "最多一个正负号"),
        ("give the card's last four digits", "请给出卡号的后四位数字"),
        ("a day of the month is 1 to 31", "每月的日期是 1 到 31"),
        ("a position is 1 or more", "位置从 1 开始"),
        ("two accounts have the same id", "两个账户的 id 相同"),
        ("two accounts have the same name", "两个账户同名"),
        ("the account named {1} (id {2})", "名为 {1} 的账户（id {2}）"),
        (
            "'{1}' is only the start of {2}; give the account's whole name or its id ({3})",
            "'{1}' 只是 {2} 的开头；请给出账户的全名或 id（{3}）"
        ),
        (
            "the account {1} is closed; 'timi account reopen {1}' opens it again",
            "账户 {1} 已关闭；'timi account reopen {1}' 可重新启用"
        ),
        ("there is already an account named {1}", "已有名为 {1} 的账户"),
        ("only a credit card has {1}; {2} is a {3} account", "只有信用卡才有 {1}；{2} 是{3}账户"),
        ("'{1}' is not an amount like \"1000.00\"", "'{1}' 不是 \"1000.00\" 这样的金额"),
        ("'{1}' is not a kind of account", "'{1}' 不是账户类型"),
        ("'{1}' is not an account id", "'{1}' 不是账户 id"),
        ("an account needs an id, a name, a kind and a currency", "账户需要 id、名称、类型和货币"),
        (
            "the line already names the account '{1}'; quote a note word that starts with @",
            "这一行已经指定了账户 '{1}'；以 @ 开头的备注词请加引号"
        ),
    ]
}
