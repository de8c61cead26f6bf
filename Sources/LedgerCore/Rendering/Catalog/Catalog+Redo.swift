extension Catalog {
    /// The texts of `timi redo`, and what `timi undo` says about redoing: its help, messages and the
    /// `undo --list` section.
    static let redo: [(english: String, chinese: String)] = [
        (
            "Re-apply the change the last undo reverted (again and again, until a new change).",
            "重做上一次撤销的修改（可反复重做，直到有新的修改）。"
        ),
        (
            "Re-applies the change that the last undo reverted: every file is put back as that undo found "
                + "it, all or nothing, and the change can be undone again. Run it again to re-apply the change "
                + "undone before that one. Any other change (add, edit, import…) ends what can be redone.",
            "重做上一次撤销的修改：每个文件恢复到撤销之前的样子，要么全部完成，要么什么都不改，之后这次修改可以再次撤销。"
                + "再运行一次，重做更早撤销的那次修改。任何其他修改（add、edit、import…）之后就不能再重做了。"
        ),
        (
            "Show the changes that can be redone, the next one first; change nothing.",
            "列出可以重做的修改，下一个在最前；不做任何修改。"
        ),
        (
            "Redo even if a file was edited by hand since the undo (that edit is lost).",
            "即使撤销之后有文件被手动改过也重做（那次手动修改会丢失）。"
        ),
        (
            "text (default) or json: the change redone, or with --list the changes.",
            "text（默认）或 json：重做的修改，或配合 --list 列出的修改。"
        ),
        (
            "Show the changes that can be undone, the next one first, then those that can be redone; "
                + "change nothing.",
            "列出可以撤销的修改（下一个在最前），然后是可以重做的修改；不做任何修改。"
        ),
        (
            "Reverts the last change made by add, edit, delete, import, book, category or doctor: every file "
                + "it wrote or removed is put back, all or nothing. Run it again to revert the change before; the "
                + "last \(LedgerStore.undoDepth) changes are kept. 'timi redo' re-applies what undo reverted, "
                + "until a new change; --list shows that too.",
            "撤销 add、edit、delete、import、book、category 或 doctor 做的上一次修改：它写入或删除的每个文件都恢复原样，"
                + "要么全部完成，要么什么都不改。再运行一次，撤销更早的修改；最多保留最近 \(LedgerStore.undoDepth) 次修改。"
                + "'timi redo' 重做撤销的修改，直到有新的修改；--list 也会列出它们。"
        ),
        ("Can be redone with 'timi redo', the next first:", "可以用 'timi redo' 重做（下一个在最前）："),
        ("Nothing to redo", "没有可以重做的修改"),
        ("Redid {1}", "已重做：{1}"),
        ("there is nothing to redo", "没有可以重做的修改"),
        (
            "The last changes, for 'timi undo', and the changes undo reverted, for 'timi redo' (until a new "
                + "change): what each did and, beside it as <n>.0, <n>.1, …, its files as they were, kept as "
                + "hard links.",
            "最近的修改（供 'timi undo'）和被 undo 撤销的修改（供 'timi redo'，直到有新的修改）：每次做了什么，以及在它"
                + "旁边以 <n>.0、<n>.1 …… 命名的改动前的文件，以硬链接保存。"
        ),
]
}
