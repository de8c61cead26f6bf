extension TimelineReport {
    /// Gathers a timeline from matching bills given newest first: the totals of every month and day,
    /// and no more bills than the limit needs (in date order, the first ones given; in another
    /// order, the best so far, trimmed as it grows), so that a search of a large ledger keeps little.
    struct Collector {
        let order: BillOrder
        let limit: Int?
        private let precedes: (Bill, Bill) -> Bool
        /// The totals of the matching bills of each month.
        var months: [Month: MonthSummary] = [:]
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
        /// when the month totals are known already. The bills kept are moved, not copied: a month
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

        /// Adds `bills` to the day totals and, when `counted`, to the month totals. A day's bills come
        /// together, so each day is looked up once, not once a bill.
        private mutating func addTotals(of bills: [Bill], counted: Bool) {
            var day: (date: Day, income: Money, expense: Money)?
            for index in bills.indices {
                let date = bills[index].date
                if counted { months[date.yearMonth, default: MonthSummary(bills: [])].add(bills[index]) }
                if let open = day, open.date != date {
                    days[open.date, default: (.zero, .zero)].income += open.income
                    days[open.date, default: (.zero, .zero)].expense += open.expense
                    day = nil
                }
                var totals = day ?? (date, .zero, .zero)
                switch bills[index].type {
                case .income: totals.income += bills[index].amount
                case .expense: totals.expense += bills[index].amount
                }
                day = totals
            }
            if let open = day {
                days[open.date, default: (.zero, .zero)].income += open.income
                days[open.date, default: (.zero, .zero)].expense += open.expense
            }
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
