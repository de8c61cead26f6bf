import LedgerCore

struct ConfigGetCommand: OneArgumentCommand {
    static let help = CommandHelp(
        name: "config get", abstract: "Print a setting's value (its default when it is not set).",
        usage: "timi config get <key>", arguments: [ConfigCommand.key],
        examples: ["timi config get currency", "timi config get language"])

    static var argument: ArgumentSpec { ConfigCommand.key }

    var key: String

    init(_ key: String) { self.key = key }

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        let entry = try ConfigCommand.entry(key)
        let values = try Configuration.values(path: try ConfigCommand.path(in: context))
        context.print((values[entry.key] ?? entry.defaultValue) + "\n")
    }
}
