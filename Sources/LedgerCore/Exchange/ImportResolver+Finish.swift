extension ImportResolver {
    /// Throws every problem found; else creates the missing categories when allowed.
    /// - Returns: the categories created.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)``.
    mutating func finish(createCategories: Bool) throws -> [Category] {
        var fileProblems: [Reason] = []
        if !missingBooks.isEmpty {
            let names = missingBooks.sorted { $0.value.line < $1.value.line }.map {
                describe($0.key, nil, $0.value)
            }
            fileProblems.append(
                Reason(
                    "{1}: unknown books: {2}; add them with 'timi book add', or import every row into one book "
                        + "with --book", [.verbatim(source), list(names)]))
        }
        // A category timi's own export names with its alias is created as it was, unasked.
        let unasked = missingOrder.filter { $0.alias == nil }
        if !unasked.isEmpty && !createCategories {
            let names = unasked.map { describe($0.title, $0.type, ($0.count, $0.line), rule: $0.rule) }
            fileProblems.append(
                Reason(
                    "{1}: unknown categories: {2}; add them with 'timi category add', or pass --create-categories",
                    [.verbatim(source), list(names)]))
        }
        try throwIfAny(fileProblems)
        var newCategories: [Category] = []
        if let refund = missingRefund {
            let taken = ledger.state.categories.contains { $0.alias == StatementRefunds.categoryAlias }
            do {
                let category = try ledger.addCategory(
                    title: StatementRefunds.categoryTitle,
                    alias: taken
                        ? freeAlias(for: StatementRefunds.categoryTitle) : StatementRefunds.categoryAlias,
                    type: .income)
                refund.created = category.id
                newCategories.append(category)
            } catch {
                rowProblems.append(
                    (
                        refund.line,
                        Reason("cannot create the refund category: {1}", [RowProblem.reason(error)])
                    )
                )
            }
        }
        if let uncategorised = missingUncategorised {
            do {
                let taken = ledger.state.categories.contains { $0.alias == Category.uncategorisedAlias }
                let category = try ledger.addCategory(
                    title: Category.uncategorisedTitle,
                    alias: taken ? freeAlias(for: Category.uncategorisedTitle) : Category.uncategorisedAlias,
                    type: .expense)
                uncategorised.created = category.id
                newCategories.append(category)
            } catch {
                rowProblems.append(
                    (
                        uncategorised.line,
                        Reason(
                            "cannot create the category '{1}': {2}",
                            [.verbatim(Category.uncategorisedTitle), RowProblem.reason(error)])
                    ))
            }
        }
        for missing in missingOrder {
            do {
                let alias =
                    missing.alias.flatMap { alias in
                        ledger.state.categories.contains { $0.alias == alias } ? nil : alias
                    } ?? freeAlias(for: missing.title)
                let category = try ledger.addCategory(title: missing.title, alias: alias, type: missing.type)
                missing.created = category.id
                newCategories.append(category)
            } catch {
                rowProblems.append(
                    (
                        missing.line,
                        Reason(
                            "cannot create the category '{1}': {2}",
                            [.verbatim(missing.title), RowProblem.reason(error)])
                    ))
            }
        }
        try throwIfAny([])
        return newCategories
    }

    private func throwIfAny(_ fileProblems: [Reason]) throws {
        guard !fileProblems.isEmpty || !rowProblems.isEmpty else { return }
        let rows = rowProblems.sorted { $0.line < $1.line }.prefix(BillImport.maxListedProblems)
            .map { place($0.line).locate($0.text, in: source) }
        throw LedgerError.invalidRows(
            source: source, problems: Array((fileProblems + rows).prefix(BillImport.maxListedProblems)),
            total: fileProblems.count + rowProblems.count)
    }

    /// The title as alias when it is a valid, unused one; else one made from it (`Personal care` →
    /// `personal-care`); else (a title with no ASCII letter) the first free `importedN`.
    private func freeAlias(for title: String) -> String {
        let taken = Set(ledger.state.categories.map(\.alias))
        if let alias = try? Category.validatedAlias(title), !taken.contains(alias) { return alias }
        if let made = Category.alias(madeFrom: title, taken: taken) { return made }
        var number = 1
        while taken.contains("imported\(number)") { number += 1 }
        return "imported\(number)"
    }

    /// `mels (expense, 2 rows, first on line 4; did you mean 'meals'?)`; with `rule`, the rules file's
    /// line that named it: `饮料 (expense, 2 rows, first on line 26, set by the rule at import.rules:9)`.
    private func describe(
        _ name: String, _ type: BillType?, _ seen: (count: Int, line: Int), rule: String? = nil
    ) -> Reason {
        let candidates =
            type.map { type in
                ledger.state.categories.filter { $0.type == type }.flatMap { [$0.title, $0.alias] }
            }
            ?? ledger.state.books.map(\.name)
        let counted = Reason(
            seen.count == 1 ? "{1} row, first on {2}" : "{1} rows, first on {2}",
            [.verbatim(String(seen.count)), place(seen.line).name])
        let rows = rule.map { Reason("{1}, set by the rule at {2}", [counted, .verbatim($0)]) } ?? counted
        let seenAs = type.map { Reason("{1}, {2}", [$0.word, rows]) } ?? rows
        guard let hint = NameMatching.suggestion(for: name, among: candidates) else {
            return Reason("{1} ({2})", [.verbatim(name), seenAs])
        }
        return Reason("{1} ({2}; did you mean '{3}'?)", [.verbatim(name), seenAs, .verbatim(hint)])
    }

    private func list(_ names: [Reason]) -> Reason {
        let shown = names.prefix(10).dropFirst().reduce(names.first ?? .verbatim("")) {
            Reason("{1}, {2}", [$0, $1])
        }
        return names.count <= 10
            ? shown : Reason("{1}, and {2} more", [shown, .verbatim(String(names.count - 10))])
    }
}
