/// The values of bill exports as their sources write them: amounts with currency signs and
/// thousands separators, spreadsheet numbers, dates in the sources' orders, `-` and `/` for nothing.
///
/// Used by the readers of ``StatementSource``; every amount is read from its decimal text, never
/// through floating point.
enum StatementText {
    /// The order of a date's numbers.
    enum DateOrder {
        /// `2026-02-03`, `2026/2/3`, `20260203`, optionally followed by a time.
        case yearMonthDay
        /// `02/03/2026`: Chase, TD.
        case monthDayYear
        /// `03/02/2026`: Monzo.
        case dayMonthYear
    }

    /// `text` without padding (spaces, TABs, no-break spaces) at either end, and empty for the
    /// sources' words for nothing (`/`, `-`, `--`).
    static func value(_ text: String) -> String {
        // Most fields are neither padded nor a placeholder: no copy.
        // Most fields neither start nor end with padding or a placeholder's byte: no copy. (A first
        // 0xC2 or 0xE3 may start U+00A0 or U+3000; a last 0xA0 or 0x80 may end them.)
        if let first = text.utf8.first, let last = text.utf8.last,
            ![0x09, 0x20, 0x2D, 0x2F, 0xC2, 0xE3].contains(first),
            ![0x09, 0x20, 0x2D, 0x2F, 0xA0, 0x80].contains(last)
        {
            return text
        }
        func isPadding(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\u{A0}" || scalar == "\u{3000}"
        }
        var scalars = Substring(text).unicodeScalars
        while let first = scalars.first, isPadding(first) { scalars.removeFirst() }
        while let last = scalars.last, isPadding(last) { scalars.removeLast() }
        let trimmed = String(scalars)
        return trimmed == "/" || trimmed == "-" || trimmed == "--" ? "" : trimmed
    }

    /// An amount as exports write it, in cents with its sign: `¥28.16`, `￥1,234.56`, `"$-12.00"`,
    /// `-£3.5`, `(12.00)`, and a spreadsheet's number cell (`900.8099999999999`, `1.5E3`), rounded
    /// half away from zero to cents; `nil` when it is not one.
    static func cents(_ text: String) -> Int64? {
        var body = Substring(value(text))
        var negative = false
        if body.hasPrefix("("), body.hasSuffix(")") {
            negative = true
            body = body.dropFirst().dropLast()
        }
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = negative || sign == "-"
            body = body.dropFirst()
        }
        if let symbol = body.first, "¥￥$£€".contains(symbol) { body = body.dropFirst() }
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = negative || sign == "-"
            body = body.dropFirst()
        }
        let plain = body.filter { $0 != "," }
        guard let cents = plain.withUTF8Buffer(StatementText.rounded) else { return nil }
        return negative ? -cents : cents
    }

    /// Decimal digits with an optional fraction and exponent, rounded to cents by string arithmetic;
    /// the mantissa's digits are read where they are, past the point (every row's amount comes here).
    static func rounded(_ bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        var digits = 0
        var point: Int?
        var index = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: ".") || (48...57).contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: ".") {
                guard point == nil else { return nil }
                point = digits
            } else {
                digits += 1
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        // The mantissa's digits are those of `bytes[..<index]` but the point (at `bytes[point]`);
        // `skipped` leading zeros of its whole part are left out.
        func mantissa(_ position: Int) -> UInt8 {
            bytes[point.map { position >= $0 } == true ? position + 1 : position] - 48
        }
        var skipped = 0
        while digits - skipped > 1, mantissa(skipped) == 0, (point ?? digits) - skipped > 0 { skipped += 1 }
        var exponent = 0
        if index < bytes.count {
            guard bytes[index] | 0x20 == UInt8(ascii: "e"), index + 1 < bytes.count else { return nil }
            let rest = bytes[(index + 1)...]
            let negative = rest.first == UInt8(ascii: "-")
            let digits = rest.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
            guard rest.count - digits.count <= 1, (1...3).contains(digits.count),
                let value = Int(asciiDigits: digits)
            else { return nil }
            exponent = negative ? -value : value
        }
        // The digits before the decimal point once the exponent has moved it, then two more.
        let integerCount = (point ?? digits) - skipped + exponent
        guard integerCount <= 12 else { return nil }
        var cents: Int64 = 0
        for position in 0..<max(0, integerCount + 2) {
            let digit = skipped + position < digits ? mantissa(skipped + position) : 0
            cents = cents * 10 + Int64(digit)
        }
        let next = skipped + integerCount + 2
        if integerCount + 2 >= 0, next < digits, mantissa(next) >= 5 { cents += 1 }
        return cents
    }

    /// The day of a date (a time after it is dropped), or of a spreadsheet's date serial number
    /// (days since 1899-12-30, as Excel counts).
    static func day(_ text: String, order: DateOrder) -> Day? {
        let text = value(text)
        if let serial = Double(text), !text.contains("-"), !text.contains("/"), text.utf8.count != 8,
            let whole = Int(exactly: serial.rounded(.down)), (1...2_958_465).contains(whole)
        {
            return Day(year: 1899, month: 12, day: 30)?.adding(days: whole)
        }
        let date = text.split(whereSeparator: { $0 == " " || $0 == "T" }).first ?? Substring(text)
        if date.utf8.count == 8, let number = Int(asciiDigits: date.utf8) {
            return Day(year: number / 10000, month: number / 100 % 100, day: number % 100)
        }
        let parts = date.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).map {
            Int(asciiDigits: $0.utf8)
        }
        guard parts.count == 3, let first = parts[0], let second = parts[1], let third = parts[2]
        else { return nil }
        switch order {
        case .yearMonthDay: return Day(year: first, month: second, day: third)
        case .monthDayYear: return Day(year: third, month: first, day: second)
        case .dayMonthYear: return Day(year: third, month: second, day: first)
        }
    }

    /// `cents` as a decimal string without sign, for a row's amount (`12.50`).
    static func decimal(_ cents: Int64) -> String { Money(cents: abs(cents)).description }
}
