import LedgerCore

extension Catalog {
    /// The words of `timi ui`: its screens, header, status line, key table and reminders, dialogs.
    static let ui: [(english: String, chinese: String)] = [
        // Screens and header
        ("timeline", "流水"),
        ("pie", "饼图"),
        ("calendar", "日历"),
        ("budget left", "预算剩余"),
        ("accounts", "资产"),
        ("The window is too small for timi ui: it needs {1}×{2}.", "窗口太小，timi ui 至少需要 {1}×{2}。"),
        ("No bills in {1}. Press a to add one.", "{1} 没有账单。按 a 记一笔。"),
        ("No matching bills in {1}. Press a to add one.", "{1} 没有符合条件的账单。按 a 记一笔。"),
        ("No budgets for {1}.", "账本 {1} 没有预算。"),
        // Status line
        ("(Enter keeps it, Esc clears it)", "（Enter 保留，Esc 清除）"),
        ("Delete {1}? (y/n)", "删除 {1}？(y/n)"),
        ("(Enter: its bills)", "（Enter：查看账单）"),
        ("No bill selected", "没有选中账单"),
        ("Added {1}", "已添加 {1}"),
        (
            "Another timi is changing the ledger; the screen follows when it is done",
            "另一个 timi 正在修改账本；完成后屏幕会跟上"
        ),
        // Overlays
        ("Edit bill {1}", "修改账单 {1}"),
        ("Edit transfer {1}", "修改转账 {1}"),
        ("Add a bill", "记一笔"),
        ("Book (↑/↓, Enter, Esc)", "账本（↑/↓，Enter，Esc）"),
        ("Keys (any key closes)", "按键（按任意键关闭）"),
        // The dialog
        ("Tab/Shift-Tab field · Enter save · Esc cancel", "Tab/Shift-Tab 切换 · Enter 保存 · Esc 取消"),
        ("12.50 or 12+8.5", "12.50 或 12+8.5"),
        ("title or alias (empty: 用餐 or 一般)", "名称或别名（留空：用餐或一般）"),
        ("no such category", "没有这个分类"),
        ("name or prefix (empty: the default)", "名称或前缀（留空：默认账户）"),
        ("no such account", "没有这个账户"),
        ("empty: what left", "留空：与转出金额相同"),
        ("empty: none", "留空：无"),
        ("YYYY-MM-DD, MM-DD, today, -1", "YYYY-MM-DD、MM-DD、today、-1"),
        ("a file to attach (empty: none)", "要附上的文件（留空：无）"),
        ("empty: the photo is removed", "留空：删除照片"),
        ("attached", "已附上"),
        ("copied in on save", "保存时复制进来"),
        // The keys (`?`) are the help's entries (Catalog+HelpTools.swift); the reminders at the bottom:
        ("←/→ month", "←/→ 月份"),
        ("↑/↓ select", "↑/↓ 选择"),
        ("Tab screen", "Tab 屏幕"),
        ("a add", "a 记账"),
        ("e edit", "e 修改"),
        ("d delete", "d 删除"),
        ("u undo", "u 撤销"),
        ("b book", "b 账本"),
        ("/ search", "/ 搜索"),
        ("? keys  q quit", "? 按键  q 退出"),
    ]
}
