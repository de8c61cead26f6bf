import LedgerCore

struct ConfigUnsetCommand: OneArgumentCommand {
    static let help = CommandHelp(
        name: "config unset", abstract: "Remove a setting, so that its default applies.",
        usage: "timi config unset <key>", arguments: [ConfigCommand.key],
        examples: ["timi config unset color", "timi config unset language"])

    static var argument: ArgumentSpec { ConfigCommand.key }

    var key: String

    init(_ key: String) { self.key = key }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let entry = try ConfigCommand.entry(key)
        let path = try ConfigCommand.path(in: context)
        guard try Configuration.values(path: path)[entry.key] != nil else {
            context.message("\(entry.name) is not set (default: \(entry.defaultValue)); nothing was changed")
            return
        }
        try ConfigSetCommand.change(entry.name, to: nil, path: path)
        context.message("\(entry.name) is unset (default: \(entry.defaultValue))")
    }
}
