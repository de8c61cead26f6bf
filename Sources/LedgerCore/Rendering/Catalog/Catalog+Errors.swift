extension Catalog {
    /// The errors besides ``messages``: `timi add -`'s, and the names of the values errors are about.
    static let errors: [(english: String, chinese: String)] = [
        // timi add -
        ("stdin:{1}: {2}; nothing was added", "stdin:{1}: {2}；什么也没有添加"),
        ("stdin: {1}; nothing was added", "stdin: {1}；什么也没有添加"),
        ("the input is not UTF-8 text", "输入不是 UTF-8 文本"),
        ("no bills; write one a line: AMOUNT CATEGORY [NOTE…]", "没有账单；每行写一笔：金额 分类 [备注…]"),
        ("it is empty; write AMOUNT CATEGORY [NOTE…], one bill a line", "它是空的；每行写一笔：金额 分类 [备注…]"),
        // What an invalid value is
        ("line", "行"),
        ("book name", "账本名称"),
        ("budget category", "预算分类"),
        ("category title", "分类名称"),
        ("colour", "颜色"),
        ("column mapping", "列对应"),
        ("currency symbol", "货币符号"),
        ("on", "日子"),
        ("setting", "设置"),
    ]
}
