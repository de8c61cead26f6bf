import LedgerCore

struct AccountListCommand: Command {
    static let help = CommandHelp(
        name: "account list", abstract: "List the accounts, in their order.",
        options: [all, format],
        examples: ["timi account list", "timi account list --all --json"])

    static let all = OptionSpec("--all", short: "-a", help: "Also list hidden and closed accounts.")
    static let format = OptionSpec.format(
        [OutputFormat.text, .json],
        help: "text (default): a table; json: an array of accounts (amounts as signed strings).")

    var all: Bool

    init(parsing arguments: inout ArgumentScanner) throws { all = arguments.flag(Self.all) }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let accounts = try context.store.read { $0.state.accounts }.filter {
            all || !($0.hidden || $0.closed)
        }
        context.print(format == .json ? Account.json(accounts) : Account.text(accounts, style: context.style))
    }
}
