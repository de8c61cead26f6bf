extension Day {
    /// The day a word names relative to `today`: `today`, `yesterday`, `tomorrow` (`今天`, `昨天`, `明天`,
    /// and `前天`, `后天` for two days before and after), a weekday in English
    /// (`mon`, `monday` … `sun`) or Chinese (`周一`/`星期一` … `周日`/`周天`/`星期日`), meaning the most
    /// recent such day (today when today is that weekday); `nil` for any other text or a day out of range.
    static func named(_ word: String, today: Day) -> Day? {
        let lowered = word.lowercased()
        switch lowered {
        case "today", "今天": return today
        case "yesterday", "昨天": return today.adding(days: -1)
        case "tomorrow", "明天": return today.adding(days: 1)
        case "前天": return today.adding(days: -2)
        case "后天": return today.adding(days: 2)
        default: break
        }
        guard let weekday = weekday(named: lowered) else { return nil }
        return today.adding(days: -((today.weekday - weekday + 7) % 7))
    }

    /// The weekday words, 1 = Monday (ISO 8601), as ``named(_:today:)`` reads them.
    static let weekdayWords: [[String]] = [
        ["mon", "monday", "周一", "星期一"], ["tue", "tues", "tuesday", "周二", "星期二"],
        ["wed", "wednesday", "周三", "星期三"], ["thu", "thur", "thurs", "thursday", "周四", "星期四"],
        ["fri", "friday", "周五", "星期五"], ["sat", "saturday", "周六", "星期六"],
        ["sun", "sunday", "周日", "周天", "星期日", "星期天"],
    ]

    /// The Chinese words ``named(_:today:)`` reads (今天, 前天, 周一, 星期一…), for help that names them.
    package static let chineseWords =
        ["今天", "昨天", "明天", "前天", "后天"] + weekdayWords.flatMap { $0.filter { $0.first?.isASCII == false } }

    private static func weekday(named word: String) -> Int? {
        weekdayWords.firstIndex { $0.contains(word) }.map { $0 + 1 }
    }

    /// `2026年11月30日`, `11月30日` (today's year), `11月3号`: the year, month and day numbers of a date
    /// written in Chinese, to be checked as any date is; `nil` for other text.
    static func chineseNumbers(_ text: String, today: Day) -> (year: Int, month: Int, day: Int)? {
        var rest = Substring(text)
        var year = today.year
        if let mark = rest.firstIndex(of: "年") {
            guard let number = Int(asciiDigits: rest[..<mark].utf8, maxDigits: 4), rest[..<mark].count == 4
            else { return nil }
            year = number
            rest = rest[rest.index(after: mark)...]
        }
        guard let mark = rest.firstIndex(of: "月"),
            let month = Int(asciiDigits: rest[..<mark].utf8, maxDigits: 2)
        else { return nil }
        rest = rest[rest.index(after: mark)...]
        if rest.last == "日" || rest.last == "号" { rest = rest.dropLast() }
        guard let day = Int(asciiDigits: rest.utf8, maxDigits: 2) else { return nil }
        return (year, month, day)
    }
}
