import Testing

@testable import LedgerCore

struct MoneyTests {
    @Test(
        arguments: [
            ("12", 1200), ("12.5", 1250), ("12.50", 1250), ("0.01", 1), ("12+8.5", 2050), ("12+8.5-3", 1750),
            ("12 + 8.5 - 3", 1750), ("  7.25 ", 725), ("10-2.5+0.5", 800), ("5-10+20", 1500),
            ("999999999.99", 99_999_999_999), ("0012", 1200), ("1.05", 105),
            (".5", 50), ("¥12.5", 1250), ("￥12.5", 1250), ("3*12.5+2", 3950), ("2+3*12.5", 3950),
            ("¥1,234.50", 123_450), ("12,345,678", 1_234_567_800), ("12.5元", 1250), ("12.5块", 1250),
            ("3 × 4 ÷ 2", 600), ("10/4", 250), ("10/4*2", 500), ("10/3*3", 1000), ("1-0.5*1.5", 25),
            ("0.5*0.5", 25), ("¥3*￥2", 600), ("100÷8", 1250), ("7.5 / 2.5", 300),
        ] as [(String, Int64)])
    func parsesGoodAmounts(text: String, cents: Int64) throws {
        #expect(try Money(parsing: text).cents == cents)
    }

    @Test(arguments: [
        ("12,5", "use '.' for decimals"), ("1e3", "exponents"), ("nan", "expected a number"),
        ("12.5abc", "expected a number"), ("--5", "amounts are never negative"), ("0", "greater than 0"),
        ("-3", "amounts are never negative"), ("0.001", "at most two decimals"),
        ("99999999999", "largest amount"),
        ("", "empty"), ("   ", "empty"), ("１２", "ASCII digits"), ("12.", "expected a number"),
        ("12+", "before and after"), ("3*", "before and after"), ("*3", "expected a number"),
        ("10/3", "it comes to 3.333…; the result must have at most two decimals"),
        ("0.05*0.5", "at most two decimals"), ("5/0", "cannot divide by 0"), ("3//2", "before and after"),
        ("999999999*999999999*999999999", "largest amount"), ("¥", "expected a number"),
        ("¥-3", "expected a number"), ("3x2", "expected a number"), ("2-3*1", "greater than 0"),
        ("+12", "expected a number"),
        ("5-10", "greater than 0"), ("1 2", "expected a number"), ("12..5", "expected a number"),
        ("inf", "expected a number"), ("0x10", "expected a number"), ("1_000", "expected a number"),
        ("9999999999999999999999", "largest amount"), ("999999999.99+0.01", "largest amount"),
        ("12\t", "expected a number"), ("١٢", "ASCII digits"),
    ])
    func rejectsBadAmounts(text: String, reason: String) {
        #expect {
            try Money(parsing: text)
        } throws: { error in
            guard case LedgerError.invalidAmount(let quoted, let message) = error else { return false }
            return quoted == text && message.description.contains(reason)
        }
    }

    @Test(
        arguments: [
            (0, "0.00"), (1, "0.01"), (1250, "12.50"), (-300, "-3.00"), (-5, "-0.05"),
            (99_999_999_999, "999999999.99"),
        ] as [(Int64, String)])
    func writesTwoDecimals(cents: Int64, text: String) {
        #expect(Money(cents: cents).description == text)
        #expect(Money(decimal: text) == Money(cents: cents))
    }

    @Test func readsLedgerDecimals() {
        #expect(Money(decimal: "12.5") == Money(cents: 1250))
        #expect(Money(decimal: "12") == Money(cents: 1200))
        for bad in ["", "-", "12.", "1,2", "12.345", "+1", " 1", "1e2", "--1"] {
            #expect(Money(decimal: bad) == nil, "\(bad)")
        }
    }

    @Test func formatsWithCurrency() {
        #expect(Money(cents: -2050).formatted(currency: "¥") == "-¥20.50")
        #expect(Money(cents: 2050).formatted(currency: "€") == "€20.50")
        #expect(Money(cents: -5).formatted(currency: "CHF") == "-CHF0.05")
        #expect(Money(cents: .min).formatted(currency: "$") == "-$92233720368547758.08")
    }

    @Test func hundredthsHaveTwoDecimals() {
        #expect(String(hundredths: 0) == "0.00")
        #expect(String(hundredths: 10_000) == "100.00")
        #expect(String(hundredths: -1) == "-0.01")
        #expect(String(hundredths: Int64.max) == "92233720368547758.07")
        #expect(String(hundredths: Int64.min) == "-92233720368547758.08")
    }
}

/// A cramped cell's amount (the calendar's) is exact, or marked `~` where it is rounded.
struct CompactAmountTests {
    @Test(arguments: [
        (6685, 4, "~67"), (4970, 4, "49.7"), (123_456, 4, "~1k"), (100_000, 4, "1000"), (6685, 5, "66.85"),
        (1_250, 4, "12.5"), (999_950, 4, "~10k"), (5_000_000, 4, "50k"), (-6685, 4, "~-67"),
    ] as [(Int64, Int, String)])
    func aRoundedAmountIsMarked(cents: Int64, columns: Int, shown: String) {
        #expect(Money(cents: cents).compact(in: columns) == shown)
    }
}
