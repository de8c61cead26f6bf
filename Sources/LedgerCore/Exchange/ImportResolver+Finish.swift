extension ImportResolver {
    /// Throws every problem found.
    /// - Returns: the categories created: the refund category, the uncategorised one, then those the
    ///   file names in the order first needed.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)``.
    func finish() throws -> [Category] {
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
        // A category that could not be created matters only once the rows may be booked at all.
        try throwIfAny(fileProblems, rowProblems + (fileProblems.isEmpty ? creationProblems : []))
        let first = [missingRefund?.created, missingUncategorised?.created]
        return first.compactMap { id in created.first { $0.id == id } }
            + created.filter { !first.contains($0.id) }
    }

    /// Creates the refund category (see ``StatementRefunds``) for the row on `line`.
    mutating func createRefund(line: Int) -> MissingCategory {
        let missing = MissingCategory(title: StatementRefunds.categoryTitle, type: .income, line: line)
        let taken = ledger.state.categories.contains { $0.alias == StatementRefunds.categoryAlias }
        create(
            missing,
            alias: taken ? freeAlias(for: missing.title) : StatementRefunds.categoryAlias,
            failure: { Reason("cannot create the refund category: {1}", [$0]) })
        return missing
    }

    /// Creates the category of expenses nothing decided (see ``Category/uncategorisedTitle``) for the
    /// row on `line`.
    mutating func createUncategorised(line: Int) -> MissingCategory {
        let missing = MissingCategory(title: Category.uncategorisedTitle, type: .expense, line: line)
        let taken = ledger.state.categories.contains { $0.alias == Category.uncategorisedAlias }
        create(missing, alias: taken ? freeAlias(for: missing.title) : Category.uncategorisedAlias)
        return missing
    }

    /// Creates a category the file names, with the alias the file gives it when that is free.
    mutating func createNamed(_ missing: MissingCategory) {
        let alias =
            missing.alias.flatMap { alias in
                ledger.state.categories.contains { $0.alias == alias } ? nil : alias
            } ?? freeAlias(for: missing.title)
        create(missing, alias: alias)
    }

    /// Adds `missing` to the ledger (noting its id), or notes why it cannot be.
    private mutating func create(
        _ missing: MissingCategory, alias: String, failure: ((Reason) -> Reason)? = nil
    ) {
        do {
            let category = try ledger.addCategory(title: missing.title, alias: alias, type: missing.type)
            missing.created = category.id
            created.append(category)
        } catch {
            let reason = RowProblem.reason(error)
            creationProblems.append(
                (
                    missing.line,
                    failure?(reason)
                        ?? Reason("cannot create the category '{1}': {2}", [.verbatim(missing.title), reason])
                ))
        }
    }

    private func throwIfAny(_ fileProblems: [Reason], _ rowProblems: [(line: Int, text: Reason)]) throws {
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
