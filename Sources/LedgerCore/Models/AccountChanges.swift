/// What `account add` gives beyond the name and kind, or what `account edit` changes: each field
/// left `nil` is left as it is (or takes its default). Checked by ``Ledger/addAccount(name:kind:_:)``
/// and ``Ledger/editAccount(_:_:)``.
public struct AccountChanges: Equatable, Sendable {
    /// A new kind (`edit` only).
    public var kind: Account.Kind?
    /// The currency, e.g. `¥` or `USD`.
    public var currency: String?
    /// The opening balance, signed.
    public var opening: Money?
    /// The day of the opening balance.
    public var openingDate: Day?
    /// The bank or platform; empty clears it.
    public var institution: String?
    /// The card's last four digits; empty clears them.
    public var digits: String?
    /// A credit card's limit.
    public var limit: Money?
    /// A credit card's statement day, 1–31.
    public var statementDay: Int?
    /// A credit card's due day, 1–31.
    public var dueDay: Int?
    /// Hide or show it.
    public var hidden: Bool?
    /// Its new place in the list, from 1.
    public var position: Int?

    /// No changes.
    public init() {}

    /// Whether nothing is changed.
    public var isEmpty: Bool { self == AccountChanges() }
}
