/// What an import will book, as the dry run plans it: per category and way of deciding, how many rows
/// and how much; every row left out and why; the totals.
///
/// Made from an ``ImportOutcome`` (`timi import --dry-run`); rendered by `asText` and `asJSON`.
package struct ImportPlan: Sendable {
    /// The rows of one category decided one way.
    package struct Line: Equatable, Sendable {
        /// The category's id.
        package var category: Category.ID
        /// Income or expense.
        package var type: BillType
        /// How the category was chosen.
        var decision: CategoryDecision
        /// How many rows.
        package var rows: Int
        /// Their sum.
        package var amount: Money
    }

    /// The file's name.
    package var source: String
    /// Whose export the file is (``StatementSource/csv``: timi's own CSV or JSON, or a rules file's).
    package var statement: StatementSource
    /// What was found out about the statement's layout (`nil`: timi's own CSV or JSON).
    package var layout: StatementLayout?
    /// Expense first, then income, then the transfers (one line, their category ``Bill/transferCategory``);
    /// within each, the largest amount first.
    package var lines: [Line]
    /// The rows left out, in the file's order.
    var skips: [ImportSkip]
    /// The rules whose category rows they matched did not take, being of the other type.
    var unappliedRules: [UnappliedRule]
    /// The accounts the bills go to, and those the ledger lacks.
    package var accounts: ImportAccounts
    /// A statement's balance column checked (see ``StatementReconciliation``).
    var reconciliation: StatementReconciliation?
    /// The rows that became transfers between the user's own accounts, or were found booked.
    var transfers: [ImportTransfer]
    /// The rows made one bill with the other statement's, and those that fit several bills.
    package var links: ImportLinks
    /// The totals to be booked.
    package var income: Money = .zero
    /// The totals to be booked.
    package var expense: Money = .zero
    /// How many bills will be booked.
    package var rows: Int { lines.reduce(0) { $0 + $1.rows } }

    /// The plan of `outcome`.
    package init(_ outcome: ImportOutcome) {
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
