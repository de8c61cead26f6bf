import LedgerCore

extension Catalog {
    /// The help of the commands that record, show and find bills: add, list, show, edit, delete,
    /// search, again and recent (their discussions, arguments and options).
    static let helpBills: [(english: String, chinese: String)] = [
        // timi add
        (
            "Without an amount, on a terminal, timi asks for the amount, category, note and date, one line each "
                + "(Tab completes the category; Esc stops without adding).",
            "不给金额时，在终端上 timi 会逐行询问金额、分类、备注和日期（Tab 补全分类；Esc 不记账并退出）。"
        ),
        (
            "With '-' for the amount, timi reads one bill per line of standard input and adds them all in one "
                + "change, or none: the first bad line stops everything with 'stdin:LINE: reason' (exit 65). A line "
                + "is words separated by spaces: the amount first; '+income' or '+expense' for the type; a date word "
                + "as --date reads it (today, yesterday, mon, 11-01, 2026-11-01, 11/01, -2); of the other words the "
                + "first is the category and the rest are the note. A word in double quotes (\"11-01 trip\") is "
                + "always note text: quote note words that look like a date. An empty line is an error. --date and "
                + "--income set what lines without a date or type get. One id per line is printed, in the order of "
                + "the lines:",
            "金额写成 '-' 时，timi 从标准输入每行读一笔账，在一次修改中全部记入，或都不记：第一行错误就停止，"
                + "报 'stdin:LINE: 原因'（退出状态 65）。一行是用空格分开的词：先是金额；'+income' 或 '+expense' "
                + "表示类型；日期词按 --date 的写法（today、yesterday、mon、11-01、2026-11-01、11/01、-2）；其余的词"
                + "第一个是分类，其后是备注。双引号里的词（\"11-01 trip\"）总是备注：像日期的备注词要加引号。空行是错误。"
                + "--date 和 --income 决定没写日期或类型的行。每行打印一个编号，按行的顺序："
        ),
        (
            "  printf '12.5 meals lunch\\n8000 salary +income 11-01\\n' | timi add -",
            "  printf '12.5 meals 午饭\\n8000 salary +income 11-01\\n' | timi add -"
        ),
        (
            "12, 12.5, ¥1,234.50, 12.5元, or an expression such as 12+8.5-3 or 3*12.5+2 (× ÷ too; at most two "
                + "decimals, greater than 0); - reads one bill per line from standard input (see above).",
            "12、12.5、¥1,234.50、12.5元，或算式，如 12+8.5-3 或 3*12.5+2（也可用 × ÷；最多两位小数，大于 0）；"
                + "- 表示从标准输入每行读一笔账（见上）。"
        ),
        (
            "A category title, alias or id, or a unique prefix of one (default: the first category of the type: "
                + "用餐 or 一般).",
            "分类的名称、别名或编号，或其唯一前缀（默认：该类型的第一个分类：用餐或一般）。"
        ),
        (
            "A category title, alias or id, or a unique prefix of one (default: the first category of the type: "
                + "用餐 or 一般); the words after it are the note.",
            "分类的名称、别名或编号，或其唯一前缀（默认：该类型的第一个分类：用餐或一般）；其后的词是备注。"
        ),
        ("Record income (default: expense, or the type of the category given).", "记收入（默认：支出，或所给分类的类型）。"),
        ("Record an expense.", "记支出。"),
        (
            "YYYY-MM-DD, MM-DD (or with /), today, yesterday, tomorrow, a weekday (mon, 周一: the most recent) or "
                + "-N for N days ago (default: today).",
            "YYYY-MM-DD、MM-DD（或用 /）、2026年11月30日、11月30日、今天、昨天、前天、明天、星期几（mon、周一："
                + "最近的那天）或 -N 表示 N 天前（默认：今天）。"
        ),
        (
            "The time of day, HH:MM or HH:MM:SS: orders the bill among its day's (default: none; bills"
                + " without a time follow those with one, in the order they were added).",
            "一天中的时间，HH:MM 或 HH:MM:SS：决定账单在当天的顺序（默认：无；没有时间的账单排在有时间的之后，"
                + "按添加的先后）。"
        ),
        (
            "A remark of at most \(Bill.maxNoteLength) characters (default: none).",
            "备注，最多 \(Bill.maxNoteLength) 个字符（默认：无）。"
        ),
        (
            "Who was paid, or who paid; at most \(Bill.maxPayeeLength) characters (default: none).",
            "交易对方：付给谁或谁付的；最多 200 个字符（默认：无）。"
        ),
        (
            "A picture to keep with the bill; it is copied into the ledger (default: none).",
            "随账单保存的图片；它会被复制到账本里（默认：无）。"
        ),
        (
            "text (default): the short id, and a message on stderr; json: the bill.",
            "text（默认）：短编号，并在 stderr 上给出提示；json：这笔账单。"
        ),
        // timi list
        (
            "Newest first; each day once on the central axis with its date and totals, its income bills on the "
                + "left and its expenses on the right. With one --category, the category's bills month by month. "
                + "Sorted by amount or category, a flat table of date, category, amount and note. With --account, "
                + "the account's register instead: its bills of every book, oldest first, each with the balance "
                + "after it, between the balance carried into the period and the one it ends with.",
            "最新的在前；每天在中轴上出现一次，带日期和合计，收入在左，支出在右。只给一个 --category 时，按月显示"
                + "该分类的账单。按金额或分类排序时，是日期、分类、金额和备注的平铺表格。给出 --account 时，显示该账户的"
                + "明细账：所有账本中用它的账单，最早的在前，每笔后面是之后的余额，前有带入期间的期初余额，后有期末余额。"
        ),
        (
            "a month (2026-11, 11, this month, last month), a year (2026, last year), a quarter (2026Q3), a week "
                + "(this week), today, yesterday or all (default: this month, or the configuration's listPeriod).",
            "一个月（2026-11、11、本月、上个月、2026年11月）、一年（2026、今年、去年）、一个季度（2026Q3、本季度）、"
                + "一周（本周、上周）、今天、昨天或 all（默认：本月，或配置的 listPeriod）。"
        ),
        (
            "The first day to show (instead of a period; default: the earliest bill).",
            "显示的第一天（代替时间段；默认：最早的账单）。"
        ),
        ("The last day to show (instead of a period; default: today).", "显示的最后一天（代替时间段；默认：今天）。"),
        (
            "Only bills whose note, payee or category title or alias contains the text, in any case, or whose "
                + "amount it is (12.5: bills of 12.50); see 'timi search' (default: all bills).",
            "只显示备注、交易对方、分类名称或别名包含该文字（不分大小写）或金额正是它的账单（12.5：12.50 的账单）；"
                + "见 'timi search'（默认：全部账单）。"
        ),
        (
            "Only this category (title, alias, id or unique prefix); give it again for several. One category "
                + "alone shows the app's category detail (default: every category).",
            "只显示这个分类（名称、别名、编号或唯一前缀）；可多次给出。只给一个分类时显示 App 的分类详情"
                + "（默认：全部分类）。"
        ),
        ("Only income (default: income and expenses).", "只显示收入（默认：收入和支出）。"),
        ("Only expenses.", "只显示支出。"),
        (
            "Only bills of at least this amount (12.50, or an expression such as 3*4; default: no lower bound).",
            "只显示不少于这个金额的账单（12.50，或算式如 3*4；默认：无下限）。"
        ),
        ("Only bills of at most this amount (default: no upper bound).", "只显示不超过这个金额的账单（默认：无上限）。"),
        (
            "date (default: the day-grouped timeline, newest first), amount (largest first) or category (in the "
                + "ledger's order, each newest first); amount and category show a flat table.",
            "date（默认：按天分组的时间轴，最新的在前）、amount（最大的在前）或 category（按账本中分类的顺序，"
                + "各自最新的在前）；amount 和 category 显示平铺表格。"
        ),
        ("Turn the order round: oldest, smallest or last category first.", "反转顺序：最早的、最小的或最后的分类在前。"),
        (
            "Show only the first n bills in that order; the totals still count them all (default: every bill).",
            "按该顺序只显示前 n 笔；合计仍算全部账单（默认：全部账单）。"
        ),
        (
            "text (default), json (an array of bills) or csv (one bill per row).",
            "text（默认）、json（账单数组）或 csv（每行一笔）。"
        ),
        (
            "text (default), json (an array of bills; with --account an object of the balances and rows) or"
                + " csv (one bill per row; with --account its flow and balance after it).",
            "text（默认）、json（账单数组；带 --account 时是含余额和各行的对象）或 csv（每行一笔；带 --account"
                + " 时另有该笔的收支和之后的余额）。"
        ),
        (
            "The register of this account (name, id or unique prefix): its bills with a running balance;"
                + " no other filter or order goes with it (default: the timeline).",
            "显示这个账户（名称、id 或唯一前缀）的明细账：它的账单和每笔之后的余额；不能再加其他筛选或排序"
                + "（默认：时间线）。"
        ),
        // timi show, edit, delete
        ("With --book, the bill must be one of that book's.", "用 --book 时，账单必须属于那个账本。"),
        (
            "The bill's id, or a unique prefix of it (as printed by add and list).",
            "账单的编号或其唯一前缀（add 和 list 打印的那样）。"
        ),
        ("text (default): one field a line; json: the bill.", "text（默认）：每行一个字段；json：这笔账单。"),
        (
            "Only what is given changes; a new date moves the bill to its month, and --book moves it to that book "
                + "(with its photo, as one change that 'timi undo' reverts). A transfer takes --account (its "
                + "source), --to, --to-amount and --fee, and keeps no category.",
            "只修改所给的字段；新日期把账单移到那个月，--book 把它移到那个账本（连同照片，作为一次修改，"
                + "'timi undo' 可撤销）。转账可用 --account（转出账户）、--to、--to-amount 和 --fee，没有分类。"
        ),
        ("A transfer's new destination account.", "转账新的转入账户。"),
        ("A transfer's new amount arrived (between two currencies).", "转账新的到账金额（两种货币之间）。"),
        ("A transfer's new fee; --fee 0 removes it.", "转账新的手续费；--fee 0 去掉手续费。"),
        ("The bill's id, or a unique prefix of it.", "账单的编号或其唯一前缀。"),
        (
            "A new amount (12.50, or an expression such as 12+8.5 or 3*12.5).",
            "新金额（12.50，或算式如 12+8.5 或 3*12.5）。"
        ),
        ("A new category (title, alias, id or unique prefix).", "新分类（名称、别名、编号或唯一前缀）。"),
        (
            "Make it income (its category becomes the first income category unless one is given).",
            "改为收入（除非给了分类，否则分类变为第一个收入分类）。"
        ),
        ("Make it an expense.", "改为支出。"),
        (
            "A new date: YYYY-MM-DD, MM-DD, today, yesterday, tomorrow, a weekday or -N.",
            "新日期：YYYY-MM-DD、MM-DD、today、yesterday、tomorrow、星期几或 -N。"
        ),
        ("A new note; --note '' clears it.", "新备注；--note '' 清空备注。"),
        ("A new payee; --payee '' removes it.", "新的交易对方；--payee '' 删除它。"),
        ("A new time of day, HH:MM or HH:MM:SS; --time '' takes it away.", "新的时间，HH:MM 或 HH:MM:SS；--time '' 去掉它。"),
        ("Attach this picture instead of any current one.", "附上这张图片，替换现有的照片。"),
        ("Remove the photo.", "删除照片。"),
        (
            "text (default): the bill as changed, in one line; json: the bill.",
            "text（默认）：修改后的账单，一行；json：这笔账单。"
        ),
        (
            "With --book, every bill must be one of that book's; otherwise nothing is deleted.",
            "用 --book 时，每笔账单都必须属于那个账本；否则什么也不删除。"
        ),
        ("A bill's id, or a unique prefix of it; several may be given.", "账单的编号或其唯一前缀；可给多个。"),
        // timi search
        (
            "With --min, --max or --category the text may be left out: every bill in the range, over all time unless "
                + "--from or --to narrow it (timi search --min 25).",
            "有 --min、--max 或 --category 时可以不给文字：范围内的每一笔账，除非用 --from 或 --to 限定，"
                + "就是全部时间（timi search --min 25）。"
        ),
        (
            "The app's search box: the bills whose note, payee, category title or category alias contains the "
                + "text, in any case, and, when the text is a plain number, the bills of exactly that amount (12 "
                + "finds 12.00, 12.5 finds 12.50; --min and --max give a range). Over all time unless a period is "
                + "given, in the current book unless --book names another, shown as the timeline of 'timi list' with "
                + "the same filters and orders. When no bill matches, it says so on stderr and exits with status 1, "
                + "as grep does (json prints [], csv the header alone).",
            "就像 App 的搜索框：备注、交易对方、分类名称或分类别名包含该文字（不分大小写）的账单；文字是一个数字时，"
                + "还有金额正好是它的账单（12 找到 12.00，12.5 找到 12.50；--min 和 --max 给出范围）。不给时间段时"
                + "搜索全部时间，不用 --book 时搜索当前账本，以 'timi list' 的时间轴显示，筛选和排序也相同。没有匹配的"
                + "账单时，在 stderr 上说明并以状态 1 退出，和 grep 一样（json 打印 []，csv 只有表头）。"
        ),
        (
            "What to look for: part of a note, payee or category, or an amount (12.50).",
            "要找的内容：备注、交易对方或分类的一部分，或一个金额（12.50）。"
        ),
        (
            "a month (2026-11, 11, last month), a year (2026), a quarter (2026Q3), a week (this week), today, "
                + "yesterday or all (default: all).",
            "一个月（2026-11、11、last month）、一年（2026）、一个季度（2026Q3）、一周（this week）、today、"
                + "yesterday 或 all（默认：all）。"
        ),
        ("Search this book (default: the current book).", "搜索这个账本（默认：当前账本）。"),
        // timi again, recent
        (
            "The copy has the bill's type, category, note, payee, account (or, when it has none, the default "
                + "account of add) and book, a new id, and today's date (or --date); not its photo (a receipt of that day), its transaction number or import key (the key of the "
                + "import it came from), nor its recurring rule. The last added bill is the one with the newest "
                + "creation time in the current book (or --book), whatever its date; 'last' names it when an amount "
                + "follows. @N is the N-th combination of 'timi recent' (the newest of its bills). With --book, a bill "
                + "given by id must be one of that book's. Prints what it added as add does.",
            "新的一笔沿用原账单的类型、分类、备注、交易对方、账户（原账单没有账户时用 add 的默认账户）和账本，有新编号，日期为今天（或 --date）；不复制照片"
                + "（那天的小票）、交易单号和导入键（来自哪次导入），也不复制周期规则。最后记的一笔是当前账本（或 "
                + "--book）中创建时间最新的那笔，不管它的日期；后面跟金额时用 'last' 指它。@N 是 'timi recent' 的"
                + "第 N 个组合（其中最新的一笔）。用 --book 时，按编号给出的账单必须属于那个账本。像 add 一样打印记下的账。"
        ),
        (
            "The bill's id or a unique prefix of it; @N, the N-th of 'timi recent'; or last (default: the last "
                + "bill added).",
            "账单的编号或其唯一前缀；@N，即 'timi recent' 的第 N 个；或 last（默认：最后记的一笔）。"
        ),
        (
            "A new amount, as add takes it: 18, 12.5, or 12+8.5 (default: the bill's).",
            "新金额，写法同 add：18、12.5 或 12+8.5（默认：原账单的金额）。"
        ),
        (
            "Counts the bills of the current book (or --book) dated in the last \(RecentReport.defaultDays) days, today included, by amount, "
                + "category and note; the most used come first, and among those used as often, the most recently used. "
                + "'timi again @N' records the N-th again, dated today (the newest of its bills is copied, payee "
                + "included).",
            "按金额、分类和备注统计当前账本（或 --book）最近 \(RecentReport.defaultDays) 天（含今天）的账单；用得最多的在前，次数相同时最近"
                + "用过的在前。'timi again @N' 把第 N 个再记一笔，日期为今天（复制其中最新的一笔，包括交易对方）。"
        ),
        ("Show only the first n combinations (default: 10).", "只显示前 n 个组合（默认：10）。"),
        (
            "text (default) or json (the combinations, each with its number).",
            "text（默认）或 json（各组合及其编号）。"
        ),
    ]
}
