#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A quick look at a bill's line in a month file, as timi writes it (``MonthFile/encode(_:into:)``:
/// keys sorted, `amount` then `category` first, no escapes in a plain note), that lets through every
/// bill a ``BillFilter`` matches and few others, so that a search builds only those bills.
///
/// It reads the amount and the category, sees whether the line names an account (`account`, sorted
/// first, is on every bill that moves one), and looks for the search text in the note and the payee
/// with ASCII letters folded to lowercase. Whatever it cannot judge on the bytes — a line of another
/// shape, an escape, a text with cased letters beyond ASCII, a filter by id — it lets through, and
/// the bill is then built and checked by ``BillFilter/matches(_:categories:)``. Used by
/// ``MonthStore``'s search of a month.
struct BillSieve {
    /// The categories a bill may have (`nil`: any), from the filter's categories and type.
    private let allowed: Set<Category.ID>?
    private let minimum: Money?
    private let maximum: Money?
    /// The search, if any.
    private let search: SearchText?
    /// The categories whose title or alias the search text finds.
    private let found: Set<Category.ID>
    /// The search text's lowercase bytes, when it can be looked for in folded bytes.
    private let needle: [UInt8]?
    /// See ``SearchText/rawCompanions``.
    private let companions: [[UInt8]]
    /// Whether every line must be built (a filter by id).
    let admitsAll: Bool
    /// Whether only bills that name an account pass (a filter by account).
    private let namesAccount: Bool

    /// The sieve of `filter`, over the ledger's `categories`.
    init(_ filter: BillFilter, categories: [Category.ID: Category]) {
        var allowed = filter.categories.isEmpty ? nil : Set(filter.categories.map(\.id))
        if let type = filter.type {
            let ofType = Set(categories.values.filter { $0.type == type }.map(\.id))
            allowed = allowed?.intersection(ofType) ?? ofType
        }
        self.allowed = allowed
        minimum = filter.minimum
        maximum = filter.maximum
        search = filter.search
        found = Set(
            categories.values.filter { category in
                filter.search.map { $0.isFound(in: category.title) || $0.isFound(in: category.alias) }
                    ?? false
            }.map(\.id))
        needle = filter.search.flatMap { $0.isFoldable ? $0.needle : nil }
        companions = filter.search?.rawCompanions ?? []
        admitsAll = filter.ids != nil
        namesAccount = filter.accounts != nil
    }

    /// Whether the sieve looks for text (and so needs the lines folded).
    var readsText: Bool { needle != nil }

    // The keys, as instance constants: a static one costs a `swift_once` check on every line.
    private let amountKey = Array("{\"amount\":\"".utf8)
    private let categoryKey = Array("\",\"category\":".utf8)
    /// Searched from its `n`, a letter that no key or value between the category and the note holds.
    private let noteKey = Array("note\":\"".utf8)
    /// From the note's closing quote.
    private let payeeKey = Array("\",\"payee\":\"".utf8)

    /// Whether the bill on `line` may match; `folded` is the same line with ASCII letters in
    /// lowercase.
    func admits(_ line: UnsafeBufferPointer<UInt8>, folded: UnsafeBufferPointer<UInt8>) -> Bool {
        // A line that begins with its amount has no `account` key, so moves no account.
        if namesAccount, Self.has(amountKey, in: line, at: 0) { return false }
        guard !admitsAll, let base = line.baseAddress, memchr(base, 0x5C, line.count) == nil,  // a backslash: an escape
            Self.has(amountKey, in: line, at: 0)
        else { return true }
        var index = amountKey.count
        let amountStart = index
        while index < line.count && line[index] != UInt8(ascii: "\"") { index += 1 }
        let amount = Money(decimalBytes: UnsafeBufferPointer(rebasing: line[amountStart..<index]))
        guard let amount, Self.has(categoryKey, in: line, at: index) else { return true }
        index += categoryKey.count
        var category = 0
        while index < line.count, line[index] &- UInt8(ascii: "0") < 10, category < 1 << 40 {
            category = category * 10 + Int(line[index] &- UInt8(ascii: "0"))
            index += 1
        }
        if let allowed, !allowed.contains(category) { return false }
        if let minimum, amount < minimum { return false }
        if let maximum, amount > maximum { return false }
        guard let search else { return true }
        if found.contains(category) || amount == search.amount { return true }
        guard let needle else { return true }
        if companions.contains(where: { SearchText.contains(line, $0) }) { return true }
        guard let note = Self.value(after: noteKey, in: folded, from: index) else { return true }
        if SearchText.contains(UnsafeBufferPointer(rebasing: folded[note]), needle) { return true }
        guard Self.has(payeeKey, in: folded, at: note.upperBound) else { return false }
        let payee = Self.value(after: payeeKey, in: folded, from: note.upperBound)
        return payee.map { SearchText.contains(UnsafeBufferPointer(rebasing: folded[$0]), needle) } ?? true
    }

    /// Whether `line` holds `key` at `index`.
    private static func has(_ key: [UInt8], in line: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + key.count <= line.count, let base = line.baseAddress else { return false }
        return key.withUnsafeBytes { key in
            key.baseAddress.map { memcmp(base + index, $0, key.count) == 0 } ?? true
        }
    }

    /// Where the string value after `key` lies in `line` (the key searched from `start`); `nil` when
    /// the key is not there.
    private static func value(after key: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Range<Int>?
    {
        guard let base = line.baseAddress, let found = SearchText.find(key, in: line, from: start) else {
            return nil
        }
        let valueStart = found + key.count
        guard valueStart <= line.count,
            let end = memchr(base + valueStart, Int32(UInt8(ascii: "\"")), line.count - valueStart)
        else { return nil }
        return valueStart..<UnsafeRawPointer(base).distance(to: end)
    }
}
