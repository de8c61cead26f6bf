import LedgerCore

struct EditCommand: Command {
    static let name = "edit"
    static let abstract = "Change a bill's amount, category, type, date, note or photo."
    static let help = CommandHelp(
        usage: "timi edit <id> [--amount <amount>] [--category <category>] [--income | --expense] "
            + "[--date <date>] [--note <text>] [--photo <file> | --no-photo] [--book <book>]",
        discussion:
            "Only what is given changes; a new date moves the bill to its month, and --book moves it to that "
            + "book (with its photo, as one change that 'timi undo' reverts).",
        arguments: [id], options: BillFields.options(.editing) + [format],
        examples: [
            "timi edit 1a2b --amount 15", "timi edit 1a2b --category transport --note taxi",
            "timi edit 1a2b --date -1 --book Family",
        ])

    static let id = ArgumentSpec("id", help: "The bill's id, or a unique prefix of it.")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json], help: "text (default): the bill as changed, in one line; json: the bill.")

    var id: String
    var fields: BillFields

    init(parsing arguments: inout ArgumentScanner) throws {
        fields = try BillFields(parsing: &arguments, for: .editing)
        id = try arguments.required(Self.id)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let changes = BillChanges(
            amount: try fields.amount.map(Money.init(parsing:)), category: fields.category, type: fields.type,
            date: try fields.day(today: context.today), note: fields.note,
            photo: fields.removePhoto ? .remove : fields.photo.map { .replace(with: $0) })
        guard !changes.isEmpty || context.options.book != nil else {
            let names = BillFields.options(.editing).map(\.long) + [GlobalOptions.book.long]
            throw UsageError("Nothing to change: give at least one of " + names.joined(separator: ", "))
        }
        let (bill, state, text) = try context.store.write { ledger in
            let original = try ledger.bill(matching: id)
            var changes = changes
            changes.book = try context.bookOption(in: ledger)?.id
            let bill = try ledger.editBill(original, changes)
            let names = [original.book, bill.book].map { ledger.state.book($0)?.name ?? "" }
            let moved = original.book == bill.book ? "" : " (moved from \(names[0]) to \(names[1]))"
            return (bill, ledger.state, ledger.describe(bill) + moved)
        }
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default: context.print("Edited \(text)\n")
        }
    }
}
