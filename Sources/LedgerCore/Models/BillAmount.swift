/// What totals need of a bill — its day, type, amount and category — without its strings: what a
/// month file's reader shows a view before it decides whether to make the whole ``Bill``.
package struct BillAmount: Equatable, Sendable {
    /// The calendar day the money moved.
    package var date: Day
    /// Income or expense.
    package var type: BillType
    /// The amount, always greater than 0.
    package var amount: Money
    /// The id of the bill's ``Category``.
    package var category: Category.ID

    /// The amount part of `bill`.
    package init(_ bill: Bill) {
        self.init(date: bill.date, type: bill.type, amount: bill.amount, category: bill.category)
    }

    /// An amount with the given values.
    package init(date: Day, type: BillType, amount: Money, category: Category.ID) {
        self.date = date
        self.type = type
        self.amount = amount
        self.category = category
    }
}
