extension TimelineReport {
    /// Gathers a timeline from matching bills given newest first: the totals of every month and day,
    /// and no more bills than the limit needs (in date order, the first ones given; in another
    /// order, the best so far, trimmed as it grows), so that a search of a large ledger keeps little.
    struct Collector {
        let order: BillOrder
        let limit: Int?
        private let precedes: (Bill, Bill) -> Bool
        /// The totals of the matching bills of each month: counted from the bills, or, unfiltered,
        /// the months' summaries (see ``totals``).
        var months: [Month: MonthSummary] = [:]
        /// The count, income and expense of the bills given of each month whose summary was taken
        /// rather than counted: they replace the summary's (``totals``), which may be older than the
        /// file (a same-size edit by hand with its time put back keeps its fingerprint).
        private var tallies: [Month: (count: Int, income: Money, expense: Money)] = [:]
        /// The income and expense totals of each day with matching bills.
        private(set) var days: [Day: (income: Money, expense: Money)] = [:]
        /// The bills that may be shown, given order first.
        private(set) var kept: [Bill] = []

        init(order: BillOrder, categories: [Category], limit: Int?) {
            self.order = order
            self.limit = limit
            precedes = order.comparison(categories: categories)
        }

        /// Takes `bills`, newest first and older than every bill given before them; `counted: false`
        /// when the months' summaries stand for their totals (their count and sums are still tallied
        /// from the bills given). The bills kept are moved, not copied: a month
        /// of thousands of bills shown whole is handed on as it came.
        mutating func add(_ bills: consuming [Bill], counted: Bool = true) {
            var bills = bills
            addTotals(of: bills, counted: counted)
            guard let limit else { return keep(bills) }
            if order == BillOrder() {
                bills.removeSubrange(min(bills.count, max(0, limit - kept.count))...)
                return keep(bills)
            }
            keep(bills)
            if kept.count >= 2 * limit + 1024 {
                kept.sort(by: precedes)
                kept.removeLast(kept.count - limit)
            }
        }

        /// Adds `bills` to the day totals and, when `counted`, to the month totals (else to the
        /// months' tallies). A day's bills come together, so each day is looked up once, not once a bill.
        private mutating func addTotals(of bills: [Bill], counted: Bool) {
            var day: Tally?
            for index in bills.indices {
                let date = bills[index].date
                if counted { months[date.yearMonth, default: MonthSummary(bills: [])].add(bills[index]) }
                if let open = day, open.date != date {
                    close(open, counted: counted)
                    day = nil
                }
                var tally = day ?? Tally(date: date)
                tally.count += 1
                switch bills[index].type {
                case .income: tally.income += bills[index].amount
                case .expense: tally.expense += bills[index].amount
                case .transfer: break  // shown, in no day's income or expense
                }
                day = tally
            }
            if let open = day { close(open, counted: counted) }
        }

        /// The bills of one day given together.
        private struct Tally {
            let date: Day
            var count = 0
            var income = Money.zero
            var expense = Money.zero
        }

        /// Adds a day's totals to the day's and, when not `counted`, to its month's tally.
        private mutating func close(_ day: Tally, counted: Bool) {
            days[day.date, default: (.zero, .zero)].income += day.income
            days[day.date, default: (.zero, .zero)].expense += day.expense
            guard !counted else { return }
            tallies[day.date.yearMonth, default: (0, .zero, .zero)].count += day.count
            tallies[day.date.yearMonth, default: (0, .zero, .zero)].income += day.income
            tallies[day.date.yearMonth, default: (0, .zero, .zero)].expense += day.expense
        }

        /// The totals of each month: ``months``, with the count, income and expense of every month
        /// whose bills were given all counted from them.
        var totals: [Month: MonthSummary] {
            var totals = months
            for (month, tally) in tallies {
                totals[month, default: MonthSummary(bills: [])].count = tally.count
                totals[month, default: MonthSummary(bills: [])].income = tally.income
                totals[month, default: MonthSummary(bills: [])].expense = tally.expense
            }
            return totals
        }

        private mutating func keep(_ bills: consuming [Bill]) {
            if kept.isEmpty {
                kept = bills
            } else {
                kept.append(contentsOf: bills)
            }
        }

        /// The bills to show, in order.
        var shown: [Bill] {
            let sorted = order == BillOrder() ? kept : kept.sorted(by: precedes)
            guard let limit, sorted.count > limit else { return sorted }
            return Array(sorted.prefix(limit))
        }
    }
}
