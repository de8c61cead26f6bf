extension Catalog {
    /// What `timi doctor` says: what it checked, each finding's outcome, problem and action, and
    /// whether the ledger is healthy.
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
        ("a file kept for no undo entry", "不属于任何撤销记录的保留文件"),
        ("is not the folder of any book", "不是任何账本的文件夹"),
        ("is not a month file (YYYY-MM.json)", "不是月份文件（YYYY-MM.json）"),
        ("is a change log without its month file", "是没有月份文件的变更记录"),
        (
            "move it to {1}: the changes it holds leave the ledger, the bills of its month file stay "
                + "('timi undo' puts it back at once)",
            "把它移到 {1}：其中的变更离开账本，月份文件的账单留下（'timi undo' 可以立刻放回）"
        ),
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
        (
            "timi redo stops at this change; remove the folder to redo the changes undone before it",
            "timi redo 会停在这次修改；删除这个文件夹才能重做更早撤销的修改"
        ),
        (
            "timi undo stops at this change; remove this file and those named after its number to "
                + "undo the changes before it",
            "timi undo 会停在这次修改；删除这个文件以及以它的编号开头命名的文件才能撤销更早的修改"
        ),
        (
            "timi redo stops at this change; remove this file and those named after its number to "
                + "redo the changes undone before it",
            "timi redo 会停在这次修改；删除这个文件以及以它的编号开头命名的文件才能重做更早撤销的修改"
        ),
        ("delete one of the two bills by hand (or give it another id)", "手工删除两笔账单中的一笔（或给它换个编号）"),
        ("remove it from the bill: timi edit {1} --no-photo", "把它从账单上去掉：timi edit {1} --no-photo"),
        (
            "move it to {1}: its bills leave the ledger until it is fixed and moved back ('timi undo' "
                + "puts it back at once)",
            "把它移到 {1}：在修好并移回之前，它的账单不在账本里（'timi undo' 可以立刻放回）"
        ),
        ("rebuild it from the month files: {1}, the default categories", "从月份文件重建：{1}，默认分类"),
        (
            "rebuild it from the month files: {1}, the default categories and {2}",
            "从月份文件重建：{1}，默认分类和 {2}"
        ),
        ("{1} category (Category <id>)", "{1} 个分类（Category <id>）"),
        ("{1} categories (Category <id>)", "{1} 个分类（Category <id>）"),
        // Problems with values
        ("is damaged: {1}", "已损坏：{1}"),
        ("has format {1}, but this timi reads up to format {2}", "格式是 {1}，但这个 timi 最高只能读格式 {2}"),
        ("cannot be read: {1}", "无法读取：{1}"),
        ("the bill id {1} is also used in {2}", "账单编号 {1} 在 {2} 里也用到了"),
        ("the photo of bill {1} is missing", "账单 {1} 的照片不见了"),
        ("holds totals of a book {1} that does not exist", "存有不存在的账本 {1} 的合计"),
        ("the budget from {1} {2}", "从 {1} 起的预算{2}"),
        ("of book {1}, which does not exist", "属于不存在的账本 {1}"),
        ("of category {1}, which does not exist", "属于不存在的分类 {1}"),
        ("of {1}, an income category", "属于收入分类 {1}"),
        ("the id index (a cache of where each bill is): {1}", "编号索引（记录每笔账单在哪里的缓存）：{1}"),
        ("it is missing or of an older layout", "不见了，或是旧的布局"),
        ("{1} bill is missing from it or misplaced", "有 {1} 笔账单不在其中或位置不对"),
        ("{1} bills are missing from it or misplaced", "有 {1} 笔账单不在其中或位置不对"),
        ("the totals of {1} {2} do not match {3}", "{1} {2} 的合计与 {3} 不符"),
    ]
}
