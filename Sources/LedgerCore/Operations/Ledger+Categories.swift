extension Ledger {
    /// The category whose id, title or alias is `query`, else — unless `exactly` — the only one (of
    /// `type`, when given) whose title or alias starts with it. A word that is the title of one
    /// category and the id of another names neither: it is refused, naming both.
    ///
    /// A title may exist once per type: with a `type`, the title of that type wins; without one, a
    /// title that both types have is ambiguous (the alias tells them apart).
    /// - Parameter exactly: `true` for commands that destroy (`category delete` and its `--move-to`):
    ///   a prefix is refused.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)`` with a "did you mean",
    ///   ``LedgerError/ambiguous(kind:query:candidates:)`` or, for a prefix when `exactly`,
    ///   ``LedgerError/refused(_:)``.
    package func category(matching query: String, type: BillType? = nil, exactly: Bool = false) throws
        -> Category
    {
        let needle = query.lowercased()
        let titled = state.categories.filter { $0.title.lowercased() == needle || $0.alias == needle }
        if titled.count > 1 {
            if let one = titled.first(where: { $0.type == type }) { return one }
            throw LedgerError.ambiguous(
                kind: "category", query: query,
                candidates: titled.map {
                    Reason("{1} ({2}, {3})", [.verbatim($0.alias), .verbatim($0.title), $0.type.word])
                })
        }
        let match = NameMatching.match(
            query, in: state.categories, id: \.id, names: { [$0.title, $0.alias] }, exactly: exactly,
            prefixPool: { type == nil || $0.type == type })
        switch match {
        case .one(let category): return category
        case .nameAndID(let named, let withID):
            throw LedgerError.ambiguous(
                kind: "category", query: query,
                candidates: [
                    Reason("the category titled {1} (id {2})", named.title, String(named.id)),
                    Reason("{1} ({2}, id {3})", withID.alias, withID.title, String(withID.id)),
                ])
        case .onlyPrefix(let category):
            throw LedgerError.refused(
                Reason(
                    "'{1}' is only the start of {2} ({3}); give the category's whole title, alias or id",
                    query,
                    category.title, category.alias))
        case .ambiguous(let categories):
            throw LedgerError.ambiguous(
                kind: "category", query: query,
                candidates: categories.map { Reason("{1} ({2})", $0.alias, $0.title) })
        case .none:
            let names = state.categories.filter { type == nil || $0.type == type }.flatMap {
                [$0.alias, $0.title]
            }
            throw LedgerError.notFound(
                kind: "category", query: query, suggestion: NameMatching.suggestion(for: query, among: names))
        }
    }

    /// Adds a category at the end of the list, giving it `icon` (else the first spare icon of its
    /// type) and the next free colour of its type.
    /// - Parameters:
    ///   - alias: the ASCII alias; `nil` uses the title when it is a valid alias, else one made from
    ///     it (`Personal care` → `personal-care`; see ``Category/alias(madeFrom:taken:)``).
    ///   - icon: one of the app's spare icons that no category has (`category add --icon`).
    /// - Throws: ``LedgerError`` for a bad or taken title, alias or icon.
    @discardableResult
    package func addCategory(title: String, alias: String?, type: BillType, icon chosen: String? = nil) throws
        -> Category
    {
        let title = try Category.validatedTitle(title)
        let alias = try alias.map(Category.validatedAlias) ?? madeAlias(for: title)
        try checkUnique(title: title, alias: alias, type: type, except: nil)
        let icon: String
        if let chosen {
            try takeSpareIcon(chosen)
            icon = chosen
        } else if let index = state.spareIcons.firstIndex(where: { $0.type == type }) {
            icon = state.spareIcons.remove(at: index).icon
        } else {
            icon = state.categories.last(where: { $0.type == type })?.icon ?? ""
        }
        let category = Category(
            id: (state.categories.map(\.id).max() ?? 0) + 1, title: title, alias: alias, icon: icon,
            type: type, color: state.freeColor(for: type))
        state.categories.append(category)
        logChange(ChangeRecord("category add {1} ({2})", texts: title, alias))
        return category
    }

    /// The alias of a category added without one: its title when that is an alias (taken or not:
    /// then the title is refused as taken), else one made from it (`Personal care` →
    /// `personal-care`, numbered when taken).
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` for a title with no ASCII letter.
    private func madeAlias(for title: String) throws -> String {
        if let own = try? Category.validatedAlias(title) { return own }
        guard let made = Category.alias(madeFrom: title, taken: Set(state.categories.map(\.alias))) else {
            throw LedgerError.invalidValue(
                field: "category title", value: title,
                reason: title.allSatisfy(\.isASCII)
                    ? "it cannot be its own alias; give an ASCII alias for it with --alias"
                    : "give an ASCII alias for it with --alias")
        }
        return made
    }

    /// Gives a category a new title and/or alias; its bills follow (they refer to its id).
    @discardableResult
    package func renameCategory(_ category: Category, title: String?, alias: String?) throws -> Category {
        var renamed = category
        if let title { renamed.title = try Category.validatedTitle(title) }
        if let alias { renamed.alias = try Category.validatedAlias(alias) }
        try checkUnique(title: renamed.title, alias: renamed.alias, type: category.type, except: category.id)
        guard let index = state.categories.firstIndex(where: { $0.id == category.id }) else { return renamed }
        state.categories[index] = renamed
        logChange(
            ChangeRecord(
                "category rename {1} ({2}) to {3} ({4})", texts: category.title, category.alias, renamed.title,
                renamed.alias))
        return renamed
    }

    /// Deletes a category. One in use is refused unless `target` is given: then its bills, in every
    /// book, are moved to `target` first. The last category of a type cannot be deleted.
    /// - Returns: how many bills were moved.
    @discardableResult
    package func deleteCategory(_ category: Category, movingBillsTo target: Category?) throws -> Int {
        if let target, target.id == category.id || target.type != category.type {
            throw LedgerError.refused(
                target.id == category.id
                    ? Reason(
                        "the bills of {1} ({2}) cannot move to the category being deleted", category.title,
                        category.alias)
                    : Ledger.onlyToAnother(category))
        }
        guard state.categories.contains(where: { $0.type == category.type && $0.id != category.id }) else {
            throw LedgerError.refused(
                Reason(
                    "{1} is the last {2} category; it cannot be deleted",
                    [.verbatim(category.title), category.type.word]))
        }
        if let target, target.type != category.type || target.id == category.id {
            throw LedgerError.refused(Ledger.onlyToAnother(category))
        }
        try moveBudgets(of: category, to: target)
        var inUse: [(Book.ID, Month)] = []
        var count = 0
        for book in state.books {
            for (month, summary) in try summaries(of: book.id) {
                if let total = summary.categories[category.id], total.count > 0 {
                    inUse.append((book.id, month))
                    count += total.count
                }
            }
        }
        if count > 0 {
            guard let target else {
                throw LedgerError.refused(
                    Reason(
                        count == 1
                            ? "{1} ({2}) has {3} bill; move them to another category with --move-to CATEGORY"
                            : "{1} ({2}) has {3} bills; move them to another category with --move-to CATEGORY",
                        category.title, category.alias, String(count)))
            }
            for (book, month) in inUse {
                let moved = try bills(of: book, in: month).map { bill in
                    var bill = bill
                    if bill.category == category.id { bill.category = target.id }
                    return bill
                }
                try monthStore.replaceBills(moved, of: book, in: month)
            }
        }
        try moveRecurringRules(of: category, to: target)
        state.categories.removeAll { $0.id == category.id }
        if let spare = try Seed.spareIcons().first(where: { $0.icon == category.icon }),
            !state.spareIcons.contains(spare)
        {
            state.spareIcons.append(spare)
        }
        if let target, count > 0 {
            logChange(
                ChangeRecord(
                    count == 1
                        ? "category delete {1} ({2}), moving {3} bill to {4}"
                        : "category delete {1} ({2}), moving {3} bills to {4}",
                    texts: category.title, category.alias, String(count), target.title))
        } else {
            logChange(ChangeRecord("category delete {1} ({2})", texts: category.title, category.alias))
        }
        return count
    }

    /// Why bills of `category` may not move to a category of the other type.
    private static func onlyToAnother(_ category: Category) -> Reason {
        Reason(
            "bills of {1} can only move to another {2} category",
            [.verbatim(category.title), category.type.word])
    }

    /// A title is unique among the categories of its type, an alias among all.
    private func checkUnique(title: String, alias: String, type: BillType, except id: Category.ID?) throws {
        for other in state.categories where other.id != id {
            if other.title == title && other.type == type {
                throw LedgerError.refused(
                    Reason("there is already an {1} category titled {2}", [type.word, .verbatim(title)]))
            }
            if other.alias == alias {
                throw LedgerError.refused(
                    Reason("the alias '{1}' is already used by {2}", alias, other.title))
            }
        }
    }
}
