/// How an imported row's category was chosen: what the dry run's plan shows for each row.
enum CategoryDecision: Hashable, Sendable {
    /// The file's own category column.
    case file
    /// An `if` block of the rules file: its `category` action at `FILE:LINE`.
    case rule(String)
    /// The category most used for the row's payee in the book (see ``PayeeHistory``).
    case learned
    /// The source's own word for the row (Alipay's 交易分类 `餐饮美食`, Monzo's `eating_out`, WeChat
    /// Pay's 交易类型 `微信红包`), through timi's built-in map of each source's words.
    case sourceWord(String)
    /// A keyword of timi's built-in list found in the row's payee or note (`滴滴`, `UBER`).
    case keyword(String)
    /// Nothing else chose one: `--fallback`, else the type's first category.
    case fallback
}

extension CategoryDecision: CustomStringConvertible {
    /// `rule at bank.rules:4`, `learned from the payee`, `the file's category 餐饮美食`,
    /// `built-in keyword UBER`, `fallback`, `the file`.
    package var description: String { description(in: .english) }

    /// The decision in `language`: `rule at bank.rules:4`, `规则 bank.rules:4`.
    package func description(in language: Language) -> String {
        switch self {
        case .file: return language.text("the file")
        case .rule(let place): return language.text("rule at {1}", place)
        case .learned: return language.text("learned from the payee")
        case .sourceWord(let word): return language.text("the file's category {1}", word)
        case .keyword(let word): return language.text("built-in keyword {1}", word)
        case .fallback: return language.text("fallback")
        }
    }
}

extension CategoryDecision {
    /// ``description(in:)`` with a rules file named by its base name (`rule at import.rules:3`, not the
    /// whole path): the plan's DECIDED BY column, which the category column shares the line with.
    func shortDescription(in language: Language) -> String {
        guard case .rule(let place) = self, let slash = place.lastIndex(of: "/") else {
            return description(in: language)
        }
        return CategoryDecision.rule(String(place[place.index(after: slash)...])).description(in: language)
    }
}

/// The categories a book's bills have had for each payee, to categorise rows no rule decides
/// (`timi import` without `--no-learn`).
struct PayeeHistory {
    /// By book, then lower-cased payee: how many bills each category has.
    private var counts: [Book.ID: [String: [Category.ID: Int]]] = [:]

    /// Counts `bill`'s category for its payee.
    mutating func add(_ bill: Bill) {
        guard let payee = bill.payee else { return }
        counts[bill.book, default: [:]][payee.lowercased(), default: [:]][bill.category, default: 0] += 1
    }

    /// Counts `count` bills of `book` with `payee` (in lower case) in `category`: a month's, as the
    /// import-key index keeps them.
    mutating func add(payee: String, book: Book.ID, category: Category.ID, count: Int) {
        counts[book, default: [:]][payee, default: [:]][category, default: 0] += count
    }

    /// The category of `type` most used for `payee` in `book` (the lowest id among equals), if any.
    func category(for payee: String, in book: Book.ID, type: BillType, state: LedgerState) -> Category? {
        guard let seen = counts[book]?[payee.lowercased()] else { return nil }
        var best: (category: Category, count: Int)?
        for (id, count) in seen {
            guard let category = state.category(id), category.type == type else { continue }
            if let current = best,
                current.count > count || (current.count == count && current.category.id < id)
            {
                continue
            }
            best = (category, count)
        }
        return best?.category
    }
}
