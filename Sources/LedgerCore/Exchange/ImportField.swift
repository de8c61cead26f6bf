/// A field of a bill in an import file: a CSV column or a JSON key of the same name.
///
/// `date` and `amount` are required; `photo` is read but not imported (the file is not carried).
/// `payee`, `ref` (the source's transaction number) are kept on the bill; `balance` (the account's
/// balance after the row) only tells rows without a `ref` apart; `status` is the source's word for
/// the row's state, which rules may match. Bill exports (``StatementSource``) carry them too.
/// `categoryAlias` (a column or key `categoryAlias`, as `timi export` writes it; names are read in any
/// case) is the alias of the row's category: it finds the category when its title differs, and a
/// category the ledger lacks is created with it (and the row's type), without --create-categories.
/// `account` names the row's ``Account``; a row of type `transfer` names its destination in `toAccount`,
/// and may give `toAmount` and `fee`, as `timi export` writes them. `time` is the time of day
/// (`HH:MM:SS`, a bank's 交易时间 column), when it is not in the date's cell (`2026-03-01 12:34:56`).
package enum ImportField: String, CaseIterable, Sendable {
    case date, type, amount, category, note, book, id, created, photo
    case payee, ref, balance, status
    case categoryAlias = "categoryalias"
    case account
    case toAccount = "toaccount", toAmount = "toamount", fee
    case time
    /// Split amount columns: money in (income) and money out (expense), for a row without `amount`.
    case amountIn = "amount-in", amountOut = "amount-out"

    /// The field's name as messages list it and `timi export` writes it (`categoryAlias`); read in any
    /// case.
    package var name: String {
        switch self {
        case .categoryAlias: "categoryAlias"
        case .toAccount: "toAccount"
        case .toAmount: "toAmount"
        default: rawValue
        }
    }
}
