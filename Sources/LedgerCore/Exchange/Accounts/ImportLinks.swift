/// A purchase (or refund) seen twice — on a payment platform's export, paid with a card, and on that
/// card's statement (`财付通-美团平台商户`) — made one bill by the import of whichever file came second.
///
/// Listed by the plan with its evidence (see ``ImportLinks``).
package struct PurchaseLink: Equatable, Sendable {
    /// Which side the ledger had when the link was made.
    package enum Booked: String, Equatable, Sendable {
        /// The platform's row was booked first: the statement's row books nothing.
        case platform
        /// The statement's row was booked first: the platform's payee, note and number are added to it.
        case statement
    }

    /// The row of the file imported.
    package var place: ImportPlace
    /// The bill both rows are (its short id).
    package var bill: String
    /// Which side the ledger had.
    package var booked: Booked
    /// The amount both rows give.
    package var amount: Money
    /// Expense or income (a refund).
    package var type: BillType
    /// The platform's date of it.
    var platformDay: Day
    /// The statement's date of it.
    package var statementDay: Day
    /// What the card's statement says of it (`财付通-示例咖啡`).
    var statementDescription: String
    /// The platform's transaction number.
    var platformReference: String?
    /// The payee the bill takes from the platform.
    package var payee: String?
}

/// A row that fits several bills, or a bill that several rows of the file fit: linked to none, booked
/// as it is, and listed by the plan with what it fits.
package struct AmbiguousLink: Equatable, Sendable {
    /// A bill the row fits.
    package struct Candidate: Equatable, Sendable {
        /// Its short id.
        package var bill: String
        /// Its date.
        package var day: Day
        /// Its payee and note.
        package var description: String
    }

    /// The row of the file imported.
    package var place: ImportPlace
    /// Its amount.
    package var amount: Money
    /// Its date.
    package var day: Day
    /// Its payee and note.
    package var description: String
    /// The bills it fits.
    package var candidates: [Candidate]
    /// The other rows of the file that fit the same bill (when it fits one).
    var rivals: [ImportPlace]
}

/// What an import linked, and what it could not tell apart; empty when linking is off or does not
/// apply (timi's own files).
package struct ImportLinks: Equatable, Sendable {
    /// The links made, in the file's order.
    package var linked: [PurchaseLink] = []
    /// The rows with more than one candidate, in the file's order.
    package var ambiguous: [AmbiguousLink] = []

    /// Nothing linked.
    package init() {}
}
