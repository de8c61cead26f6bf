import LedgerCore

extension Catalog {
    /// The help of `timi account` and its subcommands.
    static let helpAccounts: [(english: String, chinese: String)] = [
        (
            "List, add, change, close and delete accounts (cash, cards, wallets).",
            "列出、添加、修改、关闭和删除账户（现金、银行卡、零钱）。"
        ),
        (
            "Accounts are ledger-wide: a bill of any book may name one. With no subcommand, lists the accounts.",
            "账户属于整个账本目录：任何账本的账单都可以使用。不带子命令时，列出账户。"
        ),
        ("The account's name, id or a unique prefix.", "账户的名称、id 或唯一前缀。"),
        ("List the accounts, in their order.", "按顺序列出账户。"),
        ("Also list hidden and closed accounts.", "也列出隐藏和已关闭的账户。"),
        (
            "text (default): a table; json: an array of accounts (amounts as signed strings).",
            "text（默认）：表格；json：账户数组（金额为带符号的字符串）。"
        ),
        ("Add an account.", "添加账户。"),
        (
            "Check an account's balance against the one you see, and record it when they agree.",
            "将账户余额与你看到的余额核对，一致时记录下来。"
        ),
        (
            "Compares timi's balance of the account at the end of the day (its opening balance and the bills "
                + "that name it) with the balance your app or statement shows. When they agree, the check is "
                + "recorded (a balance assertion, shown by 'timi account show' and written by the ledger and "
                + "beancount exports); a later change that moves that day's balance is reported as a warning by "
                + "the command that made it, and by 'timi doctor'. When they differ, nothing is recorded and timi "
                + "names its balance, the difference and the last recorded check that still holds; exit status 1. "
                + "A card that owes has a negative balance (-1234.50).",
            "将 timi 记录的该账户当天结束时的余额（期初余额加上使用该账户的账单）与 App 或账单上显示的余额比较。"
                + "一致时记录这次核对（余额断言，'timi account show' 会显示，ledger 和 beancount 导出会写出）；"
                + "之后若有改动使当天的余额变化，做出改动的命令会发出警告，'timi doctor' 也会列出。"
                + "不一致时不记录，timi 给出它的余额、差额和最近一次仍然相符的核对；退出状态为 1。"
                + "欠款的信用卡余额为负数（-1234.50）。"
        ),
        (
            "The balance you see, signed: a card that owes is negative (-1234.50).",
            "你看到的余额，带符号：欠款的信用卡为负数（-1234.50）。"
        ),
        (
            "The day of the balance, its bills included (default: today).",
            "余额的日期，含当天的账单（默认：今天）。"
        ),
        ("A name of at most 32 characters, unique in the ledger.", "最多 32 个字符的名称，在账本中唯一。"),
        (
            "cash, debit, credit, wallet, savings, investment or loan (required; no default).",
            "cash、debit、credit、wallet、savings、investment 或 loan（必填；无默认值）。"
        ),
        (
            "A new kind: cash, debit, credit, wallet, savings, investment or loan.",
            "新的类型：cash、debit、credit、wallet、savings、investment 或 loan。"
        ),
        (
            "The currency of its amounts, e.g. ¥ or USD (default: the current book's).",
            "金额的货币，例如 ¥ 或 USD（默认：当前账本的货币）。"
        ),
        (
            "The balance before its first bill, signed: -1234.50 for a card that owes (default: 0).",
            "第一笔账单之前的余额，带符号：欠款的信用卡为 -1234.50（默认：0）。"
        ),
        (
            "The day of the opening balance (default: the beginning).",
            "期初余额的日期（默认：最早）。"
        ),
        (
            "The bank or platform, e.g. 招商银行; '' clears it (default: none).",
            "银行或平台，例如招商银行；'' 清除（默认：无）。"
        ),
        ("The card number's last four digits; '' clears them (default: none).", "卡号的后四位；'' 清除（默认：无）。"),
        ("A credit card's limit (default: none).", "信用卡的额度（默认：无）。"),
        ("A credit card's statement day (账单日), 1 to 31 (default: none).", "信用卡的账单日，1 到 31（默认：无）。"),
        ("A credit card's due day (还款日), 1 to 31 (default: none).", "信用卡的还款日，1 到 31（默认：无）。"),
        ("Hide it: offered nowhere, listed with --all.", "隐藏：不再提供，只在 --all 时列出。"),
        ("Show a hidden account again.", "重新显示隐藏的账户。"),
        (
            "Its place in the list, from 1 (default: last for a new one).",
            "在列表中的位置，从 1 开始（默认：新账户排在最后）。"
        ),
        (
            "Change an account's kind, currency, opening balance or card details.",
            "修改账户的类型、货币、期初余额或卡片信息。"
        ),
        ("Rename an account; its bills keep it.", "给账户改名；其账单仍属于它。"),
        ("Delete an account; one that bills name needs --move-to.", "删除账户；有账单使用的账户需要 --move-to。"),
        (
            "Move the bills that name the account to this one (whole name or id, in the same currency) "
                + "first (default: refuse if bills name it); refused when a transfer between the two would go "
                + "from an account to itself.",
            "先把使用该账户的账单移到这个账户（全名或 id，币种相同）（默认：有账单时拒绝）；两者之间若有转账，移过去会变成"
                + "自己转给自己，此时拒绝。"
        ),
        (
            "The account's whole name or its id (a prefix is not enough to delete).",
            "账户的全名或 id（删除时前缀不够）。"
        ),
        (
            "Close an account: kept for its history, offered nowhere, no new bills.",
            "关闭账户：保留其历史，不再提供，不能记新账单。"
        ),
        ("Open a closed account again.", "重新启用已关闭的账户。"),
        (
            "The account the money moved through: its name, id or a unique prefix (default: the "
                + "book's default account, else the configuration's defaultAccount, else none).",
            "钱经过的账户：名称、id 或唯一前缀（默认：账本的默认账户，其次是配置中的 defaultAccount，否则无）。"
        ),
        ("A new account; --account '' takes the bill's account away.", "新的账户；--account '' 去掉账单的账户。"),
        (
            "The account of a bill added without --account (timi add, add -, again, recurring add) to a book "
                + "without a default account of its own ('timi book account'). Values: an account's name "
                + "(default: none).",
            "不带 --account 记账时使用的账户（timi add、add -、again、recurring add），账本自己设了默认账户"
                + "（'timi book account'）时以账本的为准。取值：账户名称（默认：无）。"
        ),
        ("Show an account's details.", "显示账户的详细信息。"),
        (
            "Show each account's balance, what is owned and owed, and the net worth.",
            "显示每个账户的余额、资产、负债和净资产。"
        ),
        (
            "A balance is the account's opening balance plus the bills that name it through the day (income "
                + "in, expense out). The accounts are grouped by kind; then, per currency, the assets (positive "
                + "balances), the liabilities (what negative ones owe) and the net worth. Currencies are never added.",
            "余额是账户的期初余额加上截至当天使用它的账单（收入增加，支出减少）。账户按类型分组；然后按货币给出资产"
                + "（正余额）、负债（负余额所欠）和净资产。不同货币从不相加。"
        ),
        ("The day of the balances (default: today).", "余额的日期（默认：今天）。"),
        (
            "text (default); json: accounts (balance as a signed string) and totals per currency.",
            "text（默认）；json：账户（余额为带符号的字符串）和按货币的合计。"
        ),
        ("text (default): one field a line; json: an object.", "text（默认）：每行一项；json：一个对象。"),
        // transfer
        ("Move money from one account to another.", "在两个账户之间转账。"),
        (
            "A transfer is neither income nor expense: pie, budgets, trend, totals and the report leave it "
                + "out; the timeline shows it (⇄) and the balances of 'timi accounts' count it, out of <from> "
                + "and into <to>. Repaying a credit card is a transfer to it. A fee is taken from <from> on top "
                + "of the amount and kept on the transfer, so that edit, delete and undo keep them together. "
                + "Between accounts of two currencies, --to-amount gives what arrived. Prints the transfer's "
                + "short id; 'timi edit' changes it (--account, --to, --to-amount, --fee, --amount, --date, "
                + "--note) and 'timi delete' deletes it.",
            "转账既不是收入也不是支出：饼图、预算、趋势、合计和月报都不计入它；时间线显示它（⇄），"
                + "'timi accounts' 的余额计入它：从 <from> 转出，转入 <to>。还信用卡就是转账到信用卡。"
                + "手续费在金额之外从 <from> 扣除，并记在这笔转账上，因此修改、删除和撤销都让二者一起。"
                + "两种货币的账户之间，用 --to-amount 给出到账金额。打印转账的短 id；'timi edit' 修改它"
                + "（--account、--to、--to-amount、--fee、--amount、--date、--note），'timi delete' 删除它。"
        ),
        (
            "What left <from>: 3000, 12.5, or an expression such as 200+50 (greater than 0).",
            "从 <from> 转出的金额：3000、12.5，或 200+50 这样的算式（大于 0）。"
        ),
        ("The account the money left: its name, id or a unique prefix.", "转出的账户：名称、id 或唯一前缀。"),
        ("The account the money went to: its name, id or a unique prefix.", "转入的账户：名称、id 或唯一前缀。"),
        (
            "What the transfer cost, taken from <from> on top of <amount> (手续费; default: none).",
            "转账的手续费，在 <amount> 之外从 <from> 扣除（默认：无）。"
        ),
        (
            "What arrived in <to>, in its currency: required between two currencies, refused within one (default: <amount>).",
            "<to> 收到的金额（以其货币计）：两种货币之间必填，同一货币时不可用（默认：<amount>）。"
        ),
        (
            "text (default): the short id, and a message on stderr; json: the transfer.",
            "text（默认）：短 id，并在 stderr 上给出说明；json：这笔转账。"
        ),
    ]
}
