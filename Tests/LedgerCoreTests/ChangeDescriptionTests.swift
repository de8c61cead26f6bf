import Testing

@testable import LedgerCore

/// The undo history's descriptions, stored in English, told in Chinese by their shape; a shape
/// timi does not write stays as stored.
struct ChangeDescriptionTests {
    @Test(arguments: [
        ("add 1a2b3c4d 2026-11-21 用餐 12.50 lunch", "记账 1a2b3c4d 2026-11-21 用餐 12.50 lunch"),
        (
            "add 1a2b3c4d 2026-11-21 用餐 3.00 and 1 more",
            "记账 1a2b3c4d 2026-11-21 用餐 3.00，另有 1 项"
        ),
        // A note that says " and … more" is a note when no count follows.
        (
            "delete 1a2b3c4d 2026-11-21 用餐 3.00 this and that more",
            "删除 1a2b3c4d 2026-11-21 用餐 3.00 this and that more"
        ),
        ("edit 1a2b3c4d 2026-11-21 用餐 5.00 a to b", "修改 1a2b3c4d 2026-11-21 用餐 5.00 a to b"),
        ("again 1a2b3c4d 2026-11-21 用餐 5.00", "再记一笔 1a2b3c4d 2026-11-21 用餐 5.00"),
        (
            "recurring add 05e7f14f every week on Thu 住房 1200.00 and 1 more",
            "添加周期记账 05e7f14f 每周四 住房 1200.00，另有 1 项"
        ),
        ("recurring pause 712b864d every month on 5 住房 100.00 x", "暂停周期记账 712b864d 每月 5 日 住房 100.00 x"),
        ("recurring delete 712b864d every day 用餐 9.00", "删除周期记账 712b864d 每天 用餐 9.00"),
        ("recurring resume 712b864d every year on 02-29 礼物 9.00", "恢复周期记账 712b864d 每年 02-29 礼物 9.00"),
        ("recurring: book 8 bills that came due", "周期记账：记下到期的 8 笔账单"),
        ("book add Trip 旅行", "添加账本 Trip 旅行"), ("book rename Trip to Travel", "把账本 Trip 改名为 Travel"),
        ("book cover Travel 3", "账本 Travel 换用封面 3"),
        ("book delete Travel and its 1 bill", "删除账本 Travel 及其 1 笔账单"),
        ("book delete Travel and its 12 bills", "删除账本 Travel 及其 12 笔账单"),
        ("book use 日常账本", "切换到账本 日常账本"),
        ("budget set 用餐 500.00 from 2026-11 in 日常账本", "账本 日常账本 从 2026-11 起用餐的预算设为 500.00"),
        ("budget set total 3000.00 from 2026-11 in 日常账本", "账本 日常账本 从 2026-11 起的总预算设为 3000.00"),
        ("budget unset total from 2026-11 in 日常账本", "取消账本 日常账本 从 2026-11 起的总预算"),
        ("budget unset 用餐 from 2026-12 in Trip", "取消账本 Trip 从 2026-12 起用餐的预算"),
        ("category add Tea (tea)", "添加分类 Tea（tea）"),
        ("category rename Tea (tea) to Teas (teas)", "把分类 Tea（tea）改名为 Teas（teas）"),
        ("category delete Teas (tea)", "删除分类 Teas（tea）"),
        ("category delete Teas (tea), moving 2 bills to 用餐", "删除分类 Teas（tea），把 2 笔账单移到 用餐"),
        ("category color Teas (tea) #112233", "分类 Teas（tea）的颜色改为 #112233"),
        ("category icon Teas (tea) icon_7", "分类 Teas（tea）的图标改为 icon_7"),
        ("import 1 bill from a.csv", "从 a.csv 导入 1 笔账单"),
        ("import 1000000 bills from bills, 2026.csv", "从 bills, 2026.csv 导入 1000000 笔账单"),
        ("doctor: rebuild the id index", "doctor 修复：重建编号索引"),
        (
            "doctor: fold 2 change logs into their months, quarantine bills/1/2026-10.changes",
            "doctor 修复：把 2 个变更记录并入其月份文件、隔离 bills/1/2026-10.changes"
        ),
        ("doctor: fold 1 change log into its month", "doctor 修复：把 1 个变更记录并入其月份文件"),
        (
            "doctor: rebuild ledger.json, rebuild 2 month totals of Work, play, remove 1 unused attachment",
            "doctor 修复：重建 ledger.json、重建 Work, play 的 2 个月合计、删除 1 个没有账单用的附件"
        ),
        ("update", "修改"),
        // Shapes timi does not write stay as stored, and so does a doctor's repair it does not know.
        ("restore everything", "restore everything"),
        ("doctor: polish the files", "doctor: polish the files"),
        ("book cover Travel three", "book cover Travel three"),
    ])
    func isToldInChinese(english: String, chinese: String) {
        #expect(ChangeDescription.text(english, in: .chinese, movesBills: false) == chinese)
        #expect(ChangeDescription.text(english, in: .english, movesBills: false) == english)
    }

    /// `edit … to BOOK` is a move only when the change wrote month files of two books; otherwise
    /// the " to " is the note's.
    @Test func anEditMovesABillOnlyBetweenBooks() {
        let english = "edit 1a2b3c4d 2026-11-21 用餐 5.00 a to b to Trip"
        #expect(
            ChangeDescription.text(english, in: .chinese, movesBills: true)
                == "修改 1a2b3c4d 2026-11-21 用餐 5.00 a to b，移到账本 Trip")
        #expect(
            ChangeDescription.text(english, in: .chinese, movesBills: false)
                == "修改 1a2b3c4d 2026-11-21 用餐 5.00 a to b to Trip")
    }

    /// An I/O error says the system's words in the interface's language when the catalog has them
    /// (a full disk, a read-only one, no permission), and as the system says them otherwise.
    @Test(arguments: [
        ("No space left on device", "bills/1：设备上没有空间"), ("Read-only file system", "bills/1：只读文件系统"),
        ("Permission denied", "bills/1：权限不够"), ("Some rare error", "bills/1：Some rare error"),
    ])
    func anIOErrorIsToldInChinese(_ detail: String, _ chinese: String) {
        let error = LedgerError.io(path: "bills/1", detail: detail)
        #expect(error.description(in: .chinese) == chinese)
        #expect(error.description(in: .english) == "bills/1: " + detail)
    }

    /// The standard streams and the terminal are named in the interface's language; a file named
    /// like a word of the catalog keeps its name.
    @Test func theStandardStreamsAreNamedInChinese() {
        #expect(LedgerError.closedPipe(path: "standard output").description(in: .chinese) == "标准输出：读取方关闭了管道")
        #expect(
            LedgerError.io(path: "the terminal", detail: "Permission denied").description(in: .chinese)
                == "终端：权限不够")
        #expect(LedgerError.io(path: "income", detail: "x").description(in: .chinese) == "income：x")
    }

    /// A ledger that cannot be written is told in Chinese whole, the system's words too.
    @Test(arguments: [("Read-only file system", "只读文件系统"), ("Permission denied", "权限不够")])
    func aReadOnlyLedgerIsToldInChinese(_ reason: String, _ chinese: String) {
        let error = LedgerError.readOnly(path: "/l", reason: reason)
        #expect(error.description(in: .chinese) == "/l：这里的账本是只读的（\(chinese)）；没有做任何修改")
        #expect(error.description(in: .english) == "/l: the ledger is read-only here (\(reason)); nothing was changed")
    }
}
