import LedgerCore

/// The options that choose and order the bills of a view, declared once for `list` and `search`
/// (argument-parser's `@OptionGroup`): which categories, which type, an amount range, the order,
/// and how many to show.
struct BillFilterOptions {
    static let category = OptionSpec.category(
        help:
            "Only this category (title, alias, id or unique prefix); give it again for several. One category"
            + " alone shows the app's category detail (default: every category).", repeats: true)
    static let income = OptionSpec(
        "--income", help: "Only income (default: income and expenses).", exclusive: "type")
    static let expense = OptionSpec("--expense", help: "Only expenses.", exclusive: "type")
    static let minimum = OptionSpec(
        "--min", value: "amount",
        help:
            "Only bills of at least this amount (12.50, or an expression such as 3*4; default: no lower bound)."
    )
    static let maximum = OptionSpec(
        "--max", value: "amount", help: "Only bills of at most this amount (default: no upper bound).")
    static let sort = OptionSpec(
        "--sort", value: "order",
        help:
            "date (default: the day-grouped timeline, newest first), amount (largest first) or category (in"
            + " the ledger's order, each newest first); amount and category show a flat table.",
        completion: .words(BillOrder.Key.allCases.map(\.rawValue)))
    static let reverse = OptionSpec(
        "--reverse", short: "-r", help: "Turn the order round: oldest, smallest or last category first.")
    static let limit = OptionSpec(
        "--limit", value: "n",
        help:
            "Show only the first n bills in that order; the totals still count them all (default: every bill)."
    )

    /// The options, in the order of the help.
    static let options = [category, income, expense, minimum, maximum, sort, reverse, limit]

    /// `--category`, each as typed.
    var categories: [String]
    /// `--income` or `--expense`.
    var type: BillType?
    /// `--min`.
    var minimum: Money?
    /// `--max`.
    var maximum: Money?
    /// `--sort` and `--reverse`.
    var order: BillOrder
    /// `--limit`.
    var limit: Int?

    /// The options given, in the order of the help.
    var given: [OptionSpec] {
        [
            (Self.category, !categories.isEmpty), (Self.income, type == .income),
            (Self.expense, type == .expense),
            (Self.minimum, minimum != nil), (Self.maximum, maximum != nil), (Self.sort, order.key != .date),
            (Self.reverse, order.key == .date && order != BillOrder(.date)),
            (Self.limit, limit != nil),
        ].filter(\.1).map(\.0)
    }

    /// Pulls out the options.
    /// - Throws: ``UsageError`` for a missing or unknown value, `--income` with `--expense`, or
    ///   `--min` above `--max`; ``LedgerError/invalidAmount(_:reason:)`` for a bad amount.
    init(parsing arguments: inout ArgumentScanner) throws {
        categories = try arguments.values(Self.category)
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)])
        let sort = try arguments.value(Self.sort)
        let key = try sort.map { text in
            guard let key = BillOrder.Key(rawValue: text) else {
                throw UsageError(
                    template: "The value '{1}' is invalid for '{2}': use date, amount or category",
                    [text, Self.sort.synopsis])
            }
            return key
        }
        order = BillOrder(key ?? .date, reversed: arguments.flag(Self.reverse))
        limit = try arguments.value(Self.limit).map { text in
            guard let value = Int(text), value > 0 else {
                throw UsageError(
                    template: "The value '{1}' is invalid for '{2}': give a whole number of 1 or more",
                    [text, Self.limit.synopsis])
            }
            return value
        }
        minimum = try arguments.value(Self.minimum).map { try Money(parsing: $0) }
        maximum = try arguments.value(Self.maximum).map { try Money(parsing: $0) }
        if let minimum, let maximum, minimum > maximum {
            throw UsageError(
                template: "'{1} {2}' is above '{3} {4}': no bill can match",
                [Self.minimum.long, minimum.description, Self.maximum.long, maximum.description])
        }
    }

    /// The timeline of `period` in the book of `context` that these options and `search` ask for,
    /// and the ledger's state to render it with.
    /// - Throws: what ``filter(in:search:)`` and ``TimelineReport`` throw.
    func timeline(of period: Period, search: String?, in context: Context) throws -> (
        TimelineReport, LedgerState
    ) {
        try context.store.read { ledger in
            let report = try TimelineReport(
                ledger: ledger, book: try context.book(in: ledger), period: period,
                filter: try filter(in: ledger, search: search), order: order, limit: limit)
            return (report, ledger.state)
        }
    }

    /// The text view of the timeline that ``timeline(of:search:in:)`` makes, laid out straight from
    /// the month's files when it is a month's whole timeline without colour
    /// (``TimelineReport/plainText(ledger:book:period:filter:order:limit:style:)``).
    func timelineText(of period: Period, search: String?, in context: Context) throws -> [UInt8] {
        try context.store.read { ledger in
            let (book, filter) = (try context.book(in: ledger), try filter(in: ledger, search: search))
            let style = context.style
            if let text = try TimelineReport.plainText(
                ledger: ledger, book: book, period: period, filter: filter, order: order, limit: limit,
                style: style)
            {
                return text
            }
            return try TimelineReport(
                ledger: ledger, book: book, period: period, filter: filter, order: order, limit: limit
            ).textBytes(in: ledger.state, style: style)
        }
    }

    /// Prints the bills of the timeline that ``timeline(of:search:in:)`` makes, as JSON or CSV rows,
    /// as they are written (see ``TimelineReport/writeRows(_:ledger:book:period:filter:order:limit:to:)``).
    func printRows(
        of period: Period, search: String?, as format: TimelineReport.RowFormat, in context: Context
    )
        throws
    {
        try context.store.read { ledger in
            try TimelineReport.writeRows(
                format, ledger: ledger, book: try context.book(in: ledger), period: period,
                filter: try filter(in: ledger, search: search), order: order, limit: limit
            ) { piece in
                try SignalWatcher.stopIfCaught()
                context.print(bytes: piece)
            }
        }
    }

    /// The filter these options and `search` make, with the categories found in `ledger`.
    /// - Throws: ``LedgerError`` when a category matches none or several; ``UsageError`` when a
    ///   category is not of the type asked for.
    private func filter(in ledger: Ledger, search: String?) throws -> BillFilter {
        let categories = try categories.map { try ledger.category(matching: $0, type: type) }
        if let type, let category = categories.first(where: { $0.type != type }) {
            throw UsageError(
                template: type == .income
                    ? "'--income' cannot be used with {1} ({2}), an expense category"
                    : "'--expense' cannot be used with {1} ({2}), an income category",
                [category.title, category.alias])
        }
        return BillFilter(
            categories: categories, type: type, search: search, minimum: minimum, maximum: maximum)
    }
}
