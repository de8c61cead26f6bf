extension Catalog {
    /// The messages of errors (``LedgerError``) and of the command line.
    static let messages: [(english: String, chinese: String)] = [
        // How the executable frames a message
        ("Error: {1}", "错误：{1}"),
        ("Error: {1} ({2})", "错误：{1}（{2}）"),
        ("see 'timi {1}--help'", "见 'timi {1}--help'"),
        // Usage errors
        ("The value '{1}' is invalid for '{2}': {3}", "'{2}' 的值 '{1}' 无效：{3}"),
        (
            "The value '{1}' is invalid for '{2}': {3}; did you mean '{4}'?",
            "'{2}' 的值 '{1}' 无效：{3}；是不是 '{4}'？"
        ),
        ("The value '' is invalid for '{1}': it is empty", "'{1}' 的值不能为空"),
        ("'{1}' and '{2}' cannot be used together", "'{1}' 和 '{2}' 不能同时使用"),
        ("Missing value for '{1}'", "'{1}' 缺少值"),
        ("Missing expected argument '{1}'", "缺少参数 '{1}'"),
        ("The option '{1}' takes no value", "选项 '{1}' 不带值"),
        ("Unknown option '{1}'", "未知选项 '{1}'"),
        ("Unknown option '{1}'; did you mean '{2}'?", "未知选项 '{1}'；是不是 '{2}'？"),
        ("Unexpected argument '{1}'", "多余的参数 '{1}'"),
        // LedgerError
        ("invalid amount '{1}': {2}", "金额 '{1}' 无效：{2}"),
        ("invalid date '{1}': {2}", "日期 '{1}' 无效：{2}"),
        ("invalid period '{1}': {2}", "时间段 '{1}' 无效：{2}"),
        ("invalid {1} '{2}': {3}", "{1} '{2}' 无效：{3}"),
        ("no {1} matches '{2}'", "没有与 '{2}' 相符的{1}"),
        ("{1}; did you mean '{2}'?", "{1}；是不是 '{2}'？"),
        ("'{1}' matches more than one {2}: {3}", "'{1}' 与多个{2}相符：{3}"),
        (
            "{1} is damaged: {2}; nothing was changed (fix or restore the file)",
            "{1} 已损坏：{2}；没有做任何修改（请修复或恢复这个文件）"
        ),
        (
            "{1} is missing, but the ledger's bills/ holds month files; nothing was changed "
                + "(run 'timi doctor' to rebuild it from them)",
            "{1} 不见了，但账本的 bills/ 里还有月份文件；没有做任何修改（运行 'timi doctor' 从中重建）"
        ),
        (
            "{1} has format {2}, but this timi reads up to format {3}; nothing was changed (upgrade timi)",
            "{1} 的格式是 {2}，这个 timi 最多读到格式 {3}；没有做任何修改（请升级 timi）"
        ),
        ("{1}: {2}; nothing was done (fix the file or move it away)", "{1}：{2}；什么也没做（请修好这个文件或把它移走）"),
        ("cannot read '{1}': {2}", "无法读取 '{1}'：{2}"),
        ("no ledger at {1} — `timi add` creates one", "{1} 没有账本 —— `timi add` 会新建一个"),
        ("{1}: {2}", "{1}：{2}"),
        ("{1}: the reader closed the pipe", "{1}：读取方关闭了管道"),
        (
            "the ledger {1} is busy: another timi held its lock for {2} s; try again",
            "账本 {1} 正忙：另一个 timi 占用它的锁已 {2} 秒；请再试一次"
        ),
        ("interrupted; nothing was changed", "已中断；没有做任何修改"),
        ("{1}; nothing was imported", "{1}；什么也没有导入"),
        ("… and {1} more", "… 还有 {1} 处"),
        ("{1} problems in {2}; nothing was imported:", "{2} 有 {1} 处问题；什么也没有导入："),
        // What errors are about
        ("bill", "账单"),
        ("book", "账本"),
        ("category", "分类"),
        ("recurring rule", "周期记账"),
        ("note", "备注"),
        ("payee", "交易对方"),
        ("alias", "别名"),
        ("cover", "封面"),
        ("argument", "参数"),
        // Reasons
        ("an amount must be greater than 0", "金额必须大于 0"),
        ("an amount must not be 0", "金额不能为 0"),
        ("expected a number such as 12.50", "应为数字，例如 12.50"),
        ("there is no such day", "没有这一天"),
        ("use YYYY-MM-DD (or YYYY/MM/DD)", "请用 YYYY-MM-DD（或 YYYY/MM/DD）"),
        ("--from is after --to", "--from 晚于 --to"),
        ("a note cannot contain control characters", "备注不能含控制字符"),
        ("a payee cannot contain control characters", "交易对方不能含控制字符"),
        ("control characters are not allowed", "不能含控制字符"),
        ("it is empty", "它是空的"),
        ("no spaces allowed", "不能含空格"),
        ("a cover is 0 to 5", "封面是 0 到 5"),
        ("use expense, income, 支出 or 收入", "请用 expense、income、支出或收入"),
        ("give an ASCII alias for it with --alias", "请用 --alias 给它一个 ASCII 别名"),
        ("it is not UTF-8 text; nothing was done", "它不是 UTF-8 文本；什么也没做"),
    ]
}
