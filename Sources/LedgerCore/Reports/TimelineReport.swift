/// The bills of a period grouped by day, newest first: the app's home screen and, filtered by a
/// category, its category detail; sorted by amount or category, a flat list instead.
///
/// Every total is a true total of what it names: the report's totals cover all the bills that match
/// in the period, a day's and a month's totals all the matching bills of that day and month, even
/// when a limit shows only some of them. Used by `timi list`, `timi search` (and `timi` alone).
package struct TimelineReport: Equatable, Sendable {
    /// One day of the timeline: its bills shown, newest first, and the totals of all its bills.
    package struct DayGroup: Equatable, Sendable {
        /// The day.
        package var date: Day
        /// Its bills shown, newest first: a part of the report's ``TimelineReport/bills``.
        package var bills: ArraySlice<Bill>
        /// The sum of all its matching income bills.
        package var income: Money
        /// The sum of all its matching expense bills.
        package var expense: Money
    }

    /// The book reported on.
    package var book: Book
    /// The days reported on.
    package var period: Period
    /// Which bills were asked for.
    package var filter: BillFilter
    /// The order of the bills shown.
    package var order: BillOrder
    /// In date order, the days with bills shown, in that order (newest first unless reversed);
    /// empty in the other orders.
    package var days: [DayGroup]
    /// The bills shown, in ``order``.
    package var bills: [Bill]
    /// The totals of the matching bills of each month (by their summary's count, income, expense).
    package var months: [Month: MonthSummary]
    /// The number of matching bills, shown or not.
    package var count: Int
    /// The number of matching bills left out by the limit.
    var omitted: Int
    /// The sum of the matching income bills.
    package var income: Money
    /// The sum of the matching expense bills.
    package var expense: Money
    /// Income minus expense.
    package var balance: Money { income - expense }

    /// The bills of `book` in `period` that pass `filter`, in `order`; with a `limit`, only the first
    /// `limit` of them in that order are shown.
    ///
    /// The months are read one at a time, newest first, and only the matching bills are kept (a
    /// month file as timi wrote it is searched before its bills are built), so memory follows what
    /// matches rather than the ledger. Unfiltered over whole months, the totals come from the month
    /// summaries; newest first and limited, too, only the newest months needed are read.
    /// - Throws: ``LedgerError`` when a month file cannot be read.
    package init(
        ledger: some LedgerReading, book: Book, period: Period, filter: BillFilter = BillFilter(),
        order: BillOrder = BillOrder(), limit: Int? = nil
    ) throws {
        let (first, last) = (period.start.yearMonth, period.end.yearMonth)
        // The months come from the files, not the summaries: checking every month's summary would
        // read a month edited by hand outside the period, and a damaged one would stop this view.
        let months = try ledger.months(of: book.id).filter { $0 >= first && $0 <= last }.sorted(by: >)
        var collector = Collector(order: order, categories: ledger.state.categories, limit: limit)
        // Unfiltered over whole months, the totals are the months' summaries: no bill is counted in
        // them (a category's total), but the count and sums of a month read are its bills' own.
        let counted = !filter.isEmpty || period.start != first.firstDay || period.end != last.lastDay
        if !counted, let oldest = months.last {
            let summaries = try ledger.summaries(of: book.id, in: oldest...months[0])
            for month in months {
                guard let summary = summaries[month] else { continue }
                collector.months[month] = MonthSummary(
                    count: summary.count, income: summary.income, expense: summary.expense,
                    categories: summary.categories, file: nil)
            }
        }
        if !counted, let limit, order == BillOrder() {
            // Newest first and limited: only the newest months needed are read.
            for month in months where collector.kept.count < limit {
                collector.add(try ledger.bills(of: book.id, in: month).reversed(), counted: false)
            }
        } else {
            try ledger.forEachMonth(of: book.id, months, matching: filter) { bills in
                var bills = bills
                bills.removeAll { $0.date < period.start || $0.date > period.end }
                // Reversed where they are: `bills.reverse()` would copy each bill as it swaps.
                bills.withUnsafeMutableBufferPointer { $0.reverse() }
                collector.add(consume bills, counted: counted)
            }
        }
        self.init(book: book, period: period, filter: filter, collected: collector)
    }

    /// The report of `bills`, the matching bills of `book` in `period` in chronological order. Used
    /// by `timi import --dry-run` for the bills it would add.
    init(book: Book, period: Period, filter: BillFilter, bills: [Bill]) {
        var collector = Collector(order: BillOrder(), categories: [], limit: nil)
        collector.add(bills.reversed())
        self.init(book: book, period: period, filter: filter, collected: collector)
    }

    private init(book: Book, period: Period, filter: BillFilter, collected: Collector) {
        self.book = book
        self.period = period
        self.filter = filter
        order = collected.order
        bills = collected.shown
        days = []
        if order.groupsByDay {
            var start = bills.startIndex
            while start < bills.endIndex {
                let date = bills[start].date
                var end = start + 1
                while end < bills.endIndex && bills[end].date == date { end += 1 }
                let totals = collected.days[date] ?? (.zero, .zero)
                days.append(
                    DayGroup(date: date, bills: bills[start..<end], income: totals.income, expense: totals.expense))
                start = end
            }
        }
        months = collected.totals
        let total = MonthSummary.total(of: months.values)
        count = total.count
        omitted = total.count - bills.count
        income = total.income
        expense = total.expense
    }
}
