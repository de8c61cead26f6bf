import LedgerCore

struct ConfigUnsetCommand: ConfigKeyCommand {
    static let help = CommandHelp(
        name: "config unset", abstract: "Remove a setting, so that its default applies.",
        usage: "timi config unset <key>", arguments: [ConfigCommand.key],
        examples: ["timi config unset color", "timi config unset language"])

    var key: String

    func run(_ entry: ConfigurationKey, value: String?, path: String, in context: Context) throws {
        guard value != nil else {
            context.message("\(entry.name) is not set (default: \(entry.defaultValue)); nothing was changed")
            return
        }
        try ConfigSetCommand.change(entry.name, to: nil, path: path)
        context.message("\(entry.name) is unset (default: \(entry.defaultValue))")
    }
}
