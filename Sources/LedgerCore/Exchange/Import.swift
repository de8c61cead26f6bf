/// Bills read from a CSV, JSON or JSON Lines file, to be added to the ledger all or nothing
/// (`timi import`).
///
/// Reading the file needs no ledger; ``apply(to:book:now:)`` checks every row against the ledger and
/// adds the rows that are not there yet. Any bad row stops the whole import.
package struct BillImport {
    /// How to read the file.
    package struct Options: Sendable {
        /// The format; `nil` guesses it (see ``ImportFormat/guess(path:bytes:)``).
        package var format: ImportFormat?
        /// Renamed columns and categories.
        package var mapping: ImportMapping
        /// Whether categories the ledger does not have are created (else they are an error).
        package var createCategories: Bool
        /// The encoding of a text file; `nil` takes UTF-8 (with or without a byte-order mark) when the
        /// bytes are UTF-8, else GB18030 (which contains GBK).
        package var encoding: TextEncoding?
        /// A rules file (`--rules`): layout and decisions.
        package var rules: ImportRules?
        /// Whether a row nothing else categorises takes the category most used for its payee.
        package var learn: Bool
        /// Whether a row that neither rules, the file nor learning categorise is categorised by timi's
        /// built-in map of the source's words and its keywords (see `BuiltinCategories`).
        package var builtin: Bool
        /// `--fallback`: a category title, alias or id for what is left (default: the type's first).
        package var fallback: String?
        /// The statement's source (`--from-source`); `nil` recognises it by the file's content.
        package var source: StatementSource?
        /// How dates are written (`--date-format`); `nil`: a rules file's, else inferred.
        package var dateFormat: DateFormat?
        /// Whether amounts have a decimal comma (`--decimal-comma`); else inferred.
        package var decimalComma: Bool
        /// The account every row is booked to (`--account`), by name or id; `nil`: the one the file
        /// names (a statement's, or each row's payment method's).
        package var account: String?
        /// Whether the accounts the file names and the ledger lacks are created (`--create-accounts`).
        package var createAccounts = false
        /// Whether nothing is imported unless the statement's balance column chains and timi's
        /// balance of its account matches it after every row (`--strict-balance`).
        package var strictBalance = false
        /// Whether a platform's card-paid row and the card statement's row of the same money become
        /// one bill, whichever file comes second (`--no-link` turns it off; see `PurchaseLinker`).
        package var link = true

        /// Options for reading a file; see each property.
        package init(
            format: ImportFormat? = nil, mapping: ImportMapping = ImportMapping(),
            createCategories: Bool = false, encoding: TextEncoding? = nil, rules: ImportRules? = nil,
            learn: Bool = true, builtin: Bool = true, fallback: String? = nil,
            source: StatementSource? = nil, dateFormat: DateFormat? = nil, decimalComma: Bool = false
        ) {
            self.format = format
            self.mapping = mapping
            self.createCategories = createCategories
            self.encoding = encoding
            self.rules = rules
            self.learn = learn
            self.builtin = builtin
            self.fallback = fallback
            self.source = source
            self.dateFormat = dateFormat
            self.decimalComma = decimalComma
        }
    }

    /// How many problems an error lists (it counts them all).
    static let maxListedProblems = 20

    /// The name used in messages: the file's path, or `stdin`.
    package let source: String
    /// The format the file was read as.
    package let format: ImportFormat
    /// Whose export the file is (timi's own CSV for JSON and for CSV that no source recognises).
    package let statement: StatementSource
    /// What was found out about a statement's layout, for the plan (`nil`: timi's own CSV or JSON).
    package let layout: StatementLayout?
    /// What the file says of the account it is a statement of (`nil`: a platform's export, whose
    /// rows name their own, timi's own files, or a statement that does not say).
    let accountHint: AccountHint?
    let rows: ImportRowStream
    /// The file's column names, lower-cased, by position.
    private let columns: [String]
    /// How many lines a JSON Lines file has (at least its rows), counted as it was checked; 0 when
    /// not counted.
    private let lines: Int
    private let options: Options

    /// Reads the rows of an import file.
    /// - Parameters:
    ///   - source: the name for messages (`bank.csv`, `stdin`).
    ///   - path: the file's path, to guess the format from; `nil` for standard input.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` when the file cannot be read as a
    ///   whole (neither UTF-8 nor GB18030, a workbook that cannot be read, a CSV without a `date` or
    ///   `amount` column, JSON that is not an array…).
    package init(bytes: [UInt8], source: String, path: String?, options: Options) throws {
        let format = options.format ?? .guess(path: path, bytes: bytes)
        let read = try ImportReader.rows(
            bytes, format: format, encoding: options.encoding ?? options.rules?.encoding,
            mapping: options.mapping, rules: options.rules, source: source, statement: options.source,
            given: BankStatement.Given(dateFormat: options.dateFormat, decimalComma: options.decimalComma))
        try self.init(
            source: source, format: format, statement: read.statement, rows: read.rows, columns: read.columns,
            options: options, layout: read.layout, accountHint: read.account)
    }

    /// Reads the rows of the regular file at `path`: JSON Lines in UTF-8 a block at a time, as the
    /// rows are booked (a file of a million rows is never in memory whole); anything else whole, as
    /// ``init(bytes:source:path:options:)`` does.
    /// - Throws: ``LedgerError/inputMissing(path:detail:)`` for a file that is missing or not a regular
    ///   file; else as ``init(bytes:source:path:options:)``.
    package init(path: String, options: Options) throws {
        let file = try ImportFile(path: path)
        let head = try file.head(4096)
        let format = options.format ?? .guess(path: path, bytes: head)
        guard format == .jsonl, (options.encoding ?? options.rules?.encoding) != .gb18030,
            let lineFeeds = try file.utf8LineFeeds()
        else {
            try self.init(bytes: try file.all(), source: path, path: path, options: options)
            return
        }
        let rows = ImportRowStream(
            jsonLines: file, from: head.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, mapping: options.mapping,
            source: path)
        try self.init(
            source: path, format: format, statement: .csv, rows: rows, columns: [], options: options,
            lines: lineFeeds + 1)
    }

    private init(
        source: String, format: ImportFormat, statement: StatementSource, rows: ImportRowStream,
        columns: [String], options: Options, lines: Int = 0, layout: StatementLayout? = nil,
        accountHint: AccountHint? = nil
    ) throws {
        self.source = source
        self.layout = layout
        self.accountHint = accountHint
        self.format = format
        self.statement = statement
        self.rows = rows
        self.columns = columns
        self.options = options
        self.lines = lines
        try options.rules?.check(columns: columns, file: source, statement: statement)
    }

    /// The bytes of the file at `path`, for ``init(bytes:source:path:options:)``.
    /// - Throws: ``LedgerError/inputMissing(path:detail:)``.
    package static func read(path: String) throws -> [UInt8] { try FileSystem.readInput(path) }

    /// Checks every row and adds the new ones to `ledger` (to be committed by the caller's `write`).
    ///
    /// A row with an id is skipped when the ledger has a bill with that id, and is a new bill
    /// otherwise, whatever its content: two ledgers' bills merge without loss. A row without an id is
    /// skipped when a bill imported before has its import key (see `ImportKey`): the same transaction
    /// number, or without one the same content.
    /// - Parameters:
    ///   - book: the book of every row (`--book`); `nil` takes each row's `book`, else the current book.
    ///   - now: the creation time of rows without one; the n-th row gets `now` + n milliseconds, so the
    ///     bills of a day keep the file's order.
    ///   - keepingBills: whether the outcome lists the new bills and their decisions (a dry run shows
    ///     them); without, only their number is kept, and a million rows take no more memory than a few
    ///     months of them.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` listing every bad row, unknown
    ///   category and unknown book; nothing is added then. ``LedgerError/notFound(kind:query:suggestion:)``
    ///   for a category of `--category-map` that the ledger does not have.
    package func apply(
        to ledger: Ledger, book: Book?, now: Timestamp, keepingBills: Bool = true
    ) throws -> ImportOutcome {
        let (present, history, transfers) = try BillImport.present(
            in: ledger, learn: options.learn, rows: self.rows.wholeRows)
        var duplicates = present
        // Room for every row's digests at once: a table grown by doubling rehashes every digest again.
        duplicates.reserve(rows: lines)
        let choice = ImportChoice(
            rules: options.rules, columns: columns, statement: statement, history: history,
            builtin: options.builtin ? try BuiltinCategories(state: ledger.state, source: statement) : nil,
            fallback: try options.fallback.map { try ledger.category(matching: $0) })
        let place: (Int) -> ImportPlace = format == .xlsx ? ImportPlace.row : ImportPlace.line
        var resolver = try ImportResolver(
            ledger: ledger, source: source, book: book, mapping: options.mapping, place: place,
            choice: choice, createCategories: options.createCategories, uncategorised: statement != .csv)
        resolver.reserve(rows: lines)
        var outcome = ImportOutcome(
            source: source, imported: [], decisions: [], skips: [], createdCategories: [],
            statement: statement)
        outcome.layout = layout
        // The accounts, and what the statement's balance column says, before anything is booked.
        let chain = statement == .csv ? nil : self.rows.wholeRows.flatMap(BalanceChain.init(rows:))
        var accounts = AccountFinder(
            ledger: ledger, create: options.createAccounts,
            platform: StatementAccount.institution(of: statement) ?? "")
        let given = try options.account.map { try givenAccount($0, in: ledger) }
        accounts.setStatement(accountHint, given: given, opening: chain?.opening)
        let statementAccount = accounts.report.statement
        if options.strictBalance { try checkStrictly(chain, account: statementAccount, place: place) }
        let balanceBefore = try chain.flatMap { chain in
            try BillImport.balance(
                of: statementAccount, around: chain.days, in: ledger,
                new: accounts.report.missing.contains { $0.created != nil && $0.created == statementAccount })
        }
        var moves = OwnMoveBooking(match: transfers)
        // A ledger that keeps no accounts books a move's row as it always did (see `OwnMove`).
        let booksMoves = !ledger.state.accounts.isEmpty || options.account != nil || options.createAccounts
        var fates = [BalanceChain.Fate](repeating: .leftOut, count: chain?.entries.count ?? 0)
        var flows = balanceBefore?.flows ?? [:]
        // The other file's bills of the same purchases, from the months this file covers.
        var links = try PurchaseLinker(
            ledger: ledger, statement: statement, rows: self.rows.wholeRows, linking: options.link,
            tagged: duplicates.months(tagged:))
        // Books `bill`, the file's `number`-th row.
        func booking(_ bill: Bill, decision: CategoryDecision, number: Int, madeID: Bool = false) throws {
            if number < fates.count {
                fates[number] = .inLedger
                if let statementAccount, bill.accounts.contains(statementAccount) {
                    flows[bill.date, default: .zero] += bill.flow(in: statementAccount)
                }
            }
            try ledger.addImported(bill, madeID: madeID)
            outcome.count += 1
            if keepingBills {
                outcome.imported.append(bill)
                outcome.decisions.append(decision)
            }
        }
        // Rows are read and checked on a second core while this one books those before.
        // A statement's reader has read its dates already.
        let rows = RowReadAhead(
            self.rows, dateFormat: statement == .csv ? options.dateFormat ?? options.rules?.dateFormat : nil)
        var ids = BillID.Batch()
        var number = 0
        while let read = try rows.next() {
            defer { number += 1 }
            // First what the row comes to: its values, book and category, a missing category created
            // in this same change (a problem anywhere throws, and the change with it is discarded).
            let move = booksMoves ? read.row.move : nil
            let decided = move.map { resolver.decideMove(read, $0) } ?? resolver.decide(read)
            guard case .book(let row, let category) = decided else {
                if case .skip(let reason) = decided {
                    outcome.skips.append(ImportSkip(place: place(read.row.line), reason: reason))
                }
                continue
            }
            // Then the booking: a row the ledger has already is skipped, any other becomes a bill.
            let key = duplicates.key(of: row)
            if let reason = try duplicates.present(row, key: key, idDigest: read.idDigest)
                ?? duplicates.presentBefore(row, legacyKey: duplicates.legacyKey(of: row, category: category))
            {
                outcome.skips.append(ImportSkip(place: place(read.row.line), reason: reason))
                if number < fates.count { fates[number] = .inLedger }
                continue
            }
            var bill = try row.bill(
                category: category, importKey: key,
                created: Timestamp(milliseconds: now.milliseconds + Int64(number)), ids: &ids)
            // A move between the user's own accounts: a transfer between the two, found booked from
            // the other's statement, or left out when one of them is not known.
            if let move {
                let at = place(read.row.line)
                switch moves.book(bill, move, method: read.row.method, at: at, accounts: &accounts) {
                case .book(let transfer): bill = transfer
                case .skip(let reason):
                    outcome.skips.append(ImportSkip(place: at, reason: reason))
                    if number < fates.count, case .sameMove = reason { fates[number] = .inLedger }
                    continue
                }
            } else if bill.type != .transfer && (bill.account == nil || options.account != nil) {
                // An account the row names itself (timi's own export) stays, and a transfer keeps its two.
                bill.account = accounts.account(method: read.row.method)
            }
            // A purchase the ledger has from the other file is linked once the whole file is read.
            links.tag(&bill, method: read.row.method)
            if links.hold(bill, decision: row.decision, number: number, place: place(read.row.line)) {
                if number < fates.count { fates[number] = .inLedger }
                continue
            }
            try booking(bill, decision: row.decision, number: number, madeID: row.values.id == nil)
        }
        // A matched transfer that the bank booked without the platform's fee takes it.
        try ledger.updateImported(moves.feesAdded)
        for unlinked in try links.settle(in: ledger) {
            try booking(unlinked.bill, decision: unlinked.decision, number: unlinked.number)
        }
        outcome.links = links.report
        outcome.createdCategories = try resolver.finish()
        outcome.unappliedRules = resolver.unapplied
        outcome.accounts = accounts.report
        outcome.transfers = moves.transfers
        if let chain {
            outcome.reconciliation = chain.reconciliation(
                account: statementAccount, before: balanceBefore?.before ?? .zero, flows: flows, fates: fates,
                place: place)
            if options.strictBalance, let parting = outcome.reconciliation?.parting {
                throw LedgerError.invalidRows(
                    source: source,
                    problems: [
                        parting.place.locate(
                            Reason(
                                "the statement's balance is {1}, timi's {2} (a difference of {3}); --strict-balance imports nothing",
                                parting.statement.description, parting.timi.description,
                                parting.difference.description), in: source)
                    ], total: 1)
            }
        }
        // The statement's last balance becomes a balance check, in the import's own change.
        if let reconciliation = outcome.reconciliation, let account = reconciliation.account,
            reconciliation.chainBreak == nil, reconciliation.matches,
            reconciliation.timiBalance == reconciliation.lastBalance
        {
            let check = Account.Check(date: reconciliation.lastDay, balance: reconciliation.lastBalance)
            if ledger.record(check, of: account) { outcome.reconciliation?.check = check }
        }
        let linked = outcome.links.linked.count
        ledger.changeRecord =
            linked == 0
            ? ChangeRecord(
                outcome.count == 1 ? "import {1} bill from {2}" : "import {1} bills from {2}",
                texts: String(outcome.count), source)
            : ChangeRecord(
                outcome.count == 1
                    ? "import {1} bill from {2}, linking {3} to bills of another statement"
                    : "import {1} bills from {2}, linking {3} to bills of another statement",
                texts: String(outcome.count), source, String(linked))
        return outcome
    }

    /// The ids and import keys of the ledger's bills and, when `learn`, the categories of each payee
    /// (both from its import-key index), and its transfers within ``TransferMatch/window`` days of the
    /// file's moves: what an import reads before its first row, a few months of a large ledger rather
    /// than all of it (docs/PERFORMANCE.md, "A statement's import reads the months it needs").
    private static func present(
        in ledger: Ledger, learn: Bool, rows: [FileRow]?
    ) throws -> (duplicates: ImportDuplicates, history: PayeeHistory?, transfers: TransferMatch) {
        var history = learn ? PayeeHistory() : nil
        let duplicates = try ImportDuplicates(ledger: ledger, history: &history)
        var transfers = TransferMatch()
        // The months within the window of a row that moves money between own accounts: moves come only
        // from statements, read whole (a stream of rows has none), and most rows are not moves.
        var moveMonths = Set<Month>()
        for row in rows ?? [] where row.move != nil {
            guard let text = row[.date], let day = Day(iso: text.prefix(10)),
                let from = day.adding(days: -TransferMatch.window),
                let to = day.adding(days: TransferMatch.window)
            else { continue }
            moveMonths.formUnion([from.yearMonth, to.yearMonth])
        }
        for book in ledger.state.books {
            for month in try ledger.months(of: book.id) where moveMonths.contains(month) {
                for bill in try ledger.bills(of: book.id, in: month) { transfers.add(bill) }
            }
        }
        return (duplicates, history, transfers)
    }
}

extension BillImport {
    /// The account `--account` names, checked against the statement's currency.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` for an unknown or closed account
    ///   (with a did-you-mean) or one of another currency than the statement's.
    private func givenAccount(_ query: String, in ledger: Ledger) throws -> Account {
        let account: Account
        do {
            account = try ledger.openAccount(matching: query)
        } catch let error as LedgerError {
            throw LedgerError.invalidRows(source: source, problems: [.error(error)], total: 1)
        }
        // A platform's export is in yuan; a bank's says so, or timi does not know.
        let platform = statement == .csv || statement == .bank ? nil : "CNY"
        if let statement = accountHint?.currency ?? platform,
            let own = CurrencyCode.code(of: account.currency), own != statement
        {
            throw LedgerError.invalidRows(
                source: source,
                problems: [
                    Reason(
                        "the account {1} is in {2}, but the statement is in {3}; name an account in {3} with --account",
                        account.name, own, statement)
                ], total: 1)
        }
        return account
    }

    /// What `--strict-balance` needs before anything is booked: a balance column that chains, and
    /// the statement's account.
    private func checkStrictly(_ chain: BalanceChain?, account: Account.ID?, place: (Int) -> ImportPlace)
        throws
    {
        func refuse(_ reason: Reason) -> LedgerError {
            .invalidRows(source: source, problems: [reason], total: 1)
        }
        guard let chain else {
            throw refuse(Reason("{1} has no balance column; --strict-balance needs one", source))
        }
        guard account != nil else {
            throw refuse(
                Reason(
                    "whose statement {1} is cannot be told; name its account with --account (or create it with --create-accounts)",
                    source))
        }
        if let broken = chain.chainBreak {
            throw refuse(
                place(broken.line).locate(
                    Reason(
                        "the balance column does not chain: the rows before it and its amount come to {1}, it says {2}; --strict-balance imports nothing",
                        broken.expected.description, broken.found.description), in: source))
        }
    }

    /// The balance of `account` at the end of the day before `days` begin, and the flows of its bills
    /// by day within them, from the ledger before the import: the months before are added up from
    /// their summaries, and only the months within whose summaries name the account are read. A
    /// `new` account (created by this import) has no bills: its opening balance alone.
    static func balance(
        of account: Account.ID?, around days: ClosedRange<Day>?, in ledger: Ledger, new: Bool
    ) throws -> (before: Money, flows: [Day: Money])? {
        guard let account, let days,
            let opening = ledger.state.accounts.first(where: { $0.id == account })?.opening
        else { return nil }
        var before = opening
        var flows: [Day: Money] = [:]
        if new { return (before, flows) }
        let (first, last) = (days.lowerBound.yearMonth, days.upperBound.yearMonth)
        for book in ledger.state.books {
            for (month, summary) in try ledger.summaries(of: book.id) where month <= last {
                guard let flow = summary.accounts[account] else { continue }
                if month < first {
                    before += flow
                    continue
                }
                for bill in try ledger.bills(of: book.id, in: month) where bill.accounts.contains(account) {
                    if bill.date < days.lowerBound {
                        before += bill.flow(in: account)
                    } else if bill.date <= days.upperBound {
                        flows[bill.date, default: .zero] += bill.flow(in: account)
                    }
                }
            }
        }
        return (before, flows)
    }
}

/// What an import did (or, in a dry run, would do).
package struct ImportOutcome: Sendable {
    /// The file's name in messages.
    package var source: String
    /// The new bills, in the file's order (none when ``BillImport/apply(to:book:now:keepingBills:)``
    /// was asked not to keep them).
    package var imported: [Bill]
    /// How many bills are new.
    package var count = 0
    /// How the category of each new bill was chosen, in the order of ``imported``.
    var decisions: [CategoryDecision]
    /// The rows not booked, in the file's order, each with its reason.
    var skips: [ImportSkip]
    /// Categories created for the import (`--create-categories`).
    package var createdCategories: [Category]
    /// The rules whose category some rows they matched did not take (of the other type).
    var unappliedRules: [UnappliedRule] = []

    /// How many rows are not booked.
    package var skipped: Int { skips.count }
    /// Whose export the file was (``StatementSource/csv`` for timi's own CSV and JSON).
    package var statement: StatementSource = .csv
    /// What was found out about the statement's layout (see ``BillImport/layout``).
    package var layout: StatementLayout?
    /// The accounts the bills were booked to, and those the ledger lacks.
    package var accounts = ImportAccounts()
    /// A statement's balance column checked against itself and against timi's balance of its
    /// account; `nil` when the file has no balance column.
    var reconciliation: StatementReconciliation?
    /// The rows that moved money between the user's own accounts and became transfers, or were
    /// found booked from the other account's statement, in the file's order.
    var transfers: [ImportTransfer] = []
    /// The rows made one bill with the other statement's row of the same purchase, and those that fit
    /// several.
    package var links = ImportLinks()
}
