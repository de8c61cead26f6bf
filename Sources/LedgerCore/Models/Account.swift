/// A place money sits (账户): cash, a debit or credit card, a WeChat or Alipay balance, savings, an
/// investment, a loan. Ledger-wide: a bill of any book may name one.
///
/// Stored in `ledger.json` (`accounts`, only when there are some, in display order), so a ledger
/// without accounts is written as before. Made by ``Ledger/addAccount(_:)``, which checks the values.
public struct Account: Equatable, Sendable, Identifiable {
    /// A small number, unique in the ledger; what a bill stores.
    public typealias ID = Int

    /// What kind of place an account is; `credit` is a liability, the others assets (a `loan` is
    /// money lent out when positive, borrowed when negative).
    public enum Kind: String, CaseIterable, Sendable {
        case cash, debit, credit, wallet, savings, investment, loan
    }

    /// The longest name, in characters (a CJK character counts as one).
    public static let maxNameLength = 32
    /// The longest institution name, in characters.
    static let maxInstitutionLength = 32

    /// The account's ``ID``.
    public var id: ID
    /// The name shown everywhere, e.g. 招行信用卡; unique in the ledger (case-insensitive).
    public var name: String
    /// Cash, debit, credit…
    public var kind: Kind
    /// The currency its amounts are in, e.g. `¥` or `USD`; balances of different currencies are never added.
    public var currency: String
    /// The balance before the first bill, signed (a card that owes is negative).
    public var opening: Money = .zero
    /// The day of ``opening``; `nil` for the beginning.
    public var openingDate: Day?
    /// The bank or platform, e.g. 招商银行; empty when none.
    public var institution = ""
    /// The card number's last four digits; empty when none.
    public var digits = ""
    /// A credit card's limit, if known.
    public var limit: Money?
    /// A credit card's statement day (账单日), 1–31 (a day the month lacks is its last).
    public var statementDay: Int?
    /// A credit card's due day (还款日), 1–31.
    public var dueDay: Int?
    /// Offered nowhere but listed with `account list --all`.
    public var hidden = false
    /// Kept for its history, offered nowhere, taking no new bills.
    public var closed = false
    /// The balances the user saw and timi agreed with (`timi account check`), oldest first, one a day.
    public var checks: [Check] = []

    /// A balance check (a balance assertion): on ``date``, at the end of the day, the account held
    /// ``balance``. Recorded by ``Ledger/checkBalance(of:is:on:)`` when timi agreed; a later change
    /// that moves the balance of that day breaks it (``BalanceCheckReport``).
    public struct Check: Equatable, Sendable {
        /// The day, its bills included.
        public var date: Day
        /// The balance seen, signed as ``Account/opening``.
        public var balance: Money

        /// A check of `balance` at the end of `date`.
        public init(date: Day, balance: Money) {
            self.date = date
            self.balance = balance
        }
    }

    /// Makes an account with the required fields; the others take their defaults.
    public init(id: ID, name: String, kind: Kind, currency: String) {
        self.id = id
        self.name = name
        self.kind = kind
        self.currency = currency
    }

    /// Whether what it holds is owed (a credit card) rather than owned.
    var isLiability: Bool { kind == .credit }

    /// A name as an account may carry it: 1 to ``maxNameLength`` characters, no control characters, no
    /// space at either end, and not starting with `-` or `@` (which would read as an option or a
    /// quick-entry word).
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedName(_ name: String) throws -> String {
        let value = try Validation.name(name, field: "account name", maxLength: maxNameLength)
        guard let first = value.first, first != "-", first != "@" else {
            throw LedgerError.invalidValue(
                field: "account name", value: value, reason: "it may not start with - or @")
        }
        return value
    }

    /// A kind as typed (`credit`, or its Chinese name 信用卡).
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` listing the kinds.
    public static func validatedKind(_ text: String) throws -> Kind {
        let lowered = text.lowercased()
        if let kind = Kind(rawValue: lowered) ?? Kind.allCases.first(where: { $0.chineseName == text }) {
            return kind
        }
        throw LedgerError.invalidValue(
            field: "kind", value: text,
            reason: Reason(
                "a kind is one of {1}", Kind.allCases.map(\.rawValue).joined(separator: ", ")))
    }

    /// A balance as typed: an optional `-` before an amount (`-1234.50`, `0`, `¥3,000`).
    /// - Throws: ``LedgerError/invalidAmount(_:reason:)``.
    public static func validatedBalance(_ text: String) throws -> Money {
        let negative = text.first == "-" || text.first == "−"
        let rest = negative ? String(text.dropFirst()) : text
        if let plain = Money(decimal: rest), plain.cents >= 0, plain <= .maximum {
            return negative ? -plain : plain
        }
        if rest.first == "-" || rest.first == "−" {
            throw LedgerError.invalidAmount(text, reason: "one sign at most")
        }
        let value = try Money(parsing: rest)
        return negative ? -value : value
    }

    /// An amount that is never negative (a credit limit), as typed.
    /// - Throws: ``LedgerError/invalidAmount(_:reason:)``.
    public static func validatedLimit(_ text: String) throws -> Money { try Money(parsing: text) }

    /// The last four digits of a card, as typed: exactly four ASCII digits, or empty to clear.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedDigits(_ text: String) throws -> String {
        guard text.isEmpty || (text.utf8.count == 4 && text.utf8.allSatisfy { (48...57).contains($0) }) else {
            throw LedgerError.invalidValue(
                field: "digits", value: text, reason: "give the card's last four digits")
        }
        return text
    }

    /// A day of the month as typed for `field` (statement or due day): 1 to 31.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    public static func validatedDay(_ text: String, field: String) throws -> Int {
        guard let day = Int(text), (1...31).contains(day) else {
            throw LedgerError.invalidValue(field: field, value: text, reason: "a day of the month is 1 to 31")
        }
        return day
    }

    /// An institution as typed: at most ``maxInstitutionLength`` characters; empty clears it.
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)``.
    static func validatedInstitution(_ text: String) throws -> String {
        let value = Validation.trimmed(text)
        return value.isEmpty
            ? "" : try Validation.name(value, field: "institution", maxLength: maxInstitutionLength)
    }
}

extension Account.Kind {
    /// The app's Chinese name of the kind: 现金, 储蓄卡, 信用卡…
    var chineseName: String {
        switch self {
        case .cash: return "现金"
        case .debit: return "储蓄卡"
        case .credit: return "信用卡"
        case .wallet: return "零钱"
        case .savings: return "理财"
        case .investment: return "投资"
        case .loan: return "借贷"
        }
    }
}
