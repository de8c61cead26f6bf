import LedgerCore

extension Catalog {
    /// The help: section titles, timi's own help, the command summaries and the global options.
    static let help: [(english: String, chinese: String)] =
        helpSummaries + helpBills + helpViews + helpExchange + helpBooks + helpTools + helpUsage
        + helpManual + helpAccounts

    /// The help's section titles, timi's own help, the command summaries, the global options and
    /// `timi calendar`'s help.
    static let helpSummaries: [(english: String, chinese: String)] = [
        // Sections
        ("OVERVIEW: {1}", "概述：{1}"),
        ("USAGE: {1}", "用法：{1}"),
        ("ARGUMENTS", "参数"),
        ("OPTIONS", "选项"),
        ("SUBCOMMANDS", "子命令"),
        ("EXAMPLES", "示例"),
        ("COMMANDS", "命令"),
        ("GLOBAL OPTIONS", "全局选项"),
        // A section's title and its colon: the full-width colon in Chinese, as after 用法.
        (
            "See 'timi --help' for the global options (--ledger, --book, --format, --color).",
            "全局选项（--ledger、--book、--format、--color）见 'timi --help'。"
        ),
        // timi's own help
        (
            "timi records income and expenses from the shell, in the manner of the Timi (时光记账) app.",
            "timi 在命令行里记录收入和支出，就像时光记账 App 那样。"
        ),
        ("With no command, timi lists this month's bills.", "不带命令时，timi 列出本月的账单。"),
        (
            "See 'timi help <command>' for a command's help, and 'man timi' for the configuration file "
                + "($XDG_CONFIG_HOME/timi/config.json), the environment and the exit statuses.",
            "命令的帮助见 'timi help <command>'；配置文件（$XDG_CONFIG_HOME/timi/config.json）、环境变量和退出状态见 "
                + "'man timi'。"
        ),
        // Global options
        (
            "The ledger directory (default: $TIMI_HOME, else $XDG_DATA_HOME/timi, else ~/.local/share/timi).",
            "账本目录（默认：$TIMI_HOME，否则 $XDG_DATA_HOME/timi，否则 ~/.local/share/timi）。"
        ),
        (
            "Work on this book (name, id or unique prefix) instead of the current one.",
            "使用这个账本（名称、编号或唯一前缀），而不是当前账本。"
        ),
        (
            "What a command writes (default: text; see each command's help); import: what it reads.",
            "命令输出的格式（默认：text；见各命令的帮助）；import：读取的格式。"
        ),
        (
            "Short for --format json (import --dry-run: its listing as JSON).",
            "即 --format json（import --dry-run：以 JSON 列出）。"
        ),
        (
            "Colour in text views (default: the configuration's color, else auto: only on a terminal, and not "
                + "when NO_COLOR is set).",
            "文本视图是否着色（默认：配置的 color，否则 auto：仅在终端上，且未设置 NO_COLOR 时）。"
        ),
        ("Show help information.", "显示帮助信息。"),
        ("Show the version.", "显示版本。"),
        // Command summaries
        ("Record a bill and print its id.", "记一笔账，并打印它的编号。"),
        (
            "Show the bills of a period as the app's timeline: income left, expense right.",
            "以 App 的时间轴显示一段时间的账单：收入在左，支出在右。"
        ),
        ("Show every field of a bill.", "显示一笔账单的全部字段。"),
        (
            "Change a bill's amount, category, type, date, time, note, payee, photo or transfer.",
            "修改账单的金额、分类、类型、日期、时间、备注、交易对方、照片或转账。"
        ),
        ("Delete bills (and their photos).", "删除账单（及其照片）。"),
        (
            "Show totals per category with their shares and bars, largest first.",
            "按分类显示合计、占比和条形图，从大到小。"
        ),
        (
            "List the months that have bills, with their totals, and ALL.",
            "列出有账单的月份及其合计，以及全部的合计。"
        ),
        ("Show a month as a calendar with each day's expense total.", "以日历显示一个月，每天下面是当天的支出。"),
        (
            "Show income, expense and balance of each book and of all books.",
            "显示每个账本及全部账本的收入、支出和结余。"
        ),
        (
            "The report of a month (or a year) for cron: totals, pie, largest bills.",
            "给 cron 用的月报（或年报）：合计、分类占比、最大的几笔。"
        ),
        (
            "Find bills by note, payee, category or amount, over all time, newest first.",
            "按备注、收款方、分类或金额搜索全部账单，最新的在前。"
        ),
        ("Record a copy of a bill (default: the last one added), dated today.", "再记一笔同样的账（默认：最后记的那笔），日期为今天。"),
        (
            "List the amount, category and note combinations used most lately, numbered for again.",
            "列出最近最常用的金额、分类和备注组合，编号可交给 again。"
        ),
        ("Show categories × months with each row's total and monthly average.", "按分类 × 月份显示金额，每行附合计与月均。"),
        ("Show and change the settings of config.json.", "查看和修改 config.json 里的设置。"),
        ("List every setting: its value, or its default.", "列出每项设置：它的值，或默认值。"),
        ("Print a setting's value (its default when it is not set).", "打印一项设置的值（未设置时为默认值）。"),
        ("Set a setting, after checking its value.", "检查值之后修改一项设置。"),
        ("Remove a setting, so that its default applies.", "删除一项设置，恢复默认值。"),
        ("Print where the configuration file is (whether or not it exists).", "打印配置文件的位置（无论它是否存在）。"),
        ("Show or change a book's cover.", "查看或更换账本的封面。"),
        ("Show or change the account a book's bills take by default.", "查看或更改账本的账单默认使用的账户。"),
        ("Show or set the colour a category is painted in.", "查看或设置分类的颜色。"),
        ("Give a category one of the spare icons.", "给分类换一个空闲图标。"),
        ("List the spare icons, those in use marked.", "列出空闲图标，已用的会标出。"),
        (
            "Import bills from a CSV, JSON, JSON Lines or XLSX file, all or nothing.",
            "从 CSV、JSON、JSON Lines 或 XLSX 文件导入账单，要么全部导入，要么都不导入。"
        ),
        (
            "Write a period's bills, every field: CSV, JSON, JSON Lines, ledger or beancount.",
            "把一段时间的账单（全部字段）写成 CSV、JSON、JSON Lines、ledger 或 beancount。"
        ),
        (
            "Show, set and check monthly budgets per category and for the book.",
            "显示、设置和检查每个分类及整个账本的月预算。"
        ),
        (
            "Show the month's budgets: budget, spent, left, share used, projection.",
            "显示本月预算：预算、已花、剩余、已用比例、预计。"
        ),
        (
            "Set the monthly budget of an expense category or of the book.",
            "设置支出分类或整个账本的月预算。"
        ),
        (
            "Remove the budget of a category or of the book from a month on.",
            "从某月起取消分类或整个账本的预算。"
        ),
        (
            "Exit 1 when a budget of the month is over (for cron and scripts).",
            "本月有预算超支时以 1 退出（给 cron 和脚本用）。"
        ),
        (
            "Bills that come back by themselves: rent, salary, subscriptions.",
            "自动重复的账单：房租、工资、订阅。"
        ),
        ("Add a recurring bill and print its rule's id.", "添加周期记账，并打印其规则编号。"),
        (
            "List the recurring bills of the book, with the next date of each.",
            "列出账本的周期记账及各自的下一次日期。"
        ),
        ("Change a recurring bill from its next occurrence on.", "从下一次起修改周期记账。"),
        ("Stop a recurring bill until it is resumed.", "暂停周期记账，直到恢复。"),
        (
            "Start a paused recurring bill again from today (the occurrences of the pause are skipped).",
            "从今天起恢复已暂停的周期记账（暂停期间的各次跳过）。"
        ),
        ("Delete a recurring bill; the bills it booked stay.", "删除周期记账；它记下的账单保留。"),
        ("List, add, rename, delete and choose books.", "列出、添加、重命名、删除和选择账本。"),
        ("List the books; the current one is marked *.", "列出账本；当前账本标有 *。"),
        ("Add a book.", "添加账本。"),
        ("Rename a book.", "重命名账本。"),
        ("Make a book the current one.", "把一个账本设为当前账本。"),
        ("Delete a book and all its bills.", "删除账本及其全部账单。"),
        ("List, add, rename and delete categories.", "列出、添加、重命名和删除分类。"),
        ("List the categories in display order.", "按显示顺序列出分类。"),
        (
            "Add a category; it takes a spare icon of its type and the next free colour.",
            "添加分类；它取用一个同类型的空闲图标和下一个空闲颜色。"
        ),
        ("Change a category's title or alias; its bills follow.", "修改分类的名称或别名；它的账单随之改变。"),
        ("Delete a category; one in use needs --move-to.", "删除分类；有账单的分类需要 --move-to。"),
        (
            "Revert the last change (again and again, up to \(LedgerStore.undoDepth) changes back).",
            "撤销上一次修改（可反复撤销，最多 \(LedgerStore.undoDepth) 次）。"
        ),
        (
            "Check the ledger, repair what is safe, and say what needs a person.",
            "检查账本，修复可以安全修复的，并说明哪些需要人来处理。"
        ),
        (
            "Write the whole ledger, attachments and undo history included, to one tar file.",
            "把整个账本（含附件和撤销历史）写成一个 tar 文件。"
        ),
        (
            "Put back a ledger from a backup, after checking every file of it.",
            "检查备份中的每个文件后，用它恢复账本。"
        ),
        (
            "Browse and change the ledger full-screen: timeline, pie, calendar and budget.",
            "全屏浏览和修改账本：时间轴、分类占比、日历和预算。"
        ),
        ("Print the shell completion script for bash, zsh or fish.", "打印 bash、zsh 或 fish 的补全脚本。"),
        ("Show the help of timi or of a command.", "显示 timi 或某个命令的帮助。"),
        // timi calendar
        (
            "Weeks as rows, each day's number over its expense total; days without expense are blank "
                + "and today is in brackets. Totals too wide for a cell are shortened (12.5, 1235, 12k).",
            "每周一行，每天的日期下面是当天的支出合计；没有支出的日子留空，今天加方括号。放不下的合计会缩写"
                + "（12.5、1235、12k）。"
        ),
        (
            "With --lunar, the lunar date under each day: 初一 to 三十, the month's name (正月, 闰四月, 腊月) on "
                + "its first day, and 除夕, 春节, 元宵, 端午, 七夕, 中秋 and 重阳 where they fall.",
            "用 --lunar 时，每天下面是农历：初一到三十，每月第一天是月名（正月、闰四月、腊月），"
                + "逢除夕、春节、元宵、端午、七夕、中秋、重阳则显示节日。"
        ),
        (
            "A month: 2026-11, 11, this month, last month or next month (default: this month).",
            "一个月份：2026-11、11、this month、last month 或 next month（默认：本月）。"
        ),
        (
            "Start the weeks on Monday (the default, unless the configuration says sunday).",
            "每周从周一开始（默认，除非配置为 sunday）。"
        ),
        (
            "Start the weeks on Sunday (default: the configuration's firstDayOfWeek, else Monday).",
            "每周从周日开始（默认：配置的 firstDayOfWeek，否则周一）。"
        ),
        (
            "Show the lunar date under each day (the default when the interface is Chinese); with --json, "
                + "add each day's lunar date.",
            "在每天下面显示农历（中文界面默认显示）；与 --json 一起用时，给每天加上农历。"
        ),
        ("Leave the lunar dates out.", "不显示农历。"),
        (
            "text (default), json or csv (one row per day, with income and exact totals).",
            "text（默认）、json 或 csv（每天一行，含收入和精确合计）。"
        ),
    ]
}
