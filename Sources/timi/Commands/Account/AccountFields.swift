import LedgerCore

/// The fields of an account as options, declared once for `account add` and `account edit`.
struct AccountFields {
    static func kind(_ purpose: BillFields.Purpose) -> OptionSpec {
        OptionSpec(
            "--kind", value: "kind",
            help: purpose.says(
                "cash, debit, credit, wallet, savings, investment or loan (required; no default).",
                "A new kind: cash, debit, credit, wallet, savings, investment or loan."),
            completion: .words(Account.Kind.allCases.map(\.rawValue)), required: purpose == .adding)
    }
    static let currency = OptionSpec(
        "--currency", value: "code",
        help: "The currency of its amounts, e.g. ¥ or USD (default: the current book's).")
    static let opening = OptionSpec(
        "--opening", value: "amount",
        help: "The balance before its first bill, signed: -1234.50 for a card that owes (default: 0).")
    static let openingDate = OptionSpec(
        "--opening-date", value: "date", help: "The day of the opening balance (default: the beginning).",
        completion: .kind(.dates))
    static let institution = OptionSpec(
        "--institution", value: "name", help: "The bank or platform, e.g. 招商银行; '' clears it (default: none)."
    )
    static let digits = OptionSpec(
        "--digits", value: "nnnn", help: "The card number's last four digits; '' clears them (default: none)."
    )
    static let limit = OptionSpec("--limit", value: "amount", help: "A credit card's limit (default: none).")
    static let statementDay = OptionSpec(
        "--statement-day", value: "n", help: "A credit card's statement day (账单日), 1 to 31 (default: none).")
    static let dueDay = OptionSpec(
        "--due-day", value: "n", help: "A credit card's due day (还款日), 1 to 31 (default: none).")
    static let hide = OptionSpec(
        "--hide", help: "Hide it: offered nowhere, listed with --all.", exclusive: "hidden")
    static let unhide = OptionSpec("--unhide", help: "Show a hidden account again.", exclusive: "hidden")
    static let position = OptionSpec(
        "--position", value: "n", help: "Its place in the list, from 1 (default: last for a new one).")

    /// The options of `purpose`, in the order of the help (`--kind` is an option of `edit` only:
    /// `add` reads it as required).
    static func options(_ purpose: BillFields.Purpose) -> [OptionSpec] {
        [kind(purpose), currency, opening, openingDate, institution, digits, limit, statementDay, dueDay]
            + (purpose == .adding ? [hide, position] : [hide, unhide, position])
    }

    /// `--kind`, as typed.
    var kind: String?
    /// The other options, as typed.
    private var typed: [String: String] = [:]
    /// `--hide` or `--unhide`.
    private var hidden: Bool?

    init(parsing arguments: inout ArgumentScanner, _ purpose: BillFields.Purpose) throws {
        kind = try arguments.value(Self.kind(purpose))
        for option in [
            Self.currency, Self.opening, Self.openingDate, Self.institution, Self.digits, Self.limit,
            Self.statementDay, Self.dueDay, Self.position,
        ] {
            if let value = try arguments.value(option) { typed[option.long] = value }
        }
        let choices = purpose == .adding ? [(Self.hide, true)] : [(Self.hide, true), (Self.unhide, false)]
        hidden = try arguments.oneOf(choices)
    }

    /// The options as changes, each checked.
    /// - Throws: ``LedgerError`` for a value that is not valid.
    func changes(today: Day) throws -> AccountChanges {
        var changes = AccountChanges()
        changes.kind = try kind.map(Account.validatedKind)
        changes.currency = typed[Self.currency.long]
        changes.opening = try typed[Self.opening.long].map(Account.validatedBalance)
        changes.openingDate = try typed[Self.openingDate.long].map { try Day(parsing: $0, today: today) }
        changes.institution = typed[Self.institution.long]
        changes.digits = typed[Self.digits.long]
        changes.limit = try typed[Self.limit.long].map(Account.validatedLimit)
        changes.statementDay = try typed[Self.statementDay.long].map {
            try Account.validatedDay($0, field: "statement day")
        }
        changes.dueDay = try typed[Self.dueDay.long].map { try Account.validatedDay($0, field: "due day") }
        changes.position = try typed[Self.position.long].map { text in
            guard let value = Int(text), value >= 1 else {
                throw LedgerError.invalidValue(
                    field: "position", value: text, reason: "a position is 1 or more")
            }
            return value
        }
        changes.hidden = hidden
        return changes
    }
}
