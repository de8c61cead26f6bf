import LedgerCore

struct ConfigUnsetCommand: ConfigKeyCommand {
    static let help = keyHelp(
        "unset", abstract: "Remove a setting, so that its default applies.",
        examples: ["timi config unset color", "timi config unset language"])

    var key: String

    func run(_ entry: ConfigurationKey, value: String?, path: String, in context: Context) throws {
        let shown = entry.shownDefault(in: context.language)
        guard value != nil else {
            context.message(
                context.language.text("{1} is not set (default: {2}); nothing was changed", entry.name, shown)
            )
            return
        }
        try ConfigSetCommand.change(entry.name, to: nil, path: path)
        context.message(context.language.text("{1} is unset (default: {2})", entry.name, shown))
    }
}
