extension Catalog {
    /// How `timi import` categorises by itself: the plan's words for the built-in steps, and the help of
    /// `--no-builtin`.
    static let categorize: [(english: String, chinese: String)] = [
        ("the file's category {1}", "文件的分类 {1}"),
        ("built-in keyword {1}", "内置关键词 {1}"),
        (
            "Do not categorise by timi's built-in words of sources and keywords of merchants (default: do).",
            "不按 timi 内置的来源分类词和商户关键词给行分类（默认：按）。"
        ),
    ]
}
