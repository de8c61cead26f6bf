/// One change of a book's monthly budget: from ``from`` on, the budget of ``target`` is ``amount``
/// (none when `nil`), until a later change.
///
/// A budget is a list of these changes, so earlier months keep the budget they had (`timi budget set
/// … --from 2026-11` leaves October alone). ``LedgerState/budgets`` holds them; ``Ledger`` changes
/// them (`Operations/Ledger+Budgets.swift`) and ``BudgetReport`` reads them.
package struct Budget: Equatable, Sendable {
    /// What a budget limits: the expense of one category, or the whole book's.
    package enum Target: Hashable, Comparable, Sendable {
        /// All the expense of the book.
        case total
        /// The expense of one expense category.
        case category(Category.ID)
    }

    /// The book the budget belongs to.
    package var book: Book.ID
    /// The category, or the total.
    package var target: Target
    /// The first month this change applies to.
    package var from: Month
    /// The monthly amount from ``from`` on; `nil` when the budget stops there (`timi budget unset`).
    package var amount: Money?

    /// A change of `book`'s budget for `target`.
    package init(book: Book.ID, target: Target, from: Month, amount: Money?) {
        self.book = book
        self.target = target
        self.from = from
        self.amount = amount
    }
}
