extension Day {
    /// The day a word names relative to `today`: `today`, `yesterday`, `tomorrow`, a weekday in English
    /// (`mon`, `monday` … `sun`) or Chinese (`周一`/`星期一` … `周日`/`周天`/`星期日`), meaning the most
    /// recent such day (today when today is that weekday); `nil` for any other text or a day out of range.
    static func named(_ word: String, today: Day) -> Day? {
        let lowered = word.lowercased()
        switch lowered {
        case "today": return today
        case "yesterday": return today.adding(days: -1)
        case "tomorrow": return today.adding(days: 1)
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

    private static func weekday(named word: String) -> Int? {
        weekdayWords.firstIndex { $0.contains(word) }.map { $0 + 1 }
    }
}
