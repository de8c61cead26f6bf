/// The bills of a period grouped by day, newest first: the app's home screen.
///
/// Used by `timi list` (and `timi` alone).
public struct TimelineReport: Equatable, Sendable {
    /// One day of the timeline: its bills, newest first, and their totals.
    public struct DayGroup: Equatable, Sendable {
        public var date: Day
        public var bills: [Bill]
        public var income: Money
        public var expense: Money
    }

    /// The book reported on.
    public var book: Book
    public var period: Period
    /// Days with bills, newest first.
    public var days: [DayGroup]
    public var income: Money
    public var expense: Money
    public var balance: Money { income - expense }
    /// The bills, newest first.
    public var bills: [Bill] { days.flatMap(\.bills) }

    /// The bills of `book` in `period` that pass `filter`.
    public init(ledger: Ledger, book: Book, period: Period, filter: (Bill) -> Bool = { _ in true }) throws {
        self.book = book
        self.period = period
        let bills = try ledger.bills(of: book.id, from: period.start, through: period.end).filter(filter)
        var days: [DayGroup] = []
        var income = Money.zero
        var expense = Money.zero
        for bill in bills.reversed() {
            if days.last?.date != bill.date {
                days.append(DayGroup(date: bill.date, bills: [], income: .zero, expense: .zero))
            }
            days[days.count - 1].bills.append(bill)
            switch bill.type {
            case .income:
                days[days.count - 1].income += bill.amount
                income += bill.amount
            case .expense:
                days[days.count - 1].expense += bill.amount
                expense += bill.amount
            }
        }
        self.days = days
        self.income = income
        self.expense = expense
    }
}
