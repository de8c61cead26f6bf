import LedgerCore

struct ConfigGetCommand: ConfigKeyCommand {
    static let help = keyHelp(
        "get", abstract: "Print a setting's value (its default when it is not set).",
        examples: ["timi config get currency", "timi config get language"])

    var key: String

    func run(_ entry: ConfigurationKey, value: String?, path: String, in context: Context) {
        context.print((value ?? entry.defaultValue) + "\n")
    }
}
