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

        /// Takes `bill` (older than every bill given before it); `counted: false` when the month
        /// totals are known already.
        mutating func add(_ bill: Bill, counted: Bool = true) {
            if counted { months[bill.date.yearMonth, default: MonthSummary(bills: [])].add(bill) }
            switch bill.type {
            case .income: days[bill.date, default: (.zero, .zero)].income += bill.amount
            case .expense: days[bill.date, default: (.zero, .zero)].expense += bill.amount
            }
            guard let limit else { return kept.append(bill) }
            if order == BillOrder() {
                if kept.count < limit { kept.append(bill) }
                return
            }
            kept.append(bill)
            if kept.count >= 2 * limit + 1024 {
                kept.sort(by: precedes)
                kept.removeLast(kept.count - limit)
            }
        }

        /// The bills to show, in order.
        var shown: [Bill] {
            let sorted = order == BillOrder() ? kept : kept.sorted(by: precedes)
            return limit.map { Array(sorted.prefix($0)) } ?? sorted
        }
    }
}
