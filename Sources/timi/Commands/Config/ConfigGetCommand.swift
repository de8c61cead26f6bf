import LedgerCore

struct ConfigGetCommand: ConfigKeyCommand {
    static let help = CommandHelp(
        name: "config get", abstract: "Print a setting's value (its default when it is not set).",
        usage: "timi config get <key>", arguments: [ConfigCommand.key],
        examples: ["timi config get currency", "timi config get language"])

    var key: String

    func run(_ entry: ConfigurationKey, value: String?, path: String, in context: Context) {
        context.print((value ?? entry.defaultValue) + "\n")
    }
}
