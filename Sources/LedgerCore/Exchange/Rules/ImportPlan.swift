/// What an import will book, as the dry run plans it: per category and way of deciding, how many rows
/// and how much; every row left out and why; the totals.
///
/// Made from an ``ImportOutcome`` (`timi import --dry-run`); rendered by `asText` and `asJSON`.
public struct ImportPlan: Sendable {
    /// The rows of one category decided one way.
    public struct Line: Equatable, Sendable {
        /// The category's id.
        public var category: Category.ID
        /// Income or expense.
        public var type: BillType
        /// How the category was chosen.
        public var decision: CategoryDecision
        /// How many rows.
        public var rows: Int
        /// Their sum.
        public var amount: Money
    }

    /// The file's name.
    public var source: String
    /// Whose export the file is (``StatementSource/csv``: timi's own CSV or JSON, or a rules file's).
    public var statement: StatementSource
    /// What was found out about the statement's layout (`nil`: timi's own CSV or JSON).
    public var layout: StatementLayout?
    /// Expense first, then income, then the transfers (one line, their category ``Bill/transferCategory``);
    /// within each, the largest amount first.
    public var lines: [Line]
    /// The rows left out, in the file's order.
    public var skips: [ImportSkip]
    /// The rules whose category rows they matched did not take, being of the other type.
    public var unappliedRules: [UnappliedRule]
    /// The accounts the bills go to, and those the ledger lacks.
    public var accounts: ImportAccounts
    /// A statement's balance column checked (see ``StatementReconciliation``).
    public var reconciliation: StatementReconciliation?
    /// The rows that became transfers between the user's own accounts, or were found booked.
    public var transfers: [ImportTransfer]
    /// The rows made one bill with the other statement's, and those that fit several bills.
    public var links: ImportLinks
    /// The totals to be booked.
    public var income: Money = .zero
    /// The totals to be booked.
    public var expense: Money = .zero
    /// How many bills will be booked.
    public var rows: Int { lines.reduce(0) { $0 + $1.rows } }

    /// The plan of `outcome`.
    public init(_ outcome: ImportOutcome) {
        source = outcome.source
        statement = outcome.statement
        layout = outcome.layout
        skips = outcome.skips
        unappliedRules = outcome.unappliedRules
        accounts = outcome.accounts
        reconciliation = outcome.reconciliation
        transfers = outcome.transfers
        links = outcome.links
        var index: [Line.Key: Int] = [:]
        var lines: [Line] = []
        for (bill, decision) in zip(outcome.imported, outcome.decisions) {
            let key = Line.Key(category: bill.category, type: bill.type, decision: decision)
            if let at = index[key] {
                lines[at].rows += 1
                lines[at].amount = lines[at].amount + bill.amount
            } else {
                index[key] = lines.count
                lines.append(
                    Line(
                        category: bill.category, type: bill.type, decision: decision, rows: 1,
                        amount: bill.amount))
            }
            switch bill.type {
            case .income: income = income + bill.amount
            case .expense: expense = expense + bill.amount
            case .transfer: break  // in neither total: it stays in the ledger
            }
        }
        let order: [BillType: Int] = [.expense: 0, .income: 1, .transfer: 2]
        self.lines = lines.sorted { lhs, rhs in
            lhs.type != rhs.type ? order[lhs.type, default: 0] < order[rhs.type, default: 0] : lhs.amount > rhs.amount
        }
    }
}

extension ImportPlan.Line {
    fileprivate struct Key: Hashable {
        var category: Category.ID
        var type: BillType
        var decision: CategoryDecision
    }
}
