extension Catalog {
    /// What `timi doctor` says: what it checked, each finding's outcome, problem and action (those
    /// written without values), and whether the ledger is healthy.
    static let doctor: [(english: String, chinese: String)] = [
        ("Checked {1}: {2}", "已检查 {1}：{2}"),
        ("{1} book", "{1} 个账本"),
        ("{1} books", "{1} 个账本"),
        ("{1} month file", "{1} 个月份文件"),
        ("{1} month files", "{1} 个月份文件"),
        ("{1} attachment", "{1} 个附件"),
        ("{1} attachments", "{1} 个附件"),
        ("{1} undo entry", "{1} 条撤销记录"),
        ("{1} undo entries", "{1} 条撤销记录"),
        ("repaired", "已修复"),
        ("would repair", "可修复"),
        ("cannot repair", "无法修复"),
        ("The ledger is healthy.", "账本完好。"),
        ("The ledger is healthy again.", "账本已恢复完好。"),
        ("{1} problem left", "还有 {1} 个问题"),
        ("{1} problems left", "还有 {1} 个问题"),
        ("{1} (--dry-run repairs nothing)", "{1}（--dry-run 不做任何修复）"),
        // Problems
        ("a change was interrupted (crash or power loss) before it was complete", "有一次修改在完成前被中断（崩溃或断电）"),
        ("a temporary file left by an interrupted command", "被中断的命令留下的临时文件"),
        (
            "is missing, but bills/ holds month files (the names and currencies of the books and the "
                + "categories added are lost; the bills are not)",
            "不见了，但 bills/ 里还有月份文件（账本的名称和币种以及添加的分类已丢失；账单没有）"
        ),
        ("an empty folder of no book", "不属于任何账本的空文件夹"),
        ("is not the folder of any book", "不是任何账本的文件夹"),
        ("is not a month file (YYYY-MM.json)", "不是月份文件（YYYY-MM.json）"),
        ("is not the photo of any bill", "不是任何账单的照片"),
        ("is not the photo of any bill that could be read", "不是任何可读账单的照片"),
        // Actions
        ("finish the change", "完成这次修改"),
        ("finish the change (the other checks wait for it)", "完成这次修改（其他检查等它完成）"),
        ("remove it", "删除它"),
        ("remove it (timi undo brings it back)", "删除它（timi undo 可以找回）"),
        ("rebuild it", "重建它"),
        ("rebuild them from the bills", "从账单重建"),
        ("drop them", "丢弃它们"),
        ("timi ignores it; move it out of the ledger", "timi 忽略它；请把它移出账本"),
        ("not a file: move it out of the ledger", "不是文件：请把它移出账本"),
        ("kept while some month files cannot be read", "有月份文件读不出时保留"),
        (
            "every command stops here; restore it from a backup (it lists the files of the last change)",
            "每个命令都会停在这里；请从备份恢复它（它列出了上一次修改的文件）"
        ),
        (
            "every command stops here; fix it by hand or restore it ('timi undo --force' puts back "
                + "the version from before the last change)",
            "每个命令都会停在这里；请手工修复或恢复它（'timi undo --force' 会放回上一次修改之前的版本）"
        ),
        (
            "commands that read this month stop, the others work; fix it by hand, restore it, "
                + "or move it aside with 'timi doctor --quarantine'",
            "读这个月的命令会停下，其他命令照常；请手工修复、恢复它，或用 'timi doctor --quarantine' 把它移开"
        ),
        (
            "timi undo stops at this change; remove the folder to undo the changes before it",
            "timi undo 会停在这次修改；删除这个文件夹才能撤销更早的修改"
        ),
    ]
}
