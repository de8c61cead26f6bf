/// What `account add` gives beyond the name and kind, or what `account edit` changes: each field
/// left `nil` is left as it is (or takes its default). Checked by ``Ledger/addAccount(name:kind:_:)``
/// and ``Ledger/editAccount(_:_:)``.
package struct AccountChanges: Equatable, Sendable {
    /// A new kind (`edit` only).
    package var kind: Account.Kind?
    /// The currency, e.g. `¥` or `USD`.
    package var currency: String?
    /// The opening balance, signed.
    package var opening: Money?
    /// The day of the opening balance.
    package var openingDate: Day?
    /// The bank or platform; empty clears it.
    package var institution: String?
    /// The card's last four digits; empty clears them.
    package var digits: String?
    /// A credit card's limit.
    package var limit: Money?
    /// A credit card's statement day, 1–31.
    package var statementDay: Int?
    /// A credit card's due day, 1–31.
    package var dueDay: Int?
    /// Hide or show it.
    package var hidden: Bool?
    /// Its new place in the list, from 1.
    package var position: Int?

    /// No changes.
    package init() {}

    /// Whether nothing is changed.
    package var isEmpty: Bool { self == AccountChanges() }
}
