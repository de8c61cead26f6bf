import LedgerCore

struct ConfigPathCommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "config path", abstract: "Print where the configuration file is (whether or not it exists).",
        examples: ["timi config path", "$EDITOR \"$(timi config path)\""])

    func run(in context: Context) throws {
        context.print(try ConfigCommand.path(in: context) + "\n")
    }
}
