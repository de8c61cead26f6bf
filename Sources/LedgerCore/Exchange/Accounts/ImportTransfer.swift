/// A row of an import that moves money between two of the user's own accounts, booked as a transfer
/// (see `OwnMove`), or found booked already from the other account's statement.
package struct ImportTransfer: Equatable, Sendable {
    /// The row.
    package var place: ImportPlace
    /// The account the money left, and the one it reached.
    package var from: Account.ID
    package var to: Account.ID
    /// What reached ``to``.
    package var amount: Money
    /// What the move cost besides (a 零钱提现's 服务费), an expense of ``from``.
    package var fee: Money?
    /// The short id of the transfer booked before that is this same move; `nil` when the import books it.
    package var matched: String?
}
