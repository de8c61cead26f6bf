extension TimelineReport {
    /// ``textBytes(in:style:)`` of the report that ``init(ledger:book:period:filter:order:limit:)``
    /// makes, laid out straight from a month's files when the view is the whole timeline of a period
    /// within one month — no filter, newest first, no limit, no colour: `timi list` of a month into a
    /// pipe or a file. Each bill is checked as every reader checks it, but no ``Bill`` is made of it
    /// (making and freeing them is costly: docs/PERFORMANCE.md, "Reading a month"); the bytes are the same.
    /// - Returns: `nil` for any other view, or a period without bills: make the report.
    /// - Throws: ``LedgerError`` when the month's files cannot be read or are damaged.
    package static func plainText(
        ledger: some LedgerReading, book: Book, period: Period, filter: BillFilter, order: BillOrder,
        limit: Int?,
        style: TextStyle
    ) throws -> [UInt8]? {
        let month = period.start.yearMonth
        guard filter.isEmpty, order == BillOrder(), limit == nil, !style.color, period.end.yearMonth == month,
            try ledger.months(of: [book.id], from: period.start, through: period.end) == [month]
        else { return nil }
        let stored = try ledger.monthFiles(month, of: [book.id])
        return try StoredMonthReader().withBills(
            of: stored, from: period.start, through: period.end, newestFirst: true
        ) { bills -> [UInt8]? in
            guard !bills.isEmpty else { return nil }
            let (days, ranges) = dayGroups(of: bills)
            let header = TimelineReport(
                book: book, period: period, count: bills.count,
                income: days.reduce(.zero) { $0 + $1.income }, expense: days.reduce(.zero) { $0 + $1.expense }
            )
            var out: [UInt8] = []
            style.render(header.headerLines(style: style) + [TextLine()], into: &out)
            let layout = AxisLayout(state: ledger.state, style: style) { visit in
                for bill in bills { visit(bill.type, bill.amount, bill.category) }
            }
            writeAxis(days, billCount: bills.count, layout: layout, into: &out) { day, out, scratch in
                for index in ranges[day] { layout.writeBill(bills[index], into: &out, scratch: &scratch) }
            }
            return out
        }
    }

    /// The days of `bills` (newest first) with their totals, and where each day's bills are; the
    /// groups hold no ``Bill``.
    private static func dayGroups(of bills: [StoredBookBill]) -> ([DayGroup], [Range<Int>]) {
        var days: [DayGroup] = []
        var ranges: [Range<Int>] = []
        var start = 0
        while start < bills.count {
            var day = DayGroup(date: bills[start].date, bills: [], income: .zero, expense: .zero)
            var end = start
            while end < bills.count && bills[end].date == day.date {
                switch bills[end].type {
                case .income: day.income += bills[end].amount
                case .expense: day.expense += bills[end].amount
                case .transfer: break  // shown, in neither total
                }
                end += 1
            }
            days.append(day)
            ranges.append(start..<end)
            start = end
        }
        return (days, ranges)
    }

    /// A report of the totals alone, whose header ``plainText(ledger:book:period:filter:order:limit:style:)``
    /// writes: the whole timeline of `period`, `count` bills.
    private init(book: Book, period: Period, count: Int, income: Money, expense: Money) {
        self.book = book
        self.period = period
        filter = BillFilter()
        order = BillOrder()
        days = []
        bills = []
        months = [:]
        self.count = count
        omitted = 0
        self.income = income
        self.expense = expense
    }
}
