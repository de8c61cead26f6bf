/// An exact amount of money in minor units (cents); never floating point.
///
/// A bill's amount is positive; totals and balances may be negative. In JSON a `Money` is a decimal
/// string with two digits (`"12.50"`, `"-3.00"`).
public struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The amount in minor units: `1250` is 12.50.
    public var cents: Int64

    /// The largest amount a single bill may have: 999,999,999.99.
    public static let maximum = Money(cents: 99_999_999_999)

    /// Why an amount above ``maximum`` is refused: `the largest amount is 999999999.99`.
    static let tooLarge = Reason("the largest amount is {1}", maximum.description)

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
    /// Parses an amount typed by a person: `12`, `12.5`, `.5`, `¥12.50`, `¥1,234.50`, `12.5元`, `12.5块`,
    /// or an expression such as
    /// `12+8.5-3` or `3*12.5+2` (`×` and `÷` too), with the usual precedence and optional spaces
    /// around the operators.
    ///
    /// Each number has at most two decimals, and so must the exact result (`10/3` is refused); it
    /// must be greater than 0 and at most ``maximum``; a `-` first says amounts are never negative. Anything else — `12,5`, `1e3`, `nan`,
    /// `12.5abc`, `--5`, fullwidth digits — is rejected, never truncated or rounded.
    /// - Throws: ``LedgerError/invalidAmount(_:reason:)`` saying what is wrong.
    public init(parsing text: String) throws {
        if text.first == "-" || text.first == "−" {
            throw LedgerError.invalidAmount(
                text,
                reason:
                    "amounts are never negative: give --income for money coming in, or change a bill with 'timi edit'"
            )
        }
        let value = try AmountExpression.evaluate(text)
        guard value > 0 else {
            throw LedgerError.invalidAmount(text, reason: "an amount must be greater than 0")
        }
        guard value <= Money.maximum.cents else {
            throw LedgerError.invalidAmount(text, reason: Money.tooLarge)
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
