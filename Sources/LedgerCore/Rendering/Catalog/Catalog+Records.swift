extension Catalog {
    /// The words of one record's views: `timi show`'s fields, the recurring rules' schedules and
    /// list, the undo history.
    static let records: [(english: String, chinese: String)] = [
        // timi show
        ("id", "编号"),
        ("date", "日期"),
        ("time", "时间"),
        ("type", "类型"),
        ("amount", "金额"),
        ("ref", "参考号"),
        ("photo", "照片"),
        ("recurring", "周期记账"),
        ("created", "创建时间"),
        ("rule deleted", "规则已删除"),
        // Recurring rules
        ("every day", "每天"),
        ("every week on {1}", "每{1}"),
        ("every month on {1}", "每月 {1} 日"),
        ("every year on {1}", "每年 {1}"),
        ("ID", "编号"),
        ("SCHEDULE", "周期"),
        ("NEXT", "下次"),
        ("NOTE", "备注"),
        ("FROM", "开始"),
        ("UNTIL", "结束"),
        ("paused", "已暂停"),
        // The undo history
        ("LOCAL TIME", "时间"),
        ("CHANGE", "修改"),
    ]
}
