extension Catalog {
    /// The reasons built from values (``Reason`` templates): amounts, dates, periods, names, books,
    /// categories, budgets, recurring rules, imports and their rules files, the configuration file,
    /// the lists and places they name; and the messages of `timi` before and after a command.
    static let reasons: [(english: String, chinese: String)] = [
        // Lists and places.
        ("{1}, {2}", "{1}、{2}"),
        ("{1} or {2}", "{1} 或 {2}"),
        ("{1}, and {2} more", "{1}，另有 {2} 个"),
        ("and {1} more", "另有 {1} 笔"),
        ("{1} ({2})", "{1}（{2}）"),
        ("{1} ({2}, {3})", "{1}（{2}，{3}）"),
        ("{1} (id {2})", "{1}（id {2}）"),
        ("{1} ({2}, id {3})", "{1}（{2}，id {3}）"),
        ("{1}:{2}: {3}", "{1}:{2}：{3}"),
        ("{1}: row {2}: {3}", "{1}：第 {2} 行：{3}"),
        ("line {1}", "第 {1} 行"),
        ("row {1}", "第 {1} 行"),
        ("{1} (line {2}, column {3})", "{1}（第 {2} 行，第 {3} 列）"),
        // timi itself.
        ("timi was started without its command line; nothing was done", "timi 启动时没有拿到命令行；什么也没有做"),
        ("interrupted after the command had finished", "命令已完成后被中断"),
        ("Warning: {1}", "警告：{1}"),
        ("TIMI_TODAY must be YYYY-MM-DD", "TIMI_TODAY 必须写成 YYYY-MM-DD"),
        ("no such file", "没有这个文件"),
        // Amounts, dates, periods.
        ("the largest amount is {1}", "金额最大为 {1}"),
        (
            "no category matches '{1}'; a note goes after the category (timi add {2} {3} {4}) or in --note",
            "没有与 '{1}' 相符的分类；备注写在分类之后（timi add {2} {3} {4}），或用 --note"
        ),
        (
            "amounts are never negative: give --income for money coming in, or change a bill with 'timi edit'",
            "金额从不为负：收入请加 --income，要改一笔账请用 'timi edit'"
        ),
        ("it comes to {1}; the result must have at most two decimals", "结果是 {1}；结果最多只能有两位小数"),
        ("there is no month {1}", "没有 {1} 月"),
        ("{1} has no day {2}", "{1} 没有 {2} 日"),
        ("too far in the past", "太久以前了"),
        ("timi keeps days from {1} to {2}", "timi 只记 {1} 年到 {2} 年的日子"),
        ("use {1}; did you mean '{2}'?", "请用{1}；是不是 '{2}'？"),
        ("use {1}", "请用{1}"),
        ("this view shows {1}", "这个视图显示{1}"),
        ("a month (2026-11, 11, this month, last month)", "月份（2026-11、11、this month、last month）"),
        ("a year (2026, this year, last year)", "年份（2026、this year、last year）"),
        ("a quarter (2026Q3)", "季度（2026Q3）"),
        ("a week (this week)", "周（this week）"),
        (
            "use YYYY-MM-DD, MM-DD, today, yesterday, tomorrow, a weekday (mon, 周一) or -N (days ago)",
            "请用 YYYY-MM-DD、MM-DD、today、yesterday、tomorrow、星期几（mon、周一）或 -N（N 天前）"
        ),
        ("--until is before --from ({1})", "--until 早于 --from（{1}）"),
        ("every week takes a weekday, 1 (Monday) to 7 (Sunday)", "every week 要给星期几：1（周一）到 7（周日）"),
        (
            "the line already has the date '{1}'; quote a note word that looks like a date",
            "这一行已经有日期 '{1}'；像日期的备注词请加引号"
        ),
        ("the quote is not closed", "引号没有闭合"),
        ("an amount is needed", "需要金额"),
        // Names and values.
        ("a cover is {1} to {2}", "封面是 {1} 到 {2}"),
        ("a transaction number has 1 to {1} ASCII characters and no spaces", "交易单号是 1 到 {1} 个 ASCII 字符，不含空格"),
        ("give #RRGGBB or one of {1}", "请给 #RRGGBB 或 {1} 之一"),
        ("at most {1} characters are allowed (this has {2})", "最多 {1} 个字符（这里有 {2} 个）"),
        ("a {1} has at most {2} characters (this one has {3})", "{1}最多 {2} 个字符（这里有 {3} 个）"),
        ("a {1} cannot contain control characters", "{1}不能含控制字符"),
        (
            "an alias is an ASCII letter followed by letters, digits, '-' or '_' (at most 20)",
            "别名以 ASCII 字母开头，后面是字母、数字、'-' 或 '_'（最多 20 个）"
        ),
        (
            "it cannot be its own alias; give an ASCII alias for it with --alias",
            "它不能用作自己的别名；请用 --alias 给它一个 ASCII 别名"
        ),
        ("it is larger than {1} MiB", "它大于 {1} MiB"),
        ("an id has 1 to {1} characters and no spaces", "id 是 1 到 {1} 个字符，不含空格"),
        ("use YYYY-MM-DDTHH:MM:SS.mmmZ", "请用 YYYY-MM-DDTHH:MM:SS.mmmZ"),
        ("use HH:MM or HH:MM:SS, from 00:00 to 23:59:59", "请用 HH:MM 或 HH:MM:SS，从 00:00 到 23:59:59"),
        // Bills, books, categories.
        ("bill {1} is in {2}, not in {3}", "账单 {1} 在 {2} 里，不在 {3} 里"),
        ("bill in {1}", "{1} 里的账单"),
        ("{1} category", "{1}分类"),
        ("spare icon", "备用图标"),
        ("combination of 'timi recent' (it lists {1})", "'timi recent' 的组合（它列出 {1} 个）"),
        ("{1} has no bill to copy yet: add one with 'timi add'", "{1} 还没有可以复制的账单：请先用 'timi add' 记一笔"),
        ("{1} ({2}) is an {3} category, but the bill is {4}", "{1}（{2}）是{3}分类，但这笔账单是{4}"),
        ("the book named {1} (id {2})", "名为 {1} 的账本（id {2}）"),
        (
            "'{1}' is only the start of {2}; give the book's whole name or its id ({3})",
            "'{1}' 只是 {2} 的开头；请给账本的全名或它的 id（{3}）"
        ),
        ("{1} is the last book; a ledger keeps at least one", "{1} 是最后一个账本；至少要保留一个账本"),
        ("there is already a book named {1}", "已经有名为 {1} 的账本"),
        ("the category titled {1} (id {2})", "名为 {1} 的分类（id {2}）"),
        (
            "'{1}' is only the start of {2} ({3}); give the category's whole title, alias or id",
            "'{1}' 只是 {2}（{3}）的开头；请给分类的全名、别名或 id"
        ),
        ("the bills of {1} ({2}) cannot move to the category being deleted", "{1}（{2}）的账单不能移到正要删除的分类"),
        ("{1} is the last {2} category; it cannot be deleted", "{1} 是最后一个{2}分类，不能删除"),
        (
            "{1} ({2}) has {3} bill; move them to another category with --move-to CATEGORY",
            "{1}（{2}）有 {3} 笔账单；请用 --move-to CATEGORY 把它们移到另一个分类"
        ),
        (
            "{1} ({2}) has {3} bills; move them to another category with --move-to CATEGORY",
            "{1}（{2}）有 {3} 笔账单；请用 --move-to CATEGORY 把它们移到另一个分类"
        ),
        ("bills of {1} can only move to another {2} category", "{1} 的账单只能移到另一个{2}分类"),
        ("there is already an {1} category titled {2}", "已经有名为 {2} 的{1}分类"),
        ("the alias '{1}' is already used by {2}", "别名 '{1}' 已被 {2} 使用"),
        (
            "the icon {1} is taken by {2} ({3}); see 'timi category icons'",
            "图标 {1} 已被 {2}（{3}）使用；见 'timi category icons'"
        ),
        // Budgets and recurring rules.
        ("total", "总预算"),
        ("{1} is an income category; budgets are for expenses", "{1} 是收入分类；预算只管支出"),
        ("{1} has no budget for {2} from {3} on", "{1} 从 {3} 起没有 {2} 的预算"),
        (
            "{1} ({2}) has a budget in {3}; move it with --move-to CATEGORY, or remove it with "
                + "'timi budget unset {2} --from MONTH'",
            "{1}（{2}）在 {3} 有预算；请用 --move-to CATEGORY 移走它，或用 'timi budget unset {2} --from MONTH' 删除它"
        ),
        ("{1} {2} {3}: spent {4} of {5} ({6}%), over by {7}", "{1} {2} {3}：预算 {5}，已花 {4}（{6}%），超出 {7}"),
        ("{1} {2} {3}: spent {4} of {5} ({6}%), {7} left", "{1} {2} {3}：预算 {5}，已花 {4}（{6}%），剩余 {7}"),
        (
            "{1} ({2}) is used by {3} recurring rule; move them to another {4} category with --move-to CATEGORY",
            "{1}（{2}）有 {3} 条周期记账在用；请用 --move-to CATEGORY 把它们移到另一个{4}分类"
        ),
        (
            "{1} ({2}) is used by {3} recurring rules; move them to another {4} category with --move-to CATEGORY",
            "{1}（{2}）有 {3} 条周期记账在用；请用 --move-to CATEGORY 把它们移到另一个{4}分类"
        ),
        // Undo and restore.
        ("there is nothing to undo", "没有可以撤销的修改"),
        (
            "{1} was changed after '{2}' by something other than timi; nothing was undone "
                + "('timi undo --force' reverts it anyway, losing that change)",
            "{1} 在“{2}”之后被 timi 以外的程序改过；什么也没有撤销（'timi undo --force' 仍会撤销，那次改动会丢失）"
        ),
        (
            "{1} was changed after '{2}' was undone, by something other than timi; nothing was redone "
                + "('timi redo --force' redoes it anyway, losing that change)",
            "{1} 在撤销“{2}”之后被 timi 以外的程序改过；什么也没有重做（'timi redo --force' 仍会重做，那次改动会丢失）"
        ),
        (
            "{1} already holds a ledger; restore into another folder (--ledger DIR), or give --replace to "
                + "keep the current one aside and put the backup in its place",
            "{1} 里已经有账本；请恢复到另一个文件夹（--ledger DIR），或加 --replace 把现有账本放到一旁、用备份取代它"
        ),
        // The configuration file.
        ("'{1}' must be {2}, not '{3}'; did you mean '{4}'?", "'{1}' 必须是 {2}，不能是 '{3}'；是不是 '{4}'？"),
        ("'{1}' must be {2}, not '{3}'", "'{1}' 必须是 {2}，不能是 '{3}'"),
        ("'{1}' is given twice", "'{1}' 出现了两次"),
        ("unknown key '{1}' ignored; did you mean '{2}'?", "未知的键 '{1}' 已忽略；是不是 '{2}'？"),
        ("unknown key '{1}' ignored (known: {2})", "未知的键 '{1}' 已忽略（已知的键：{2}）"),
        // Import files.
        ("FIELD is one of {1}", "FIELD 是 {1} 之一"),
        ("write {1}", "请写成 {1}"),
        ("{1}: the file is empty; it needs a header row", "{1}：文件是空的；需要一行表头"),
        ("no column '{1}' to map to {2} (columns: {3})", "没有可以对应到 {2} 的列 '{1}'（列：{3}）"),
        (
            "no '{1}' column (columns: {2}); name one with --map COLUMN={1}",
            "没有 '{1}' 列（列：{2}）；请用 --map COLUMN={1} 指定一列"
        ),
        ("the columns {1} are both {2}", "列 {1} 都是 {2}"),
        ("{1} fields where the header has {2}", "有 {1} 个字段，表头却有 {2} 个"),
        (
            "{1} fields where a TD row has 5 (date, description, debit, credit, balance)",
            "有 {1} 个字段，TD 的一行应有 5 个（date, description, debit, credit, balance）"
        ),
        ("a '+' amount is income, but the type is {1}", "带 '+' 的金额是收入，类型却是 {1}"),
        ("a '-' amount is an expense, but the type is {1}", "带 '-' 的金额是支出，类型却是 {1}"),
        (
            "expected a JSON array of bills ([{…},{…}]); for one bill per line use --format jsonl",
            "应为账单的 JSON 数组（[{…},{…}]）；每行一笔账单请用 --format jsonl"
        ),
        ("text after the object (one bill per line)", "对象后面还有文字（每行一笔账单）"),
        ("not a JSON object", "不是 JSON 对象"),
        ("true or false", "true 或 false"),
        ("an object or array", "对象或数组"),
        ("a number", "数字"),
        ("'{1}' must be text in quotes (such as \"12.50\"), not {2}", "'{1}' 必须是带引号的文字（如 \"12.50\"），不能是{2}"),
        ("text after the closing quote of a field (write \"\" for a quote)", "字段的右引号后面还有文字（引号本身请写成 \"\"）"),
        ("a quote inside an unquoted field (quote the whole field)", "没加引号的字段里有引号（请给整个字段加引号）"),
        ("a quoted field that never ends (a missing closing quote)", "带引号的字段没有结束（缺少右引号）"),
        ("the id '{1}' is also on {2}", "id '{1}' 在{2}也出现了"),
        ("the ledger has no {1} category", "账本里没有{1}分类"),
        ("{1} ({2}) is an {3} category, but the row is {4}", "{1}（{2}）是{3}分类，但这一行是{4}"),
        (
            "{1} ({2}) is an {3} category, but the row is {4} (a positive amount without a type)",
            "{1}（{2}）是{3}分类，但这一行是{4}（没有类型的正数金额）"
        ),
        (
            "{1} ({2}) is an {3} category, but the row is {4} (a negative amount without a type)",
            "{1}（{2}）是{3}分类，但这一行是{4}（没有类型的负数金额）"
        ),
        (
            "{1}: unknown books: {2}; add them with 'timi book add', or import every row into one book with --book",
            "{1}：未知的账本：{2}；请用 'timi book add' 添加，或用 --book 把每一行都导入同一个账本"
        ),
        (
            "{1}: unknown categories: {2}; add them with 'timi category add', or pass --create-categories",
            "{1}：未知的分类：{2}；请用 'timi category add' 添加，或加 --create-categories"
        ),
        ("cannot create the refund category: {1}", "无法创建退款分类：{1}"),
        ("cannot create the category '{1}': {2}", "无法创建分类 '{1}'：{2}"),
        ("{1} row, first on {2}", "{1} 行，最早在{2}"),
        ("{1} rows, first on {2}", "{1} 行，最早在{2}"),
        ("{1}, set by the rule at {2}", "{1}，由规则 {2} 设定"),
        ("{1}; set by the rule at {2}", "{1}；由规则 {2} 设定"),
        ("'{1}' is not a source ({2})", "'{1}' 不是一种来源（{2}）"),
        (
            "'source' needs source names separated by commas, such as 'source alipay, icbc'",
            "'source' 需要以逗号分隔的来源名，例如 'source alipay, icbc'"
        ),
        ("{1} ({2}; did you mean '{3}'?)", "{1}（{2}；是不是 '{3}'？）"),
        ("the date '{1}' cannot be read", "日期 '{1}' 无法读取"),
        ("the amount '{1}' cannot be read", "金额 '{1}' 无法读取"),
        // Rules files.
        ("the rules say dates are written {1}", "规则文件说日期写成 {1}"),
        ("{1} has no column '{2}' (columns: {3})", "{1} 没有列 '{2}'（列：{3}）"),
        ("{1}: a rules file must be UTF-8 text", "{1}：规则文件必须是 UTF-8 文本"),
        ("an indented action must follow an 'if' line", "缩进的动作必须跟在 'if' 行后面"),
        ("'skip' takes a number of lines, such as 'skip 1'", "'skip' 要给行数，如 'skip 1'"),
        (
            "'{1}' is not a date format; write MM/DD/YYYY, DD/MM/YYYY, YYYY/MM/DD or YYYYMMDD",
            "'{1}' 不是日期格式；请写 MM/DD/YYYY、DD/MM/YYYY、YYYY/MM/DD 或 YYYYMMDD"
        ),
        ("'{1}' is not an encoding; write utf-8 or gb18030 (gbk)", "'{1}' 不是编码；请写 utf-8 或 gb18030（gbk）"),
        ("'{1}' is an action: indent it under an 'if' line", "'{1}' 是动作：请把它缩进写在 'if' 行下面"),
        ("'{1}' is not a rule; did you mean '{2}'?", "'{1}' 不是规则；是不是 '{2}'？"),
        (
            "'{1}' is not a rule (skip, fields, date-format, encoding, if)",
            "'{1}' 不是规则（skip, fields, date-format, encoding, if）"
        ),
        ("'%' needs a field or column name, such as %payee", "'%' 后面要有字段名或列名，如 %payee"),
        ("an 'if' line needs a pattern", "'if' 行需要一个匹配模式"),
        ("'{1}' is not a regular expression", "'{1}' 不是正则表达式"),
        ("a '&' line joins the 'if' line right above it", "'&' 行与紧挨在上面的 'if' 行同时成立"),
        ("'{1}' is not an amount, such as 100 or 12.50", "'{1}' 不是金额，例如 100 或 12.50"),
        ("the range {1} runs backwards; write the smaller amount first", "范围 {1} 反了；请先写较小的金额"),
        ("'{1}' is not a time window; write it as 11:00-14:00", "'{1}' 不是时间段；请写成 11:00-14:00"),
        ("'{1}' is not an action; did you mean '{2}'?", "'{1}' 不是动作；是不是 '{2}'？"),
        (
            "'{1}' is not an action (category, type, book, note, payee, skip)",
            "'{1}' 不是动作（category, type, book, note, payee, skip）"
        ),
        ("the action 'skip' takes no value", "动作 'skip' 不带值"),
        ("'{1}' needs a value", "'{1}' 需要一个值"),
        ("'{1}' is not a type; write expense or income", "'{1}' 不是类型；请写 expense 或 income"),
        ("'fields' needs names separated by commas", "'fields' 需要用逗号分隔的名字"),
        ("'{1}' is not a field; did you mean '{2}'?", "'{1}' 不是字段；是不是 '{2}'？"),
        ("'{1}' is not a field ({2})", "'{1}' 不是字段（{2}）"),
        ("the field '{1}' is named twice", "字段 '{1}' 出现了两次"),
        // Test hooks (debug builds only).
        (
            "{1} must be <step>[:<n>[:KILL|INT|TERM]], the step one of {2}",
            "{1} 必须是 <step>[:<n>[:KILL|INT|TERM]]，step 是 {2} 之一"
        ),
        // The system's own words for the errors a ledger meets most (glibc's strerror texts), so that
        // an I/O error reads in the interface's language too; any other stays as the system says it.
        ("No such file or directory", "没有那个文件或目录"),
        ("Permission denied", "权限不够"),
        ("Operation not permitted", "不允许的操作"),
        ("No space left on device", "设备上没有空间"),
        ("Disk quota exceeded", "超出磁盘配额"),
        ("Input/output error", "输入/输出错误"),
        ("Read-only file system", "只读文件系统"),
        ("Is a directory", "是一个目录"),
        ("Not a directory", "不是目录"),
        ("File exists", "文件已存在"),
        ("Too many open files", "打开的文件过多"),
        ("File name too long", "文件名过长"),
        ("Too many levels of symbolic links", "符号链接的层数过多"),
        ("Broken pipe", "断开的管道"),
        ("Bad file descriptor", "错误的文件描述符"),
        ("every {1} takes a day of the month, 1 to 31", "every {1} 要给每月的几号：1 到 31"),
    ]
}
