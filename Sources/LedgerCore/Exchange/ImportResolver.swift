/// Looks up the book and category of each import row, and gathers every problem of the file, so that
/// one error can list them all.
struct ImportResolver {
    /// A row whose book and category are decided.
    struct Row {
        /// The values after the rules: the bill's.
        var values: ImportValues
        var book: Book.ID
        var category: CategoryRef
        /// The values as the file gives them, which the import key is made of.
        var fileValues: ImportValues
        /// How the category was chosen.
        var decision: CategoryDecision = .file
        /// The place of the rule that skips the row, if one does.
        var skipRule: String?
        /// The row's account and, for a transfer, its destination.
        var accounts: (from: Account.ID?, to: Account.ID?) = (nil, nil)

        /// The bill of the row in `category`; `created` when the file gives no creation time, its id
        /// the file's or the next of `ids`.
        /// - Throws: ``LedgerError`` when no id can be made.
        func bill(
            category: Category.ID, importKey: String, created: Timestamp, ids: inout BillID.Batch
        ) throws -> Bill {
            Bill(
                id: try values.id ?? ids.next(), date: values.date, type: values.type,
                amount: values.amount, category: category, book: book, note: values.note,
                created: values.created ?? created, importKey: importKey, payee: values.payee,
                reference: values.reference, account: accounts.from, toAccount: accounts.to,
                toAmount: values.toAmount, fee: values.fee, time: values.time)
        }
    }

    enum CategoryRef {
        case known(Category.ID)
        case missing(MissingCategory)
    }

    /// What becomes of a row.
    enum Decision {
        /// Booked (unless the ledger has it already) in the category.
        case book(Row, Category.ID)
        /// Left out: a statement's row that is no transaction, or a rule's `skip`.
        case skip(ImportSkip.Reason)
        /// Not booked: a problem, listed by ``finish()``, which throws.
        case refused
    }

    /// A category as a row names it (its title, and the alias timi's own export gives it), and the
    /// row's type.
    private struct Named: Hashable {
        var name: String
        var type: BillType
        var alias: String?
    }

    /// A category the file names and the ledger does not have: its title in lower case, and its type.
    struct Needed: Hashable {
        var key: String
        var type: BillType
    }

    let ledger: Ledger
    let source: String
    private let book: Book?
    private let currentBook: Book.ID
    var rowProblems: [(line: Int, text: Reason)] = []
    /// Why categories the rows need could not be created, by the line of the first such row.
    var creationProblems: [(line: Int, text: Reason)] = []
    /// The categories created for the rows, in the order first needed.
    var created: [Category] = []
    /// The rules whose category rows of the other type did not take, in the order first met.
    private(set) var unapplied: [UnappliedRule] = []
    private var unappliedIndex: [Unapplied: Int] = [:]
    private struct Unapplied: Hashable {
        var rule: String
        var category: Category.ID
    }
    /// What each category name of the file comes to, for rows of each type (see ``lookUp(_:type:)``).
    private var named: [Named: NamedCategory] = [:]
    private var books: [String: Book.ID?] = [:]
    /// The book of the last row, by name: rows of one book come in runs, and comparing a short name
    /// costs less than hashing it.
    private var lastBook: (name: String, id: Book.ID)?
    /// The line of each id seen, by its digest (ids match ignoring case).
    private var ids = DigestCounts()
    /// The categories the rows need and the ledger lacks, by name in lower case and type, and in the
    /// order first needed.
    var missingCategories: [Needed: MissingCategory] = [:]
    var missingOrder: [MissingCategory] = []
    var missingBooks: [String: (count: Int, line: Int)] = [:]
    /// The refund category, when rows need it while the ledger has none.
    var missingRefund: MissingCategory?
    /// The category of a statement's expenses that nothing categorises (待分类), when rows need it
    /// while the ledger has none.
    var missingUncategorised: MissingCategory?
    /// The ledger's 待分类 once a row has found it there (see ``uncategorisedRow(_:_:book:line:)``).
    private var uncategorisedID: Category.ID?
    /// Whether expenses that nothing categorises go to 待分类 (a statement's: a bank's fees and
    /// cheques are not meals) rather than to the type's first category.
    private let uncategorised: Bool
    /// `--category-map`, looked up: lower-cased name in the file → category.
    private let mapped: [String: Category]
    /// What a row's number is: a line of text, or a row of a sheet.
    let place: (Int) -> ImportPlace
    /// How rows are categorised when the file does not say (its built-in steps remember payees).
    private var choice: ImportChoice
    /// Whether a category the file names and the ledger lacks is created (`--create-categories`).
    let createCategories: Bool

    /// - Throws: ``LedgerError`` when a category of `mapping` is not in the ledger.
    init(
        ledger: Ledger, source: String, book: Book?, mapping: ImportMapping,
        place: @escaping (Int) -> ImportPlace = ImportPlace.line, choice: ImportChoice = ImportChoice(),
        createCategories: Bool = false, uncategorised: Bool = false
    ) throws {
        self.uncategorised = uncategorised
        self.place = place
        self.choice = choice
        self.createCategories = createCategories
        self.ledger = ledger
        self.source = source
        self.book = book
        currentBook = ledger.currentBook.id
        mapped = try mapping.categories.mapValues { target in
            let (type, name) = ImportMapping.typedCategory(target)
            return try ledger.category(matching: name, type: type)
        }
    }

    /// Makes room for the ids of `rows` rows.
    mutating func reserve(rows: Int) { ids.reserve(rows) }

    /// What becomes of a row: a missing category it needs is created now, in the import's own change,
    /// when the import may create it (else it is listed by ``finish()``).
    mutating func decide(_ read: CheckedRow) -> Decision {
        if let reason = read.row.skip { return .skip(.statement(reason)) }
        guard let row = resolve(read) else { return .refused }
        if let rule = row.skipRule { return .skip(.rule(rule)) }
        switch row.category {
        case .known(let id): return .book(row, id)
        case .missing(let missing): return missing.created.map { .book(row, $0) } ?? .refused
        }
    }

    /// What becomes of a row that moves money between the user's own accounts (see ``OwnMove``): a
    /// transfer of the move's whole amount, in no category, unless a rule skips it; its accounts are
    /// found when it is booked. The row's own type and skip are what a ledger without accounts books.
    mutating func decideMove(_ read: CheckedRow, _ move: OwnMove) -> Decision {
        let values: ImportValues
        do {
            values = try read.values.get()
            if let rules = choice.rules,
                let line = rules.decide(
                    read.row, values: values, columns: choice.columns, statement: choice.statement
                ).skip
            {
                return .skip(.rule(rules.place(line)))
            }
        } catch {
            rowProblems.append((read.row.line, RowProblem.reason(error)))
            return .refused
        }
        guard let book = bookID(values.book, line: read.row.line) else { return .refused }
        var transfer = values
        transfer.type = .transfer
        transfer.amount = move.amount ?? values.amount
        if let note = move.note { transfer.note = note }
        return .book(
            Row(values: transfer, book: book, category: .known(Bill.transferCategory), fileValues: values),
            Bill.transferCategory)
    }

    /// The row's values (read with the rules' date format, perhaps on another thread), book and
    /// category; `nil` (and a problem noted) when something is wrong.
    private mutating func resolve(_ read: CheckedRow) -> Row? {
        let file = read.row
        let fileValues: ImportValues
        var values: ImportValues
        var decision = CategoryDecision.file
        let ruled: RuleDecision?
        do {
            fileValues = try read.values.get()
            values = fileValues
            ruled = choice.rules?.decide(
                file, values: fileValues, columns: choice.columns, statement: choice.statement)
            if let ruled, let place = choice.rules?.place {
                try ruled.apply(to: &values)
                if let (category, line) = ruled.category {
                    values.category = category
                    decision = .rule(place(line))
                }
            }
        } catch {
            rowProblems.append((file.line, RowProblem.reason(error)))
            return nil
        }
        // A rule's category of the other type is left out: the row is categorised as if no rule had
        // matched (a merchant's refund keeps its refund category), and the plan counts it.
        if case .rule(let rule) = decision,
            let found = lookUp(values.category, type: values.type, alias: values.categoryAlias).found,
            found.type != values.type
        {
            noteUnapplied(rule, category: found)
            values.category = fileValues.category
            decision = .file
        }
        // The id's digest as made where the row was read (no rule changes the id).
        let idDigest = values.id.map { read.idDigest ?? ImportKey.Digest(id: $0) }
        if let id = values.id, let idDigest, let first = ids.insert(idDigest, file.line) {
            rowProblems.append(
                (file.line, Reason("the id '{1}' is also on {2}", [.verbatim(id), place(first).name])))
            return nil
        }
        guard let bookID = bookID(values.book, line: file.line) else { return nil }
        guard var row = resolveCategory(file, values, fileValues, decision, ruled, book: bookID) else { return nil }
        guard row.skipRule == nil else { return row }
        // The accounts the row names: open ones, and for a transfer two that a transfer may join.
        do {
            if !values.account.isEmpty { row.accounts.from = try ledger.openAccount(matching: values.account).id }
            if values.type == .transfer {
                row.accounts.to = try ledger.openAccount(matching: values.toAccount).id
                try ledger.checkTransfer(
                    Bill(
                        id: "", date: values.date, type: .transfer, amount: values.amount,
                        category: Bill.transferCategory, book: bookID, created: Timestamp(milliseconds: 0),
                        account: row.accounts.from, toAccount: row.accounts.to, toAmount: values.toAmount))
            }
        } catch {
            rowProblems.append((file.line, RowProblem.reason(error)))
            return nil
        }
        return row
    }

    /// ``resolve(_:)``'s category of a row whose values and book are read: a transfer has none.
    private mutating func resolveCategory(
        _ file: FileRow, _ values: ImportValues, _ fileValues: ImportValues, _ decision: CategoryDecision,
        _ ruled: RuleDecision?, book bookID: Book.ID
    ) -> Row? {
        if values.type == .transfer {
            return Row(
                values: values, book: bookID, category: .known(Bill.transferCategory), fileValues: fileValues,
                decision: .file)
        }
        if let line = ruled?.skip, let place = choice.rules?.place {
            return Row(
                values: values, book: bookID, category: .known(0), fileValues: fileValues,
                skipRule: place(line))
        }
        if file.isRefund && decision == .file {
            return refund(values, fileValues, book: bookID, line: file.line)
        }
        let lookup = lookUp(values.category, type: values.type, alias: values.categoryAlias)
        let (target, found) = (lookup.target, lookup.found)
        // A source's own word (not mapped, not a rule's) for a category the ledger lacks decides nothing.
        let idleHint =
            file.categoryIsHint && decision == .file && target == nil
            && (found.map { $0.type != values.type } ?? !createCategories)
        if values.category.isEmpty || idleHint {
            if let payee = values.payee,
                let learned = choice.history?.category(
                    for: payee, in: bookID, type: values.type, state: ledger.state)
            {
                return Row(
                    values: values, book: bookID, category: .known(learned.id), fileValues: fileValues,
                    decision: .learned)
            }
            if let (builtin, decision) = choice.builtin?.category(
                type: values.type, word: idleHint ? values.category : nil, payee: values.payee,
                note: values.note, kind: file.kind)
            {
                return Row(
                    values: values, book: bookID, category: .known(builtin.id), fileValues: fileValues,
                    decision: decision)
            }
            let fallback = choice.fallback.flatMap { $0.type == values.type ? $0 : nil }
            if fallback == nil && uncategorised && values.type == .expense {
                return uncategorisedRow(values, fileValues, book: bookID, line: file.line)
            }
            guard let first = fallback ?? ledger.state.categories.first(where: { $0.type == values.type })
            else {
                rowProblems.append((file.line, Reason("the ledger has no {1} category", [values.type.word])))
                return nil
            }
            return Row(
                values: values, book: bookID, category: .known(first.id), fileValues: fileValues,
                decision: .fallback)
        }
        guard let category = found else {
            // Counted on the name's own record: no name is hashed for a row (a tenth of the booking
            // thread's instructions when a million rows need categories to be created).
            let missing = lookup.missing ?? noteMissing(lookup, title: values.category, line: file.line)
            missing.count += 1
            if missing.rule == nil, case .rule(let rule) = decision { missing.rule = rule }
            return Row(
                values: values, book: bookID, category: .missing(missing), fileValues: fileValues,
                decision: decision)
        }
        guard category.type == values.type else {
            let said: [Reason] = [
                .verbatim(category.title), .verbatim(category.alias), category.type.word, values.type.word,
            ]
            // A rule that set the type is named: the row alone cannot explain it.
            let rule = ruled?.type.flatMap { type in choice.rules.map { $0.place(type.line) } }
            let problem =
                !values.typeFromSign
                ? Reason("{1} ({2}) is an {3} category, but the row is {4}", said)
                : values.type == .income
                    ? Reason(
                        "{1} ({2}) is an {3} category, but the row is {4} (a positive amount without a type)",
                        said)
                    : Reason(
                        "{1} ({2}) is an {3} category, but the row is {4} (a negative amount without a type)",
                        said)
            rowProblems.append(
                (
                    file.line,
                    rule.map { Reason("{1}; set by the rule at {2}", [problem, .verbatim($0)]) } ?? problem
                ))
            return nil
        }
        return Row(
            values: values, book: bookID, category: .known(category.id), fileValues: fileValues,
            decision: decision)
    }

    /// Counts a row that the rule at `rule` matched but could not give `category`, of the other type.
    private mutating func noteUnapplied(_ rule: String, category: Category) {
        let key = Unapplied(rule: rule, category: category.id)
        if let index = unappliedIndex[key] {
            unapplied[index].rows += 1
        } else {
            unappliedIndex[key] = unapplied.count
            unapplied.append(UnappliedRule(rule: rule, category: category.id, type: category.type, rows: 1))
        }
    }

    /// The refund category of ``StatementRefunds``: the income category titled 退款 (or aliased
    /// `refund`), else one created for it.
    private mutating func refund(
        _ values: ImportValues, _ fileValues: ImportValues, book: Book.ID, line: Int
    ) -> Row {
        let title = StatementRefunds.categoryTitle
        if let known = ledger.state.categories.first(where: {
            $0.type == .income && ($0.title == title || $0.alias == StatementRefunds.categoryAlias)
        }) {
            return Row(values: values, book: book, category: .known(known.id), fileValues: fileValues)
        }
        let missing = missingRefund ?? createRefund(line: line)
        missingRefund = missing
        return Row(values: values, book: book, category: .missing(missing), fileValues: fileValues)
    }

    /// The category of expenses nothing decided (see ``Category/uncategorisedTitle``): the expense
    /// category aliased `uncategorised` (or titled 待分类), else one created for it.
    private mutating func uncategorisedRow(
        _ values: ImportValues, _ fileValues: ImportValues, book: Book.ID, line: Int
    ) -> Row {
        // Found once: an import only appends categories, so the first that fits stays the first.
        if let known = uncategorisedID
            ?? ledger.state.categories.first(where: {
                $0.type == .expense
                    && ($0.alias == Category.uncategorisedAlias || $0.title == Category.uncategorisedTitle)
            })?.id
        {
            uncategorisedID = known
            return Row(
                values: values, book: book, category: .known(known), fileValues: fileValues,
                decision: .fallback)
        }
        let missing = missingUncategorised ?? createUncategorised(line: line)
        missing.count += 1
        missingUncategorised = missing
        return Row(
            values: values, book: book, category: .missing(missing), fileValues: fileValues,
            decision: .fallback)
    }

    /// The missing category that `lookup`'s name needs (one record for the names alike in lower
    /// case), noted for `lookup` and, the first time, in ``missingOrder`` and created when the import
    /// may create it: asked to (`--create-categories`), or named with its alias by timi's own export.
    private mutating func noteMissing(_ lookup: NamedCategory, title: String, line: Int) -> MissingCategory {
        let needed = lookup.needed
        let missing =
            missingCategories[needed]
            ?? {
                let missing = MissingCategory(
                    title: title, type: needed.type, line: line, alias: lookup.alias)
                missingCategories[needed] = missing
                missingOrder.append(missing)
                if createCategories || missing.alias != nil { createNamed(missing) }
                return missing
            }()
        lookup.missing = missing
        return missing
    }

    private mutating func bookID(_ name: String, line: Int) -> Book.ID? {
        if let book { return book.id }
        if name.isEmpty { return currentBook }
        if let lastBook, lastBook.name == name { return lastBook.id }
        let found: Book.ID?
        if let known = books[name] {  // one lookup for the rows of a book seen before
            found = known
        } else {
            found = ledger.state.books.first { $0.name.lowercased() == name.lowercased() }?.id
            books[name] = found
        }
        if let id = found {
            lastBook = (name, id)
            return id
        }
        missingBooks[name, default: (0, line)].count += 1
        return nil
    }

    /// What a category name of the file comes to for a row of `type`: looked up once for each name
    /// and type, and kept (one lookup a row, where the map and the ledger's categories were each looked
    /// up by name, each a copy of a category's strings, and a name to create was lowered again).
    /// `alias` (timi's own export) finds the category of that alias and type when the name finds none
    /// (the ledger's title differs: renamed, or seeded in another language).
    private mutating func lookUp(_ name: String, type: BillType, alias: String?) -> NamedCategory {
        let cacheKey = Named(name: name, type: type, alias: alias)  // made without joining two strings
        if let known = named[cacheKey] { return known }
        let key = name.lowercased()
        let target = mapped[key]
        let found =
            name.isEmpty
            ? nil
            : target
                ?? (try? ledger.category(matching: name, type: type)).flatMap { category in
                    // The title or alias exactly (ignoring case): a prefix or an id is not enough in a
                    // file, where a typo must not land in another category.
                    category.title.lowercased() == key || category.alias == key ? category : nil
                }
                ?? alias.flatMap { alias in
                    ledger.state.categories.first { $0.type == type && $0.alias == alias }
                }
        let lookup = NamedCategory(
            target: target, found: found, needed: Needed(key: key, type: type), alias: alias)
        named[cacheKey] = lookup
        return lookup
    }
}

/// What a category name of an import file comes to for rows of a type.
private final class NamedCategory {
    /// The category `--category-map` maps it to.
    let target: Category?
    /// The category it names: the target, else the one whose title or alias it is (of two with that
    /// title, the one of the type).
    let found: Category?
    /// The category to create when none is found.
    let needed: ImportResolver.Needed
    /// The alias the file gives it (timi's own export), for the category to create.
    let alias: String?
    /// Its record once a row needed it.
    var missing: MissingCategory?

    init(target: Category?, found: Category?, needed: ImportResolver.Needed, alias: String?) {
        (self.target, self.found, self.needed, self.alias) = (target, found, needed, alias)
    }
}
