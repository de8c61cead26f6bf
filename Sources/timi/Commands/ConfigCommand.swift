import LedgerCore

struct ConfigCommand: CommandGroup {
    static let subcommands: [any Command.Type] = [
        ConfigListCommand.self, ConfigGetCommand.self, ConfigSetCommand.self, ConfigUnsetCommand.self,
        ConfigPathCommand.self,
    ]
    static let help = CommandHelp(
        name: "config", abstract: "Show and change the settings of config.json.",
        discussion:
            "With no subcommand, lists the settings. The file is $XDG_CONFIG_HOME/timi/config.json (default: "
            + "~/.config/timi/config.json); set and unset check the value first, keep the keys this timi does "
            + "not know (a newer timi's) as they are, and replace the file whole (a temporary file, fsynced and "
            + "renamed).",
        subcommandOr: [],
        examples: ["timi config set currency €", "timi config get color", "timi config unset listPeriod"],
        tables: [("KEYS", ConfigurationKey.all.map(\.row))])

    let subcommand: any Command

    init(parsing arguments: inout ArgumentScanner) throws {
        subcommand = try Commands.parseSubcommand(of: Self.self, default: ConfigListCommand.self, &arguments)
    }

    static let key = ArgumentSpec(
        "key", help: "A setting's name (see 'timi config --help').",
        completion: .words(ConfigurationKey.all.map(\.name)))

    /// The file's path.
    /// - Throws: ``UsageError`` when there is none (no `HOME` nor `XDG_CONFIG_HOME`).
    static func path(in context: Context) throws -> String {
        guard let path = context.configurationPath else {
            throw UsageError(template: "No configuration file: set HOME or XDG_CONFIG_HOME", [])
        }
        return path
    }

    /// The entry of the key named `name`.
    /// - Throws: ``UsageError`` for an unknown key, with the nearest one.
    static func entry(_ name: String) throws -> ConfigurationKey {
        guard let key = Configuration.Key(rawValue: name), let entry = ConfigurationKey.named(key) else {
            let names = ConfigurationKey.all.map(\.name)
            throw UsageError.invalidValue(
                name, for: Self.key.synopsis, "the keys are {1}", names.joined(separator: ", "),
                choices: names)
        }
        return entry
    }
}
