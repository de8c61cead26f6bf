/// The totals of one book's month, kept in its book's totals file of the year
/// (`bills/<book>/<YYYY>.totals`, ``TotalsFile``) so that all-time views, the month list and the
/// header never read every bill.
package struct MonthSummary: Equatable, Sendable {
    /// The number of bills, transfers included.
    package var count: Int
    /// The sum of the income bills.
    package var income: Money
    /// The sum of the expense bills.
    package var expense: Money
    /// Count and total per category id.
    package var categories: [Category.ID: CategoryTotal]
    /// The month's net flow through each account its bills name (income in, expense out, transfers
    /// out of their source and into their destination, ``Bill/flow(in:)``); an
    /// account whose bills sum to 0 has no entry, so the sums are the same however they were made.
    /// What `timi accounts` adds up instead of reading every month.
    package var accounts: [Account.ID: Money] = [:]
    /// Size and modification time of the month file when the summary was made; a file that no
    /// longer matches was edited by hand, and its summary is rebuilt.
    package var file: FileFingerprint?
    /// The ``ByteHash`` of the month file's bytes when the summary was made (`nil` in summaries of
    /// older ledgers, until the month is next written): a file read with other bytes was edited by
    /// hand even if its size and time were put back, and its summary is rebuilt.
    var contentHash: UInt64?
    /// Size and modification time of the month's change log (``MonthLog``) when the summary was made;
    /// `nil` when there was none. A log that no longer matches was edited by hand.
    package var log: FileFingerprint?
    /// The ``ByteHash`` of the change log's bytes when the summary was made.
    var logHash: UInt64?
    /// The month's sealed logs (``MonthLog``) when the summary was made, as one fingerprint: their
    /// sizes summed and the latest time (``FileFingerprint/sealed(_:)``); `nil` when there were none.
    package var sealed: FileFingerprint?

    /// The summary of `bills`.
    package init(bills: some Sequence<Bill>, file: FileFingerprint? = nil, contentHash: UInt64? = nil) {
        self.init(records: bills, file: file, contentHash: contentHash)
    }

    /// The summary of `bills` as ``Bill``s or as the records of a month file (``MonthFileBill``).
    init(records bills: some Sequence<some MonthFileBill>, file: FileFingerprint?, contentHash: UInt64?) {
        self.init(count: 0, income: .zero, expense: .zero, categories: [:], file: file)
        self.contentHash = contentHash
        for bill in bills { add(record: bill) }
    }

    /// A summary with the given values.
    package init(
        count: Int, income: Money, expense: Money, categories: [Category.ID: CategoryTotal],
        file: FileFingerprint?
    ) {
        self.count = count
        self.income = income
        self.expense = expense
        self.categories = categories
        self.file = file
    }

    /// Income minus expense.
    package var balance: Money { income - expense }

    /// The number of income and expense bills: ``count`` without the transfers, which are neither
    /// and have no category. What `months`, `balance` and the report count.
    var billCount: Int { categories.values.reduce(0) { $0 + $1.count } }

    /// Counts `bill` in.
    package mutating func add(_ bill: Bill) { add(record: bill) }

    /// Counts in `bill`, a ``Bill`` or a month file's record.
    mutating func add(record bill: some MonthFileBill) {
        count += 1
        if let account = bill.account { add(bill.flow(in: account), to: account) }
        switch bill.type {
        case .income: income += bill.amount
        case .expense: expense += bill.amount
        case .transfer:
            // Into its destination too, and into no total of income, expense or category.
            if let toAccount = bill.toAccount { add(bill.flow(in: toAccount), to: toAccount) }
            return
        }
        categories[bill.category, default: CategoryTotal(count: 0, total: .zero)].add(bill.amount)
    }

    /// Adds `amount` (signed) to the flow through `account`, dropping a sum of 0.
    mutating func add(_ amount: Money, to account: Account.ID) {
        let sum = (accounts[account] ?? .zero) + amount
        accounts[account] = sum == .zero ? nil : sum
    }

    /// Whether `summaries` (all those of a ledger, read at once from an older `ledger.json`) hold no
    /// negative count or amount, and sum to less than 2⁶² in each: then no total of any of them can
    /// overflow, even with the bills of hand-edited months added. (Real ledgers stay far below: 2⁶²
    /// cents is 46 million bills of the largest amount.)
    static func areWithinBounds(_ summaries: some Sequence<MonthSummary>) -> Bool {
        var check = BoundsCheck()
        return check.admits(summaries)
    }

    /// ``areWithinBounds(_:)`` of summaries read a few at a time (a totals file each): every batch
    /// checked with all those admitted before it, which are not summed again.
    struct BoundsCheck {
        private var sums: [Int64] = [0, 0, 0, 0, 0]

        /// Whether `summaries` are within the bounds together with those admitted before; when they
        /// are, they are admitted, else nothing changes.
        mutating func admits(_ summaries: some Sequence<MonthSummary>) -> Bool {
            let bound: Int64 = 1 << 62
            var sums = self.sums
            func add(_ value: Int64, at index: Int) -> Bool {
                guard value >= 0, value < bound else { return false }
                sums[index] += value  // both below 2⁶²: cannot overflow
                return sums[index] < bound
            }
            for summary in summaries {
                guard add(Int64(summary.count), at: 0), add(summary.income.cents, at: 1),
                    add(summary.expense.cents, at: 2)
                else { return false }
                for total in summary.categories.values {
                    guard add(Int64(total.count), at: 3), add(total.total.cents, at: 4) else { return false }
                }
            }
            self.sums = sums
            return true
        }
    }

    /// The sum of several summaries (their fingerprints and hashes are dropped).
    package static func total(of summaries: some Sequence<MonthSummary>) -> MonthSummary {
        var sum = MonthSummary(bills: [])
        for summary in summaries {
            sum.count += summary.count
            sum.income += summary.income
            sum.expense += summary.expense
            for (id, total) in summary.categories {
                sum.categories[id, default: CategoryTotal(count: 0, total: .zero)].add(total)
            }
            for (account, flow) in summary.accounts { sum.add(flow, to: account) }
        }
        return sum
    }
}

/// How many bills of one category, and their sum.
package struct CategoryTotal: Equatable, Sendable {
    /// The number of bills.
    package var count: Int
    /// Their sum.
    package var total: Money

    mutating func add(_ amount: Money) {
        count += 1
        total += amount
    }

    mutating func add(_ other: CategoryTotal) {
        count += other.count
        total += other.total
    }
}
