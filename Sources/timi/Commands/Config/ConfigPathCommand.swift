import LedgerCore

struct ConfigPathCommand: Command {
    static let name = "config path"
    static let abstract = "Print where the configuration file is (whether or not it exists)."
    static let help = CommandHelp(
        usage: "timi config path", examples: ["timi config path", "$EDITOR \"$(timi config path)\""])

    init(parsing arguments: inout ArgumentScanner) throws {}

    func run(in context: Context) throws {
        _ = try context.format(Self.self)
        context.print(try ConfigCommand.path(in: context) + "\n")
    }
}
