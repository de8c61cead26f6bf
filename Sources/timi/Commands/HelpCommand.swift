struct HelpCommand: Command {
    static let name = "help"
    static let abstract = "Show the help of timi or of a command."
    static let help = CommandHelp(
        usage: "timi help [<command> [<subcommand>]]",
        arguments: [
            ("<command>", "The command to explain; the same text as 'timi <command> --help' (default: timi's help)."),
            ("<subcommand>", "A subcommand of book or category."),
        ],
        examples: ["timi help", "timi help add", "timi help book rename"])

    var text: String

    init(parsing arguments: inout ArgumentScanner) throws {
        let type = try arguments.positional().map { try Commands.find($0, in: Commands.all) }
        text = try Timi.helpText(for: type, &arguments)
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.name, allowed: [.text])
        context.print(text)
    }
}
