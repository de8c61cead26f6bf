import Testing

@testable import LedgerCore

struct TextLayoutTests {
    @Test(
        arguments: [
            ("abc", 3), ("", 0), ("用餐", 4), ("日常账本 (¥)", 12), ("ＡＢ", 4), ("ｱｲ", 2), ("한국", 4),
            ("\u{1100}\u{1161}\u{11A8}", 2), ("e\u{301}", 1), ("\u{301}", 0), ("Ame\u{301}lie", 6),
            ("a\u{200B}b", 2),
            ("📷", 2), ("📷 x", 4), ("👍🏽", 2), ("❤️", 2), ("☺", 1), ("🇨🇳", 2), ("👨‍👩‍👧", 2), ("1️⃣", 2),
            ("…", 1), ("·", 1), ("│", 1), ("█▌", 2), ("\u{1B}[31m", 4), ("a\tb", 2), ("कि", 2), ("ラーメン", 8),
            ("，！", 4), ("𠀀", 2),
        ] as [(String, Int)])
    func measuresDisplayWidth(text: String, width: Int) {
        #expect(TextWidth.of(text) == width)
    }

    @Test(
        arguments: [
            ("taxi home", 20, "taxi home"), ("taxi home", 9, "taxi home"), ("taxi home", 5, "taxi…"),
            ("除夕年夜饭", 5, "除夕…"), ("除夕年夜饭", 6, "除夕…"), ("除夕年夜饭", 1, "…"), ("abc", 0, ""),
        ] as [(String, Int, String)])
    func truncatesToColumnsWithAnEllipsis(text: String, width: Int, expected: String) {
        let cut = TextWidth.truncate(text, to: width)
        #expect(cut == expected)
        #expect(TextWidth.of(cut) <= width)
    }

    @Test func controlCharactersArePrintedAsQuestionMarks() {
        #expect(TextWidth.printable("a\u{1B}[2Jb\nc") == "a?[2Jb?c")
        #expect(TextWidth.printable("用餐 lunch") == "用餐 lunch")
        #expect(TextWidth.of(TextStyle(width: 20).render([TextLine("x\u{1B}y")])) == 3)
    }

    @Test func renderCutsEveryLineToTheWidthAndTrimsTrailingSpaces() {
        let style = TextStyle(width: 10)
        var line = TextLine("用餐", .expense)
        line.append(" 12.50 lunch with friends")
        #expect(style.render([line, TextLine("ok   "), TextLine()]) == "用餐 12.5…\nok\n\n")
        #expect(TextStyle(width: 0).width == 1)
        #expect(TextStyle(width: 1).render([TextLine("用餐")]) == "…\n")
    }

    @Test func colourOnlyWhenAskedAndOutsideTheWidth() {
        var line = TextLine("in ")
        line.append("8000.00", .income)
        line.append(" ")
        line.append("12.50", .expense)
        #expect(TextStyle(width: 80).render([line]) == "in 8000.00 12.50\n")
        let painted = TextStyle(width: 80, color: true).render([line])
        #expect(painted == "in \u{1B}[32m8000.00\u{1B}[0m \u{1B}[31m12.50\u{1B}[0m\n")
        #expect(TextStyle(width: 12, color: true).render([line]) == "in \u{1B}[32m8000.00\u{1B}[0m …\n")
    }

    @Test func flowKeepsPiecesWholeAndLinesWithinTheWidth() {
        let pieces = ["income ¥8000.00", "expense ¥33.00", "balance ¥7967.00"].map { TextLine($0) }
        #expect(
            TextStyle(width: 80).render(TextStyle(width: 80).flow(pieces, separator: "  "))
                == "income ¥8000.00  expense ¥33.00  balance ¥7967.00\n")
        #expect(
            TextStyle(width: 33).render(TextStyle(width: 33).flow(pieces, separator: "  "))
                == "income ¥8000.00  expense ¥33.00\nbalance ¥7967.00\n")
    }

    @Test func tablesNarrowTheirTextColumnThenStack() throws {
        var table = TextTable(header: ["BOOK", "INCOME"], alignments: [.left, .right])
        table.append(["日常账本", "8000.00"])
        table.append(["Trip", "12.00"])
        let style = TextStyle(width: 15)
        #expect(
            style.render(table.fitted(style: style, shrinking: 0))
                == "BOOK     INCOME\n日常账… 8000.00\nTrip      12.00\n")
        #expect(table.lines(gap: " ", width: 11, shrinking: 0) == nil)  // the book column would be under 4

        var months = TextTable(header: ["MONTH", "INCOME", "EXPENSE"], alignments: [.left, .right, .right])
        months.append(["2026-11", "8000.00", "33.00"], roles: [nil, .income, .expense])
        let narrow = TextStyle(width: 20)
        #expect(
            narrow.render(months.fitted(style: narrow, shrinking: nil))
                == "2026-11\n  income 8000.00\n  expense 33.00\n")
    }

    @Test(
        arguments: [
            // Exact while it fits (12.5 is 12.50); rounded only with its mark (issue 40, point 5).
            (1250, 10, "12.50"), (1250, 4, "12.5"), (1200, 4, "12"), (123_450, 4, "~1k"),
            (123_450, 5, "~1235"), (123_449, 5, "~1234"),
            (1_234_567, 4, "~12k"), (99_999_999_999, 4, "~1B"), (99_999_999_999, 3, "~1B"), (5, 4, "0.05"),
            (5, 3, "~0"),
            (1_234_567, 1, "…"), (-1250, 4, "~-13"),
        ] as [(Int64, Int, String)])
    func compactAmountsFitTheirCell(cents: Int64, columns: Int, expected: String) {
        #expect(Money(cents: cents).compact(in: columns) == expected)
    }

    @Test func barsAreScaledToTheLargestInEighths() {
        #expect(Bar.text(100, of: 100, width: 10) == String(repeating: "█", count: 10))
        #expect(Bar.text(50, of: 100, width: 10) == "█████")
        #expect(Bar.text(5, of: 100, width: 10) == "▌")
        #expect(Bar.text(1, of: 1_000_000, width: 10) == "▏")
        #expect(Bar.text(0, of: 100, width: 10) == "")
        #expect(
            Bar.text(99_999_999_999_999, of: 99_999_999_999_999, width: 40)
                == String(repeating: "█", count: 40))
        #expect(TextWidth.of(Bar.text(3, of: 7, width: 33)) <= 33)
    }
}
