import LedgerCore

struct EditCommand: Command {
    static let name = "edit"
    static let abstract = "Change a bill's amount, category, type, date, note or photo."
    static let help = CommandHelp(
        usage: "timi edit <id> [--amount <amount>] [--category <category>] [--income | --expense] "
            + "[--date <date>] [--note <text>] [--photo <file> | --no-photo]",
        discussion: "Only what is given changes; a new date moves the bill to its month.",
        arguments: [("<id>", "The bill's id, or a unique prefix of it.")],
        options: [
            ("--amount <amount>", "A new amount (12.50, or a sum such as 12+8.5)."),
            ("-c, --category <category>", "A new category (title, alias, id or unique prefix)."),
            ("--income", "Make it income (its category becomes the first income category unless one is given)."),
            ("--expense", "Make it an expense."),
            ("-d, --date <date>", "A new date: YYYY-MM-DD, MM-DD, today, yesterday or -N."),
            ("-n, --note <text>", "A new note; --note '' clears it."),
            ("--photo <file>", "Attach this picture instead of any current one."),
            ("--no-photo", "Remove the photo."),
            ("--format text|json", "text (default): the bill as changed, in one line; json: the bill."),
        ],
        examples: ["timi edit 1a2b --amount 15", "timi edit 1a2b --category transport --note taxi", "timi edit 1a2b --date -1"])

    var id: String
    var amount: String?
    var category: String?
    var type: BillType?
    var date: String?
    var note: String?
    var photo: BillChanges.Photo?

    init(parsing arguments: inout ArgumentScanner) throws {
        amount = try arguments.option("--amount", value: "amount")
        category = try arguments.option("--category", "-c", value: "category")
        type = try BillTypeFlags.parse(&arguments)
        date = try arguments.option("--date", "-d", value: "date")
        note = try arguments.option("--note", "-n", value: "text")
        let newPhoto = try arguments.option("--photo", value: "file")
        let noPhoto = arguments.flag("--no-photo")
        if newPhoto != nil && noPhoto { throw UsageError("'--photo' and '--no-photo' cannot be used together") }
        photo = noPhoto ? .remove : newPhoto.map { .replace(with: $0) }
        guard let id = arguments.positional() else { throw UsageError("Missing expected argument '<id>'") }
        self.id = id
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let changes = BillChanges(
            amount: try amount.map(Money.init(parsing:)), category: category, type: type,
            date: try date.map { try Day(parsing: $0, today: context.today) }, note: note, photo: photo)
        guard !changes.isEmpty else {
            throw UsageError("Nothing to change: give at least one of --amount, --category, --income, --expense, "
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
