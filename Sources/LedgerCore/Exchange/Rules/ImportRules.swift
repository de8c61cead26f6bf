/// A rules file for `timi import --rules FILE`, in the spirit of hledger's CSV rules: the layout of a
/// file timi does not recognise (`skip`, `fields`, `date-format`, `encoding`) and `if` blocks that
/// decide a row's category, type, book, note and payee, or skip it.
///
/// Read by ``init(text:source:)``; applied to each row by ``decide(_:columns:)``. The first block that sets a
/// field wins: a later block that matches sets only the fields no earlier block set.
package struct ImportRules: Sendable {
    /// What an `if` line matches its pattern against.
    enum Subject: Equatable, Sendable {
        /// A field of the row (`%payee`, `%note`, `%type`, `%amount`, `%status`, …).
        case field(ImportField)
        /// One of the file's own columns, by its header name (`%交易类型`).
        case column(String)
        /// The file's payment-method column (`%account`: WeChat Pay's 支付方式, Alipay's 收/付款方式),
        /// whichever of ``ImportRules/accountColumns`` the file has.
        case account
        /// The time of day the file gives the row (`%time`).
        case time
        /// The whole row, its fields joined by commas.
        case row
    }

    /// How an `if` line tests its subject.
    enum Test: @unchecked Sendable {
        /// A case-insensitive regular expression, found anywhere in the text; compiled once (a
        /// `Regex` is an immutable value, safe to share between threads).
        case pattern(Regex<AnyRegexOutput>)
        /// The row's amount, whatever its sign, within bounds (`%amount >100`, `%amount 10..50`).
        case amount(AmountBounds)
        /// The row's time of day within a window (`%time 11:00-14:00`).
        case time(TimeWindow)
    }

    /// One `if` line: a subject and its test.
    struct Condition: Sendable {
        var subject: Subject
        var test: Test
        /// Its line in the rules file.
        var line = 0
    }

    /// What a block does to a row that matches it.
    enum Action: Equatable, Sendable {
        case category(String)
        case type(BillType)
        case book(String)
        /// A note; `%column` and `%field` in it are replaced by the row's values.
        case note(String)
        case payee(String)
        case skip
    }

    /// One `if` block: any of its conditions matching applies all of its actions (a block of a
    /// `source` line and no `if`, to every row of its sources).
    struct Block: Sendable {
        /// Its `if` lines, each with the `&` lines joined to it: the block applies when every
        /// condition of one of them matches.
        var conditions: [[Condition]]
        var actions: [(action: Action, line: Int)]
        /// The line of its first `if` (or `source`).
        var line: Int
        /// `source wechat` / `source alipay, icbc`: the sources whose files it applies to; `nil`, all.
        var sources: Set<StatementSource>?

        func applies(to statement: StatementSource) -> Bool { sources?.contains(statement) ?? true }
    }

    /// The name of the rules file in messages.
    package let source: String
    /// `skip N`: the lines before the header (or, with `fields`, before the data).
    var skipLines = 0
    /// `fields …`: the columns by position, for a file without a header (`nil` for `_`).
    package internal(set) var fields: [ImportField?]?
    /// `date-format …`.
    package internal(set) var dateFormat: DateFormat?
    /// `encoding …`.
    package internal(set) var encoding: TextEncoding?
    var blocks: [Block] = []

    /// The names a file's payment-method column has (lower-cased), for `%account`.
    static let accountColumns = ["account", "支付方式", "收/付款方式", "收付款方式", "付款方式", "payment method"]

    /// `source:line` as messages name a rule: `bank.rules:4`.
    func place(_ line: Int) -> String { "\(source):\(line)" }

    /// Checks that every `%column` the `if` lines of the blocks for `statement` name is a column of
    /// the file (`columns`, lower-cased; a file without columns, JSON, is not checked) or of another
    /// source (``StatementSource/knownColumns``): one rules file serves every source, and a condition
    /// on a column the file lacks does not match; a name no source has is a mistake.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` naming the rule's line.
    func check(columns: [String], file: String, statement: StatementSource) throws {
        guard !columns.isEmpty else { return }
        for block in blocks where block.applies(to: statement) {
            for condition in block.conditions.joined() {
                guard case .column(let name) = condition.subject, !columns.contains(name.lowercased()),
                    !StatementSource.knownColumns.contains(name.lowercased())
                else {
                    continue
                }
                throw LedgerError.invalidRows(
                    source: source,
                    problems: [
                        ImportPlace.line(condition.line).locate(
                            Reason(
                                "{1} has no column '{2}' (columns: {3})", file, name,
                                columns.joined(separator: ", ")), in: source)
                    ], total: 1)
            }
        }
    }
}
