/// Which bills a view shows: of some categories, of one type, within an amount range, naming some
/// accounts, and/or matching a search text. The default shows every bill.
///
/// Used by `timi list` and `timi search` (`--category`, `--income`/`--expense`, `--min`/`--max`, the
/// search text), by `timi ui`, and by `timi import --dry-run` (the bills it would add, by id).
package struct BillFilter: Equatable, Sendable {
    /// Only bills of these categories (none: every category); one is the app's category detail.
    package var categories: [Category]
    /// Only income, or only expense.
    package var type: BillType?
    /// Only bills whose note, payee, category title or alias contains this text, in any case, or
    /// whose amount it names (see ``SearchText``).
    package var search: SearchText?
    /// Only bills of at least this amount.
    package var minimum: Money?
    /// Only bills of at most this amount.
    package var maximum: Money?
    /// Only the bills with these ids.
    package var ids: Set<String>?
    /// Only the bills that move one of these accounts (``Bill/accounts``): what the balances and an
    /// account's register read of a month.
    package var accounts: Set<Account.ID>?

    /// A filter; leave a part `nil` (or empty) to not filter on it. An empty search text filters
    /// nothing.
    package init(
        categories: [Category] = [], type: BillType? = nil, search: String? = nil, minimum: Money? = nil,
        maximum: Money? = nil, ids: Set<String>? = nil, accounts: Set<Account.ID>? = nil
    ) {
        self.categories = categories
        self.type = type
        self.search = search.flatMap { $0.isEmpty ? nil : SearchText($0) }
        self.minimum = minimum
        self.maximum = maximum
        self.ids = ids
        self.accounts = accounts
    }

    /// The one category shown, when exactly one is (the app's category detail); setting it replaces
    /// the categories.
    package var category: Category? {
        get { categories.count == 1 ? categories[0] : nil }
        set { categories = newValue.map { [$0] } ?? [] }
    }

    /// Whether nothing is filtered out.
    package var isEmpty: Bool {
        categories.isEmpty && type == nil && search == nil && minimum == nil && maximum == nil && ids == nil
            && accounts == nil
    }

    /// Whether `bill` passes; `categories` finds the bill's category for the search.
    package func matches(_ bill: Bill, categories: [Category.ID: Category]) -> Bool {
        if !self.categories.isEmpty, !self.categories.contains(where: { $0.id == bill.category }) {
            return false
        }
        if let type, bill.type != type { return false }
        if let minimum, bill.amount < minimum { return false }
        if let maximum, bill.amount > maximum { return false }
        if let ids, !ids.contains(bill.id) { return false }
        if let accounts, !bill.accounts.contains(where: accounts.contains) { return false }
        guard let search else { return true }
        if bill.amount == search.amount || search.isFound(in: bill.note) { return true }
        if let payee = bill.payee, search.isFound(in: payee) { return true }
        guard let category = categories[bill.category] else { return false }
        return search.isFound(in: category.title) || search.isFound(in: category.alias)
    }
}
