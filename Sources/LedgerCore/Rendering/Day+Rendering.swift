extension Day {
    /// English short weekday names, Monday first.
    package static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// The short name of the day's weekday in `language`: `Sat`, `周六`.
    func weekdayName(in language: Language) -> String {
        Day.weekdayName(weekday, in: language)
    }

    /// The short name of weekday `weekday` (1 for Monday … 7 for Sunday) in `language`.
    static func weekdayName(_ weekday: Int, in language: Language) -> String {
        language.text(weekdayNames[(weekday - 1 + 7) % 7])
    }

    /// `2026-11-21 Sat` (`2026-11-21 周六`): how views label a day.
    func labelWithWeekday(in language: Language) -> String {
        description + " " + weekdayName(in: language)
    }
}
