struct HelpCommand: Command {
    static let help = CommandHelp(
        name: "help", abstract: "Show the help of timi or of a command.",
        arguments: [command, subcommand],
        examples: ["timi help", "timi help add", "timi help book rename"])

    static let command = ArgumentSpec(
        "command",
        help: "The command to explain; the same text as 'timi <command> --help' (default: timi's help).",
        completion: .kind(.commands), optional: true)
    static let subcommand = ArgumentSpec(
        "subcommand", help: "A subcommand of book or category.", completion: .kind(.subcommands),
        optional: true, nested: true)

    /// The command (or subcommand) to explain; `nil`: timi.
    var topic: (any Command.Type)?

    init(parsing arguments: inout ArgumentScanner) throws {
        let type = try arguments.positional().map { try Commands.find($0, in: Commands.all) }
        topic = try Timi.helpTopic(type, &arguments)
    }

    func run(in context: Context) throws {
        context.print(Timi.helpText(for: topic, width: context.style.width, language: context.style.language))
    }
}
