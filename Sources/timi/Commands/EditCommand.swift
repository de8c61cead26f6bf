import LedgerCore

struct EditCommand: EditingCommand {
    static let help = CommandHelp(
        name: "edit",
        abstract: "Change a bill's amount, category, type, date, time, note, payee, photo or transfer.",
        discussion:
            "Only what is given changes; a new date moves the bill to its month, and --book moves it to that "
            + "book (with its photo, as one change that 'timi undo' reverts). A transfer takes --account (its "
            + "source), --to, --to-amount and --fee, and keeps no category.",
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

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        var changes = BillChanges()
        changes.amount = try fields.amount.map(Money.init(parsing:))
        changes.category = fields.category
        changes.type = fields.type
        changes.date = try fields.day(today: context.today)
        changes.note = fields.note
        changes.time = fields.time
        changes.photo = fields.removePhoto ? .remove : fields.photo.map { .replace(with: $0) }
        changes.payee = fields.payee
        changes.account = fields.account
        changes.toAccount = fields.toAccount
        changes.toAmount = try fields.toAmount.map(Money.init(parsing:))
        changes.fee = try fields.fee.map { $0 == "0" ? .zero : try Money(parsing: $0) }
        guard !changes.isEmpty || context.options.book != nil else {
            let names = BillFields.options(.editing).map(\.long) + [GlobalOptions.book.long]
            throw UsageError(
                template: "Nothing to change: give at least one of {1}", [names.joined(separator: ", ")])
        }
        let (old, bill, state, text) = try context.store.write { ledger in
            let old = try ledger.bill(matching: id)
            var changes = changes
            changes.book = try context.bookOption(in: ledger)?.id
            let bill = try ledger.editBill(old, changes)
            let names = [old.book, bill.book].map { ledger.state.book($0)?.name ?? "" }
            let text =
                old.book == bill.book
                ? ledger.describe(bill)
                : context.language.text(
                    "{1} (moved from {2} to {3})", ledger.describe(bill), names[0], names[1])
            return (old, bill, ledger.state, text)
        }
        if bill.type != old.type {
            let title = state.category(bill.category)?.title ?? ""
            let types = [old.type, bill.type].map {
                context.language.text($0 == .income ? "income" : "expense")
            }
            context.message(
                context.language.text(
                    "{1} → {2}: {3} is an {4} category", types[0], types[1], title, types[1]))
        }
        let unchanged = bill == old && fields.photo == nil  // a new photo may keep its name
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default: context.print(context.language.text(unchanged ? "Unchanged {1}" : "Edited {1}", text) + "\n")
        }
        if unchanged {
            context.message(
                context.language.text("Nothing to change: the bill already is so; nothing was written"))
        }
    }
}
