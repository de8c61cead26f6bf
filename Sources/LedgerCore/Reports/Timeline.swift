/// The bills of a period grouped by day, newest first: the app's home screen and, filtered by a
/// category, its category detail.
///
/// Every total is a true total of what it names: the report's totals cover all the bills that match
/// in the period, a day's and a month's totals all the matching bills of that day and month, even
/// when a limit shows only the newest bills. Used by `timi list` (and `timi` alone).
public struct TimelineReport: Equatable, Sendable {
    /// One day of the timeline: its bills shown, newest first, and the totals of all its bills.
    public struct DayGroup: Equatable, Sendable {
        public var date: Day
        public var bills: [Bill]
        public var income: Money
        public var expense: Money
    }

    /// The book reported on.
    public var book: Book
    public var period: Period
    /// Which bills were asked for.
    public var filter: BillFilter
    /// Days with bills shown, newest first.
    public var days: [DayGroup]
    /// The totals of the matching bills of each month (by their summary's count, income, expense).
    public var months: [Month: MonthSummary]
    /// The number of matching bills, shown or not.
    public var count: Int
    /// The number of matching bills left out by the limit.
    public var omitted: Int
    public var income: Money
    public var expense: Money
    public var balance: Money { income - expense }
    /// The bills shown, newest first.
    public var bills: [Bill] { days.flatMap(\.bills) }

    /// The bills of `book` in `period` that pass `filter`; with a `limit`, only the newest `limit`
    /// of them are shown.
    /// - Throws: ``LedgerError`` when a month file cannot be read.
    public init(
        ledger: Ledger, book: Book, period: Period, filter: BillFilter = BillFilter(), limit: Int? = nil
    ) throws {
        self.book = book
        self.period = period
        self.filter = filter
        let categories = Dictionary(
            ledger.state.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let bills = try ledger.bills(of: book.id, from: period.start, through: period.end)
            .filter { filter.matches($0, categories: categories) }
        var days: [DayGroup] = []
        var months: [Month: MonthSummary] = [:]
        var shown = 0
        for bill in bills.reversed() {
            if days.last?.date != bill.date {
                days.append(DayGroup(date: bill.date, bills: [], income: .zero, expense: .zero))
            }
            if shown < limit ?? Int.max {
                days[days.count - 1].bills.append(bill)
                shown += 1
            }
            switch bill.type {
            case .income: days[days.count - 1].income += bill.amount
            case .expense: days[days.count - 1].expense += bill.amount
            }
            months[bill.date.yearMonth, default: MonthSummary(bills: [])].add(bill)
        }
        let total = MonthSummary.total(of: months.values)
        self.days = days.filter { !$0.bills.isEmpty }
        self.months = months
        self.count = bills.count
        self.omitted = bills.count - shown
        self.income = total.income
        self.expense = total.expense
    }
}
