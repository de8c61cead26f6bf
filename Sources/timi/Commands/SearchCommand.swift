import LedgerCore

struct SearchCommand: Command {
    static let help = CommandHelp(
        name: "search",
        abstract: "Find bills by note, payee, category or amount, over all time, newest first.",
        discussion: """
            The app's search box: the bills whose note, payee, category title or category alias contains the \
            text, in any case, and, when the text is a plain number, the bills of exactly that amount (12 finds \
            12.00, 12.5 finds 12.50; --min and --max give a range). Over all time unless a period is given, in \
            the current book unless --book names another, shown as the timeline of 'timi list' with the same \
            filters and orders. When no bill matches, it says so on stderr and exits with status 1, as grep \
            does (json prints [], csv the header alone).

            With --min, --max or --category the text may be left out: every bill in the range, over all time \
            unless --from or --to narrow it (timi search --min 25).
            """,
        arguments: [text, period.spec],
        options: period.options + BillFilterOptions.options + [book, format],
        examples: [
            "timi search taxi", "timi search 12.50 --sort amount",
            "timi search coffee --min 20 --category meals --category snacks --json",
        ])

    static let text = ArgumentSpec(
        "text", help: "What to look for: part of a note, payee or category, or an amount (12.50).",
        optional: true)
    static let period = PeriodArgument(
        "period", .any,
        help:
            "a month (2026-11, 11, last month), a year (2026), a quarter (2026Q3), a week (this week), today, yesterday or all (default: all)."
    )
    static let book = GlobalOptions.book.explained("Search this book (default: the current book).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json, .csv],
        help: "text (default), json (an array of bills) or csv (one bill per row).")

    /// What to look for; `nil` when the filters alone choose the bills.
    var text: String?
    var period: PeriodArgument.Given
    var options: BillFilterOptions

    init(parsing arguments: inout ArgumentScanner) throws {
        options = try BillFilterOptions(parsing: &arguments)
        // `timi search --min 25`: the amounts or categories are the search.
        let filtered = options.minimum != nil || options.maximum != nil || !options.categories.isEmpty
        var rest = arguments  // without --from and --to, whose values are no text
        _ = (try rest.value(PeriodArgument.from), try rest.value(PeriodArgument.to))
        if filtered && rest.nextPositional == nil {
            text = nil
            period = try Self.period.take(from: &arguments)
            return
        }
        let (text, period) = try Self.period.take(from: &arguments, after: Self.text)
        (self.text, self.period) = (text, period)
        guard !text.allSatisfy(\.isWhitespace) else {
            throw UsageError(
                template: "The value '{1}' is invalid for '{2}': give some text to look for",
                [text, Self.text.synopsis])
        }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let period = try Self.period.read(period, otherwise: .all, today: context.today)
        let (report, state) = try options.timeline(of: period, search: text, in: context)
        guard report.count == 0 else { return context.print(report, in: state, as: format) }
        if format != .text { context.print(report, in: state, as: format) }
        guard let text else {
            context.message(
                period == .all
                    ? context.language.text("No bills in {1} match.", report.book.name)
                    : context.language.text(
                        "No bills in {1} match in {2}.", report.book.name, period.description))
            throw ExitRequest(status: ExitStatus.failure)
        }
        context.message(
            period == .all
                ? context.language.text("No bills in {1} match '{2}'.", report.book.name, text)
                : context.language.text(
                    "No bills in {1} match '{2}' in {3}.", report.book.name, text, period.description))
        throw ExitRequest(status: ExitStatus.failure)
    }
}
