extension Day {
    /// English short weekday names, Monday first.
    public static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `2026-11-21 Sat`: how views label a day.
    var labelWithWeekday: String { description + " " + Day.weekdayNames[weekday - 1] }
}
