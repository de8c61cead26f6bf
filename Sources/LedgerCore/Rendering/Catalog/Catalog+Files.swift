extension Catalog {
    /// What is wrong with a damaged file (``LedgerError/corruptFile(path:detail:)``): the ledger's own
    /// files (month files, `ledger.json`, the id index, the undo history) and a backup that `timi restore`
    /// refuses. JSON names, ids and file names stay as they are in the Chinese text.
    static let files: [(english: String, chinese: String)] = [
        // The undo history and the id index
        ("the file is missing", "文件不见了"),
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
    ]
}
