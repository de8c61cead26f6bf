import LedgerCore

struct ShowCommand: OneArgumentCommand {
    static let help = CommandHelp(
        name: "show", abstract: "Show every field of a bill.",
        discussion: "With --book, the bill must be one of that book's.",
        arguments: [argument], options: [format],
        examples: ["timi show 1a2b3c4d", "timi show 1a2b --json"])

    static let argument = ArgumentSpec(
        "id", help: "The bill's id, or a unique prefix of it (as printed by add and list).")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json], help: "text (default): one field a line; json: the bill.")

    var id: String

    init(_ id: String) { self.id = id }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let (bill, state, photoPath) = try context.store.read { ledger in
            let bill = try ledger.bill(matching: id, in: try context.bookOption(in: ledger))
            return (bill, ledger.state, bill.photo.map(ledger.attachmentPath))
        }
        switch format {
        case .json: context.print(bill.jsonObject(in: state) + "\n")
        default:
            context.print(
                bill.detailText(
                    in: state, photoPath: photoPath, style: context.style, utcOffset: LocalTime.offset))
        }
    }
}
