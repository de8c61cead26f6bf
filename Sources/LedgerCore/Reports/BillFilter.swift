/// Which bills a view shows: of one category, of one type, and/or whose note, payee or category
/// matches a search text. The default shows every bill.
///
/// Used by `timi list` (`--category`, `--income`/`--expense`, `--search`), and by `timi import
/// --dry-run` (the bills it would add, by id).
public struct BillFilter: Equatable, Sendable {
    /// Only bills of this category (the app's category detail).
    public var category: Category?
    /// Only income, or only expense.
    public var type: BillType?
    /// Only bills whose note, payee, category title or category alias contains this text, ignoring
    /// case.
    public var search: String?
    /// Only the bills with these ids.
    public var ids: Set<String>?

    /// A filter; leave a part `nil` to not filter on it.
    public init(
        category: Category? = nil, type: BillType? = nil, search: String? = nil, ids: Set<String>? = nil
    ) {
        self.category = category
        self.type = type
        self.search = search
        self.ids = ids
    }

    /// Whether nothing is filtered out.
    public var isEmpty: Bool { category == nil && type == nil && (search ?? "").isEmpty && ids == nil }

    /// Whether `bill` passes; `categories` finds the bill's category for the search.
    public func matches(_ bill: Bill, categories: [Category.ID: Category]) -> Bool {
        if let category, bill.category != category.id { return false }
        if let type, bill.type != type { return false }
        if let ids, !ids.contains(bill.id) { return false }
        guard let search = search?.lowercased(), !search.isEmpty else { return true }
        if bill.note.lowercased().contains(search) { return true }
        if bill.payee?.lowercased().contains(search) == true { return true }
        guard let category = categories[bill.category] else { return false }
        return category.title.lowercased().contains(search) || category.alias.contains(search)
    }
}
