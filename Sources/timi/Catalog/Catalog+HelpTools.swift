import LedgerCore

extension Catalog {
    /// The help of the commands that look after the ledger and timi itself: config, undo, doctor, ui,
    /// completions and help, with the keys their tables list.
    static let helpTools: [(english: String, chinese: String)] = [
        // timi config
        (
            "With no subcommand, lists the settings. The file is $XDG_CONFIG_HOME/timi/config.json (default: "
                + "~/.config/timi/config.json); set and unset check the value first, keep the keys this timi does not "
                + "know (a newer timi's) as they are, and replace the file whole (a temporary file, fsynced and "
                + "renamed).",
            "不带子命令时，列出设置。文件是 $XDG_CONFIG_HOME/timi/config.json（默认：~/.config/timi/config.json）；"
                + "set 和 unset 先检查值，保留这个 timi 不认识的键（新版 timi 的）原样不动，并整体替换文件（写临时文件、"
                + "fsync 后改名）。"
        ),
        ("KEYS", "键"),
        (
            "The currency symbol of new books (book add without --currency, the first book of a new ledger); no "
                + "existing book changes. Values: 1-4 characters, no spaces (default: ¥).",
            "新账本的货币符号（不带 --currency 的 book add、新账本目录的第一个账本）；已有的账本不变。取值：1-4 个字符，"
                + "不含空格（默认：¥）。"
        ),
        (
            "The first column of timi calendar; --monday and --sunday override it. Values: monday, sunday "
                + "(default: monday).",
            "timi calendar 的第一列；--monday 和 --sunday 优先于它。取值：monday、sunday（默认：monday）。"
        ),
        (
            "When text views use colour, as --color (which overrides it): with auto, only when standard output is "
                + "a terminal and NO_COLOR is unset or empty; always and never also win over NO_COLOR. Values: auto, "
                + "always, never (default: auto).",
            "文本视图何时着色，同 --color（它优先）：auto 仅在标准输出是终端且 NO_COLOR 未设置或为空时；always 和 "
                + "never 也优先于 NO_COLOR。取值：auto、always、never（默认：auto）。"
        ),
        (
            "What timi list (and timi alone) shows without a period or --from/--to. Values: month, year, all "
                + "(default: month).",
            "不给时间段或 --from/--to 时 timi list（以及单独的 timi）显示什么。取值：month、year、all（默认：month）。"
        ),
        (
            "The language of timi's interface: zh (Chinese) or en; unset, LC_ALL, LC_MESSAGES and LANG decide. "
                + "Values: en, zh (default: from the environment).",
            "timi 界面的语言：zh（中文）或 en；未设置时由 LC_ALL、LC_MESSAGES 和 LANG 决定。取值：en、zh（默认："
                + "取自环境变量）。"
        ),
        ("A setting's name (see 'timi config --help').", "设置的名称（见 'timi config --help'）。"),
        (
            "An unknown key is a usage error (64), a value the key does not take bad data (65); the file is then "
                + "left as it was.",
            "未知的键是用法错误（64），键不接受的值是数据错误（65）；这时文件保持原样。"
        ),
        ("The new value (see the keys in 'timi config --help').", "新值（见 'timi config --help' 中的键）。"),
        // timi undo, doctor
        (
            "Reverts the last change made by add, edit, delete, import, book, category or doctor: every file it "
                + "wrote or removed is put back, all or nothing. Run it again to revert the change before; the last "
                + "30 changes are kept. An undo cannot itself be undone.",
            "撤销 add、edit、delete、import、book、category 或 doctor 做的上一次修改：它写过或删掉的每个文件都放回原样，"
                + "要么全部，要么都不。再运行一次撤销再之前的修改；保留最近 30 次修改。撤销本身不能再撤销。"
        ),
        (
            "Show the changes that can be undone, the next one first; change nothing.",
            "显示可以撤销的修改，下一个要撤销的在前；不做任何修改。"
        ),
        (
            "Undo even if a file was edited by hand since the change (that edit is lost).",
            "即使修改之后有文件被手工编辑过也撤销（那次编辑会丢失）。"
        ),
        (
            "text (default) or json: the change undone, or with --list the changes.",
            "text（默认）或 json：撤销的修改，或用 --list 时的修改列表。"
        ),
        (
            "Reads every file of the ledger. Repairs: a change interrupted by a crash (finished), temporary files "
                + "left by interrupted commands (removed), month totals that no longer match their file (rebuilt), an "
                + "id index that differs from the bills (rebuilt), attachments no bill uses (removed; 'timi undo' "
                + "brings them back), files kept for no undo entry (removed), a missing ledger.json (rebuilt from the month files: a book for each "
                + "bills/<id>/ folder, named 'Book <id>', the default categories and a 'Category <id>' for each other "
                + "category the bills use; rename them after). Reports, with what to do: damaged or unknown files, a "
                + "bill id used twice, a missing photo, a damaged undo entry, a balance check that no longer holds "
                + "('timi account check'). A damaged month file stops only the "
                + "commands that read that month (and all-time totals); with --quarantine it is moved to "
                + "quarantine/<book>/<YYYY-MM>.json and its bills leave the ledger until the file is fixed and moved "
                + "back. On a ledger it may not write (a read-only mount, another user's folder) it only checks, and "
                + "says so. Exits 0 when nothing is left wrong, 1 otherwise.",
            "读取账本的每个文件。修复：被崩溃打断的修改（完成它）、被打断的命令留下的临时文件（删除）、与文件不符的"
                + "月合计（重建）、与账单不一致的编号索引（重建）、没有账单使用的附件（删除；'timi undo' 可找回）、不属于任何撤销记录的保留文件（删除）、缺失的 "
                + "ledger.json（从月文件重建：每个 bills/<id>/ 文件夹一个账本，名为 'Book <id>'，默认分类，以及账单用到的"
                + "其他每个分类一个 'Category <id>'；之后再重命名）。报告并说明怎么处理：损坏或未知的文件、用了两次的账单"
                + "编号、缺失的照片、损坏的撤销记录、已不相符的余额核对（'timi account check'）。损坏的月文件只会让读取那个月的命令（和全部时间的合计）停下；用 "
                + "--quarantine 时，它被移到 quarantine/<book>/<YYYY-MM>.json，其账单离开账本，直到文件修好并移回。"
                + "对不能写入的账本（只读挂载、别人的文件夹）只检查，并说明这一点。没有遗留问题时以 0 退出，否则以 1 退出。"
        ),
        ("Only report; repair nothing.", "只报告；不修复任何东西。"),
        (
            "Move month files that cannot be read to quarantine/, out of the ledger (default: only report them).",
            "把读不了的月文件移出账本，放到 quarantine/（默认：只报告）。"
        ),
        (
            "text (default) or json: each finding and what became of it.",
            "text（默认）或 json：每个发现及其处理结果。"
        ),
        // timi ui
        (
            "Opens this month of the current book (or --book) on the alternate screen. The header shows the book, "
                + "the month and its totals; the footer the keys. Changes made by other timi commands show within a "
                + "second; every change goes through the same operations as the commands, so 'timi undo' undoes it. "
                + "Needs a terminal on stdin and stdout (else exit 64). The terminal is restored on q, Esc, Ctrl-C, "
                + "SIGTERM and SIGHUP. The add and edit dialog takes the amount (a sum such as 12+8.5 is shown "
                + "evaluated), the category (completed from titles and aliases as it is typed), the note and the date "
                + "(default: today, or the same day of the month shown).",
            "在备用屏幕上打开当前账本（或 --book）的本月。页头显示账本、月份及其合计；页脚显示按键。其他 timi 命令做的"
                + "修改一秒内就会显示；每次修改都和命令走同样的操作，所以 'timi undo' 可以撤销。stdin 和 stdout 都必须是"
                + "终端（否则以 64 退出）。按 q、Esc、Ctrl-C 或收到 SIGTERM、SIGHUP 时恢复终端。记账和修改对话框依次输入"
                + "金额（12+8.5 这样的算式会显示结果）、分类（边输入边按名称和别名补全）、备注和日期（默认：今天，或所显示"
                + "月份中同一天）。"
        ),
        ("previous / next month", "上个月 / 下个月"),
        ("move the selection", "移动选中行"),
        ("first / last line", "第一行 / 最后一行"),
        ("screens: 1 timeline, 2 pie, 3 calendar, 4 budget, 5 accounts", "切换屏幕：1 时间轴，2 分类占比，3 日历，4 预算，5 资产"),
        (
            "pie: the category's bills; calendar: the day's bills (Esc goes back)",
            "分类占比：该分类的账单；日历：当天的账单（Esc 返回）"
        ),
        ("add a bill", "记一笔账"),
        ("edit the selected bill", "修改选中的账单"),
        ("delete the selected bill (asks y/n)", "删除选中的账单（询问 y/n）"),
        ("undo the last change", "撤销上一次修改"),
        ("choose the book", "选择账本"),
        ("search notes and categories (Esc clears)", "搜索备注和分类（Esc 清除）"),
        ("these keys", "显示这些按键"),
        ("quit (Esc first closes a detail or a search)", "退出（Esc 先关闭详情或搜索）"),
        ("KEYS IN THE DIALOG", "对话框中的按键"),
        ("next / previous field (Tab completes the category)", "下一个 / 上一个输入项（Tab 补全分类）"),
        ("save", "保存"),
        ("cancel", "取消"),
        // timi completions, help
        (
            "The script completes commands, options, their values, and the ledger's own categories, books and "
                + "months, which it reads (never writes) each time you press Tab. The install command installs all "
                + "three; the README says how each shell finds them.",
            "脚本补全命令、选项及其值，以及账本自己的分类、账本和月份，每次按 Tab 时读取（从不写入）。安装命令会安装"
                + "全部三种脚本；各 shell 如何找到它们见 README。"
        ),
        ("The shell.", "shell 的名称。"),
        (
            "The command to explain; the same text as 'timi <command> --help' (default: timi's help).",
            "要说明的命令；与 'timi <command> --help' 的文字相同（默认：timi 自己的帮助）。"
        ),
        ("A subcommand of book or category.", "book 或 category 的子命令。"),
    ]
}
