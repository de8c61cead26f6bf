/// One change of a book's monthly budget: from ``from`` on, the budget of ``target`` is ``amount``
/// (none when `nil`), until a later change.
///
/// A budget is a list of these changes, so earlier months keep the budget they had (`timi budget set
/// … --from 2026-11` leaves October alone). ``LedgerState/budgets`` holds them; ``Ledger`` changes
/// them (`Operations/Ledger+Budgets.swift`) and ``BudgetReport`` reads them.
public struct Budget: Equatable, Sendable {
    /// What a budget limits: the expense of one category, or the whole book's.
    public enum Target: Hashable, Comparable, Sendable {
        /// All the expense of the book.
        case total
        /// The expense of one expense category.
        case category(Category.ID)
    }

    /// The book the budget belongs to.
    public var book: Book.ID
    /// The category, or the total.
    public var target: Target
    /// The first month this change applies to.
    public var from: Month
    /// The monthly amount from ``from`` on; `nil` when the budget stops there (`timi budget unset`).
    public var amount: Money?

    /// A change of `book`'s budget for `target`.
    public init(book: Book.ID, target: Target, from: Month, amount: Money?) {
        self.book = book
        self.target = target
        self.from = from
        self.amount = amount
    }
}
