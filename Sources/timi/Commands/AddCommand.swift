import LedgerCore

struct AddCommand: Command {
    static let name = "add"
    static let abstract = "Record a bill and print its id."
    static let help = CommandHelp(
        usage: "timi add <amount> [<category>] [--income] [--date <date>] [--note <text>] [--photo <file>]",
        arguments: [amount, category], options: [income, expense, date, note, photo, format],
        examples: [
            "timi add 12.50 meals --note lunch", "timi add 12+8.5 交通 -d yesterday",
            "timi add 8000 salary --income --date 11-01",
        ])

    static let amount = ArgumentSpec(
        "amount", help: "12, 12.5, 12.50, or a sum such as 12+8.5-3 (at most two decimals, greater than 0).")
    static let category = ArgumentSpec(
        "category",
        help:
            "A category title, alias or id, or a unique prefix of one (default: the first category of the type: "
            + "用餐 or 一般).",
        completion: .kind(.categories))
    static let income = OptionSpec(
        "--income", help: "Record income (default: expense, or the type of the category given).")
    static let expense = OptionSpec("--expense", help: "Record an expense.")
    static let date = OptionSpec(
        "--date", short: "-d", value: "date",
        help: "YYYY-MM-DD, MM-DD, today, yesterday or -N for N days ago (default: today).",
        completion: .kind(.dates))
    static let note = OptionSpec(
        "--note", short: "-n", value: "text", help: "A remark of at most 40 characters (default: none).")
    static let photo = OptionSpec(
        "--photo", value: "file",
        help: "A picture to keep with the bill; it is copied into the ledger (default: none).",
        completion: .kind(.files))
    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default): the short id, and a message on stderr; json: the bill.")

    var amount: String
    var category: String?
    var type: BillType?
    var date: String?
    var note: String?
    var photo: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)])
        date = try arguments.value(Self.date)
        note = try arguments.value(Self.note)
        photo = try arguments.value(Self.photo)
        amount = try arguments.required(Self.amount)
        category = arguments.positional()
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let draft = BillDraft(
            amount: try Money(parsing: amount), category: category, type: type,
            date: try date.map { try Day(parsing: $0, today: context.today) } ?? context.today,
            note: note ?? "",
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
