extension LunarDate {
    /// What a calendar shows under the day: the festival (春节), else the month's name on its first
    /// day (正月, 闰四月), else the day (初二, 十五, 廿三, 三十). The names are Chinese in either
    /// language: they are the calendar's own.
    package var text: String {
        if let festival { return festival.name }
        return day == 1 ? monthName : LunarDate.dayNames[max(1, min(30, day)) - 1]
    }

    /// `text` in at most `columns` columns: a leap month's name without its 月 (闰四), else cut.
    func text(in columns: Int) -> String {
        let full = text
        if TextWidth.of(full) <= columns { return full }
        if festival == nil, day == 1, isLeapMonth, full.hasSuffix("月") {
            let short = String(full.dropLast())
            if TextWidth.of(short) <= columns { return short }
        }
        return TextWidth.truncate(full, to: columns)
    }

    /// The month's name: 正月 … 冬月, 腊月, with 闰 before a leap month.
    var monthName: String {
        (isLeapMonth ? "闰" : "") + LunarDate.monthNames[max(1, min(12, month)) - 1]
    }

    static let monthNames = ["正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "冬月", "腊月"]

    static let dayNames: [String] = {
        let digits = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"]
        return (1...30).map { day in
            switch day {
            case 1...10: return "初" + digits[day - 1]
            case 11...19: return "十" + digits[day - 11]
            case 20: return "二十"
            case 21...29: return "廿" + digits[day - 21]
            default: return "三十"
            }
        }
    }()
}

extension LunarDate.Festival {
    /// Its name: 除夕, 春节, 元宵, 端午, 七夕, 中秋, 重阳.
    package var name: String {
        switch self {
        case .newYearsEve: return "除夕"
        case .springFestival: return "春节"
        case .lantern: return "元宵"
        case .dragonBoat: return "端午"
        case .qixi: return "七夕"
        case .midAutumn: return "中秋"
        case .doubleNinth: return "重阳"
        }
    }
}
