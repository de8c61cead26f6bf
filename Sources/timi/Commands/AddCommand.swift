import LedgerCore

struct AddCommand: Command {
    static let name = "add"
    static let abstract = "Record a bill and print its id."
    static let help = CommandHelp(
        usage: "timi add <amount> [<category>] [--income] [--date <date>] [--note <text>] [--photo <file>]",
        arguments: [
            ("<amount>", "12, 12.5, 12.50, or a sum such as 12+8.5-3 (at most two decimals, greater than 0)."),
            ("<category>", "A category title, alias or id, or a unique prefix of one (default: the first category of the type: 用餐 or 一般)."),
        ],
        options: [
            ("--income", "Record income (default: expense, or the type of the category given)."),
            ("--expense", "Record an expense."),
            ("-d, --date <date>", "YYYY-MM-DD, MM-DD, today, yesterday or -N for N days ago (default: today)."),
            ("-n, --note <text>", "A remark of at most 40 characters (default: none)."),
            ("--photo <file>", "A picture to keep with the bill; it is copied into the ledger (default: none)."),
            ("--format text|json", "text (default): the short id, and a message on stderr; json: the bill."),
        ],
        examples: [
            "timi add 12.50 meals --note lunch", "timi add 12+8.5 交通 -d yesterday",
            "timi add 8000 salary --income --date 11-01",
        ])

    var amount: String
    var category: String?
    var type: BillType?
    var date: String?
    var note: String?
    var photo: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        type = try BillTypeFlags.parse(&arguments)
        date = try arguments.option("--date", "-d", value: "date")
        note = try arguments.option("--note", "-n", value: "text")
        photo = try arguments.option("--photo", value: "file")
        guard let amount = arguments.positional() else { throw UsageError("Missing expected argument '<amount>'") }
        self.amount = amount
        category = arguments.positional()
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let draft = BillDraft(
            amount: try Money(parsing: amount), category: category, type: type,
            date: try date.map { try Day(parsing: $0, today: context.today) } ?? context.today, note: note ?? "",
            photo: photo)
        let (bill, state) = try context.store.write { ledger in
            let bill = try ledger.addBill(draft, to: try context.book(in: ledger).id, now: context.now)
            return (bill, ledger.state)
        }
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default:
            context.print(bill.shortID + "\n")
            let title = state.category(bill.category).map { "\($0.title) (\($0.alias))" } ?? ""
            let book = state.book(bill.book)?.name ?? ""
            context.message("Added \(bill.type.rawValue) \(bill.amount) \(title) on \(bill.date) to \(book)")
        }
    }
}

/// `--income` / `--expense`, which exclude each other.
enum BillTypeFlags {
    static func parse(_ arguments: inout ArgumentScanner) throws -> BillType? {
        let income = arguments.flag("--income")
        let expense = arguments.flag("--expense")
        if income && expense { throw UsageError("'--income' and '--expense' cannot be used together") }
        return income ? .income : expense ? .expense : nil
    }
}
