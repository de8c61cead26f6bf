import LedgerCore

struct ConfigListCommand: NoArgumentCommand {
    static let help = CommandHelp(
        name: "config list", abstract: "List every setting: its value, or its default.",
        examples: ["timi config list", "timi config"])

    func run(in context: Context) throws {
        let values = try Configuration.values(path: try ConfigCommand.path(in: context))
        var table = TextTable(alignments: [.left, .left])
        for entry in ConfigurationKey.all {
            let shown = context.language.text("(default: {1})", entry.shownDefault(in: context.language))
            table.append([entry.name, values[entry.key] ?? shown])
        }
        context.print(table.render() + "\n")
    }
}
