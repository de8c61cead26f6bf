/// What totals need of a bill — its day, type, amount and category — without its strings: what a
/// month file's reader shows a view before it decides whether to make the whole ``Bill``.
public struct BillAmount: Equatable, Sendable {
    /// The calendar day the money moved.
    public var date: Day
    /// Income or expense.
    public var type: BillType
    /// The amount, always greater than 0.
    public var amount: Money
    /// The id of the bill's ``Category``.
    public var category: Category.ID

    /// The amount part of `bill`.
    public init(_ bill: Bill) {
        self.init(date: bill.date, type: bill.type, amount: bill.amount, category: bill.category)
    }

    /// An amount with the given values.
    public init(date: Day, type: BillType, amount: Money, category: Category.ID) {
        self.date = date
        self.type = type
        self.amount = amount
        self.category = category
    }
}
