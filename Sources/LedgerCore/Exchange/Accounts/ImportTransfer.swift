/// A row of an import that moves money between two of the user's own accounts, booked as a transfer
/// (see `OwnMove`), or found booked already from the other account's statement.
public struct ImportTransfer: Equatable, Sendable {
    /// The row.
    public var place: ImportPlace
    /// The account the money left, and the one it reached.
    public var from: Account.ID
    public var to: Account.ID
    /// What reached ``to``.
    public var amount: Money
    /// What the move cost besides (a 零钱提现's 服务费), an expense of ``from``.
    public var fee: Money?
    /// The short id of the transfer booked before that is this same move; `nil` when the import books it.
    public var matched: String?
}
