/// An exact amount of money in minor units (cents); never floating point.
///
/// A bill's amount is positive; totals and balances may be negative. In JSON a `Money` is a decimal
/// string with two digits (`"12.50"`, `"-3.00"`).
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The amount in minor units: `1250` is 12.50.
    public var cents: Int64

    /// The largest amount a single bill may have: 999,999,999.99.
    public static let maximum = Money(cents: 99_999_999_999)
    /// Nothing.
    public static let zero = Money(cents: 0)

    /// Wraps an amount in minor units.
    public init(cents: Int64) { self.cents = cents }

    /// The amount with two decimals and a leading `-` when negative, as written in JSON: `"-12.50"`.
    public var description: String { String(hundredths: cents) }

    /// The amount after a currency symbol, the sign first: `¥12.50`, `-¥3.00`.
    public func formatted(currency: String) -> String {
        var text = description
        guard cents < 0 else { return currency + text }
        text.removeFirst()
        return "-" + currency + text
    }

    /// Smaller amounts first.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }
    /// The sum.
    public static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    /// The difference.
    public static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    /// Adds `rhs`.
    public static func += (lhs: inout Money, rhs: Money) { lhs.cents += rhs.cents }
    /// Subtracts `rhs`.
    public static func -= (lhs: inout Money, rhs: Money) { lhs.cents -= rhs.cents }
    /// The same amount with the other sign.
    public static prefix func - (value: Money) -> Money { Money(cents: -value.cents) }
}

extension Money {
    /// Parses an amount typed by a person: `12`, `12.5`, `12.50`, or a `+`/`-` expression such as
    /// `12+8.5-3`, evaluated left to right, with optional spaces around the operators.
    ///
    /// Each number has at most two decimals; the result must be greater than 0 and at most
    /// ``maximum``. Anything else — `12,5`, `1e3`, `nan`, `12.5abc`, `--5`, fullwidth digits — is
    /// rejected, never truncated.
    /// - Throws: ``LedgerError/invalidAmount(_:reason:)`` saying what is wrong.
    public init(parsing text: String) throws {
        let value = try AmountExpression.evaluate(text)
        guard value > 0 else {
            throw LedgerError.invalidAmount(text, reason: "an amount must be greater than 0")
        }
        guard value <= Money.maximum.cents else {
            throw LedgerError.invalidAmount(text, reason: "the largest amount is \(Money.maximum)")
        }
        self.init(cents: value)
    }

    /// Reads the decimal string of a ledger file or an import: an optional `-`, digits, and at most two
    /// decimals (`"12.50"`, `"12.5"`, `"12"`, `"-3.00"`); `nil` for anything else.
    ///
    /// Used by the month-file and `ledger.json` decoders and by import.
    public init?(decimal text: some StringProtocol) {
        guard let money = text.withUTF8Buffer({ Money(decimalBytes: $0) }) else { return nil }
        self = money
    }

    /// ``init(decimal:)`` on UTF-8 bytes, for the ledger file readers.
    init?(decimalBytes bytes: UnsafeBufferPointer<UInt8>) {
        let negative = bytes.first == UInt8(ascii: "-")
        guard let (cents, rest) = AmountExpression.number(bytes[(negative ? 1 : 0)...]), rest.isEmpty else {
            return nil
        }
        self.init(cents: negative ? -cents : cents)
    }
}

/// The amount grammar: `number (op number)*` with `op` one of `+ -` and spaces allowed around ops.
enum AmountExpression {
    /// Integer digits beyond which a number cannot be a valid amount (and could overflow).
    private static let maxIntegerDigits = 12

    static func evaluate(_ text: String) throws -> Int64 {
        func fail(_ reason: String) -> LedgerError { .invalidAmount(text, reason: reason) }
        var bytes = Substring(text).utf8[...]
        skipSpaces(&bytes)
        guard !bytes.isEmpty else { throw fail("it is empty; write an amount such as 12.50") }
        var total: Int64 = 0
        var sign: Int64 = 1
        while true {
            guard let (value, rest) = number(bytes) else { throw fail(diagnose(text, at: bytes)) }
            let (sum, overflow) = total.addingReportingOverflow(sign * value)
            guard !overflow, value <= Money.maximum.cents else {
                throw fail("the largest amount is \(Money.maximum)")
            }
            total = sum
            bytes = rest
            skipSpaces(&bytes)
            guard let op = bytes.first else { return total }
            switch op {
            case UInt8(ascii: "+"): sign = 1
            case UInt8(ascii: "-"): sign = -1
            default: throw fail(diagnose(text, at: bytes))
            }
            bytes = bytes.dropFirst()
            skipSpaces(&bytes)
        }
    }

    /// Reads `digits ('.' digit digit?)?` from the front; returns cents and the rest, or `nil`.
    static func number<C: Collection>(_ bytes: C) -> (Int64, C.SubSequence)? where C.Element == UInt8 {
        var index = bytes.startIndex
        var units: Int64 = 0
        var digits = 0
        while index < bytes.endIndex, let digit = asciiDigit(bytes[index]) {
            digits += 1
            guard digits <= maxIntegerDigits else { return nil }
            units = units * 10 + digit
            index = bytes.index(after: index)
        }
        guard digits > 0 else { return nil }
        var cents = units * 100
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
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

    /// A reason for the failure at `rest`, naming the usual mistakes.
    private static func diagnose(_ text: String, at rest: Substring.UTF8View.SubSequence) -> String {
        if rest.prefix(while: { asciiDigit($0) != nil }).count > maxIntegerDigits {
            return "the largest amount is \(Money.maximum)"
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
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") || rest.isEmpty {
            return "expected a number before and after each '+' and '-' (as in 12+8.5-3)"
        }
        return "expected a number such as 12.50, or a sum such as 12+8.5-3"
    }

    private static func asciiDigit(_ byte: UInt8) -> Int64? {
        byte >= 48 && byte <= 57 ? Int64(byte - 48) : nil
    }

    private static func skipSpaces(_ bytes: inout Substring.UTF8View.SubSequence) {
        while bytes.first == UInt8(ascii: " ") { bytes = bytes.dropFirst() }
    }
}
