/// A row of an import file that is not booked, and why (`timi import` counts them; the dry run lists
/// them).
package struct ImportSkip: Equatable, Sendable {
    /// Why a row is not booked.
    package enum Reason: Equatable, Sendable {
        /// The ledger has a bill with the row's id (the short id of that bill).
        case presentID(String)
        /// A bill imported before has the row's transaction number (it, and the short id of that bill).
        case sameReference(String, String)
        /// A bill imported before has the row's content: the same date, amount and description (payee,
        /// note and balance), and as many identical rows before it in its file (the short id of that
        /// bill). The row may be another bill that looks the same: it is not called present.
        case sameContent(String)
        /// An `if` block with `skip` matched the row (the rule's `FILE:LINE`).
        case rule(String)
        /// The statement leaves the row out: its own words for why (交易关闭, 不计收支 (零钱通), refunded in
        /// full …; see ``StatementSource``).
        case statement(LedgerCore.Reason)
        /// A move between the user's own accounts one of whose accounts is not known: the move, what
        /// is not known and how to book it (see `OwnMoveBooking`).
        case ownMove(LedgerCore.Reason)
        /// A move between the user's own accounts that the ledger has as a transfer, booked from the
        /// other account's statement (the short id of that bill).
        case sameMove(String)
    }

    /// Where the row is: `line 3`, `row 19` (`第 3 行`).
    package var place: ImportPlace
    /// Why it is left out.
    package var reason: Reason

    /// A skip of the row at `place` for `reason`.
    package init(place: ImportPlace, reason: Reason) {
        self.place = place
        self.reason = reason
    }

    /// Whether the row is a bill the ledger has (the same id or transaction number), as opposed to
    /// one that only looks the same as another.
    var isPresent: Bool {
        switch reason {
        case .presentID, .sameReference, .sameMove: return true
        case .sameContent, .rule, .statement, .ownMove: return false
        }
    }
}

extension ImportSkip.Reason: CustomStringConvertible {
    /// One phrase: `already present as bill 1a2b3c4d`.
    package var description: String { description(in: .english) }

    /// One phrase in `language`: `already present as bill 1a2b3c4d`, `已存在，账单 1a2b3c4d`.
    package func description(in language: Language) -> String {
        switch self {
        case .presentID(let bill): return language.text("already present as bill {1}", bill)
        case .sameReference(let reference, let bill):
            return language.text("transaction {1} already imported as bill {2}", reference, bill)
        case .sameContent(let bill):
            return language.text("same date, amount and description as bill {1}", bill)
        case .rule(let place): return language.text("skipped by the rule at {1}", place)
        case .statement(let reason), .ownMove(let reason): return reason.text(in: language)
        case .sameMove(let bill):
            return language.text("the same move as transfer {1}, booked from the other statement", bill)
        }
    }
}
