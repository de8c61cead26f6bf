/// timi's own categorising of the import rows that the rules file, the file and the payee's history
/// leave open (`timi import` without `--no-builtin`): a source's own words through a built-in map
/// (``sourceWords(of:)``), and plain words in the payee or note (``keywords``), each naming a default
/// category by its alias.
///
/// A default category is found in the ledger by its alias, else by its seeded title, and only of its
/// type; one the ledger no longer has (deleted, or given another title and alias) is passed over, so
/// that the next step decides: nothing is created. Made once per import; the keywords are looked for
/// once per distinct payee (remembered), and in a row's note only when its payee has none.
struct BuiltinCategories {
    /// What the built-in steps know for rows of one type.
    private struct Steps {
        /// The category each source word means, of the ledger's (see ``sourceWords(of:)``).
        var words: [String: Category] = [:]
        /// The keywords whose category the ledger has, with that category.
        var keywords: [(word: String, category: Category)] = []
        var matcher = KeywordMatcher([])
        /// The keyword found in each payee seen (its index in ``keywords``; `nil`: none).
        var payees: [String: Int?] = [:]

        mutating func keyword(payee: String?, note: String) -> Int? {
            if let payee, !payee.isEmpty {
                let found: Int?
                if let known = payees[payee] {
                    found = known
                } else {
                    found = matcher.match(in: payee)
                    payees[payee] = found
                }
                // A note that is the payee cut short says nothing more.
                if found != nil || payee.hasPrefix(note) { return found }
            }
            return note.isEmpty ? nil : matcher.match(in: note)
        }
    }

    private var expense = Steps()
    private var income = Steps()

    /// The built-in steps for rows of `source`, with the categories of `state`.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` if the embedded default categories cannot
    ///   be read.
    init(state: LedgerState, source: StatementSource) throws {
        let seeded = try Seed.categories()
        func category(_ alias: String) -> Category? {
            guard let seed = seeded.first(where: { $0.alias == alias }) else { return nil }
            return state.categories.first { $0.type == seed.type && $0.alias == alias }
                ?? state.categories.first { $0.type == seed.type && $0.title == seed.title }
        }
        for (word, alias) in BuiltinCategories.sourceWords(of: source) {
            guard let found = category(alias) else { continue }
            if found.type == .income { income.words[word] = found } else { expense.words[word] = found }
        }
        for (alias, words) in BuiltinCategories.keywords {
            guard let found = category(alias) else { continue }
            let listed = words.map { (word: $0, category: found) }
            if found.type == .income { income.keywords += listed } else { expense.keywords += listed }
        }
        expense.matcher = KeywordMatcher(expense.keywords.map(\.word))
        income.matcher = KeywordMatcher(income.keywords.map(\.word))
    }

    /// The category of a row of `type` that nothing before decided, and how it was found, if a built-in
    /// step finds one: the source's category word, else a keyword of the payee, else of the note, else
    /// the source's kind of transaction.
    /// - Parameters:
    ///   - word: the source's own category for the row (Alipay's 交易分类, Monzo's Category), if any.
    ///   - kind: the source's word for the sort of transaction (WeChat Pay's 交易类型), or empty.
    mutating func category(
        type: BillType, word: String?, payee: String?, note: String, kind: String
    ) -> (Category, CategoryDecision)? {
        let words = type == .income ? income.words : expense.words
        if let word, let found = words[word] { return (found, .sourceWord(word)) }
        let keyword =
            type == .income
            ? income.keyword(payee: payee, note: note).map { income.keywords[$0] }
            : expense.keyword(payee: payee, note: note).map { expense.keywords[$0] }
        if let (word, found) = keyword { return (found, .keyword(word)) }
        guard !kind.isEmpty else { return nil }
        // 微信红包（单发） is 微信红包.
        let plainKind = String(kind.prefix { $0 != "（" && $0 != "(" })
        return words[plainKind].map { ($0, .sourceWord(plainKind)) }
    }
}
