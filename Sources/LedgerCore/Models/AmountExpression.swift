/// The amount a person types, evaluated exactly:
///
///     expression = term (("+" | "-") term)*
///     term       = factor (("*" | "×" | "/" | "÷") factor)*
///     factor     = ("¥" | "￥")? number           number = digits ("." d d?)? | "." d d?
///
/// with the usual precedence (`3*12.5+2` is 39.50) and spaces allowed around operators. Every number
/// has at most two decimals; products and quotients are kept as exact fractions of a cent, so `10/4*2`
/// is 5.00 and `10/3` is refused, never rounded.
enum AmountExpression {
    /// Integer digits beyond which a number cannot be a valid amount (and could overflow).
    private static let maxIntegerDigits = 12

    /// An exact value in cents: `numerator / denominator`, the denominator positive.
    private struct Fraction {
        var numerator: Int64
        var denominator: Int64 = 1
    }

    /// The value of `text` in cents, any sign; the caller checks the range.
    /// - Throws: ``LedgerError/invalidAmount(_:reason:)`` saying what is wrong.
    static func evaluate(_ text: String) throws -> Int64 {
        var reader = Reader(text: text, reading: written(text))
        reader.skipSpaces()
        guard !reader.atEnd else { throw reader.fail("it is empty; write an amount such as 12.50") }
        let value = try reader.expression()
        guard reader.atEnd else { throw reader.fail(diagnose(text, at: reader.rest)) }
        guard value.numerator % value.denominator == 0 else {
            throw reader.fail(
                Reason("it comes to {1}; the result must have at most two decimals", approximation(value)))
        }
        return value.numerator / value.denominator
    }

    /// Reads `digits ('.' digit digit?)?` from the front (with `bareFraction`, also `.5`); returns
    /// cents and the rest, or `nil`.
    static func number<C: Collection>(
        _ bytes: C, bareFraction: Bool = false
    ) -> (Int64, C.SubSequence)? where C.Element == UInt8 {
        var index = bytes.startIndex
        var units: Int64 = 0
        var digits = 0
        while index < bytes.endIndex, let digit = asciiDigit(bytes[index]) {
            digits += 1
            guard digits <= maxIntegerDigits else { return nil }
            units = units * 10 + digit
            index = bytes.index(after: index)
        }
        let hasFraction = index < bytes.endIndex && bytes[index] == UInt8(ascii: ".")
        guard digits > 0 || (bareFraction && hasFraction) else { return nil }
        var cents = units * 100
        if hasFraction {
            index = bytes.index(after: index)
            var scale: Int64 = 10
            var decimals = 0
            while index < bytes.endIndex, let digit = asciiDigit(bytes[index]) {
                decimals += 1
                guard decimals <= 2 else { return nil }
                cents += digit * scale
                scale /= 10
                index = bytes.index(after: index)
            }
            guard decimals > 0 else { return nil }
        }
        return (cents, bytes[index...])
    }

    /// The recursive-descent reader over the UTF-8 bytes of one expression.
    private struct Reader {
        let text: String
        var rest: Substring.UTF8View.SubSequence

        /// - Parameter reading: the text to read, `text` as ``written(_:)`` makes it.
        init(text: String, reading: String) {
            self.text = text
            rest = Substring(reading).utf8[...]
        }

        var atEnd: Bool { rest.isEmpty }

        func fail(_ reason: Reason) -> LedgerError { .invalidAmount(text, reason: reason) }

        mutating func expression() throws -> Fraction {
            var total = try term()
            while let op = rest.first, op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
                rest = rest.dropFirst()
                skipSpaces()
                var operand = try term()
                if op == UInt8(ascii: "-") { operand.numerator = -operand.numerator }
                total = try combine(total, operand) { a, b, c, d in
                    let (left, right) = (try product(a, d), try product(c, b))
                    return (try sum(left, right), try product(b, d))
                }
            }
            return total
        }

        private mutating func term() throws -> Fraction {
            var value = try factor()
            while let op = takeProductOperator() {
                skipSpaces()
                let operand = try factor()
                if op == .divide {
                    guard operand.numerator != 0 else { throw fail("cannot divide by 0") }
                    // (a/b) ÷ (c/d) cents = (a·d·100) / (b·c) cents.
                    value = try combine(value, operand) { a, b, c, d in
                        (try product(product(a, d), 100), try product(b, c))
                    }
                } else {
                    // (a/b) × (c/d) cents = (a·c) / (b·d·100) cents.
                    value = try combine(value, operand) { a, b, c, d in
                        (try product(a, c), try product(product(b, d), 100))
                    }
                }
            }
            return value
        }

        private mutating func factor() throws -> Fraction {
            for symbol in ["¥", "￥"] where rest.starts(with: symbol.utf8) {
                rest = rest.dropFirst(symbol.utf8.count)
            }
            guard let (cents, after) = AmountExpression.number(rest, bareFraction: true) else {
                throw fail(diagnose(text, at: rest))
            }
            rest = after
            skipSpaces()
            return Fraction(numerator: cents)
        }

        private enum ProductOperator { case multiply, divide }

        private mutating func takeProductOperator() -> ProductOperator? {
            let operators: [(String, ProductOperator)] = [
                ("*", .multiply), ("×", .multiply), ("/", .divide), ("÷", .divide),
            ]
            for (symbol, op) in operators where rest.starts(with: symbol.utf8) {
                rest = rest.dropFirst(symbol.utf8.count)
                return op
            }
            return nil
        }

        mutating func skipSpaces() {
            while rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
        }

        /// Applies `operation` to the numerators and denominators of `left` and `right` and reduces the
        /// result; an overflow is an amount too large.
        private func combine(
            _ left: Fraction, _ right: Fraction,
            _ operation: (Int64, Int64, Int64, Int64) throws -> (Int64, Int64)
        ) throws -> Fraction {
            var (numerator, denominator) = try operation(
                left.numerator, left.denominator, right.numerator, right.denominator)
            if denominator < 0 { (numerator, denominator) = (-numerator, -denominator) }
            let divisor = AmountExpression.greatestCommonDivisor(numerator, denominator)
            return Fraction(numerator: numerator / divisor, denominator: denominator / divisor)
        }

        private func product(_ a: Int64, _ b: Int64) throws -> Int64 {
            let (value, overflow) = a.multipliedReportingOverflow(by: b)
            guard !overflow else { throw fail(Money.tooLarge) }
            return value
        }

        private func sum(_ a: Int64, _ b: Int64) throws -> Int64 {
            let (value, overflow) = a.addingReportingOverflow(b)
            guard !overflow else { throw fail(Money.tooLarge) }
            return value
        }
    }

    /// `text` as people write amounts, made plain: thousands separators (`1,234.50`, `12,345,678`)
    /// and a unit after a number (`12.5元`, `12.5块`) left out. A comma anywhere else (`12,5`,
    /// `1,23`) is kept, to be refused as a decimal comma.
    static func written(_ text: String) -> String {
        guard text.contains(",") || text.contains("元") || text.contains("块") else { return text }
        let characters = Array(text)
        func isDigit(_ index: Int) -> Bool {
            characters.indices.contains(index) && characters[index].isASCII && characters[index].isNumber
        }
        // Each comma must close a group of one to three digits (exactly three after another comma) and
        // be followed by three digits and no fourth.
        var commas: [Int] = []
        var groupStart = 0
        for (index, character) in characters.enumerated() {
            if !(character.isASCII && character.isNumber) && character != "," { groupStart = index + 1 }
            guard character == "," else { continue }
            let afterComma = commas.last.map { $0 + 1 == groupStart } ?? false
            let width = index - groupStart
            guard afterComma ? width == 3 : (1...3).contains(width), isDigit(index + 1), isDigit(index + 2),
                isDigit(index + 3), !isDigit(index + 4)
            else { return text }
            commas.append(index)
            groupStart = index + 1
        }
        var out = ""
        for (index, character) in characters.enumerated() where !commas.contains(index) {
            if (character == "元" || character == "块") && isDigit(index - 1) && !isDigit(index + 1) {
                continue
            }
            out.append(character)
        }
        return out
    }

    private static func greatestCommonDivisor(_ a: Int64, _ b: Int64) -> Int64 {
        var (x, y) = (a.magnitude, b.magnitude)
        while y != 0 { (x, y) = (y, x % y) }
        return x == 0 ? 1 : Int64(x)
    }

    /// `value` cents as a decimal cut after three places, with `…`: `3.333…`.
    private static func approximation(_ value: Fraction) -> String {
        let cents = value.numerator / value.denominator
        let remainder = (value.numerator % value.denominator).magnitude
        let (scaled, overflow) = remainder.multipliedReportingOverflow(by: 10)
        let thirdDecimal = overflow ? 0 : scaled / value.denominator.magnitude
        let sign = value.numerator < 0 ? "-" : ""
        let hundredths = String(hundredths: Int64(cents.magnitude))
        return sign + hundredths + String(thirdDecimal) + "…"
    }

    /// A reason for the failure at `rest`, naming the usual mistakes.
    private static func diagnose(_ text: String, at rest: Substring.UTF8View.SubSequence) -> Reason {
        if rest.prefix(while: { asciiDigit($0) != nil }).count > maxIntegerDigits {
            return Money.tooLarge
        }
        if text.contains(",") { return "use '.' for decimals and no thousands separators" }
        if text.contains(where: { $0 == "e" || $0 == "E" }) && text.first?.isNumber == true {
            return "exponents are not allowed; write the number out"
        }
        if text.unicodeScalars.contains(where: { $0.properties.numericType != nil && !$0.isASCII }) {
            return "use ASCII digits 0-9"
        }
        if let dot = text.firstIndex(of: "."),
            text[text.index(after: dot)...].prefix(while: { $0.isASCII && $0.isNumber }).count > 2
        {
            return "at most two decimals are allowed"
        }
        let operators = ["+", "-", "*", "/", "×", "÷"]
        if rest.isEmpty || operators.contains(where: { rest.starts(with: $0.utf8) }) {
            return "expected a number before and after each operator (as in 3*12.5+2)"
        }
        return "expected a number such as 12.50, or an expression such as 12+8.5 or 3*12.5"
    }

    private static func asciiDigit(_ byte: UInt8) -> Int64? {
        byte >= 48 && byte <= 57 ? Int64(byte - 48) : nil
    }
}
