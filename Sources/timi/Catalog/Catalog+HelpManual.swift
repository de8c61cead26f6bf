import LedgerCore

extension Catalog {
    /// The manual page's own texts (`timi __man zh`): its sections, the words around each command's
    /// help, and the periods, configuration, import rules, environment, files and exit statuses.
    static let helpManual: [(english: String, chinese: String)] = [
        (
            "Starts a block for the files of these sources only (wechat, alipay, alipay-web, jd, meituan, icbc, chase, "
                + "monzo, td, csv; alipay is both Alipay exports): the if lines below it, or none for every row, and their "
                + "actions. A condition on a column the file lacks does not match, so one rules file serves every "
                + "source; a column no source has is a mistake.",
            "开始一个只用于这些来源的文件的块（wechat、alipay、alipay-web、jd、meituan、icbc、chase、monzo、td、csv；alipay 包括"
                + "支付宝的两种导出）：其下的 if 行（没有 if 行则是每一行）和它们的动作。文件没有的列上的条件不匹配，"
                + "所以一个规则文件可用于所有来源；没有哪个来源有的列是错误。"
        ),
        (
            "The same periods in Chinese; --date, --from and --to also read 今天, 昨天, 前天, 明天, 2026年11月30日 and "
                + "11月30日.",
            "同样的时间段的中文写法；--date、--from 和 --to 也认 今天、昨天、前天、明天、2026年11月30日 和 11月30日。"
        ),
        // Sections and the words around a command's help
        ("User Commands", "用户命令"),
        ("SYNOPSIS", "概要"),
        ("DESCRIPTION", "描述"),
        ("PERIODS", "时间段"),
        ("CONFIGURATION", "配置"),
        ("IMPORT RULES", "导入规则"),
        ("ENVIRONMENT", "环境变量"),
        ("FILES", "文件"),
        ("EXIT STATUS", "退出状态"),
        ("SEE ALSO", "另见"),
        ("Usage: {1}", "用法：{1}"),
        ("Subcommands: {1}.", "子命令：{1}。"),
        ("Examples:", "示例："),
        ("timi - record income and expenses from the shell", "timi - 在命令行里记录收入和支出"),
        (
            "timi records income and expenses in one short line, in the manner of the Timi (时光记账) app: books, "
                + "the app's 38 categories, a day-grouped timeline and monthly totals, exact to the cent, in plain "
                + "JSON files. With no command, timi lists this month's bills.",
            "timi 用短短一行记录收入和支出，就像时光记账 App 那样：多个账本、App 的 38 个分类、按天分组的时间轴和"
                + "每月合计，精确到分，存在普通的 JSON 文件里。不带命令时，timi 列出本月的账单。"
        ),
        (
            "'timi help <command>' and 'timi <command> --help' print a command's help, as below.",
            "'timi help <command>' 和 'timi <command> --help' 打印命令的帮助，内容同下。"
        ),
        // PERIODS
        (
            "Every command that shows a period (list, pie, calendar, report, trend, export, budget) reads the same "
                + "words, in any case; 'last month' may be written with or without quotes. A view that shows one "
                + "month (calendar, budget) takes only a month and says so.",
            "每个显示一段时间的命令（list、pie、calendar、report、trend、export、budget）都读取同样的词，不分大小写；"
                + "'last month' 加不加引号都可以。只显示一个月的视图（calendar、budget）只接受月份，否则会说明。"
        ),
        ("A month (11: this year's).", "一个月（11：今年的 11 月）。"),
        ("A year.", "一年。"),
        ("A quarter.", "一个季度。"),
        ("Monday to Sunday.", "周一到周日。"),
        ("One day.", "一天。"),
        ("Every bill.", "全部账单。"),
        (
            "The days D to D, as --date reads them (either may be left out).",
            "从 D 到 D 的日子，写法同 --date（两者都可省略）。"
        ),
        // CONFIGURATION
        (
            "An optional JSON object in $XDG_CONFIG_HOME/timi/config.json (default: ~/.config/timi/config.json) "
                + "holds a person's defaults. Every key may be left out; options on the command line win over it; "
                + "'timi config' shows and changes it.",
            "$XDG_CONFIG_HOME/timi/config.json（默认：~/.config/timi/config.json）里可选的 JSON 对象保存个人的默认"
                + "设置。每个键都可以省略；命令行上的选项优先于它；'timi config' 查看和修改它。"
        ),
        (
            "A file that is not valid JSON, a key given twice or a wrong value stops every command except --help "
                + "and --version with exit status 65 and a message naming the file and its line; nothing is changed. "
                + "An unknown key (a newer timi's) is skipped with a warning on stderr. An empty file is {}; a UTF-8 "
                + "byte order mark is skipped.",
            "文件不是有效的 JSON、某个键出现两次或值不对时，除 --help 和 --version 外的每个命令都以状态 65 退出，"
                + "并给出文件名和行号；不做任何修改。未知的键（新版 timi 的）会被跳过，并在 stderr 上警告。空文件"
                + "等于 {}；UTF-8 字节顺序标记会被跳过。"
        ),
        // IMPORT RULES
        (
            "timi import --rules FILE (default: import.rules beside config.json, when it exists) reads a rules "
                + "file, in the spirit of hledger's CSV rules. One rule a line; # at the start of a line or after a "
                + "space begins a comment. A mistake stops the import with FILE:LINE: reason and exit status 65; "
                + "nothing is imported.",
            "timi import --rules FILE（默认：config.json 旁边的 import.rules，如果存在）读取规则文件，思路同 hledger "
                + "的 CSV 规则。每行一条规则；行首或空格后的 # 开始注释。有错时导入停止，报 FILE:LINE: 原因，退出状态 "
                + "65；什么也不导入。"
        ),
        (
            "The lines before the header (or, with fields, before the data); default 1.",
            "表头之前的行数（用 fields 时，数据之前的行数）；默认 1。"
        ),
        (
            "The columns by position, for a file without a header: date, time (a time of day), type, amount, amount-in, amount-out, "
                + "payee, note, category, book, ref (the transaction number), balance, status, or _ for a column to "
                + "ignore.",
            "按位置给出的列，用于没有表头的文件：date、time（一天中的时间）、type、amount、amount-in、amount-out、payee、note、category、"
                + "book、ref（交易单号）、balance、status，或 _ 表示忽略该列。"
        ),
        (
            "MM/DD/YYYY, DD/MM/YYYY, YYYY/MM/DD, YYYYMMDD; - or . may separate.",
            "MM/DD/YYYY、DD/MM/YYYY、YYYY/MM/DD、YYYYMMDD；也可用 - 或 . 分隔。"
        ),
        ("utf-8, gb18030 (gbk), utf-16 or windows-1252, as --encoding, which wins.", "utf-8、gb18030（gbk）、utf-16 或 windows-1252，同 --encoding（它优先）。"),
        (
            "A case-insensitive regular expression, matched against %payee, %note, %type, %amount, %status, "
                + "another field, %account (the file's payment-method column: WeChat Pay's 支付方式, Alipay's "
                + "收/付款方式) or %COLUMN (one of the file's own columns, by its header name); with no %, against "
                + "the whole row, its fields joined by commas. Several if lines in a row make one block: any may match.",
            "不分大小写的正则表达式，与 %payee、%note、%type、%amount、%status、其他字段、%account（文件的支付方式列："
                + "微信支付的支付方式、支付宝的收/付款方式）或 %COLUMN（文件自己的列，按表头名称）匹配；没有 % 时，与整行"
                + "（字段用逗号连接）匹配。连续的几行 if 组成一块：任何一行匹配即可。"
        ),
        (
            "Right below an if line (or another & line), joins it, as in hledger: the block's conditions so "
                + "joined must all match.",
            "紧跟在 if 行（或另一行 &）下面，与它相连，同 hledger：这样相连的条件必须全部匹配。"
        ),
        (
            "Compares the row's amount, whatever its sign (N..M includes both ends); any other pattern after "
                + "%amount is a regular expression on the amount's text.",
            "比较该行的金额，不论正负（N..M 包含两端）；%amount 后面的其他模式是对金额文本的正则表达式。"
        ),
        (
            "The row's time of day, where the file gives one (WeChat Pay, Alipay, a date with a time): from the "
                + "first minute to the last, both included; 22:00-02:00 runs past midnight. A row without a time "
                + "does not match.",
            "该行的时刻，文件给出时（微信支付、支付宝、带时间的日期）：从第一分钟到最后一分钟，两端都包含；"
                + "22:00-02:00 跨过午夜。没有时间的行不匹配。"
        ),
        (
            "A rule's category applies only to rows of its type: a row of the other type (a 美团 refund, under a "
                + "rule for 美团's meals) is categorised as if the rule had set no category, and the dry run's plan "
                + "counts such rows under each rule.",
            "规则的分类只用于同类型的行：另一类型的行（如美团的退款，遇到给美团餐饮的规则）按规则没有设置分类来分类，"
                + "预演的计划按规则统计这样的行。"
        ),
        (
            "Indented under the if lines: category C, type expense|income, book B, note TEXT (%COLUMN in it is "
                + "replaced by the row's value), payee P, or skip. The first block that sets a field wins; a later "
                + "block that matches sets only what is still open.",
            "缩进写在 if 行下面：category C、type expense|income、book B、note TEXT（其中的 %COLUMN 换成该行的值）、"
                + "payee P 或 skip。第一个设置某字段的块为准；后面匹配的块只设置还没决定的字段。"
        ),
        (
            "A row no rule categorises and whose file names none of the ledger's categories takes the first of: "
                + "the category most used for its payee in the book (unless --no-learn); timi's built-in category "
                + "for the source's own word (Alipay's 交易分类, Monzo's Category: 餐饮美食 is meals, groceries "
                + "daily); the built-in category of a keyword in its payee, else its note (滴滴, UBER: transport; "
                + "外卖, STARBUCKS: meals; 超市, COSTCO: daily; 房租, RENT: housing; 工资, PAYROLL: salary; the "
                + "longest found, one in ASCII as a whole word); WeChat Pay's 交易类型 (微信红包, 转账); --fallback; "
                + "for a statement's expense, 待分类 (uncategorised), created when first needed; "
                + "its type's first category. The built-in steps (off with --no-builtin) find a category by its "
                + "alias or title, and pass over one the ledger no longer has. The import key is the row's ref, "
                + "else its date, amount, payee, note and balance as the file has them: other rules never book a "
                + "row twice.",
            "没有规则分类、文件也没给出账本中已有分类的行，按顺序取第一个能决定的："
                + "账本中其交易对方最常用的分类（除非 --no-learn）；timi 内置的来源自有分类词对应的分类（支付宝的交易分类、"
                + "Monzo 的 Category：餐饮美食是 meals，groceries 是 daily）；交易对方中、否则备注中关键词对应的内置分类"
                + "（滴滴、UBER：transport；外卖、STARBUCKS：meals；超市、COSTCO：daily；房租、RENT：housing；工资、"
                + "PAYROLL：salary；取找到的最长者，ASCII 关键词须是完整的词）；微信支付的交易类型（微信红包、转账）；"
                + "--fallback；对账单中的支出归入待分类 (uncategorised)，需要时创建；该类型的第一个分类。内置的几步（--no-builtin 关闭）按别名或标题找分类，账本里已没有的分类"
                + "就跳过。导入键是该行的 ref，否则是文件中的日期、金额、交易对方、备注和余额：换了规则也不会把一行记两次。"
        ),
        // ENVIRONMENT
        ("The ledger directory, when --ledger is not given.", "账本目录，未给 --ledger 时使用。"),
        (
            "The ledger is $XDG_DATA_HOME/timi when neither --ledger nor TIMI_HOME is set.",
            "既没给 --ledger 也没设置 TIMI_HOME 时，账本目录是 $XDG_DATA_HOME/timi。"
        ),
        (
            "The configuration is $XDG_CONFIG_HOME/timi/config.json.",
            "配置文件是 $XDG_CONFIG_HOME/timi/config.json。"
        ),
        (
            "When set and not empty, no colour (unless --color or the configuration asks for it).",
            "设置且不为空时不着色（除非 --color 或配置要求着色）。"
        ),
        (
            "truecolor or 24bit: categories' colours (see 'timi category color') are written exactly.",
            "truecolor 或 24bit：分类的颜色（见 'timi category color'）精确输出。"
        ),
        (
            "dumb: no colour with --color auto. Ending in 256color: categories' colours as the nearest of 256; "
                + "otherwise (without COLORTERM) the nearest of the 16 basic colours.",
            "dumb：--color auto 时不着色。以 256color 结尾：分类的颜色取 256 色中最接近的；否则（没有 COLORTERM 时）"
                + "取 16 种基本色中最接近的。"
        ),
        (
            "The first one set and not empty decides the language: zh_CN, zh_TW, zh_HK or zh_SG (with any encoding, "
                + "as zh_CN.UTF-8) for Chinese views, messages and help, and the lunar calendar by default; English "
                + "otherwise. The configuration's language wins.",
            "第一个已设置且不为空的变量决定语言：zh_CN、zh_TW、zh_HK 或 zh_SG（任何编码，如 zh_CN.UTF-8）使用中文的"
                + "视图、消息和帮助，日历默认显示农历；否则用英文。配置的 language 优先。"
        ),
        (
            "The width of text views, help (at most \(CommandHelp.maximumWidth)) and, on a terminal, messages (default: the terminal's, "
                + "else 80).",
            "文本视图、帮助（最多 \(CommandHelp.maximumWidth)）以及终端上消息的宽度（默认：终端的宽度，否则 80）。"
        ),
        (
            "YYYY-MM-DD: the day timi takes as today, for scripts and tests (recurring bills come due up to it).",
            "YYYY-MM-DD：timi 当作今天的日子，供脚本和测试使用（周期账单记到这一天为止）。"
        ),
        (
            "Seconds to wait for another timi's lock (default: 10); anything but a number of seconds (0 or more) is "
                + "a usage error, exit 64.",
            "等待另一个 timi 的锁的秒数（默认：10）；不是秒数（0 或更大）时为用法错误，退出状态 64。"
        ),
        // FILES
        (
            "The ledger directory (see --ledger): ledger.json, bills/, attachments/.",
            "账本目录（见 --ledger）：ledger.json、bills/、attachments/。"
        ),
        (
            "Books, categories, the current book, the budgets, recurring rules, and the accounts with their balance "
                + "checks; if it is lost, 'timi doctor' rebuilds it from bills/.",
            "账本、分类、当前账本、预算、周期规则，以及账户和它们的余额核对；丢失时 'timi doctor' 会从 bills/ 重建。"
        ),
        (
            "One book's bills of one month, one bill per line. A damaged one stops only the commands that read its "
                + "month or all-time totals.",
            "一个账本一个月的账单，每行一笔。损坏时只有读取那个月或全部时间合计的命令会停下。"
        ),
        (
            "A summary per month of one book's year (with the month file's size, time and content hash): a cache "
                + "of the month files, rebuilt from them when damaged.",
            "一个账本一年里每月的汇总（含月文件的大小、时间和内容哈希）：月文件的缓存，损坏时从月文件重建。"
        ),
        (
            "Damaged month files moved out of the ledger by 'timi doctor --quarantine'.",
            "'timi doctor --quarantine' 移出账本的损坏月文件。"
        ),
        ("Photos copied in by --photo.", "--photo 复制进来的照片。"),
        ("The configuration (see CONFIGURATION).", "配置文件（见“配置”）。"),
        // EXIT STATUS
        ("Success.", "成功。"),
        (
            "Not found, ambiguous, or refused by the ledger's rules; also 'timi budget check' when a budget is over "
                + "(or, with --warn, used that much), 'timi search' when no bill matches, and 'timi account check' "
                + "when the balance differs (nothing is recorded).",
            "找不到、有歧义或被账本的规则拒绝；以及 'timi budget check' 有预算超支（或用 --warn 时已用达到该比例），"
                + "'timi search' 没有匹配的账单，'timi account check' 余额不一致（不记录）。"
        ),
        (
            "Usage error: an unknown command or option, a missing or bad argument.",
            "用法错误：未知的命令或选项，缺少参数或参数有误。"
        ),
        (
            "Bad data: an amount, date, name, import row, damaged or missing ledger file or configuration file.",
            "数据错误：金额、日期、名称、导入的行，损坏或缺失的账本文件或配置文件。"
        ),
        (
            "An input file (import, photo) is missing, standard input is closed, or there is no ledger at the "
                + "directory (a read, undo, redo or doctor; a change creates it).",
            "输入文件（导入、照片）不存在，标准输入已关闭，或目录里没有账本（读取、undo、redo 或 doctor 时；修改会创建它）。"
        ),
        (
            "The system gave timi no command line at all, not even its name; nothing was done.",
            "系统没有给 timi 任何命令行，连程序名也没有；什么也没做。"
        ),
        (
            "Input or output error, also when standard output or standard error cannot be written.",
            "输入输出错误，包括标准输出或标准错误无法写入时。"
        ),
        ("The ledger is busy: another timi held its lock too long.", "账本正忙：另一个 timi 占用锁太久。"),
        (
            "Interrupted by SIGINT or SIGTERM; a change not yet committed was abandoned.",
            "被 SIGINT 或 SIGTERM 中断；尚未提交的修改被放弃。"
        ),
        (
            "The README of timi, for the JSON and CSV formats of every view and of import.",
            "timi 的 README：每个视图和导入所用的 JSON 和 CSV 格式。"
        ),
        (
            "ledger(1), hledger(1) and bean-check (Beancount), which read 'timi export --format ledger' and "
                + "'--format beancount'.",
            "ledger(1)、hledger(1) 和 bean-check（Beancount），它们读取 'timi export --format ledger' 和 "
                + "'--format beancount' 的输出。"
        ),
    ]
}
