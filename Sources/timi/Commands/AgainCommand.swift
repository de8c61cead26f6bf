import LedgerCore

struct AgainCommand: Command {
    static let help = CommandHelp(
        name: "again", abstract: "Record a copy of a bill (default: the last one added), dated today.",
        discussion:
            "The copy has the bill's type, category, note, payee, account (or, when it has none, the default "
            + "account of add) and book, a new id, and today's date (or --date); not its photo (a receipt of that day), its transaction number or import key (the "
            + "key of the import it came from), nor its recurring rule. The last added bill is the one with "
            + "the newest creation time in the current book (or --book), whatever its date; 'last' names it "
            + "when an amount follows. @N is the N-th combination of 'timi recent' (the newest of its bills). "
            + "With --book, a bill given by id must be one of that book's. Prints what it added as add does.",
        arguments: [bill, amount], options: [date, format],
        examples: [
            "timi again", "timi again 3f2a 18 --date yesterday", "timi again @2",
        ])

    static let bill = ArgumentSpec(
        "bill",
        help:
            "The bill's id or a unique prefix of it; @N, the N-th of 'timi recent'; or last (default: the last bill added).",
        optional: true
    )
    static let amount = ArgumentSpec(
        "amount", help: "A new amount, as add takes it: 18, 12.5, or 12+8.5 (default: the bill's).",
        optional: true, nested: true)
    static let date = BillFields.date(.adding)
    static let format = AddCommand.format

    /// The word that names the last added bill.
    static let last = "last"

    /// The bill as given: an id, a prefix, `@N`, or ``last``.
    var bill: String
    var amount: String?
    var date: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        date = try arguments.value(Self.date)
        bill = arguments.positional() ?? Self.last
        amount = arguments.positional()
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let day = try date.map { try Day(parsing: $0, today: context.today) } ?? context.today
        let amount = try self.amount.map { try Money(parsing: $0) }
        let (copy, state): (Bill, LedgerState) = try context.store.write { ledger in
            let original = try original(in: ledger, context: context)
            let copy = try ledger.addCopy(
                of: original, on: day, amount: amount,
                defaultAccount: context.defaultAccount(of: original.book, in: ledger), now: context.now)
            return (copy, ledger.state)
        }
        AddCommand.printAdded(copy, state: state, format: format, in: context)
    }

    /// The bill to copy.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)`` when there is none.
    private func original(in ledger: Ledger, context: Context) throws -> Bill {
        if let number = try recentNumber() {
            let report = try RecentReport(
                ledger: ledger, book: try context.book(in: ledger), today: context.today)
            guard report.combinations.indices.contains(number - 1) else {
                throw LedgerError.notFound(
                    kind: Reason(
                        "combination of 'timi recent' (it lists {1})", String(report.combinations.count)),
                    query: bill, suggestion: nil)
            }
            return report.combinations[number - 1].latest
        }
        guard bill == Self.last else {
            return try ledger.bill(matching: bill, in: try context.bookOption(in: ledger))
        }
        let book = try context.book(in: ledger)
        guard let last = try ledger.lastAddedBill(in: book.id) else {
            throw LedgerError.refused(
                Reason("{1} has no bill to copy yet: add one with 'timi add'", book.name))
        }
        return last
    }

    /// N of `@N`; `nil` when the bill is not given as `@N`.
    /// - Throws: ``UsageError`` when N is not a whole number of 1 or more.
    private func recentNumber() throws -> Int? {
        guard bill.hasPrefix("@") else { return nil }
        guard let number = Int(bill.dropFirst()), number > 0 else {
            throw UsageError.invalidValue(
                bill, for: Self.bill.synopsis, "after @ give the number 'timi recent' shows (1 or more)",
                choices: [])
        }
        return number
    }
}
