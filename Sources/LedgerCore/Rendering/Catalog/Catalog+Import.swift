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
        ("Read as {1}: {2}, fields separated by {3}, no header line", "按 {1} 读取：{2}，字段以 {3} 分隔，没有表头行"),
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
        ("a transfer to or from your pot ({1})", "转入或转出储蓄罐（{1}）"),
        ("a transfer between your own accounts (ACCT_XFER)", "自己账户之间的转账（ACCT_XFER）"),
        ("a move between your own accounts", "自己账户之间的转移"),
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
        // Accounts and the statement's balances
        ("Account: {1} (named by --account)", "账户：{1}（由 --account 指定）"),
        ("Account: {1} (found by {2})", "账户：{1}（根据{2}）"),
        ("the statement's preamble", "对账单的前言"),
        ("its card-number column", "卡号列"),
        ("its file name", "文件名"),
        ("its payment method", "支付方式"),
        ("whose export it is", "导出来源"),
        (
            "Account: none; the statement does not say whose it is (name it with --account)",
            "账户：无；对账单没有写明是谁的（用 --account 指定）"
        ),
        (
            "Account: the statement's is not in the ledger (see below, or name it with --account)",
            "账户：对账单的账户不在账本里（见下文，或用 --account 指定）"
        ),
        ("Accounts by payment method: {1}", "按支付方式的账户：{1}"),
        ("Rows without an account: {1}", "没有账户的行：{1}"),
        ("Accounts it would create:", "将新建的账户："),
        ("Accounts created:", "已新建的账户："),
        ("Accounts the ledger lacks (--create-accounts creates them):", "账本缺少的账户（--create-accounts 会创建）："),
        ("# {1} row", "# {1} 行"),
        ("# {1} rows", "# {1} 行"),
        ("{1} fits {2}; its {3} rows take neither", "{1} 与 {2} 都相符；它的 {3} 行不记到任何一个"),
        (
            "The balance column does not chain at {1}: the rows before it and its amount come to {2}, it says {3}",
            "余额列在{1}不衔接：之前的行加上它的金额是 {2}，它写的是 {3}"
        ),
        (
            "The statement's balance is {1} on {2}; name its account with --account to compare it with timi's",
            "对账单 {2} 的余额是 {1}；用 --account 指定账户即可与 timi 的余额核对"
        ),
        (
            "Balance parts from the statement at {1} ({2}): the statement says {3}, timi {4}, a difference of {5}",
            "余额在{1}（{2}）与对账单不符：对账单为 {3}，timi 为 {4}，相差 {5}"
        ),
        (
            "Every row differs by {1}: with an opening balance of {2} the account matches the statement (timi account edit {3} --opening={2})",
            "每一行都相差 {1}：期初余额为 {2} 时账户与对账单相符（timi account edit {3} --opening={2}）"
        ),
        ("Balance {1} on {2} matches the statement", "{2} 的余额 {1} 与对账单相符"),
        ("Made one bill with the other statement's row ({1}):", "与另一份账单的同一笔交易合并为一笔（{1}）："),
        (
            "{1}: {2} {3}, platform {4} ({5}), statement {6} ({7}): bill {8}",
            "{1}：{2} {3}，平台 {4}（{5}），银行账单 {6}（{7}）：账单 {8}"
        ),
        ("Rows that fit more than one bill, linked to none ({1}):", "与不止一笔账单相符、未合并的行（{1}）："),
        ("bill {1} ({2}, {3})", "账单 {1}（{2}，{3}）"),
        ("{1}: {2} on {3} ({4}) fits {5}", "{1}：{3} 的 {2}（{4}）与 {5} 相符"),
        ("{1}: {2} on {3} ({4}) fits {5}, as {6} does", "{1}：{3} 的 {2}（{4}）与 {5} 相符，{6} 也是"),
        (", linked {1}", "，合并 {1} 行"),
        (
            "Balance {1} on {2} matches the statement, counting {3} row left out ({4}): timi's is {5} until it is booked",
            "{2} 的余额 {1} 与对账单相符，计入了被略过的 {3} 行（{4}）：在记账之前 timi 的余额是 {5}"
        ),
        (
            "Balance {1} on {2} matches the statement, counting {3} rows left out ({4}): timi's is {5} until they are booked",
            "{2} 的余额 {1} 与对账单相符，计入了被略过的 {3} 行（{4}）：在记账之前 timi 的余额是 {5}"
        ),
        (
            "the statement's balance is {1}, timi's {2} (a difference of {3}); --strict-balance imports nothing",
            "对账单的余额是 {1}，timi 的是 {2}（相差 {3}）；--strict-balance 时什么也不导入"
        ),
        (
            "the account {1} is in {2}, but the statement is in {3}; name an account in {3} with --account",
            "账户 {1} 的币种是 {2}，但对账单是 {3}；用 --account 指定一个 {3} 账户"
        ),
        ("{1} has no balance column; --strict-balance needs one", "{1} 没有余额列；--strict-balance 需要余额列"),
        (
            "whose statement {1} is cannot be told; name its account with --account (or create it with --create-accounts)",
            "看不出 {1} 是谁的对账单；用 --account 指定账户（或用 --create-accounts 创建）"
        ),
        (
            "the balance column does not chain: the rows before it and its amount come to {1}, it says {2}; --strict-balance imports nothing",
            "余额列不衔接：之前的行加上它的金额是 {1}，它写的是 {2}；--strict-balance 时什么也不导入"
        ),
        ("created categories: {1}", "已新建分类：{1}"),
        // Moves between the user's own accounts
        ("a move from {1} to {2}", "从 {1} 到 {2} 的转账"),
        ("the statement's account", "对账单的账户"),
        ("an account the row does not name", "这一行没有写明的账户"),
        ("{1}: both are one account", "{1}：两边是同一个账户"),
        (
            "{1}: the ledger has no account {2}; pass --create-accounts, or add it with {3}",
            "{1}：账本没有账户 {2}；加上 --create-accounts，或用 {3} 添加"
        ),
        (
            "{1}: whose statement this is cannot be told; name its account with --account, or pass --create-accounts",
            "{1}：看不出这是谁的对账单；用 --account 指定它的账户，或加上 --create-accounts"
        ),
        ("{1}: {2} fits several accounts; book it with {3}", "{1}：{2} 对得上好几个账户；用 {3} 记账"),
        (
            "{1}: the row does not name the other account; import that account's statement, or book it with {2}",
            "{1}：这一行没有写明另一个账户；导入那个账户的对账单，或用 {2} 记账"
        ),
        ("the same move as transfer {1}, booked from the other statement", "与转账 {1} 是同一笔，已从另一份对账单记账"),
        ("Transfers between your accounts: {1}", "自己账户之间的转账：{1} 笔"),
        ("(fee {1})", "（手续费 {1}）"),
        (
            "It would record the balance check {1} on {2} (as 'timi account check' does)",
            "将记下 {2} 的余额核对 {1}（与 'timi account check' 相同）"
        ),
        (
            "Recorded the balance check {1} on {2} (as 'timi account check' does)",
            "已记下 {2} 的余额核对 {1}（与 'timi account check' 相同）"
        ),
    ]
}
