import LedgerCore

extension Catalog {
    /// The help of the commands that move bills in and out: import, export, backup and restore.
    static let helpExchange: [(english: String, chinese: String)] = [
        // timi import
        (
            "CSV has a header row; its columns are date,type,amount,category,note and, if wanted, "
                + "book,id,created (others are ignored). Without a type, a negative amount is an expense, "
                + "any other income. Text may be UTF-8 or GB18030 (GBK); an XLSX workbook's first sheet "
                + "is read like a CSV file.",
            "CSV 有表头行；列为 date,type,amount,category,note，需要时还有 book,id,created（其他列忽略）。"
                + "没有类型时，负数金额是支出，其他是收入。文本可以是 UTF-8 或 GB18030（GBK）；XLSX "
                + "工作簿读取第一张表，和 CSV 一样。"
        ),
        (
            "WeChat Pay, Alipay, JD and Meituan exports are recognised by their content and booked as a "
                + "bookkeeper would: closed, failed, returned and neutral rows are left out with their reason, "
                + "refunds are income in 退款 (refund), created when first needed. A bank's export is read by the "
                + "words of its header (交易日期, 金额, Date, Amount, Withdrawal…), found after any preamble; its "
                + "delimiter, encoding, date order, decimal mark and sign convention are inferred from all of its "
                + "rows, and the dry run's plan says what was inferred. ICBC, Chase, Monzo and TD are recognised by "
                + "name, which gives their account's institution and currency and, where every date fits both, their "
                + "date order.",
            "微信支付、支付宝、京东和美团的导出按内容识别，并像记账员那样记账：已关闭、"
                + "失败、已退回和不计收支的行连同原因被略过，退款记为“退款”分类的收入，该分类在第一次需要时创建。"
                + "银行的导出按表头的词（交易日期、金额、Date、Amount、Withdrawal…）读取，表头可在任何前言之后；"
                + "分隔符、编码、日期顺序、小数点和正负约定都从所有行推断，试运行的计划会说明推断结果。"
                + "工商银行、Chase、Monzo 和 TD 按名称识别，名称给出其账户的机构和币种，以及在每个日期都两可时的日期顺序。"
        ),
        (
            "JSON is an array of bills, or one per line, as 'timi export' writes them. Any bad "
                + "row stops the import. Rows the ledger has (the same id, or imported before) are "
                + "skipped. Columns payee, ref (the source's transaction number, the import key), balance, "
                + "status and time (HH:MM or HH:MM:SS, which orders the bills of a day) are read too. A rules file says how to read a file timi does not know "
                + "and categorises rows (see timi(1), IMPORT RULES); a row it leaves open takes its "
                + "payee's most used category, else timi's built-in one for the source's own category word "
                + "or a keyword of the payee or note (unless --no-builtin), else --fallback, else (a statement's "
                + "expense) 待分类 (uncategorised), created when first needed. timi's own CSV and JSON carry each "
                + "category's alias (categoryAlias): a category the ledger lacks is created as it was, without "
                + "--create-categories. The dry run prints the bills, then the plan: per category how many rows and how much, and how each "
                + "was decided; every skipped row and why; the totals. See the README.",
            "JSON 是账单数组，或每行一笔，与 'timi export' 写出的一样。任何一行有错都会停止导入。"
                + "账本里已有的行（编号相同，或以前导入过）被跳过。payee、ref（来源的交易单号，即导入键）、"
                + "balance、status 和 time（HH:MM 或 HH:MM:SS，决定一天内账单的顺序）列也会读取。规则文件说明如何读取 timi 不认识的文件并给行分类（见 "
                + "timi(1)，IMPORT RULES）；规则没决定的行取其交易对方最常用的分类，否则取 timi 内置的"
                + "分类（按来源自己的分类词，或交易对方、备注中的关键词；除非 --no-builtin），否则用 --fallback，"
                + "再否则（对账单中的支出）归入待分类 (uncategorised)，需要时创建。timi 自己导出的 CSV 和 JSON 带有每个分类的别名"
                + "（categoryAlias）：账本缺少的分类按原样创建，无需 --create-categories。试运行先打印账单，然后是计划：每个分类多少行、多少钱，以及各自是怎么决定的；每一行被跳过的行及原因；"
                + "合计。详见 README。"
        ),
        (
            "A bank or card statement is one account's: told by its preamble (卡号, 账号, Card number, "
                + "Account), a card-number column or its file name (Chase1234_…), and found by institution and "
                + "last four digits, or named with --account. A WeChat Pay, Alipay, JD or Meituan row is its "
                + "payment method's (招商银行信用卡(5678) by institution and digits; 零钱, 余额, 余额宝, 花呗 by the "
                + "platform and kind). Bills take that account; the plan lists the accounts the ledger lacks with "
                + "the 'timi account add' line of each, and --create-accounts creates them in the import's own "
                + "change. A statement with a balance column is checked: the column must chain, and timi's balance "
                + "of the account after each row must be the statement's (rows left out are counted and named); "
                + "an account created by the import opens with the statement's first balance less its amount, and "
                + "when every balance matches, the last one is recorded as a balance check (as 'timi account check' "
                + "does).",
            "银行卡或信用卡的对账单属于一个账户：由前言（卡号、账号、Card number、Account）、卡号列或文件名"
                + "（Chase1234_…）得知，按机构和卡号后四位找到，或用 --account 指定。微信支付、支付宝、京东、美团的"
                + "每一行属于它的支付方式（招商银行信用卡(5678) 按机构和后四位；零钱、余额、余额宝、花呗 按平台和种类）。"
                + "账单记到那个账户；计划列出账本缺少的账户及创建每个账户的 'timi account add' 命令，"
                + "--create-accounts 在导入的同一次修改中创建它们。有余额列的对账单会被核对：余额列必须前后衔接，"
                + "timi 记录的该账户在每一行之后的余额必须等于对账单的（被略过的行会计入并列出）；"
                + "导入时新建的账户以对账单第一行的余额减去其金额作为期初余额；每一行的余额都相符时，"
                + "最后的余额记为一次余额核对（与 'timi account check' 相同）。"
        ),
        (
            "In a ledger that keeps accounts, money moved between your own accounts is a transfer, never "
                + "income or expense: WeChat's 零钱提现 (its 服务费 the fee), 零钱充值, 零钱通 and 信用卡还款; "
                + "Alipay's 余额宝, 花呗 repayments and funds; a debit card's repayment of a credit card and the "
                + "card's 还款; a bank's side of a wallet's withdrawal or top-up (微信零钱提现, 零钱充值); Chase's "
                + "ACCT_XFER and card payments; Monzo's pots. A move whose other account is "
                + "not known is left out, saying how to book it (the 'timi account add' line, --account, or "
                + "'timi transfer'). A move the other account's statement booked already (the same amount, the "
                + "same accounts, dates at most 3 days apart) is not booked again: the plan names that transfer.",
            "在记账户的账本里，自己账户之间的资金往来记为转账，既不是收入也不是支出：微信的零钱提现（其服务费为手续费）、"
                + "零钱充值、零钱通和信用卡还款；支付宝的余额宝、花呗还款和基金；借记卡还信用卡，以及信用卡的还款；"
                + "银行账单上钱包的提现和充值（微信零钱提现、零钱充值）；Chase 的 ACCT_XFER 和信用卡还款；Monzo 的储蓄罐。另一边账户不明的转账被略过，并说明怎样记"
                + "（'timi account add' 命令、--account 或 'timi transfer'）。另一个账户的对账单已经记过的转账"
                + "（金额相同、两个账户相同、日期相差不超过 3 天）不会再记一次：计划会写出那笔转账。"
        ),
        (
            "The statement's account, by name or id (default: the one the file names).",
            "对账单所属的账户，按名称或编号（默认：文件中写明的账户）。"
        ),
        (
            "Create the accounts the file names and the ledger lacks (default: list them).",
            "创建文件中提到而账本里没有的账户（默认：只列出）。"
        ),
        (
            "A purchase paid on WeChat Pay, Alipay, JD or Meituan with a card is on the card's statement "
                + "too (财付通-…, 支付宝-…): the same amount on the same card, dates at most 3 days apart, the "
                + "statement naming the platform. Whichever file is imported second, its row is made one bill "
                + "with the first's: the platform's payee and note, both transaction numbers, the card's "
                + "account, both files' import keys (either imported again books nothing). A row that fits two "
                + "bills is linked to neither; the plan lists every link with its evidence. --no-link books "
                + "every row as it is.",
            "用银行卡在微信支付、支付宝、京东、美团付的款，也会出现在这张卡的对账单上（财付通-…、支付宝-…）："
                + "同一张卡、金额相同、日期相差不超过 3 天、对账单写明了平台。无论哪个文件后导入，它的行都与先导入的"
                + "合并为一笔账单：平台的交易对方和备注、两边的交易单号、这张卡的账户、两个文件的导入键（任一文件再导入"
                + "都不会重复记账）。与两笔账单都相符的行不合并；计划列出每次合并及其依据。--no-link 让每一行照常记账。"
        ),
        (
            "Book a card-paid platform row and its card statement's row as two bills (default: one).",
            "把用银行卡付款的平台行和这张卡对账单上的同一行记成两笔账单（默认：合并为一笔）。"
        ),
        (
            "Import nothing unless the balance column chains and matches timi's (default: say so).",
            "余额列不衔接或与 timi 的余额不符时什么也不导入（默认：只说明）。"
        ),
        (
            "The file to import, or - for standard input (a pipe named by its path is read alike).",
            "要导入的文件，或 - 表示标准输入（按路径给出的管道同样读取）。"
        ),
        (
            "What the file is (default: a zip or an .xls is xlsx; else by extension, content).",
            "文件的格式（默认：zip 或 .xls 是 xlsx；否则按扩展名、内容判断）。"
        ),
        (
            "The text's encoding (default: UTF-8 if valid, UTF-16 by its mark, else windows-1252 or GB18030).",
            "文本的编码（默认：是有效的 UTF-8 就按 UTF-8，有标记按 UTF-16，否则 windows-1252 或 GB18030）。"
        ),
        (
            "How the file writes dates, e.g. DD/MM/YYYY (default: inferred from all its dates).",
            "文件中日期的写法，如 DD/MM/YYYY（默认：从所有日期推断）。"
        ),
        (
            "Amounts are written 1.234,56 (default: inferred from all amounts).",
            "金额写作 1.234,56（默认：从所有金额推断）。"
        ),
        (
            "Whose export the file is (default: recognised by its content; csv: timi's own).",
            "文件是谁导出的（默认：按内容识别；csv：timi 自己的格式）。"
        ),
        (
            "Columns under other names, e.g. 金额=amount,日期=date (default: none).",
            "用其他名称的列，例如 金额=amount,日期=date（默认：无）。"
        ),
        (
            "File categories to count as the ledger's, e.g. food=meals,转账=income:转账 (default: none).",
            "把文件中的分类当作账本的分类，例如 food=meals,转账=income:转账（默认：无）。"
        ),
        (
            "Every row into this book (default: the row's book, else the current one).",
            "所有行都记入这个账本（默认：行里写的账本，否则当前账本）。"
        ),
        (
            "Create the categories the ledger lacks (default: they are an error).",
            "创建账本里没有的分类（默认：视为错误）。"
        ),
        (
            "A rules file (default: $XDG_CONFIG_HOME/timi/import.rules, if there is one).",
            "规则文件（默认：$XDG_CONFIG_HOME/timi/import.rules，如果存在）。"
        ),
        (
            "Do not give a row its payee's most used category (default: learn).",
            "不给行使用其交易对方最常用的分类（默认：学习）。"
        ),
        (
            "The category of rows nothing else decides (default: the type's first).",
            "其他方式都决定不了的行所用的分类（默认：该类型的第一个分类）。"
        ),
        (
            "Show the bills and the plan, and change nothing; with --json, as JSON.",
            "显示账单和计划，不做任何修改；与 --json 一起用时输出 JSON。"
        ),
        // timi export
        (
            "Every book's bills (or --book's), oldest first. csv, json and jsonl are what 'timi "
                + "import' reads, so an export imports back as the same bills (photos stay in the ledger's "
                + "attachments/).",
            "全部账本（或 --book 所给账本）的账单，最早的在前。csv、json 和 jsonl 是 'timi import' "
                + "读取的格式，所以导出的文件能原样导入回来（照片留在账本的 attachments/ 里）。"
        ),
        (
            "ledger writes a double-entry journal that ledger and hledger read, beancount a Beancount file that "
                + "bean-check accepts; in both every account's balance is the one 'timi accounts' shows. A bill is "
                + "between its account (assets:NAME, or liabilities:NAME for a credit card; assets:BOOK for a bill "
                + "without one) and expenses:CATEGORY or income:CATEGORY, in the account's currency; opening balances "
                + "come from equity:opening balances, and balance checks ('timi account check') are written as "
                + "assertions when every book is exported. Beancount's names are made valid: each part starts with "
                + "a capital or a digit (X- before one that cannot, such as Chinese), other characters become -, "
                + "and currencies are commodities (¥ is CNY).",
            "ledger 写出 ledger 和 hledger 都能读取的复式记账 journal，beancount 写出 bean-check 接受的 Beancount "
                + "文件；两者中每个账户的余额都与 'timi accounts' 显示的一致。每笔账单记在它的账户（assets:NAME，信用卡为 "
                + "liabilities:NAME；没有账户的账单记在 assets:BOOK）与 expenses:CATEGORY 或 income:CATEGORY 之间，"
                + "使用账户的货币；期初余额来自 equity:opening balances，导出全部账本时余额核对（'timi account check'）"
                + "写成余额断言。Beancount 的名称会变为合法：每一段以大写字母或数字开头（不能大写的，如中文，前面加 X-），"
                + "其他字符变为 -，货币写成商品代码（¥ 为 CNY）。"
        ),
        (
            "csv (default), json, jsonl, ledger or beancount.", "csv（默认）、json、jsonl、ledger 或 beancount。"
        ),
        ("Write the bills to this file, all at once (default: standard output).", "把账单一次写入这个文件（默认：标准输出）。"),
        ("Only this book's bills (default: every book).", "只导出这个账本的账单（默认：全部账本）。"),
        // timi backup, restore
        (
            "A tar archive of the ledger directory (every book, bill, attachment and the undo history), with a "
                + "manifest of each file's size and CRC-32 that 'timi restore' checks. Taken under the shared lock, so "
                + "no change is half in it; written to a temporary file renamed at the end, so the backup is whole or "
                + "absent. '-' or a pipe writes to standard output. 'tar tf' lists it.",
            "账本目录的 tar 归档（每个账本、账单、附件和撤销历史），附有记录每个文件大小和 CRC-32 的清单，"
                + "'timi restore' 会检查它。在共享锁下制作，所以不会只含半个修改；先写入临时文件，最后改名，所以备份"
                + "要么完整，要么不存在。'-' 或管道写到标准输出。'tar tf' 可列出其内容。"
        ),
        ("Where to write the archive ('-' for standard output).", "归档写到哪里（'-' 表示标准输出）。"),
        (
            "Checks the archive (every header, the manifest's sizes and CRC-32s, only files and folders with safe "
                + "names) and the ledger in it (as 'timi doctor --dry-run' does) before anything is touched, then "
                + "unpacks it beside the ledger directory and renames it into place: the directory holds the old "
                + "ledger or the restored one, never a mix. A directory that already holds a ledger is left alone "
                + "unless --replace is given; the old ledger is then kept beside it as "
                + "<directory>.before-restore-<time>.",
            "在改动任何东西之前，先检查归档（每个文件头、清单中的大小和 CRC-32、只含名称安全的文件和文件夹）及其中的"
                + "账本（同 'timi doctor --dry-run'），然后解包到账本目录旁边，再改名就位：目录里要么是旧账本，要么是"
                + "恢复的账本，绝不会混在一起。已有账本的目录不会被动，除非给了 --replace；旧账本则保留在旁边，名为 "
                + "<directory>.before-restore-<time>。"
        ),
        ("A backup written by 'timi backup'.", "'timi backup' 写出的备份。"),
        (
            "Replace the ledger already in the directory, keeping it aside (default: refuse).",
            "替换目录中已有的账本，并把它留在一旁（默认：拒绝）。"
        ),
    ]
}
