import LedgerCore

struct EditCommand: Command {
    static let name = "edit"
    static let abstract = "Change a bill's amount, category, type, date, note or photo."
    static let help = CommandHelp(
        usage: "timi edit <id> [--amount <amount>] [--category <category>] [--income | --expense] "
            + "[--date <date>] [--note <text>] [--photo <file> | --no-photo]",
        discussion: "Only what is given changes; a new date moves the bill to its month.",
        arguments: [id], options: [amount, category, income, expense, date, note, photo, noPhoto, format],
        examples: [
            "timi edit 1a2b --amount 15", "timi edit 1a2b --category transport --note taxi",
            "timi edit 1a2b --date -1",
        ])

    static let id = ArgumentSpec("id", help: "The bill's id, or a unique prefix of it.")
    static let amount = OptionSpec(
        "--amount", value: "amount", help: "A new amount (12.50, or a sum such as 12+8.5).")
    static let category = OptionSpec(
        "--category", short: "-c", value: "category",
        help: "A new category (title, alias, id or unique prefix).",
        completion: .kind(.categories))
    static let income = OptionSpec(
        "--income",
        help: "Make it income (its category becomes the first income category unless one is given).")
    static let expense = OptionSpec("--expense", help: "Make it an expense.")
    static let date = OptionSpec(
        "--date", short: "-d", value: "date", help: "A new date: YYYY-MM-DD, MM-DD, today, yesterday or -N.",
        completion: .kind(.dates))
    static let note = OptionSpec(
        "--note", short: "-n", value: "text", help: "A new note; --note '' clears it.")
    static let photo = OptionSpec(
        "--photo", value: "file", help: "Attach this picture instead of any current one.",
        completion: .kind(.files))
    static let noPhoto = OptionSpec("--no-photo", help: "Remove the photo.")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json], help: "text (default): the bill as changed, in one line; json: the bill.")

    var id: String
    var amount: String?
    var category: String?
    var type: BillType?
    var date: String?
    var note: String?
    var photo: BillChanges.Photo?

    init(parsing arguments: inout ArgumentScanner) throws {
        amount = try arguments.value(Self.amount)
        category = try arguments.value(Self.category)
        type = try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)])
        date = try arguments.value(Self.date)
        note = try arguments.value(Self.note)
        let newPhoto = try arguments.value(Self.photo)
        let noPhoto = arguments.flag(Self.noPhoto)
        if newPhoto != nil && noPhoto { throw UsageError.conflict(Self.photo, Self.noPhoto) }
        photo = noPhoto ? .remove : newPhoto.map { .replace(with: $0) }
        id = try arguments.required(Self.id)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let changes = BillChanges(
            amount: try amount.map(Money.init(parsing:)), category: category, type: type,
            date: try date.map { try Day(parsing: $0, today: context.today) }, note: note, photo: photo)
        guard !changes.isEmpty else {
            throw UsageError(
                "Nothing to change: give at least one of --amount, --category, --income, --expense, "
                    + "--date, --note, --photo, --no-photo")
        }
        let (bill, state, text) = try context.store.write { ledger in
            let bill = try ledger.editBill(try ledger.bill(matching: id), changes)
            return (bill, ledger.state, ledger.describe(bill))
        }
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default: context.print("Edited \(text)\n")
        }
    }
}
