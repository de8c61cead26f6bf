extension Catalog {
    /// The errors besides ``messages``: `timi add -`'s, and the names of the values errors are about.
    static let errors: [(english: String, chinese: String)] = [
        // timi add -
        ("stdin:{1}: {2}; nothing was added", "stdin:{1}: {2}；什么也没有添加"),
        ("stdin: {1}; nothing was added", "stdin: {1}；什么也没有添加"),
        ("the input is not UTF-8 text", "输入不是 UTF-8 文本"),
        ("no bills; write one a line: AMOUNT CATEGORY [NOTE…]", "没有账单；每行写一笔：金额 分类 [备注…]"),
        ("it is empty; write AMOUNT CATEGORY [NOTE…], one bill a line", "它是空的；每行写一笔：金额 分类 [备注…]"),
        // Why an amount is invalid
        (
            "expected a number such as 12.50, or an expression such as 12+8.5 or 3*12.5",
            "应为数字（如 12.50）或算式（如 12+8.5、3*12.5）"
        ),
        ("it is empty; write an amount such as 12.50", "它是空的；请写金额，例如 12.50"),
        ("cannot divide by 0", "不能除以 0"),
        ("use '.' for decimals and no thousands separators", "小数点用 '.'，不要千位分隔符"),
        ("exponents are not allowed; write the number out", "不能用指数；请把数字写全"),
        ("use ASCII digits 0-9", "请用 ASCII 数字 0-9"),
        ("at most two decimals are allowed", "最多两位小数"),
        ("expected a number before and after each operator (as in 3*12.5+2)", "每个运算符前后都应是数字（如 3*12.5+2）"),
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
