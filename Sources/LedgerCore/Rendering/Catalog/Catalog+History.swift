extension Catalog {
    /// What each change did, as the undo history shows it (`timi undo --list`, `undo`, `redo`): the
    /// shapes of the English descriptions stored in the undo entries (``ChangeDescription``).
    static let history: [(english: String, chinese: String)] = [
        ("{1} and {2} more", "{1}，另有 {2} 项"),
        ("update", "修改"),
        // Bills
        ("add {1}", "记账 {1}"),
        ("edit {1} to {2}", "修改 {1}，移到账本 {2}"),
        ("edit {1}", "修改 {1}"),
        ("delete {1}", "删除 {1}"),
        ("again {1}", "再记一笔 {1}"),
        ("transfer {1}", "转账 {1}"),
        // Recurring rules
        ("recurring: book {1} bill that came due", "周期记账：记下到期的 {1} 笔账单"),
        ("recurring: book {1} bills that came due", "周期记账：记下到期的 {1} 笔账单"),
        ("recurring add {1}", "添加周期记账 {1}"),
        ("recurring edit {1}", "修改周期记账 {1}"),
        ("recurring delete {1}", "删除周期记账 {1}"),
        ("recurring pause {1}", "暂停周期记账 {1}"),
        ("recurring resume {1}", "恢复周期记账 {1}"),
        // Books
        ("book add {1}", "添加账本 {1}"),
        ("book rename {1} to {2}", "把账本 {1} 改名为 {2}"),
        ("book cover {1} {2}", "账本 {1} 换用封面 {2}"),
        ("book delete {1} and its {2} bill", "删除账本 {1} 及其 {2} 笔账单"),
        ("book delete {1} and its {2} bills", "删除账本 {1} 及其 {2} 笔账单"),
        ("book use {1}", "切换到账本 {1}"),
        ("book account {1} {2}", "账本 {1} 的默认账户改为 {2}"),
        ("book account {1} none", "账本 {1} 不再有默认账户"),
        // Accounts
        ("account add {1}", "添加账户 {1}"),
        ("account edit {1}", "修改账户 {1}"),
        ("account check {1} {2} on {3}", "核对账户 {1} 在 {3} 的余额 {2}"),
        ("account rename {1} to {2}", "把账户 {1} 改名为 {2}"),
        ("account close {1}", "关闭账户 {1}"),
        ("account reopen {1}", "重新启用账户 {1}"),
        ("account delete {1}", "删除账户 {1}"),
        ("account delete {1}, moving {2} bill to {3}", "删除账户 {1}，把 {2} 笔账单移到 {3}"),
        ("account delete {1}, moving {2} bills to {3}", "删除账户 {1}，把 {2} 笔账单移到 {3}"),
        // Budgets
        ("budget set total {1} from {2} in {3}", "账本 {3} 从 {2} 起的总预算设为 {1}"),
        ("budget set {1} {2} from {3} in {4}", "账本 {4} 从 {3} 起{1}的预算设为 {2}"),
        ("budget unset total from {1} in {2}", "取消账本 {2} 从 {1} 起的总预算"),
        ("budget unset {1} from {2} in {3}", "取消账本 {3} 从 {2} 起{1}的预算"),
        // Categories
        ("category add {1} ({2})", "添加分类 {1}（{2}）"),
        ("category rename {1} ({2}) to {3} ({4})", "把分类 {1}（{2}）改名为 {3}（{4}）"),
        ("category delete {1} ({2}), moving {3} bill to {4}", "删除分类 {1}（{2}），把 {3} 笔账单移到 {4}"),
        ("category delete {1} ({2}), moving {3} bills to {4}", "删除分类 {1}（{2}），把 {3} 笔账单移到 {4}"),
        ("category delete {1} ({2})", "删除分类 {1}（{2}）"),
        ("category color {1} ({2}) {3}", "分类 {1}（{2}）的颜色改为 {3}"),
        ("category icon {1} ({2}) {3}", "分类 {1}（{2}）的图标改为 {3}"),
        // Import
        ("import {1} bill from {2}", "从 {2} 导入 {1} 笔账单"),
        ("import {1} bills from {2}", "从 {2} 导入 {1} 笔账单"),
        (
            "import {1} bill from {2}, linking {3} to bills of another statement",
            "从 {2} 导入 {1} 笔账单，其中 {3} 行与另一份账单的账单合并"
        ),
        (
            "import {1} bills from {2}, linking {3} to bills of another statement",
            "从 {2} 导入 {1} 笔账单，其中 {3} 行与另一份账单的账单合并"
        ),
        // Doctor's repairs
        ("doctor: {1}", "doctor 修复：{1}"),
        ("rebuild ledger.json", "重建 ledger.json"),
        ("drop the totals of book {1}", "丢弃账本 {1} 的合计"),
        ("remove {1} budget that cannot apply", "删除 {1} 个无法生效的预算"),
        ("remove {1} budgets that cannot apply", "删除 {1} 个无法生效的预算"),
        ("rebuild the id index", "重建编号索引"),
        ("rebuild {1} month total of {2}", "重建 {2} 的 {1} 个月合计"),
        ("rebuild {1} month totals of {2}", "重建 {2} 的 {1} 个月合计"),
        ("remove {1} unused attachment", "删除 {1} 个没有账单用的附件"),
        ("remove {1} unused attachments", "删除 {1} 个没有账单用的附件"),
        ("quarantine {1}", "隔离 {1}"),
        ("fold 1 change log into its month", "把 1 个变更记录并入其月份文件"),
        ("fold {1} change logs into their months", "把 {1} 个变更记录并入其月份文件"),
    ]
}
