struct CompletionsCommand: Command {
    static let help = CommandHelp(
        name: "completions", abstract: "Print the shell completion script for bash, zsh or fish.",
        discussion: """
            The script completes commands, options, their values, and the ledger's own categories, books \
            and months, which it reads (never writes) each time you press Tab. The install command \
            installs all three; the README says how each shell finds them.
            """,
        arguments: [shell],
        examples: [
            "timi completions bash > ~/.local/share/bash-completion/completions/timi",
            "timi completions zsh > ~/.local/share/zsh/site-functions/_timi",
            "timi completions fish > ~/.config/fish/completions/timi.fish",
        ])

    static let shell = ArgumentSpec(
        "shell", help: "The shell.", completion: .words(CompletionScript.allCases.map(\.rawValue)))

    var script: CompletionScript

    init(parsing arguments: inout ArgumentScanner) throws {
        let shell = try arguments.required(Self.shell)
        guard let script = CompletionScript(rawValue: shell) else {
            throw UsageError.invalidValue(
                shell, for: Self.shell.synopsis, "use bash, zsh or fish", choices: Self.shell.completion.words
            )
        }
        self.script = script
    }

    func run(in context: Context) throws {
        context.print(script.text)
    }
}
