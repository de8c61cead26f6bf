import LedgerCore

extension Catalog {
    /// The usage errors of the command line (exit status 64) beyond the scanner's own, the reasons
    /// they give for a refused value, and the words completion shows beside a candidate.
    static let helpUsage: [(english: String, chinese: String)] = [
        // Commands
        ("Unknown command '{1}'", "未知命令 '{1}'"),
        ("Unknown command '{1}'; did you mean '{2}'?", "未知命令 '{1}'；是不是 '{2}'？"),
        ("Unknown '{1}' command '{2}'", "'{1}' 没有子命令 '{2}'"),
        ("Unknown '{1}' command '{2}'; did you mean '{3}'?", "'{1}' 没有子命令 '{2}'；是不是 '{3}'？"),
        // Options that do not go together, or are missing
        ("Give either a period or --from/--to, not both", "时间段和 --from/--to 只能给一种，不能都给"),
        ("Give the note either after the category or with --note, not both", "备注写在分类之后或用 --note，只能给一种"),
        (
            "'--json' and '--format {1}' cannot be used together: give one",
            "'--json' 和 '--format {1}' 不能同时使用：只给一个"
        ),
        (
            "'--json' goes with '--dry-run' (import prints no data)",
            "'--json' 要与 '--dry-run' 一起用（import 不输出数据）"
        ),
        (
            "'{1}' cannot be used with 'timi add -': write the note on each line",
            "'{1}' 不能与 'timi add -' 一起用：请在每行写备注"
        ),
        ("'{1}' does not go with '--every day'", "'{1}' 不能与 '--every day' 一起用"),
        ("Nothing to change: give at least one option", "没有要修改的：至少给出一个选项"),
        ("Nothing to change: give at least one of {1}", "没有要修改的：至少给出 {1} 之一"),
        ("Give a new title, --alias, or both", "请给出新名称、--alias，或两者都给"),
        (
            "'timi ui' needs a terminal: its standard input and output must both be one",
            "'timi ui' 需要终端：标准输入和标准输出都必须是终端"
        ),
        ("No configuration file: set HOME or XDG_CONFIG_HOME", "没有配置文件：请设置 HOME 或 XDG_CONFIG_HOME"),
        (
            "No ledger directory: set HOME or TIMI_HOME, or pass --ledger <dir>",
            "没有账本目录：请设置 HOME 或 TIMI_HOME，或者给出 --ledger <dir>"
        ),
        // Values that are refused
        ("The value '{1}' is invalid for '{2}': give some text to look for", "'{2}' 的值 '{1}' 无效：请给出要找的文字"),
        (
            "The value '{1}' is invalid for '{2}': use date, amount or category",
            "'{2}' 的值 '{1}' 无效：请用 date、amount 或 category"
        ),
        (
            "The value '{1}' is invalid for '{2}': give a whole number of 1 or more",
            "'{2}' 的值 '{1}' 无效：请给出不小于 1 的整数"
        ),
        ("'{1} {2}' is above '{3} {4}': no bill can match", "'{1} {2}' 大于 '{3} {4}'：没有账单能符合"),
        (
            "'--income' cannot be used with {1} ({2}), an expense category",
            "'--income' 不能与支出分类 {1}（{2}）一起用"
        ),
        (
            "'--expense' cannot be used with {1} ({2}), an income category",
            "'--expense' 不能与收入分类 {1}（{2}）一起用"
        ),
        (
            "{1} ({2}) is an income category: a trend shows one type; give --income or other categories",
            "{1}（{2}）是收入分类：趋势只显示一种类型；请给出 --income 或其他分类"
        ),
        (
            "{1} ({2}) is an expense category: a trend shows one type; give --expense or other categories",
            "{1}（{2}）是支出分类：趋势只显示一种类型；请给出 --expense 或其他分类"
        ),
        ("Deleting {1} deletes its {2} bill; add --yes to confirm", "删除 {1} 会删除它的 {2} 笔账单；加上 --yes 确认"),
        ("Deleting {1} deletes its {2} bills; add --yes to confirm", "删除 {1} 会删除它的 {2} 笔账单；加上 --yes 确认"),
        ("use auto, always or never", "请用 auto、always 或 never"),
        ("use utf-8, gb18030 (gbk), utf-16 or windows-1252", "请用 utf-8、gb18030（gbk）、utf-16 或 windows-1252"),
        ("write the order of YYYY, MM and DD, such as DD/MM/YYYY", "请写出 YYYY、MM、DD 的顺序，如 DD/MM/YYYY"),
        ("use bash, zsh or fish", "请用 bash、zsh 或 fish"),
        ("give a whole number from {1} to {2}", "请给出 {1} 到 {2} 的整数"),
        ("give a whole number of 1 or more", "请给出不小于 1 的整数"),
        (
            "after @ give the number 'timi recent' shows (1 or more)",
            "@ 后面请给出 'timi recent' 显示的编号（不小于 1）"
        ),
        ("use one of {1}", "请用 {1} 之一"),
        ("the keys are {1}", "键有 {1}"),
        ("'timi {1}' writes {2}", "'timi {1}' 输出 {2}"),
        ("'timi import' reads {1}", "'timi import' 读取 {1}"),
        (
            "every week takes a weekday, 1 (Monday) to 7 (Sunday) or mon ... sun",
            "every week 要给星期几：1（周一）到 7（周日），或 mon ... sun"
        ),
        ("see 'man timi'", "见 'man timi'"),
        (
            "TIMI_LOCK_TIMEOUT is '{1}', not a number of seconds (0 or more)",
            "TIMI_LOCK_TIMEOUT 的值 '{1}' 不是秒数（0 或更大）"
        ),
        // Completion's descriptions of a candidate
        ("current book", "当前账本"),
    ]
}
