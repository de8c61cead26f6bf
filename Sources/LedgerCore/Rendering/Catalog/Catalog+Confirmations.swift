extension Catalog {
    /// What a change says it did: the confirmations of `add`, `edit`, `delete`, `undo`, books,
    /// categories, budgets, recurring rules, the configuration, backups and restores.
    static let confirmations: [(english: String, chinese: String)] = [
        // Bills
        ("Added {1} {2} {3} on {4} to {5}", "已在账本 {5} 记一笔{1} {2} {3}，日期 {4}"),
        ("Added {1} bill to {2}", "已在账本 {2} 记 {1} 笔账单"),
        ("Added {1} bills to {2}", "已在账本 {2} 记 {1} 笔账单"),
        ("Deleted {1}", "已删除 {1}"),
        ("Edited {1}", "已修改 {1}"),
        ("Unchanged {1}", "未改动 {1}"),
        ("{1} (moved from {2} to {3})", "{1}（从账本 {2} 移到 {3}）"),
        ("{1} → {2}: {3} is an {4} category", "{1} → {2}：{3} 是{4}分类"),
        ("Nothing to change: the bill already is so; nothing was written", "没有要改的：账单已经是这样；什么也没有写入"),
        ("Undid {1}", "已撤销 {1}"),
        ("Nothing to undo", "没有可以撤销的修改"),
        ("No bills in {1} match '{2}'.", "账本 {1} 中没有与 '{2}' 相符的账单。"),
        ("No bills in {1} match '{2}' in {3}.", "账本 {1} 在 {3} 中没有与 '{2}' 相符的账单。"),
        ("No bills in {1} match.", "账本 {1} 中没有相符的账单。"),
        ("No bills in {1} match in {2}.", "账本 {1} 在 {2} 中没有相符的账单。"),
        // Books
        ("Added book {1}", "已添加账本 {1}"),
        ("Added book {1} (now current)", "已添加账本 {1}（现为当前账本）"),
        ("Renamed book {1} to {2}", "已将账本 {1} 改名为 {2}"),
        ("Current book: {1}", "当前账本：{1}"),
        ("Deleted book {1} and its {2} bill; current book: {3}", "已删除账本 {1} 及其 {2} 笔账单；当前账本：{3}"),
        ("Deleted book {1} and its {2} bills; current book: {3}", "已删除账本 {1} 及其 {2} 笔账单；当前账本：{3}"),
        ("Book {1} has the cover {2}", "账本 {1} 的封面是 {2}"),
        // Categories
        ("Added {1} category {2} ({3})", "已添加{1}分类 {2}（{3}）"),
        ("Renamed category {1} ({2}) to {3} ({4})", "已将分类 {1}（{2}）改名为 {3}（{4}）"),
        ("Deleted category {1} ({2})", "已删除分类 {1}（{2}）"),
        ("Deleted category {1} ({2}); moved {3} bill to {4}", "已删除分类 {1}（{2}）；{3} 笔账单已移到 {4}"),
        ("Deleted category {1} ({2}); moved {3} bills to {4}", "已删除分类 {1}（{2}）；{3} 笔账单已移到 {4}"),
        ("Category {1} ({2}) has the icon {3}", "分类 {1}（{2}）的图标是 {3}"),
        ("Coloured category {1} ({2}) {3}", "分类 {1}（{2}）的颜色已设为 {3}"),
        // Budgets
        ("Budget of total in {2}: {3} a month from {4}", "账本 {2} 的总预算：自 {4} 起每月 {3}"),
        ("No budget of total in {2} from {3} on", "账本 {2} 自 {3} 起不再有总预算"),
        ("Budget of {1} in {2}: {3} a month from {4}", "账本 {2} 的{1}预算：自 {4} 起每月 {3}"),
        ("No budget of {1} in {2} from {3} on", "账本 {2} 自 {3} 起不再有{1}预算"),
        // Recurring rules
        ("Added recurring income {1}", "已添加周期收入 {1}"),
        ("Added recurring expense {1}", "已添加周期支出 {1}"),
        ("Changed recurring income {1}", "已修改周期收入 {1}"),
        ("Changed recurring expense {1}", "已修改周期支出 {1}"),
        ("Paused recurring rule {1}", "已暂停周期记账 {1}"),
        ("Resumed recurring rule {1}", "已恢复周期记账 {1}"),
        ("Deleted recurring rule {1}; the bills it booked stay", "已删除周期记账 {1}；它记下的账单保留"),
        ("; booked {1} bill that came due", "；已记下 {1} 笔到期的账单"),
        ("; booked {1} bills that came due", "；已记下 {1} 笔到期的账单"),
        ("; paused", "；已暂停"),
        ("; next: {1}", "；下一次：{1}"),
        ("; no more bills to come", "；之后不再记账"),
        // Configuration
        ("{1} is now {2}", "{1} 现在是 {2}"),
        ("{1} is unset (default: {2})", "{1} 已取消设置（默认：{2}）"),
        // config list
        ("(default: {1})", "（默认：{1}）"),
        ("from the environment", "由环境决定"),
        ("{1} is not set (default: {2}); nothing was changed", "{1} 没有设置（默认：{2}）；没有做任何修改"),
        // Backups
        ("Backed up {1} file ({2} bytes) to {3}", "已备份 {1} 个文件（{2} 字节）到 {3}"),
        ("Backed up {1} files ({2} bytes) to {3}", "已备份 {1} 个文件（{2} 字节）到 {3}"),
        ("Restored {1} file ({2} bytes) from {3} into {4}", "已从 {3} 恢复 {1} 个文件（{2} 字节）到 {4}"),
        ("Restored {1} files ({2} bytes) from {3} into {4}", "已从 {3} 恢复 {1} 个文件（{2} 字节）到 {4}"),
        ("; the ledger it replaced is kept in {1}", "；被替换的账本保存在 {1}"),
    ]
}
