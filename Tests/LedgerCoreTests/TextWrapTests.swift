import Testing

@testable import LedgerCore

/// `TextWidth.wrap` by display width (a CJK character is two columns): Chinese text breaks between
/// two CJK characters wherever a line is full, never inside an ASCII word, never before closing
/// punctuation or after an opening bracket.
struct TextWrapTests {
    @Test(arguments: [
        // Chinese without spaces fills each line; no line starts with ，；、 (the character before
        // goes on with it).
        (
            "读这个月的命令会停下，其他命令照常；请手工修复、恢复它", 10,
            ["读这个月的", "命令会停", "下，其他命", "令照常；请", "手工修复、", "恢复它"]
        ),
        // A Chinese word after an ASCII one is broken to fill the line, not moved whole.
        ("用 timi undo 可以找回删除的账单", 12, ["用 timi undo", "可以找回删除", "的账单"]),
        ("已检查 /tmp/ledger：3 个账本", 14, ["已检查", "/tmp/ledger：3", "个账本"]),
        // An ASCII run inside Chinese stays whole; a line may break before or after it.
        ("修改账单abc123的备注", 9, ["修改账单", "abc123的", "备注"]),
        // A word that reads as code is not broken between its CJK characters when it fits a line.
        ("e.g. 金额=amount,日期=date (default: none)", 22, ["e.g.", "金额=amount,日期=date", "(default: none)"]),
        // A number keeps the unit written after it (12.5 / 元 is no break).
        ("单价12.5元一份", 8, ["单价", "12.5元一", "份"]),
        // Closing punctuation stays with what it closes, an opening bracket with what it opens.
        ("一二三四，五六", 8, ["一二三", "四，五六"]),
        ("他说「好的」然后", 6, ["他说", "「好", "的」然", "后"]),
        // English moves whole words; a run wider than a line fills the lines.
        ("the quick brown fox", 10, ["the quick", "brown fox"]),
        ("bills/1/2026-10.json", 8, ["bills/1/", "2026-10.", "json"]),
        ("", 8, [""]),
    ])
    func wrapsByDisplayWidth(text: String, width: Int, lines: [String]) {
        let wrapped = TextWidth.wrap(text, width: width)
        #expect(wrapped == lines)
        #expect(wrapped.allSatisfy { TextWidth.of($0) <= width })
    }

    /// The first line may be narrower or wider than the others (a hanging indent).
    @Test func theFirstLineHasItsOwnWidth() {
        #expect(TextWidth.wrap("一二三四五六七八", width: 6, firstWidth: 4) == ["一二", "三四五", "六七八"])
        #expect(TextWidth.wrap("one two three four", width: 8, firstWidth: 13) == ["one two three", "four"])
    }
}

/// A Chinese word is kept whole by word joiners (UAX #14's LB11), which the caller puts between its
/// characters (help joins the words a reader types: 用餐, not `用\n餐`); the joiners are not printed.
struct ChineseWordWrapTests {
    static let text = "分类的名称、别名或编号，或其唯一前缀（默认：该类型的第一个分类：用餐或一般）。"

    @Test func aJoinedWordMovesWhole() {
        let joined = TextWidth.joiningWords(["用餐", "一般"], in: Self.text)
        #expect(joined.unicodeScalars.filter { $0 == "\u{2060}" }.count == 2)
        let lines = TextWidth.wrap(joined, width: 66)
        #expect(lines == ["分类的名称、别名或编号，或其唯一前缀（默认：该类型的第一个分类：", "用餐或一般）。"])
        #expect(lines.joined() == Self.text)
    }

    /// Between two other Chinese characters a line breaks where it is full, as UAX #14 allows.
    @Test func otherwiseTheLineBreaksWhereItIsFull() {
        #expect(
            TextWidth.wrap(Self.text, width: 66) == [
                "分类的名称、别名或编号，或其唯一前缀（默认：该类型的第一个分类：用", "餐或一般）。",
            ])
        let lines = TextWidth.wrap(String(repeating: "记", count: 30), width: 20)
        #expect(lines.map { TextWidth.of($0) } == [20, 20, 20])
    }

    /// A longer word is joined before a shorter one inside it; a word wider than a line still fills
    /// the lines.
    @Test func longerWordsFirstAndNoneWiderThanALine() {
        let joined = TextWidth.joiningWords(["账本", "日常账本"], in: "新的日常账本")
        #expect(joined == "新的日\u{2060}常\u{2060}账\u{2060}本")
        #expect(TextWidth.wrap(joined, width: 6) == ["新的日", "常账本"])
    }

    /// In English text a run of Chinese is a quoted name, joined whole; narrow characters between two
    /// runs keep them apart.
    @Test func wideRunsAreJoinedWhole() {
        let joined = TextWidth.joiningWideRuns(in: "its header (交易日期, 金额, Date)")
        #expect(joined == "its header (交\u{2060}易\u{2060}日\u{2060}期, 金\u{2060}额, Date)")
        #expect(TextWidth.wrap(joined, width: 24) == ["its header (交易日期,", "金额, Date)"])
        #expect(TextWidth.wrap("its header (交易日期, 金额, Date)", width: 24).first == "its header (交易日期, 金")
    }
}
