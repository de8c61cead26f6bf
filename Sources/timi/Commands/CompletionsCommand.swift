struct CompletionsCommand: Command {
    static let name = "completions"
    static let abstract = "Print the shell completion script for bash, zsh or fish."
    static let help = CommandHelp(
        usage: "timi completions bash|zsh|fish",
        discussion: """
            The script completes commands, options, their values, and the ledger's own categories, books \
            and months, which it reads (never writes) each time you press Tab. The install command \
            installs all three; the README says how each shell finds them.
            """,
        arguments: [("bash|zsh|fish", "The shell.")],
        examples: [
            "timi completions bash > ~/.local/share/bash-completion/completions/timi",
            "timi completions zsh > ~/.local/share/zsh/site-functions/_timi",
            "timi completions fish > ~/.config/fish/completions/timi.fish",
        ])

    var script: CompletionScript

    init(parsing arguments: inout ArgumentScanner) throws {
        let names = CompletionScript.allCases.map(\.rawValue)
        guard let shell = arguments.positional() else {
            throw UsageError("Missing expected argument '<shell>'")
        }
        guard let script = CompletionScript(rawValue: shell) else {
            throw UsageError.invalidValue(shell, for: "<shell>", "use bash, zsh or fish", choices: names)
        }
        self.script = script
    }

    func run(in context: Context) throws {
        _ = try context.format(Self.name, allowed: [.text])
        context.print(script.text)
    }
}
