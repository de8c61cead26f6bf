import LedgerCore

struct TransferCommand: Command {
    static let help = CommandHelp(
        name: "transfer", abstract: "Move money from one account to another.",
        discussion:
            "A transfer is neither income nor expense: pie, budgets, trend, totals and the report leave it "
            + "out; the timeline shows it (⇄) and the balances of 'timi accounts' count it, out of <from> "
            + "and into <to>. Repaying a credit card is a transfer to it. A fee is taken from <from> on top "
            + "of the amount and kept on the transfer, so that edit, delete and undo keep them together. "
            + "Between accounts of two currencies, --to-amount gives what arrived. Prints the transfer's "
            + "short id; 'timi edit' changes it (--account, --to, --to-amount, --fee, --amount, --date, "
            + "--note) and 'timi delete' deletes it.",
        arguments: [amount, from, to], options: [fee, date, note, toAmount, format],
        examples: [
            "timi transfer 3000 储蓄卡 招行信用卡", "timi transfer 500 零钱 余额宝 --fee 0.50 --date yesterday",
            "timi transfer 100 USD卡 储蓄卡 --to-amount 720.35",
        ])

    static let amount = ArgumentSpec(
        "amount", help: "What left <from>: 3000, 12.5, or an expression such as 200+50 (greater than 0).")
    static let from = ArgumentSpec(
        "from", help: "The account the money left: its name, id or a unique prefix.",
        completion: .kind(.accounts))
    static let to = ArgumentSpec(
        "to", help: "The account the money went to: its name, id or a unique prefix.",
        completion: .kind(.accounts))
    static let fee = BillFields.fee(.adding)
    static let toAmount = BillFields.toAmount(.adding)
    static let date = BillFields.date(.adding)
    static let note = OptionSpec(
        "--note", short: "-n", value: "text",
        help: "A remark of at most \(Bill.maxNoteLength) characters (default: none).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default): the short id, and a message on stderr; json: the transfer.")

    var amount: String
    var from: String
    var to: String
    var fee: String?
    var toAmount: String?
    var date: String?
    var note: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        fee = try arguments.value(Self.fee)
        toAmount = try arguments.value(Self.toAmount)
        date = try arguments.value(Self.date)
        note = try arguments.value(Self.note)
        amount = try arguments.required(Self.amount)
        from = try arguments.required(Self.from)
        to = try arguments.required(Self.to)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let draft = TransferDraft(
            amount: try Money(parsing: amount), from: from, to: to,
            date: try date.map { try Day(parsing: $0, today: context.today) } ?? context.today,
            note: note ?? "", fee: try fee.map { try Money(parsing: $0) },
            toAmount: try toAmount.map { try Money(parsing: $0) })
        let (bill, state): (Bill, LedgerState) = try context.store.write { ledger in
            let bill = try ledger.addTransfer(draft, to: try context.book(in: ledger).id, now: context.now)
            return (bill, ledger.state)
        }
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default:
            context.print(bill.shortID + "\n")
            let names = [bill.account, bill.toAccount].map { id in
                id.flatMap { state.account($0)?.name } ?? ""
            }
            context.message(
                context.language.text(
                    "Moved {1} from {2} to {3} on {4}", bill.amount.description, names[0], names[1],
                    bill.date.description))
        }
    }
}
