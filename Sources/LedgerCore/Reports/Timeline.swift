/// The bills of a period grouped by day, newest first: the app's home screen and, filtered by a
/// category, its category detail.
///
/// Every total is a true total of what it names: the report's totals cover all the bills that match
/// in the period, a day's and a month's totals all the matching bills of that day and month, even
/// when a limit shows only the newest bills. Used by `timi list` (and `timi` alone).
public struct TimelineReport: Equatable, Sendable {
    /// One day of the timeline: its bills shown, newest first, and the totals of all its bills.
    public struct DayGroup: Equatable, Sendable {
        /// The day.
        public var date: Day
        /// Its bills shown, newest first.
        public var bills: [Bill]
        /// The sum of all its matching income bills.
        public var income: Money
        /// The sum of all its matching expense bills.
        public var expense: Money
    }

    /// The book reported on.
    public var book: Book
    /// The days reported on.
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
    /// The sum of the matching income bills.
    public var income: Money
    /// The sum of the matching expense bills.
    public var expense: Money
    /// Income minus expense.
    public var balance: Money { income - expense }
    /// The bills shown, newest first.
    public var bills: [Bill] { days.flatMap(\.bills) }

    /// The bills of `book` in `period` that pass `filter`; with a `limit`, only the newest `limit`
    /// of them are shown. Unfiltered, limited and over whole months, the totals come from the month
    /// summaries and only the newest months needed are read.
    /// - Throws: ``LedgerError`` when a month file cannot be read.
    public init(
        ledger: some LedgerReading, book: Book, period: Period, filter: BillFilter = BillFilter(),
        limit: Int? = nil
    ) throws {
        let (first, last) = (period.start.yearMonth, period.end.yearMonth)
        guard let limit, filter.isEmpty, period.start == first.firstDay, period.end == last.lastDay else {
            let categories = Dictionary(
                ledger.state.categories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let bills = try ledger.bills(of: book.id, from: period.start, through: period.end)
                .filter { filter.matches($0, categories: categories) }
            self.init(book: book, period: period, filter: filter, bills: bills, limit: limit)
            return
        }
        var months: [Month: MonthSummary] = [:]
        for (month, summary) in try ledger.summaries(of: book.id) where month >= first && month <= last {
            months[month] = MonthSummary(
                count: summary.count, income: summary.income, expense: summary.expense,
                categories: summary.categories, file: nil)
        }
        var bills: [Bill] = []
        for month in months.keys.sorted(by: >) where bills.count < limit {
            bills = try ledger.bills(of: book.id, in: month) + bills
        }
        self.init(book: book, period: period, filter: filter, bills: bills, months: months, limit: limit)
    }

    /// The report of `bills`, the matching bills of `book` in `period` in chronological order; the
    /// totals of each month are theirs unless `months` gives them. Used by `timi import --dry-run`
    /// for the bills it would add.
    init(
        book: Book, period: Period, filter: BillFilter, bills: [Bill], months: [Month: MonthSummary]? = nil,
        limit: Int? = nil
    ) {
        self.book = book
        self.period = period
        self.filter = filter
        var days: [DayGroup] = []
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
        }
        let months =
            months
            ?? bills.reduce(into: [:]) { $0[$1.date.yearMonth, default: MonthSummary(bills: [])].add($1) }
        let total = MonthSummary.total(of: months.values)
        self.days = days.filter { !$0.bills.isEmpty }
        self.months = months
        self.count = total.count
        self.omitted = total.count - shown
        self.income = total.income
        self.expense = total.expense
    }
}
