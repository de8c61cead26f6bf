extension Catalog {
    /// What is wrong with a file that cannot be read: JSON that does not read, the ledger's own files
    /// (``LedgerError/corruptFile(path:detail:)``: month files, `ledger.json`, the id index, the undo
    /// history), a backup that `timi restore` refuses, and an import file that is not what it should
    /// be (`FileFormatError`: not text, a damaged zip, a workbook whose XML does not read). JSON names,
    /// ids, file names and the names of formats stay as they are in the Chinese text.
    static let files: [(english: String, chinese: String)] = [
        ("not the seed plist timi was built with: {1}", "不是构建 timi 时所用的种子 plist：{1}"),
        // JSON that does not read (the place is "{1} (line {2}, column {3})", see the reasons)
        ("not valid JSON: {1}", "不是有效的 JSON：{1}"),
        ("unexpected text after the end", "结尾之后还有多余的文本"),
        ("unexpected end of file", "文件意外结束"),
        ("unexpected end of file inside a string", "文件在字符串中意外结束"),
        ("unexpected character", "意外的字符"),
        ("expected ':' after a key", "键之后应为 ':'"),
        ("expected ',' or '}'", "应为 ',' 或 '}'"),
        ("expected ',' or ']'", "应为 ',' 或 ']'"),
        ("expected a key", "应为键"),
        ("a trailing ','", "多余的结尾 ','"),
        ("nested too deeply", "嵌套太深"),
        ("expected a string", "应为字符串"),
        ("expected an object", "应为对象"),
        ("expected an array", "应为数组"),
        ("expected a whole number", "应为整数"),
        ("expected a digit", "应为数字"),
        ("the number is too large", "数字太大"),
        ("the string is not valid UTF-8", "字符串不是有效的 UTF-8"),
        ("a control character inside a string", "字符串里有控制字符"),
        ("a lone surrogate in \\u escape", "\\u 转义中有落单的代理项"),
        ("an unknown escape '\\{1}'", "未知的转义 '\\{1}'"),
        ("expected four hex digits after \\u", "\\u 之后应为四位十六进制数字"),
        // Month files and change logs
        ("the field '{1}' is missing", "缺少字段 '{1}'"),
        ("bills[{1}]: {2}", "bills[{1}]：{2}"),
        ("a bill: {1}", "一笔账单：{1}"),
        ("the date {1} is not in {2}", "日期 {1} 不在 {2} 内"),
        ("there is no category with id {1}", "没有 id 为 {1} 的分类"),
        ("category {1} is for {2}, the bill is {3}", "分类 {1} 用于{2}，这笔账单却是{3}"),
        ("its category {1} is not a category of {2}", "它的分类 {1} 不是{2}分类"),
        ("the id '{1}' appears twice", "id '{1}' 出现了两次"),
        ("the id is empty", "id 是空的"),
        ("'{1}' is not an amount between 0.01 and {2}", "'{1}' 不是 0.01 到 {2} 之间的金额"),
        ("'{1}' is not a timestamp (YYYY-MM-DDTHH:MM:SS.mmmZ)", "'{1}' 不是时间戳（YYYY-MM-DDTHH:MM:SS.mmmZ）"),
        ("'{1}' is not a date (YYYY-MM-DD)", "'{1}' 不是日期（YYYY-MM-DD）"),
        ("'{1}' is not a time (HH:MM:SS)", "'{1}' 不是时间（HH:MM:SS）"),
        ("'{1}' is not income or expense", "'{1}' 不是 income 或 expense"),
        ("'{1}' is not a file hash (16 hex digits)", "'{1}' 不是文件哈希（16 位十六进制数字）"),
        // ledger.json: books, categories, recurring rules, budgets, the month totals; the totals files
        ("there are no books", "没有账本"),
        ("a book needs an id and a name", "账本要有 id 和名称"),
        ("two books have the same id", "两个账本的 id 相同"),
        ("two books have the same name", "两个账本同名"),
        ("the current book {1} does not exist", "当前账本 {1} 不存在"),
        (
            "a category needs an id, a title, an alias and a type (income or expense)",
            "分类要有 id、标题、别名和类型（income 或 expense）"
        ),
        ("a colour is #RRGGBB, not '{1}'", "颜色应写成 #RRGGBB，而不是 '{1}'"),
        ("two categories have the same id", "两个分类的 id 相同"),
        ("two categories have the same alias", "两个分类的别名相同"),
        ("two categories of one type have the same title", "同一类型的两个分类标题相同"),
        ("a spare icon needs an icon and a type", "备用图标要有图标和类型"),
        ("recurring rule: {1}", "周期记账：{1}"),
        (
            "it needs an id, a book, an amount, a category, a type (income or expense), "
                + "every (day, week, month or year), on and from",
            "它要有 id、账本、金额、分类、类型（income 或 expense）、every（day、week、month 或 year）、on 和 from"
        ),
        ("'{1}' is not an amount", "'{1}' 不是金额"),
        ("on {1} does not fit every {2}", "on {1} 与 every {2} 不符"),
        ("two recurring rules have the same id", "两条周期记账的 id 相同"),
        ("recurring rule {1}: there is no book {2}", "周期记账 {1}：没有账本 {2}"),
        ("recurring rule {1}: there is no category {2}", "周期记账 {1}：没有分类 {2}"),
        ("recurring rule {1}: category {2} is not {3}", "周期记账 {1}：分类 {2} 不是{3}分类"),
        ("'{1}' is not a budget amount like \"1000.00\"", "'{1}' 不是 \"1000.00\" 这样的预算金额"),
        ("'{1}' is not a month (YYYY-MM)", "'{1}' 不是月份（YYYY-MM）"),
        (
            "a budget needs a book, a month ('from') and either a category or \"total\":true",
            "预算要有账本、月份（'from'），以及分类或 \"total\":true 二者之一"
        ),
        ("'{1}' is not a book id", "'{1}' 不是账本 id"),
        ("'{1}' is not a category id", "'{1}' 不是分类 id"),
        ("'{1}' is not an amount like \"12.50\"", "'{1}' 不是 \"12.50\" 这样的金额"),
        ("the totals are negative or too large to be real", "合计为负数，或大得不合实际"),
        ("'{1}' is not a month (YYYY-MM) of {2}", "'{1}' 不是 {2} 年的月份（YYYY-MM）"),
        // The undo history, the redo log and the id index
        ("not a timestamp", "不是时间戳"),
        ("'format', 'description' and 'time' are needed", "需要 'format'、'description' 和 'time'"),
        ("a change needs its 'key'", "变更需要它的 'key'"),
        ("not a file of the ledger", "不是账本里的文件"),
        ("a rename needs 'from' and 'to'", "改名要有 'from' 和 'to'"),
        ("a hash is 16 hexadecimal digits", "哈希值是 16 位十六进制数字"),
        ("a rename's check needs 'hash' and a 'size' of 0 or more", "改名的校验要有 'hash' 和不小于 0 的 'size'"),
        ("its checksum does not match its bytes", "校验和与文件内容不符"),
        ("'format' is needed", "需要 'format'"),
        ("a format 2 log needs its checksum first", "格式 2 的日志要以校验和开头"),
        ("a format 3 log needs 'carriedOutIn' after its checksum", "格式 3 的日志要在校验和之后写 'carriedOutIn'"),
        ("a boot's id is 36 characters", "启动标识是 36 个字符"),
        ("a sequence number is from 0 to 2147483646", "序号在 0 到 2147483646 之间"),
        // timi's own words for a file it cannot read or write (the details of an I/O error, told through
        // the catalog as the system's are, and of a missing input)
        ("is not a directory", "不是目录"),
        ("exists and is not a directory", "已存在，且不是目录"),
        ("is not a regular file", "不是普通文件"),
        ("is not a regular file; a backup holds only files and folders", "不是普通文件；备份只含文件和文件夹"),
        ("is already closed", "已经关闭了"),
        ("disappeared", "不见了"),
        ("cannot be created; nothing was changed", "无法创建；没有做任何修改"),
        ("{1}: the ledger is read-only here ({2}); nothing was changed", "{1}：这里的账本是只读的（{2}）；没有做任何修改"),
        ("the ledger cannot be read here (permission denied)", "这里无法读取账本（没有权限）"),
        (
            "{1}: the ledger is read-only here, so doctor only checks it; nothing was repaired",
            "{1}：这里的账本是只读的，所以 doctor 只检查；没有修复任何东西"
        ),
        ("{1} (the ledger is read-only here: nothing was repaired)", "{1}（这里的账本是只读的：没有修复任何东西）"),
        ("Note: {1} recurring bill is due but not booked: {2}", "注意：有 {1} 笔周期账单已到期但未入账：{2}"),
        ("standard output", "标准输出"),
        ("standard error", "标准错误"),
        ("the terminal", "终端"),
        ("Note: {1} recurring bills are due but not booked: {2}", "注意：有 {1} 笔周期账单已到期但未入账：{2}"),
        ("the name is too long for a tar archive", "名字太长，放不进 tar 归档"),
        ("standard input is closed", "标准输入已关闭"),
        ("there is no ledger here to back up", "这里没有可备份的账本"),
        ("the file is missing", "文件不见了"),
        ("the file is missing, and the change log {1} needs it", "文件不见了，而变更记录 {1} 需要它"),
        ("the saved version of {1} is missing", "{1} 保存的版本不见了"),
        ("not an id index (run 'timi doctor' to rebuild it)", "不是 id 索引（运行 'timi doctor' 重建它）"),
        ("line {1} is not 'id, book, month'", "第 {1} 行不是 'id, book, month'"),
        ("not a file of the id index", "不是 id 索引的文件"),
        (
            "the bill id '{1}' is also in {2}; remove one of the two ('timi doctor' lists them all)",
            "账单 id '{1}' 也在 {2} 里；请删掉其中一个（'timi doctor' 会把它们全列出来）"
        ),
        // A backup that timi restore refuses
        ("the ledger in it is not sound: {1}: {2}", "其中的账本有问题：{1}：{2}"),
        ("it is not a timi backup (there is no {1} in it)", "它不是 timi 的备份（其中没有 {1}）"),
        ("its manifest is not one this timi reads ({1})", "它的清单不是这个 timi 能读的（{1}）"),
        ("its manifest has a damaged line: {1}", "它的清单有一行已损坏：{1}"),
        ("{1} is outside {2}/", "{1} 在 {2}/ 之外"),
        ("{1} is not in its manifest", "{1} 不在它的清单里"),
        ("{1} does not match its manifest (damaged)", "{1} 与它的清单不符（已损坏）"),
        ("{1} is in its manifest but not in it", "{1} 在它的清单里，却不在归档中"),
        (
            "it ends in the middle (no end-of-archive blocks): the file is not a whole tar archive",
            "它在中途就结束了（没有归档结束块）：这个文件不是完整的 tar 归档"
        ),
        ("the header at byte {1} is damaged", "第 {1} 字节处的文件头已损坏"),
        ("the header at byte {1} has a wrong checksum", "第 {1} 字节处的文件头校验和不对"),
        ("the header at byte {1} is not a ustar header", "第 {1} 字节处的文件头不是 ustar 文件头"),
        ("{1}: the size is damaged", "{1}：大小已损坏"),
        (
            "{1} is a link or a device: a timi backup holds only files and folders",
            "{1} 是链接或设备：timi 的备份只含文件和文件夹"
        ),
        ("{1} is cut short", "{1} 被截断了"),
        ("the name at byte {1} is not UTF-8", "第 {1} 字节处的名字不是 UTF-8"),
        ("the name '{1}' is not a safe relative path", "名字 '{1}' 不是安全的相对路径"),
        // Import files: text, statements
        ("{1} (byte 0x{2})", "{1}（字节 0x{2}）"),
        ("not UTF-8 text", "不是 UTF-8 文本"),
        ("not GB18030 text", "不是 GB18030 文本"),
        ("not UTF-8 or GB18030 text", "既不是 UTF-8 也不是 GB18030 文本"),
        ("not UTF-16 text", "不是 UTF-16 文本"),
        ("not UTF-16 text with a byte-order mark", "不是带字节序标记的 UTF-16 文本"),
        (
            "no header row with a date and an amount column in the first {1} lines (columns seen: {2}); name them with --map COLUMN=date,COLUMN=amount",
            "前 {1} 行中没有含日期列和金额列的表头（看到的列：{2}）；请用 --map 列名=date,列名=amount 指明"
        ),
        (
            "the dates of column {1} fit both day/month and month/day (such as {2}); choose with --date-format DD/MM/YYYY or --date-format MM/DD/YYYY",
            "{1} 列的日期既可读作日/月也可读作月/日（如 {2}）；请用 --date-format DD/MM/YYYY 或 --date-format MM/DD/YYYY 指定"
        ),
        (
            "the dates of column {1} are day first ({2}) and month first ({3}); choose with --date-format",
            "{1} 列的日期有的日在前（{2}），有的月在前（{3}）；请用 --date-format 指定"
        ),
        ("a payment to the card from your own account", "从自己账户还信用卡"),
        (
            "cannot read GB18030 text: this system's iconv has no GB18030 converter",
            "无法读取 GB18030 文本：这个系统的 iconv 没有 GB18030 转换器"
        ),
        (
            "not a {1} statement: no header row starting {2} in its first {3} lines",
            "不是 {1} 账单：前 {3} 行里没有以 {2} 开头的表头行"
        ),
        // Import files: a workbook's zip
        ("not a zip archive", "不是 zip 压缩包"),
        (
            "the zip is cut off (it has no end of central directory); download it again",
            "zip 被截断了（没有中央目录结尾）；请重新下载"
        ),
        (
            "the zip is cut off (its central directory is missing); download it again",
            "zip 被截断了（缺少中央目录）；请重新下载"
        ),
        (
            "ZIP64 archives are not supported; save the workbook again as .xlsx",
            "不支持 ZIP64 压缩包；请把工作簿重新另存为 .xlsx"
        ),
        ("a zip split into several files is not supported", "不支持分卷的 zip"),
        ("the zip is password-protected: unzip it first", "zip 有密码保护：请先解压"),
        ("the zip's central directory is damaged", "zip 的中央目录已损坏"),
        ("'{1}' is too large ({2} bytes; at most {3} are read)", "'{1}' 太大了（{2} 字节；最多只读 {3} 字节）"),
        (
            "'{1}' is compressed with method {2}; only stored and deflated entries are read",
            "'{1}' 用方法 {2} 压缩；只能读未压缩或 deflate 压缩的条目"
        ),
        ("'{1}' in the zip is damaged: {2}", "zip 里的 '{1}' 已损坏：{2}"),
        ("no local header where the directory says", "目录所指的位置没有本地文件头"),
        ("its data runs past the end of the archive", "它的数据超出了压缩包的结尾"),
        ("its local header and the directory give different sizes", "它的本地文件头和目录给出的大小不同"),
        ("a stored entry of two sizes", "未压缩的条目有两种大小"),
        ("it holds {1} bytes, not the {2} the directory says", "它有 {1} 字节，而不是目录所说的 {2} 字节"),
        ("its CRC-32 does not match", "它的 CRC-32 不符"),
        ("its data descriptor is cut off", "它的数据描述符被截断了"),
        ("its data descriptor and the directory differ", "它的数据描述符与目录不一致"),
        ("the deflate data ends too early", "deflate 数据提前结束了"),
        ("the data inflates to more than the {1} bytes expected", "数据解压后超过了预期的 {1} 字节"),
        ("no fixed code", "没有固定编码"),
        ("a deflate block of the reserved type 3", "保留类型 3 的 deflate 块"),
        ("a stored block whose length does not match its complement", "未压缩块的长度与其补码不符"),
        ("an invalid length code {1}", "无效的长度码 {1}"),
        ("an invalid distance code {1}", "无效的距离码 {1}"),
        ("a distance of {1} bytes back, before the start of the data", "回退 {1} 字节的距离超出了数据的开头"),
        ("a dynamic block with {1} literal and {2} distance codes", "动态块有 {1} 个字面码和 {2} 个距离码"),
        ("a repeated code length with none before it", "重复的码长前面没有码长"),
        ("code lengths repeated past the end of the table", "重复的码长超出了表的结尾"),
        ("a block whose code has no end-of-block symbol", "块的编码没有块结束符"),
        ("an over-subscribed Huffman code", "超额的 Huffman 编码"),
        ("an incomplete Huffman code", "不完整的 Huffman 编码"),
        ("a Huffman code that is not in the table", "不在表中的 Huffman 编码"),
        // Import files: an Excel 97-2003 workbook's compound file and BIFF records
        ("not an Excel 97-2003 file (no compound file signature)", "不是 Excel 97-2003 文件（没有复合文档签名）"),
        ("the .xls file's header is damaged", ".xls 文件的文件头已损坏"),
        ("the .xls file's allocation table is damaged", ".xls 文件的分配表已损坏"),
        ("the .xls file's allocation table has a loop", ".xls 文件的分配表有循环"),
        ("the .xls file's directory is damaged", ".xls 文件的目录已损坏"),
        (
            "the .xls file's stream claims {1} bytes, more than the file holds",
            ".xls 文件里的流自称有 {1} 字节，超过了文件本身的大小"
        ),
        ("the .xls file names sector {1}, which it does not have", ".xls 文件指向第 {1} 扇区，但文件里没有这个扇区"),
        ("the .xls file is cut short; download it again", ".xls 文件被截断了；请重新下载"),
        (
            "the workbook's record at byte {1} runs past the end of its stream",
            "工作簿第 {1} 字节处的记录超出了流的结尾"
        ),
        ("a string of the workbook runs past the end of its record", "工作簿里的一个字符串超出了所在记录的结尾"),
        (
            "a password-protected workbook, which timi does not read; save it without a password, or as CSV",
            "这是有密码的工作簿，timi 读不了；请另存为不带密码的工作簿，或存为 CSV"
        ),
        (
            "an Office file that is not an Excel workbook (it has no Workbook stream)",
            "这是 Office 文件，但不是 Excel 工作簿（没有 Workbook 流）"
        ),
        ("the workbook has no worksheet", "工作簿里没有工作表"),
        ("the workbook has no sheet at byte {1}", "工作簿第 {1} 字节处没有工作表"),
        ("a cell in column {1}, past the 256 columns of an .xls sheet", "第 {1} 列的单元格超出了 .xls 工作表的 256 列"),
        ("a damaged MULRK record", "已损坏的 MULRK 记录"),
        ("the workbook's first sheet is cut short (it has no EOF record)", "工作簿的第一个工作表被截断了（没有 EOF 记录）"),
        ("the record at byte {1} is too short", "第 {1} 字节处的记录太短"),
        (
            "the workbook stream is not an Excel workbook (it does not start with BOF)",
            "工作簿流不是 Excel 工作簿（开头没有 BOF）"
        ),
        (
            "an Excel 4.0 or older workbook, which timi does not read; save it as .xlsx, or as CSV",
            "这是 Excel 4.0 或更早的工作簿，timi 读不了；请另存为 .xlsx，或存为 CSV"
        ),
        (
            "an Excel 95 workbook in code page {1}, which timi does not read; save it as .xlsx, or as CSV",
            "这是代码页为 {1} 的 Excel 95 工作簿，timi 读不了；请另存为 .xlsx，或存为 CSV"
        ),
        ("a string of the workbook is not GB18030 text", "工作簿里的一个字符串不是 GB18030 文本"),
        (
            "the shared string table is damaged at string {1} of {2}: {3}",
            "共享字符串表在第 {1} 个（共 {2} 个）字符串处已损坏：{3}"
        ),
        // Import files: a workbook's sheets and their XML
        (
            "a zip archive, not an XLSX workbook (it has no {1}); unzip it first",
            "这是 zip 压缩包，不是 XLSX 工作簿（其中没有 {1}）；请先解压"
        ),
        ("the workbook has no sheet '{1}'", "工作簿里没有工作表 '{1}'"),
        ("the row number {1} follows row {2}", "行号 {1} 排在第 {2} 行之后"),
        ("the row number '{1}' is not valid", "行号 '{1}' 无效"),
        ("the cell {1} is out of order", "单元格 {1} 的顺序不对"),
        ("the cell reference '{1}' is not valid", "单元格引用 '{1}' 无效"),
        ("the sheet has more than {1} cells", "工作表的单元格超过 {1} 个"),
        ("a cell refers to shared string {1}, but the workbook has {2}", "单元格引用了共享字符串 {1}，但工作簿只有 {2} 个"),
        (
            "'{1}' in the workbook is not XML that timi reads: {2} (line {3})",
            "工作簿里的 '{1}' 不是 timi 能读的 XML：{2}（第 {3} 行）"
        ),
        ("it is not UTF-8", "它不是 UTF-8"),
        ("there is no root element", "没有根元素"),
        ("text outside the root element", "根元素之外有文本"),
        ("CDATA outside the root element", "根元素之外有 CDATA"),
        ("a second root element <{1}>", "第二个根元素 <{1}>"),
        ("elements nested too deeply", "元素嵌套太深"),
        ("the document ends inside <{1}>", "文档在 <{1}> 之内就结束了"),
        ("a document type declaration (<!DOCTYPE …>), which is refused", "文档类型声明（<!DOCTYPE …>），不予接受"),
        ("an unknown or invalid entity (&…;)", "未知或无效的实体（&…;）"),
        ("a start tag that never ends", "开始标签没有结束"),
        ("an end tag that does not end with '>'", "结束标签不是以 '>' 结尾"),
        ("the end tag </{1}> where </{2}> was expected", "出现了结束标签 </{1}>，应为 </{2}>"),
        ("the end tag </{1}> where none was expected", "出现了多余的结束标签 </{1}>"),
        ("a tag or attribute without a name", "没有名字的标签或属性"),
        ("the attribute '{1}' has no value", "属性 '{1}' 没有值"),
        ("the value of '{1}' is not in quotes", "'{1}' 的值没有加引号"),
        ("the value of '{1}' is not valid", "'{1}' 的值无效"),
        ("a processing instruction that never ends", "处理指令没有结束"),
        ("a comment that never ends", "注释没有结束"),
        ("a CDATA section that never ends", "CDATA 段没有结束"),
    ]
}
