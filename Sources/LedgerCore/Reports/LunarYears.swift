/// The lunar years 1900 to 2100: for each, the day its first month starts and the lengths of its
/// months, in the compact form Chinese calendar programs have long used.
///
/// Made from Foundation's Chinese calendar (which needs ICU and its data, ~40 MB of a static binary);
/// `LunarDateTests` compares every day of 1901 to 2099 with it. Each entry packs, from bit 0: twelve or
/// thirteen bits, one a month in order, set for a month of 30 days (29 otherwise); four bits, the number
/// of the month a leap month follows (0: none); six bits, the days from 1 January to the new year.
enum LunarYears {
    /// The Gregorian year of the first entry: its lunar year starts on 31 January 1900.
    static let first = 1900

    static let entries: [UInt32] = [
        0x3D16D2, 0x620752, 0x4C0EA5, 0x38B64A, 0x5C064B, 0x440A9B, 0x309556, 0x56056A, 0x400B59, 0x2A5752,
        0x500752, 0x3ADB25, 0x600B25, 0x480A4B, 0x32B2AB, 0x580AAD, 0x44056A, 0x2C4B69, 0x520DA9, 0x3EFD92,
        0x640D92, 0x4C0D25, 0x36BA4D, 0x5C0A56, 0x4602B6, 0x2E95B5, 0x5606D4, 0x400EA9, 0x2C5E92, 0x500E92,
        0x3ACD26, 0x5E052B, 0x480A57, 0x32B2B6, 0x580B5A, 0x4406D4, 0x2E6EC9, 0x520749, 0x3CF693, 0x620A93,
        0x4C052B, 0x34CA5B, 0x5A0AAD, 0x46056A, 0x309B55, 0x560BA4, 0x400B49, 0x2A5A93, 0x500A95, 0x38F52D,
        0x5E0536, 0x480AAD, 0x34B5AA, 0x5805B2, 0x420DA5, 0x2E7D4A, 0x540D4A, 0x3D0A95, 0x600A97, 0x4C0556,
        0x36CAB5, 0x5A0AD5, 0x4606D2, 0x308EA5, 0x560EA5, 0x40064A, 0x286C97, 0x4E0A9B, 0x3AF55A, 0x5E056A,
        0x480B69, 0x34B752, 0x5A0B52, 0x420B25, 0x2C964B, 0x520A4B, 0x3D14AB, 0x6002AD, 0x4A056D, 0x36CB69,
        0x5C0DA9, 0x460D92, 0x309D25, 0x560D25, 0x415A4D, 0x640A56, 0x4E02B6, 0x38C5B5, 0x5E06D5, 0x480EA9,
        0x34BE92, 0x5A0E92, 0x440D26, 0x2C6A56, 0x500A57, 0x3D14D6, 0x62035A, 0x4A06D5, 0x36B6C9, 0x5C0749,
        0x460693, 0x2E952B, 0x54052B, 0x3E0A5B, 0x2A555A, 0x4E056A, 0x38FB55, 0x600BA4, 0x4A0B49, 0x32BA93,
        0x580A95, 0x42052D, 0x2C8AAD, 0x500AB5, 0x3D35AA, 0x6205D2, 0x4C0DA5, 0x36DD4A, 0x5C0D4A, 0x460C95,
        0x30952E, 0x540556, 0x3E0AB5, 0x2A55B2, 0x5006D2, 0x38CEA5, 0x5E0725, 0x48064B, 0x32AC97, 0x560CAB,
        0x42055A, 0x2C6AD6, 0x520B69, 0x3D7752, 0x620B52, 0x4C0B25, 0x36DA4B, 0x5A0A4B, 0x4404AB, 0x2EA55B,
        0x5405AD, 0x3E0B6A, 0x2A5B52, 0x500D92, 0x3AFD25, 0x5E0D25, 0x480A55, 0x32B4AD, 0x5804B6, 0x4005B5,
        0x2C6DAA, 0x520EC9, 0x3F1E92, 0x620E92, 0x4C0D26, 0x36CA56, 0x5A0A57, 0x4404D6, 0x2E86D5, 0x540755,
        0x400749, 0x286E93, 0x4E0693, 0x38F52B, 0x5E052B, 0x460A5B, 0x32B55A, 0x58056A, 0x420B65, 0x2C974A,
        0x520B4A, 0x3D1A95, 0x620A95, 0x4A052D, 0x34CAAD, 0x5A0AB5, 0x4605AA, 0x2E8BA5, 0x540DA5, 0x400D4A,
        0x2A7C95, 0x4E0C96, 0x38F94E, 0x5E0556, 0x480AB5, 0x32B5B2, 0x5806D2, 0x420EA5, 0x2E8E4A, 0x50068B,
        0x3B0C97, 0x6004AB, 0x4A055B, 0x34CAD6, 0x5A0B6A, 0x460752, 0x309725, 0x540B25, 0x3E0A8B, 0x28549B,
        0x4E04AB,
    ]

    /// The day the lunar year starting in Gregorian `year` begins (春节), for a year of the table.
    static func newYear(of year: Int) -> Day? {
        guard entries.indices.contains(year - first) else { return nil }
        let offset = Int(entries[year - first] >> 17 & 0x3F)
        return Day(uncheckedYear: year, month: 1, day: 1).adding(days: offset)
    }

    /// A lunar date that can step one day at a time through the table's years.
    struct Cursor {
        /// The Gregorian year the lunar year started in, its entry, the month's index in the year
        /// (a leap month has its own) and the day of the month.
        private var year: Int
        private var entry: UInt32
        private var index: Int
        private var day: Int

        /// The cursor on `date`, or nil outside the table's years.
        init?(_ date: Day) {
            let started = LunarYears.newYear(of: date.year)
            year = started.map { date >= $0 } == true ? date.year : date.year - 1
            guard let start = LunarYears.newYear(of: year), date >= start else { return nil }
            entry = LunarYears.entries[year - LunarYears.first]
            var remaining = date.ordinal - start.ordinal
            index = 0
            while remaining >= Self.length(of: index, in: entry) {
                remaining -= Self.length(of: index, in: entry)
                index += 1
                guard index < Self.monthCount(of: entry) else { return nil }
            }
            day = remaining + 1
        }

        private static func length(of index: Int, in entry: UInt32) -> Int {
            entry >> UInt32(index) & 1 == 1 ? 30 : 29
        }

        private static func monthCount(of entry: UInt32) -> Int { leapMonth(of: entry) == 0 ? 12 : 13 }

        private static func leapMonth(of entry: UInt32) -> Int { Int(entry >> 13 & 0xF) }

        /// The lunar date the cursor is on, with its festival.
        var date: LunarDate {
            let leap = Self.leapMonth(of: entry)
            let isLeap = leap != 0 && index == leap
            let month = leap != 0 && index >= leap ? (isLeap ? leap : index) : index + 1
            let isLastOfYear =
                month == 12 && !isLeap && index == Self.monthCount(of: entry) - 1
                && day == Self.length(of: index, in: entry)
            return LunarDate(
                month: month, day: day, isLeapMonth: isLeap,
                festival: isLeap
                    ? nil : isLastOfYear ? .newYearsEve : LunarDate.Festival(month: month, day: day))
        }

        /// Moves to the next day; false past the table's last year.
        mutating func advance() -> Bool {
            if day < Self.length(of: index, in: entry) {
                day += 1
                return true
            }
            day = 1
            index += 1
            guard index == Self.monthCount(of: entry) else { return true }
            year += 1
            guard LunarYears.entries.indices.contains(year - LunarYears.first) else { return false }
            entry = LunarYears.entries[year - LunarYears.first]
            index = 0
            return true
        }
    }
}
