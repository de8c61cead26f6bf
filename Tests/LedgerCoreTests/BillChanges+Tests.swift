@testable import LedgerCore

extension BillChanges {
    /// A change of the amount, the date or both: the changes the tests make.
    init(amount: Money? = nil, date: Day? = nil) {
        self.init()
        self.amount = amount
        self.date = date
    }
}
