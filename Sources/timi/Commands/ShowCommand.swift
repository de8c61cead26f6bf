import LedgerCore

struct ShowCommand: Command {
    static let name = "show"
    static let abstract = "Show every field of a bill."
    static let help = CommandHelp(
        usage: "timi show <id>",
        arguments: [("<id>", "The bill's id, or a unique prefix of it (as printed by add and list).")],
        options: [("--format text|json", "text (default): one field a line; json: the bill.")],
        examples: ["timi show 1a2b3c4d", "timi show 1a2b --json"])

    var id: String

    init(parsing arguments: inout ArgumentScanner) throws {
        guard let id = arguments.positional() else { throw UsageError("Missing expected argument '<id>'") }
        self.id = id
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.name)
        let (bill, state, photoPath) = try context.store.read { ledger in
            let bill = try ledger.bill(matching: id)
            return (bill, ledger.state, bill.photo.map(ledger.attachmentPath))
        }
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default: context.print(bill.detailText(in: state, photoPath: photoPath))
        }
    }
}
