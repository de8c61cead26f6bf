@testable import LedgerCore
import Testing

@testable import timi

/// For every command and subcommand, the three readers of its option declarations agree: each option
/// that completion offers (`timi __complete <command> --`) is one its parser accepts, and each option
/// its parser accepts is offered by completion and documented in `--help`.
struct OptionDeclarationTests {
    /// Every command that runs (a group's subcommands, not the group), with the words that name it.
    static let commands: [(words: [String], type: any Command.Type)] = Commands.all.flatMap { command in
        (command.subcommands.isEmpty ? [command] : command.subcommands).map {
            ($0.name.split(separator: " ").map(String.init), $0)
        }
    }

    /// The words completion offers for the last of `words`, or the shell's own completion.
    static func offered(_ words: [String]) -> [String] {
        switch Completer(readLedger: { _, _ in nil }).complete(words) {
        case .words(let candidates): return candidates.map(\.value)
        case .files: return ["x.txt"]
        case .directories: return ["/tmp"]
        }
    }

    /// Every option name in the OPTIONS section of `help`, and in the main help's GLOBAL OPTIONS.
    static func documented(_ help: String) -> Set<String> {
        var names = Set<String>()
        for section in [help, Timi.mainHelp(width: 100)] {
            for line in section.split(separator: "\n") where line.hasPrefix("  -") {
                names.formUnion(
                    line.split(separator: " ").prefix { $0.hasPrefix("-") }.map {
                        String($0.prefix { $0 != "," })
                    })
            }
        }
        return names
    }

    /// The command's examples (the words after `timi`, up to a pipe or redirection) that name it first.
    static func examples(_ words: [String], _ type: any Command.Type) -> [[String]] {
        var examples: [[String]] = []
        for example in type.help.examples {
            let arguments = example.split(separator: " ").dropFirst().map(String.init)
            examples.append(Array(arguments.prefix { $0 != ">" && $0 != "|" }))
        }
        return examples.filter { $0.starts(with: words) }
    }

    /// What to try after `option`: nothing (a flag), a value an example gives it, the first value
    /// completion offers, its help label's placeholders filled in (`<name>=<cat>,...` → `name=cat`),
    /// or a number.
    static func values(of option: String, _ words: [String], _ type: any Command.Type, _ examples: [[String]])
        -> [[String]]
    {
        let given = examples.flatMap { zip($0, $0.dropFirst()).filter { $0.0 == option }.map(\.1) }
        let label = type.helpText(width: 100).split(separator: "\n").first { $0.hasPrefix("  \(option) ") }
            .map {
                String($0.dropFirst(option.count + 3).prefix { $0 != " " })
            }
        let filled = label.map {
            $0.replacingOccurrences(of: ",...", with: "").filter { $0 != "<" && $0 != ">" }
        }
        let values =
            given + OptionDeclarationTests.offered(words + [option, ""]).prefix(1)
            + [filled, "1"].compactMap { $0 }
        return [[]] + values.map { [$0] }
    }

    /// Parses `arguments` as `timi` does (global options, the command's words, the command's own
    /// options and arguments, nothing left over); returns every option name the parser asked for.
    static func parse(_ arguments: [String], as words: [String], _ type: any Command.Type) throws -> [String]
    {
        var scanner = ArgumentScanner(arguments)
        _ = try GlobalOptions.parse(&scanner)
        for word in words { #expect(scanner.positional() == word) }
        _ = try type.init(parsing: &scanner)
        try scanner.finish()
        return scanner.knownOptions
    }

    @Test(arguments: commands.map(\.words))
    func completionParserAndHelpAgree(words: [String]) throws {
        let type = try #require(OptionDeclarationTests.commands.first { $0.words == words }?.type)
        let examples = OptionDeclarationTests.examples(words, type)
        try #require(!examples.isEmpty, "\(words) has an example")
        let offered = OptionDeclarationTests.offered(words + ["--"])
        let documented = OptionDeclarationTests.documented(type.helpText(width: 100))
        #expect(offered.contains("--help") && offered.contains("--format"), "\(words): \(offered)")
        for option in offered {
            #expect(documented.contains(option), "\(words): \(option) is offered but not documented")
            let accepted = examples.contains { example in
                OptionDeclarationTests.values(of: option, words, type, examples).contains { value in
                    (try? OptionDeclarationTests.parse(example + [option] + value, as: words, type)) != nil
                }
            }
            #expect(accepted, "\(words): \(option) is offered but not accepted")
        }
        for example in examples {
            for name in try OptionDeclarationTests.parse(example, as: words, type) {
                #expect(documented.contains(name), "\(words): \(name) is accepted but not documented")
                #expect(
                    !name.hasPrefix("--") || offered.contains(name),
                    "\(words): \(name) is accepted but not offered")
            }
        }
    }

    /// Every command's usage line names only options it declares (its own and the global ones), each
    /// with the value of its declaration (`--date <date>`, or the label its help shows), so a usage
    /// line cannot drift from the options it shows.
    @Test func everyUsageLineNamesItsDeclaredOptionsAsDeclared() {
        func all(_ types: [any Command.Type]) -> [any Command.Type] {
            types.flatMap { [$0] + all($0.subcommands) }
        }
        var checked = 0
        for type in all(Commands.all) {
            let help = type.help
            let options = help.options + GlobalOptions.all
            let words = help.usage.split(separator: " ").map { $0.filter { !"[]….".contains($0) } }
            for (index, word) in words.enumerated() {
                for name in word.split(separator: "|") where name.hasPrefix("-") {
                    checked += 1
                    guard let option = options.first(where: { $0.names.contains(String(name)) }) else {
                        Issue.record("'timi \(type.name)' usage names \(name), which it does not declare")
                        continue
                    }
                    let next = index + 1 < words.count ? words[index + 1] : ""
                    if next.hasPrefix("<"), let valueName = option.valueName {
                        // `<column>=<field>,...` shows the value name `column=field,...` part by part.
                        let plain = { (text: String) in text.filter { !"<>,.".contains($0) } }
                        #expect(
                            plain(next) == plain(valueName) || option.label.contains(next),
                            "'timi \(type.name)' usage shows \(name) \(next), declared \(option.label)")
                    }
                }
            }
        }
        #expect(checked > 50)
    }

    /// The test above would see an option the parser does not know: the parser refuses it.
    @Test func anUndeclaredOptionIsRefused() {
        #expect(throws: UsageError.self) {
            try OptionDeclarationTests.parse(["add", "5", "--colour", "x"], as: ["add"], AddCommand.self)
        }
    }

    /// Every command's usage names each option it declares, once, and none it does not: derived from
    /// the declarations, it lists what the scanner takes and the help documents.
    @Test func everyUsageLineNamesEachDeclaredOptionOnce() {
        func all(_ types: [any Command.Type]) -> [any Command.Type] {
            types.flatMap { [$0] + all($0.subcommands) }
        }
        for type in all(Commands.all) {
            let named = type.help.usage.split(separator: " ").map { $0.filter { !"[]|.".contains($0) } }
                .filter { $0.hasPrefix("--") }
            #expect(named == type.help.options.map(\.long), "'timi \(type.name)' usage: \(type.help.usage)")
        }
    }

    /// The rules of the derivation: an optional argument in brackets, a nested one inside the
    /// brackets before it, a repeated one and the words of its rest with `...`; a required option
    /// bare, a repeatable one followed by `...`, an exclusive group as one choice where its first
    /// option is, a value named as messages name it.
    @Test func usageIsDerivedFromTheSpecs() {
        let help = CommandHelp(
            name: "demo", abstract: "",
            arguments: [
                ArgumentSpec("amount", help: ""),
                ArgumentSpec("category", help: "", optional: true, rest: "note"),
                ArgumentSpec("period", help: "", optional: true),
                ArgumentSpec("id", help: "", optional: true),
                ArgumentSpec("more", help: "", optional: true, repeats: true, nested: true),
            ],
            options: [
                OptionSpec(
                    "--kind", value: "kind", help: "", completion: .words(["a", "b"]), required: true),
                OptionSpec("--income", help: "", exclusive: "type"),
                OptionSpec.category(help: "", repeats: true),
                OptionSpec("--expense", help: "", exclusive: "type"),
                OptionSpec("--yes", help: "", required: true, exclusive: "confirm"),
                OptionSpec("--map", value: "map", shown: "<col>=<field>,...", help: ""),
            ])
        #expect(
            help.usage
                == "timi demo <amount> [<category> [<note> ...]] [<period>] [<id> [<more> ...]] --kind <kind> "
                + "[--income | --expense] [--category <category>]... --yes [--map <col>=<field>,...]")
        var group = CommandHelp(name: "group", abstract: "", subcommandOr: [])
        #expect(group.usage == "timi group <subcommand>")
        group.subcommandOr = [ArgumentSpec("month", help: "", optional: true)]
        #expect(group.usage == "timi group [<month> | <subcommand>]")
        #expect(CommandHelp(name: "plain", abstract: "").usage == "timi plain")
    }

    /// A long usage breaks between its parts, never inside `[--date <date>]`, each line within the width.
    @Test func aLongUsageBreaksBetweenItsParts() {
        let lines = EditCommand.help.usageLines(width: 40, firstWidth: 33)
        #expect(lines.count > 3)
        #expect(lines.joined(separator: " ") == EditCommand.help.usage)
        for (index, line) in lines.enumerated() {
            #expect(TextWidth.of(line) <= (index == 0 ? 33 : 40), "\(line)")
            #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
        }
    }
}
