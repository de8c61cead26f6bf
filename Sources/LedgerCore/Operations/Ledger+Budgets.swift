extension Ledger {
    /// The budget target `query` names: `total` (in any case) for the whole book, else an expense
    /// category by id, title, alias or unique prefix (as ``category(matching:type:exactly:)`` finds it).
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)``, ``LedgerError/ambiguous(kind:query:candidates:)``,
    ///   or ``LedgerError/invalidValue(field:value:reason:)`` for an income category.
    package func budgetTarget(matching query: String) throws -> Budget.Target {
        if query.lowercased() == "total" { return .total }
        let category = try category(matching: query, type: .expense)
        guard category.type == .expense else {
            throw LedgerError.invalidValue(
                field: "budget category", value: query,
                reason: Reason("{1} is an income category; budgets are for expenses", category.title))
        }
        return .category(category.id)
    }

    /// Makes `amount` the monthly budget of `target` in `book` from `month` on, replacing any change
    /// made from that month on; earlier months keep the budget they had. Used by `timi budget set`.
    package func setBudget(_ target: Budget.Target, of book: Book, to amount: Money, from month: Month) {
        state.setBudget(target, of: book.id, to: amount, from: month)
        switch target {
        case .total:
            logChange(
                ChangeRecord(
                    "budget set total {1} from {2} in {3}", texts: amount.description, month.description,
                    book.name))
        case .category:
            logChange(
                ChangeRecord(
                    "budget set {1} {2} from {3} in {4}", texts: state.name(of: target), amount.description,
                    month.description, book.name))
        }
    }

    /// Removes the budget of `target` in `book` from `month` on; earlier months keep theirs. Used by
    /// `timi budget unset`.
    /// - Throws: ``LedgerError/refused(_:)`` when there is no budget from that month on.
    package func unsetBudget(_ target: Budget.Target, of book: Book, from month: Month) throws {
        let later = state.budgets.contains {
            $0.book == book.id && $0.target == target && $0.from >= month && $0.amount != nil
        }
        guard later || state.budget(target, of: book.id, in: month) != nil else {
            throw LedgerError.refused(
                Reason(
                    "{1} has no budget for {2} from {3} on", book.name, state.name(of: target),
                    month.description))
        }
        state.setBudget(target, of: book.id, to: nil, from: month)
        switch target {
        case .total:
            logChange(ChangeRecord("budget unset total from {1} in {2}", texts: month.description, book.name))
        case .category:
            logChange(
                ChangeRecord(
                    "budget unset {1} from {2} in {3}", texts: state.name(of: target), month.description,
                    book.name))
        }
    }

    /// Before `category` is deleted: its budgets, in every book, are added to `target`'s month by
    /// month (the target's bills now include the deleted category's, so its budget covers both).
    /// - Throws: ``LedgerError/refused(_:)`` when the category has a budget and there is no target.
    func moveBudgets(of category: Category, to target: Category?) throws {
        let source = Budget.Target.category(category.id)
        for book in state.books where state.hasBudget(source, of: book.id) {
            guard let target else {
                throw LedgerError.refused(
                    Reason(
                        "{1} ({2}) has a budget in {3}; move it with --move-to CATEGORY, or remove it with "
                            + "'timi budget unset {2} --from MONTH'", category.title, category.alias,
                        book.name))
            }
            let destination = Budget.Target.category(target.id)
            let months = Set(
                state.budgets.filter {
                    $0.book == book.id && ($0.target == source || $0.target == destination)
                }
                .map(\.from)
            ).sorted()
            let merged = months.map { month -> Budget in
                let amounts = [source, destination].compactMap { state.budget($0, of: book.id, in: month) }
                return Budget(
                    book: book.id, target: destination, from: month,
                    amount: amounts.isEmpty ? nil : amounts.reduce(.zero, +))
            }
            state.replaceBudgets(of: book.id, source, with: [])
            state.replaceBudgets(of: book.id, destination, with: merged)
        }
    }
}
