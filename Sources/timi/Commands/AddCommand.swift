import LedgerCore

struct AddCommand: Command {
    static let help = CommandHelp(
        name: "add", abstract: "Record a bill and print its id.",
        discussion: """
            Without an amount, on a terminal, timi asks for the amount, category, note and date, one line \
            each (Tab completes the category; Esc stops without adding).

            With '-' for the amount, timi reads one bill per line of standard input and adds them all in \
            one change, or none: the first bad line stops everything with 'stdin:LINE: reason' (exit 65). \
            A line is words separated by spaces: the amount first; '+income' or '+expense' for the type; \
            a date word as --date reads it (today, yesterday, mon, 11-01, 2026-11-01, 11/01, -2); of the \
            other words the first is the category and the rest are the note. A word in double quotes \
            ("11-01 trip") is always note text: quote note words that look like a date. An empty line is \
            an error. --date and --income set what lines without a date or type get. One id per line is \
            printed, in the order of the lines:
              printf '12.5 meals lunch\\n8000 salary +income 11-01\\n' | timi add -
            """,
        arguments: [amount, categoryThenNote], options: BillFields.options(.adding) + [format],
        examples: [
            "timi add 12.50 meals --note lunch", "timi add 12+8.5 交通 -d yesterday",
            "timi add - --date yesterday",
        ])

    static let amount = ArgumentSpec(
        "amount",
        help:
            "12, 12.5, ¥1,234.50, 12.5元, or an expression such as 12+8.5-3 or 3*12.5+2 (× ÷ too; at most two decimals, greater than 0); - reads one bill per line from standard input (see above)."
    )
    static let category = ArgumentSpec(
        "category",
        help:
            "A category title, alias or id, or a unique prefix of one (default: the first category of the type: "
            + "用餐 or 一般).",
        completion: .kind(.categories), optional: true)
    /// `add`'s category, after which the words are the note (`recurring add` takes no such words).
    static let categoryThenNote = ArgumentSpec(
        "category",
        help:
            "A category title, alias or id, or a unique prefix of one (default: the first category of the type: "
            + "用餐 or 一般); the words after it are the note.",
        completion: .kind(.categories), optional: true, rest: "note")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default): the short id, and a message on stderr; json: the bill.")

    /// The amount; `nil` asks for the fields on a terminal (``InteractiveAdd``).
    var amount: String?
    var category: String?
    var fields: BillFields

    init(parsing arguments: inout ArgumentScanner) throws {
        fields = try BillFields(parsing: &arguments, for: .adding)
        amount = arguments.positional()
        // Off a terminal there is no one to ask: the missing amount stays a usage error, found here.
        if amount == nil && !RawTerminal.isAvailable {
            throw UsageError(template: "Missing expected argument '{1}'", [Self.amount.synopsis])
        }
        category = arguments.positional()
        // `timi add 18 用餐 午饭`: the words after the category are the note, as on a line of `add -`.
        let words = category == nil ? [] : arguments.positionals()
        if !words.isEmpty {
            guard fields.note == nil else {
                throw UsageError(
                    template: "Give the note either after the category or with --note, not both", [])
            }
            fields.note = words.joined(separator: " ")
        }
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let day = try fields.day(today: context.today) ?? context.today
        if amount == "-" { return try addLines(format: format, day: day, in: context) }
        let (bill, state): (Bill, LedgerState)
        if let amount {
            let draft = BillDraft(
                amount: try Money(parsing: amount), category: category, type: fields.type, date: day,
                note: fields.note ?? "", photo: fields.photo, payee: fields.payee,
                account: fields.account, time: fields.time)
            do {
                (bill, state) = try context.store.write { ledger in
                    let book = try context.book(in: ledger).id
                    var draft = draft
                    draft.account = draft.account ?? context.defaultAccount(of: book, in: ledger)
                    let bill = try ledger.addBill(draft, to: book, now: context.now)
                    return (bill, ledger.state)
                }
            } catch LedgerError.notFound(_, let query, nil) where query == category && fields.note == nil {
                // `timi add 15.5 午饭`: a note where a category goes; the example names the ledger's first category.
                let first = try? context.store.peek { ledger in
                    ledger.state.categories.first { $0.type == (fields.type ?? .expense) }?.alias
                }
                // The example as a shell reads it back: a note with `&` or `'` in it pasted as it is.
                throw LedgerError.refused(
                    Reason(
                        "no category matches '{1}'; a note goes after the category (timi add {2} {3} {4}) or in --note",
                        query, ShellWord.quoted(amount), ShellWord.quoted((first ?? nil) ?? "meals"),
                        ShellWord.quoted(query)))
            }
        } else {
            (bill, state) = try InteractiveAdd.add(in: context, category: category, fields: fields, day: day)
        }
        Self.printAdded(bill, state: state, format: format, in: context)
    }

    /// Says what was added, as `add` does (and `again`): json, the bill; text, the short id on stdout
    /// and a message on stderr.
    static func printAdded(_ bill: Bill, state: LedgerState, format: OutputFormat, in context: Context) {
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default:
            context.print(bill.shortID + "\n")
            let title = state.category(bill.category).map { "\($0.title) (\($0.alias))" } ?? ""
            let book = state.book(bill.book)?.name ?? ""
            context.message(
                context.language.text(
                    "Added {1} {2} {3} on {4} to {5}",
                    bill.type.word.text(in: context.language),
                    bill.amount.description, title, bill.date.description, book))
        }
    }

    /// `timi add -`: the bills of standard input's lines, one id per line (json: an array of bills).
    private func addLines(format: OutputFormat, day: Day, in context: Context) throws {
        let (bills, state) = try AddLines.add(in: context, fields: fields, day: day)
        switch format {
        case .json: context.print(JSONOutput.array(bills.map { $0.jsonObject(in: state) }))
        default:
            context.print(bills.map { $0.shortID + "\n" }.joined())
            let book = bills.first.flatMap { state.book($0.book)?.name } ?? ""
            context.message(
                context.language.text(
                    bills.count == 1 ? "Added {1} bill to {2}" : "Added {1} bills to {2}",
                    String(bills.count), book))
        }
    }
}
