/// Books, categories, spare icons and the current book: what `ledger.json` holds besides the month
/// summaries (those belong to the month files, see ``MonthSummary``).
public struct LedgerState: Equatable, Sendable {
    /// The newest `ledger.json` format this timi reads, and the one it writes once a month's change
    /// log was sealed (``MonthLog``): a timi that knows only ``formatWithLogs`` would read such a
    /// month without its sealed logs, so it must refuse the ledger.
    package static let format = 3
    /// The format of a ledger once it has a month's change log: a timi that knows only
    /// ``formatWithoutLogs`` would read such a month without its log, so it must refuse the ledger.
    static let formatWithLogs = 2
    /// The format of a ledger that never had a change log.
    static let formatWithoutLogs = 1

    /// The format `ledger.json` is written in: ``formatWithoutLogs`` until a change log is written,
    /// then ``formatWithLogs``, then ``format`` once a log is sealed; only ever raised.
    var fileFormat = LedgerState.formatWithoutLogs

    /// In display order; never empty.
    public var books: [Book]
    /// In display order: the seeded ones in the app's order, then those added.
    public var categories: [Category]
    /// Icons not yet given to a category.
    var spareIcons: [SpareIcon]
    /// The id of the book that commands use without `--book` (`timi book use`).
    public var currentBook: Book.ID
    /// The monthly budgets of every book, as changes ordered by book, target and month (see
    /// ``Budget``); written to `ledger.json` only when there are some.
    package internal(set) var budgets: [Budget] = []
    /// The recurring rules of every book, in the order they were added (`timi recurring`).
    package var recurring: [RecurringRule] = []
    /// The accounts, ledger-wide, in display order (`timi account`); written to `ledger.json` only
    /// when there are some.
    public internal(set) var accounts: [Account] = []

    /// The state of a new ledger: the seeded categories and spare icons, and the book 日常账本 with
    /// `currency` (checked by the caller).
    /// - Parameter titles: the language of the categories' titles and the book's name: the app's
    ///   Chinese ones (日常账本, 用餐…), or English ones (Daily, Meals…) for a ledger made by someone
    ///   who reads English; the aliases are the same.
    package static func seeded(currency: String = Book.defaultCurrency, titles: Language = .chinese) throws
        -> LedgerState
    {
        LedgerState(
            books: [Book(id: 1, name: Seed.firstBookName(in: titles), currency: currency)],
            categories: try Seed.categories(in: titles), spareIcons: try Seed.spareIcons(), currentBook: 1)
    }

    /// The book with `id`, if any.
    public func book(_ id: Book.ID) -> Book? { books.first { $0.id == id } }

    /// The account with `id`, if any.
    public func account(_ id: Account.ID) -> Account? { accounts.first { $0.id == id } }

    /// The category with `id`, if any.
    public func category(_ id: Category.ID) -> Category? { categories.first { $0.id == id } }

    /// Checks the rules a decoded state must keep; the message says which one broke.
    func violation() -> Reason? {
        if books.isEmpty { return "there are no books" }
        if Set(books.map(\.id)).count != books.count { return "two books have the same id" }
        if Set(books.map(\.name)).count != books.count { return "two books have the same name" }
        if book(currentBook) == nil {
            return Reason("the current book {1} does not exist", String(currentBook))
        }
        if Set(categories.map(\.id)).count != categories.count { return "two categories have the same id" }
        if Set(categories.map(\.alias)).count != categories.count {
            return "two categories have the same alias"
        }
        if Set(categories.map { "\($0.type.rawValue):\($0.title)" }).count != categories.count {
            return "two categories of one type have the same title"
        }
        if Set(accounts.map(\.id)).count != accounts.count { return "two accounts have the same id" }
        if Set(accounts.map { $0.name.lowercased() }).count != accounts.count {
            return "two accounts have the same name"
        }
        return recurringViolation()
    }
}
