/// The text of a number cell of an .xls sheet: a number as the shortest decimal that reads back to
/// the same double (`16.78`, `67`, never `6.7e1`), or, for a cell whose format is a date or a time,
/// that date and time (`2025-12-03`, `2025-12-03 14:06:51`, `14:06:51`).
///
/// An .xls keeps numbers as IEEE doubles (NUMBER, a FORMULA's cached value) or as RK values (a
/// 30-bit integer or the top of a double, either possibly in hundredths); an RK integer in hundredths
/// is written exactly (`1678` → `16.78`). Dates are serial days since 1899-12-30 (Excel's 1900 system,
/// which counts a 1900-02-29 that never was) or since 1904-01-01. Used by ``BIFFWorkbook``.
enum BIFFNumber {
    /// What a number format shows.
    enum Shape: Equatable {
        case number, date, time, dateAndTime
    }

    /// The value of an RK number ([MS-XLS] 2.5.217): the double, and its exact decimal text when it
    /// is an integer in hundredths.
    static func rk(_ raw: Int) -> (value: Double, text: String?) {
        let hundredths = raw & 0x01 != 0
        if raw & 0x02 != 0 {
            let integer = Int(Int32(truncatingIfNeeded: raw)) >> 2
            guard hundredths else { return (Double(integer), String(integer)) }
            let magnitude = integer.magnitude
            var fraction = String(magnitude % 100)
            if fraction.count == 1 { fraction = "0" + fraction }
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let text =
                (integer < 0 ? "-" : "") + String(magnitude / 100) + (fraction.isEmpty ? "" : "." + fraction)
            return (Double(integer) / 100, text)
        }
        let value = Double(bitPattern: UInt64(UInt32(truncatingIfNeeded: raw) & 0xFFFF_FFFC) << 32)
        return (hundredths ? value / 100 : value, nil)
    }

    /// `value` as the shortest decimal that reads back to it, without an exponent.
    static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let written = "\(value.magnitude)"  // the shortest round trip: 16.78, 1e-05, 1.5e+20, 1e+16
        var text: String
        if let e = written.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(written[written.index(after: e)...])
        {
            let mantissa = written[..<e]
            let digits = mantissa.filter { $0 != "." }
            // Where the point goes, counted in digits from the left.
            let places =
                (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
                    ?? mantissa.count) + exponent
            if places <= 0 {
                text = "0." + String(repeating: "0", count: -places) + digits
            } else if places >= digits.count {
                text = digits + String(repeating: "0", count: places - digits.count)
            } else {
                text = String(digits.prefix(places)) + "." + String(digits.dropFirst(places))
            }
        } else {
            text = written
        }
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return (value < 0 ? "-" : "") + text
    }

    /// What the number format `code` (an index into the built-in formats, or a FORMAT record's, whose
    /// text is `format`) shows.
    static func shape(code: Int, format: String?) -> Shape {
        if let format { return shape(of: format) }
        switch code {
        case 14...17, 27...31, 34...36, 50...58: return .date
        case 18...21, 32, 33, 45...47: return .time
        case 22: return .dateAndTime
        default: return .number
        }
    }

    /// What a format string shows: a date where it has `y`, `d` or a month (`m` not next to an hour
    /// or seconds), a time where it has `h` or `s`; quoted text, `\`-escaped characters and
    /// `[…]` colours and locales say nothing (but `[h]`, `[mm]`, `[ss]` are elapsed times).
    static func shape(of format: String) -> Shape {
        var letters: [Character] = []
        var quoted = false, escaped = false, bracket: [Character]? = nil
        for character in format.lowercased() {
            if escaped {
                escaped = false
            } else if quoted {
                quoted = character != "\""
            } else if var inside = bracket {
                if character == "]" {
                    if let first = inside.first, "hms".contains(first), inside.allSatisfy({ $0 == first }) {
                        letters.append(first)
                    }
                    bracket = nil
                } else {
                    inside.append(character)
                    bracket = inside
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "\\" || character == "_" || character == "*" {
                escaped = true  // the next character is shown (or padded) as it is
            } else if character == "[" {
                bracket = []
            } else if character == ";" {
                break  // the first section decides
            } else if "ymdhs".contains(character) {
                letters.append(character)
            }
        }
        var date = letters.contains("y") || letters.contains("d")
        let time = letters.contains("h") || letters.contains("s")
        if !date, letters.contains("m") {
            // `m` is a month unless it sits beside an hour or seconds: `h:mm`, `mm:ss`.
            date = !time
        }
        switch (date, time) {
        case (true, true): return .dateAndTime
        case (true, false): return .date
        case (false, true): return .time
        case (false, false): return .number
        }
    }

    /// The serial `value` shown as `shape`; `nil` for a serial that is no day (negative, past 9999,
    /// or the 1900-02-29 that Excel counts).
    static func dateText(_ value: Double, shape: Shape, from1904: Bool) -> String? {
        guard value.isFinite, value >= 0, value < 2_958_466 else { return nil }
        var seconds = Int((value * 86_400).rounded())
        var days = seconds / 86_400
        seconds %= 86_400
        let day: Day?
        if from1904 {
            day = Day(year: 1904, month: 1, day: 1)?.adding(days: days)
        } else {
            guard days != 60 || shape == .time else { return nil }
            if days < 60 { days += 1 }  // before Excel's 1900-02-29, day 1 is 1900-01-01
            day = Day(year: 1899, month: 12, day: 30)?.adding(days: days)
        }
        let time =
            [seconds / 3600, seconds / 60 % 60, seconds % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
            .joined(separator: ":")
        switch shape {
        case .time: return time
        case .date: return day?.description
        case .dateAndTime: return day.map { $0.description + " " + time }
        case .number: return nil
        }
    }
}
