extension LedgerState {
    /// The budget of `target` in `book` for `month`: the amount of the latest change made from that
    /// month or before, `nil` when there is none (or it was unset).
    ///
    /// Used by ``BudgetReport`` and the budget operations.
    package func budget(_ target: Budget.Target, of book: Book.ID, in month: Month) -> Money? {
        var latest: Budget?
        for change in budgets where change.book == book && change.target == target && change.from <= month {
            if latest.map({ change.from > $0.from }) ?? true { latest = change }
        }
        return latest?.amount
    }

    /// The targets that `book` has a budget for in `month`: the total first, then the categories in
    /// display order.
    func budgetedTargets(of book: Book.ID, in month: Month) -> [Budget.Target] {
        let targets = Set(budgets.filter { $0.book == book }.map(\.target))
        let order = [Budget.Target.total] + categories.map { Budget.Target.category($0.id) }
        return order.filter { targets.contains($0) && budget($0, of: book, in: month) != nil }
    }

    /// Whether `target` of `book` has a budget in some month.
    func hasBudget(_ target: Budget.Target, of book: Book.ID) -> Bool {
        budgets.contains { $0.book == book && $0.target == target && $0.amount != nil }
    }

    /// Makes the budget of `target` in `book` `amount` (none when `nil`) from `month` on, replacing
    /// the changes made from that month on; earlier months keep theirs.
    mutating func setBudget(_ target: Budget.Target, of book: Book.ID, to amount: Money?, from month: Month) {
        let earlier = budgets.filter { $0.book == book && $0.target == target && $0.from < month }
        replaceBudgets(
            of: book, target,
            with: earlier + [Budget(book: book, target: target, from: month, amount: amount)])
    }

    /// Replaces the changes of `target` in `book` with `changes` (in month order), dropping those
    /// that change nothing, and keeps ``budgets`` ordered by book, target and month.
    mutating func replaceBudgets(of book: Book.ID, _ target: Budget.Target, with changes: [Budget]) {
        var kept: [Budget] = []
        for change in changes where change.amount != (kept.last?.amount ?? nil) { kept.append(change) }
        budgets.removeAll { $0.book == book && $0.target == target }
        budgets += kept
        budgets.sort { ($0.book, $0.target, $0.from) < ($1.book, $1.target, $1.from) }
    }
}

extension LedgerState {
    /// How `target` is named in messages and views: `total`, or the category's title (its id when
    /// the category is gone).
    package func name(of target: Budget.Target) -> String {
        switch target {
        case .total: return "total"
        case .category(let id): return category(id)?.title ?? String(id)
        }
    }
}

extension LedgerState {
    /// The budgets that cannot apply, with what is wrong with each: of a book or category that no
    /// longer exists, or of an income category (a hand-edited `ledger.json`). `timi doctor` removes them.
    func strayBudgets() -> [(budget: Budget, problem: Reason)] {
        budgets.compactMap { budget in
            guard book(budget.book) != nil else {
                return (budget, .init("of book {1}, which does not exist", String(budget.book)))
            }
            guard case .category(let id) = budget.target else { return nil }
            guard let category = category(id) else {
                return (budget, .init("of category {1}, which does not exist", String(id)))
            }
            return category.type == .income
                ? (budget, .init("of {1}, an income category", category.title)) : nil
        }
    }
}
