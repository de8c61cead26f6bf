/// The time of day of an import row, as files write it: in the date's cell (`2026-03-01 12:34:56`,
/// `2026-03-01T12:34+08:00`, `12/15/2021 1:05 PM`) or in a column of its own (`12:34:56`, `9:05`,
/// ABC's `123456`). A file's time is the wall-clock time it shows: a zone written after it is not
/// applied, and fractions of a second are dropped.
enum ImportTime {
    /// The time in a date's cell: from the first word after the date that holds a `:` to the end,
    /// or the fraction of a spreadsheet's date serial number (`46086.5208…`: 12:30:00); `""` when
    /// there is none (`2026-03-01`, `2026-03-01 周日`, `46086`).
    static func text(inDate text: String) -> String {
        // A date alone (`2026-11-01`, `11/1/2026`) is never longer: most rows are read in one comparison.
        let bytes = text.utf8
        guard bytes.count > 10 else { return "" }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return serialTime(text) }
        var start = colon
        while start > bytes.startIndex {
            let previous = bytes.index(before: start)
            let byte = bytes[previous]
            guard byte != 0x20, byte != 0x09, byte != UInt8(ascii: "T") else { break }
            start = previous
        }
        return start == bytes.startIndex ? "" : String(text[start...])
    }

    /// The time of day of a date serial number's fraction (days since 1899-12-30, as Excel counts), as
    /// `HH:MM:SS`; `""` for anything else, or a whole day.
    private static func serialTime(_ text: String) -> String {
        let trimmed = Validation.trimmingBlanks(text)
        guard trimmed.utf8.allSatisfy({ $0 == UInt8(ascii: ".") || $0 &- UInt8(ascii: "0") < 10 }),
            let serial = Double(trimmed), serial >= 1, serial < 2_958_466
        else { return "" }
        let seconds = min(86_399, Int(((serial - serial.rounded(.down)) * 86_400).rounded()))
        return seconds == 0 ? "" : TimeOfDay(seconds: seconds)?.description ?? ""
    }

    /// The time `text` gives (a time column's cell, or ``text(inDate:)`` of a date's); `nil` when it
    /// is empty or a dash (`-`, `--`: no time).
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` for anything else that is no time
    ///   of day (`25:00`, `noon`), so that a row's bad time is said rather than dropped.
    static func read(_ text: String) throws -> TimeOfDay? {
        guard !text.isEmpty else { return nil }
        // Most cells are a time and nothing else: read in place, with no copy of the text.
        if let time = text.withUTF8Buffer({ parse($0[...]) }) { return time }
        let trimmed = Validation.trimmingBlanks(text)
        if trimmed.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") }) { return nil }
        if let time = trimmed.withUTF8Buffer({ parse($0[...]) }) { return time }
        // A date and its time in a time column's cell (`2026-03-01 12:34:56`).
        let inner = self.text(inDate: trimmed)
        if !inner.isEmpty, let time = inner.withUTF8Buffer({ parse($0[...]) }) { return time }
        throw LedgerError.invalidValue(
            field: "time", value: trimmed, reason: "use HH:MM or HH:MM:SS, from 00:00 to 23:59:59")
    }

    /// `H:MM`, `HH:MM:SS` (a fraction of a second after it dropped), then optionally a zone (`Z`,
    /// `+08:00`, `-0500`) and `AM`/`PM`; or `HHMMSS`/`HMMSS` digits alone.
    private static func parse(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> TimeOfDay? {
        func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
        if (5...6).contains(bytes.count), bytes.allSatisfy(isDigit), let value = Int(asciiDigits: bytes) {
            return TimeOfDay(hour: value / 10_000, minute: value / 100 % 100, second: value % 100)
        }
        var rest = bytes
        /// The run of 1 to `most` digits at the start of `rest`, taken off it.
        func number(_ least: Int, _ most: Int) -> Int? {
            let digits = rest.prefix(while: isDigit)
            guard (least...most).contains(digits.count) else { return nil }
            rest = rest.dropFirst(digits.count)
            return Int(asciiDigits: digits)
        }
        func take(_ byte: UInt8) -> Bool {
            guard rest.first == byte else { return false }
            rest = rest.dropFirst()
            return true
        }
        guard var hour = number(1, 2), take(UInt8(ascii: ":")), let minute = number(2, 2) else { return nil }
        var second = 0
        if take(UInt8(ascii: ":")) {
            guard let value = number(2, 2) else { return nil }
            second = value
            if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
                guard number(1, 9) != nil else { return nil }
            }
        }
        while take(0x20) {}
        // A zone: not applied (the file's wall-clock time is the bill's).
        if take(UInt8(ascii: "Z")) {
        } else if take(UInt8(ascii: "+")) || take(UInt8(ascii: "-")) {
            guard number(2, 4) != nil else { return nil }
            if take(UInt8(ascii: ":")) { guard number(2, 2) != nil else { return nil } }
        }
        while take(0x20) {}
        // Looked at only when two bytes are left (most times end with their seconds): no copy a row.
        let meridiem = rest.count == 2 ? rest.map { $0 | 0x20 } : []
        if meridiem.elementsEqual("am".utf8) || meridiem.elementsEqual("pm".utf8) {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (meridiem.first == UInt8(ascii: "p") ? 12 : 0)
            rest = rest.suffix(0)
        }
        guard rest.isEmpty else { return nil }
        return TimeOfDay(hour: hour, minute: minute, second: second)
    }
}
