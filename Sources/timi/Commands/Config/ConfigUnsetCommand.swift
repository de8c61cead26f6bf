import LedgerCore

struct ConfigUnsetCommand: Command {
    static let name = "config unset"
    static let abstract = "Remove a setting, so that its default applies."
    static let help = CommandHelp(
        usage: "timi config unset <key>", arguments: [ConfigCommand.key],
        examples: ["timi config unset color", "timi config unset language"])

    var key: String

    init(parsing arguments: inout ArgumentScanner) throws {
        key = try arguments.required(ConfigCommand.key)
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let entry = try ConfigCommand.entry(key)
        let path = try ConfigCommand.path(in: context)
        guard try Configuration.values(path: path)[entry.key] != nil else {
            context.message(
                context.language.text(
                    "{1} is not set (default: {2}); nothing was changed", entry.name, entry.defaultValue))
            return
        }
        try ConfigSetCommand.change(entry.name, to: nil, path: path)
        context.message(context.language.text("{1} is unset (default: {2})", entry.name, entry.defaultValue))
    }
}
