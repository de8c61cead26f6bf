import LedgerCore

struct AccountShowCommand: Command {
    static let help = CommandHelp(
        name: "account show", abstract: "Show an account's details.",
        arguments: [AccountCommand.account],
        options: [format], examples: ["timi account show 招行", "timi account show 现金 --json"])

    static let format = OptionSpec.format(
        [OutputFormat.text, .json], help: "text (default): one field a line; json: an object.")

    var target: String

    init(parsing arguments: inout ArgumentScanner) throws {
        target = try arguments.required(AccountCommand.account)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let account = try context.store.read { try $0.account(matching: target) }
        context.print(format == .json ? account.json + "\n" : account.text(in: context.language))
    }
}
