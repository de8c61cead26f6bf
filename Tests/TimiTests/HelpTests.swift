import Foundation
import TestSupport
import Testing

/// Every command's help: the same text by every way of asking, complete, with defaults and examples
/// that parse.
struct HelpTests {
    /// The names in a help text's section (`COMMANDS:`, `SUBCOMMANDS:`), in order.
    static func names(in text: String, section: String) -> [String] {
        guard let start = text.range(of: "\n\(section):\n") else { return [] }
        return text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// Every command and subcommand, as words: `["add"]`, `["book", "rename"]`, read from the help.
    static func allCommands(_ timi: TimiRunner) throws -> [[String]] {
        var commands: [[String]] = []
        for command in names(in: try timi.run("--help").stdout, section: "COMMANDS") {
            commands.append([command])
            let help = try timi.run("help", command).stdout
            commands += names(in: help, section: "SUBCOMMANDS").map { [command, $0] }
        }
        return commands
    }

    /// The rows of a help section: label and description (joined over wrapped lines).
    static func rows(in text: String, section: String) -> [(String, String)] {
        guard let start = text.range(of: "\n\(section):\n") else { return [] }
        var rows: [(String, String)] = []
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix(
            while: { !$0.isEmpty })
        {
            let body = line.drop { $0 == " " }
            if line.hasPrefix("  ") && !line.hasPrefix("   ") {
                let parts = body.components(separatedBy: "  ").filter { !$0.isEmpty }
                rows.append(
                    (
                        parts.first ?? "",
                        parts.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespaces)
                    ))
            } else if let last = rows.popLast() {
                rows.append((last.0, (last.1 + " " + body).trimmingCharacters(in: .whitespaces)))
            }
        }
        return rows
    }

    @Test func theMainHelpListsCommandsAndGlobalOptions() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let help = try timi.run("--help")
            #expect(help.status == 0)
            #expect(try timi.run("help").stdout == help.stdout)
            #expect(try timi.run("-h").stdout == help.stdout)
            let commands = HelpTests.names(in: help.stdout, section: "COMMANDS")
            #expect(
                commands.starts(with: [
                    "add", "list", "show", "edit", "delete", "pie", "months", "calendar", "balance",
                ]))
            for command in ["report", "import", "export", "book", "category", "completions", "help"] {
                #expect(commands.contains(command), "\(command)")
            }
            var wide = timi  // one line each where the terminal is wide enough
            wide.extraEnvironment["COLUMNS"] = "100"
            let section = try #require(
                try wide.run("--help").stdout.components(separatedBy: "\nCOMMANDS:\n").last?.components(
                    separatedBy: "\n\n"
                ).first)
            #expect(
                section.split(separator: "\n").allSatisfy { !$0.hasPrefix("   ") },
                "one line each:\n\(section)")
            let options = HelpTests.rows(in: help.stdout, section: "GLOBAL OPTIONS").map(\.0)
            #expect(
                options == [
                    "--ledger <dir>", "--book <book>", "--format <format>", "--json",
                    "--color auto|always|never", "-h, --help", "--version",
                ])
            #expect(try timi.run("--version").stdout == "timi 0.1.0\n")
            #expect(!FileManager.default.fileExists(atPath: timi.home))
        }
    }

    @Test func everyCommandsHelpIsTheSameByEveryWayOfAsking() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let commands = try HelpTests.allCommands(timi)
            #expect(commands.count >= 25)
            #expect(commands.contains(["book", "rename"]) && commands.contains(["category", "delete"]))
            for words in commands {
                let help = try timi.run(arguments: ["help"] + words)
                #expect(help.status == 0, "\(words)")
                #expect(help.stdout.hasPrefix("OVERVIEW: "), "\(words)")
                #expect(help.stdout.contains("\nUSAGE: timi \(words.joined(separator: " "))"), "\(words)")
                #expect(try timi.run(arguments: words + ["--help"]).stdout == help.stdout, "\(words)")
                #expect(try timi.run(arguments: words + ["-h"]).stdout == help.stdout, "\(words)")
                #expect(try timi.run(arguments: ["--help"] + words).stdout == help.stdout, "\(words)")
            }
            #expect(!FileManager.default.fileExists(atPath: timi.home))
        }
    }

    /// Two or three examples each; every option that takes a value says its default (`edit`'s and
    /// `recurring edit`'s leave the bill or rule as it is, as their help says); `--format` lists exactly what the command accepts.
    @Test func everyCommandsHelpHasExamplesDefaultsAndItsFormats() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            for words in try HelpTests.allCommands(timi) {
                let help = try timi.run(arguments: ["help"] + words).stdout
                let examples = HelpTests.names(in: help, section: "EXAMPLES")
                #expect((2...3).contains(examples.count), "\(words)")
                let options = HelpTests.rows(in: help, section: "OPTIONS")
                for (label, text) in options
                where !(label.split(separator: " ").last?.hasPrefix("-") ?? true) && words.last != "edit" {
                    #expect(text.contains("default"), "\(words) \(label)")
                }
                guard !help.contains("\nSUBCOMMANDS:\n") else { continue }  // a group: its subcommands say
                let declared = options.first { $0.0.hasPrefix("--format ") }.map {
                    $0.0.dropFirst(9).split(separator: "|").map(String.init)
                }
                let firstExample = try #require(help.components(separatedBy: "\nEXAMPLES:\n  timi ").last)
                let example = HelpTests.words(of: String(firstExample.prefix { $0 != "\n" }))
                let refused = try timi.run(arguments: example + ["--format", "bogus"])
                #expect(refused.status == 64, "\(words): \(refused.stderr)")
                let list = refused.stderr.components(
                    separatedBy: [" writes ", " reads "].first { refused.stderr.contains($0) } ?? "\u{0}"
                ).last
                let accepted = list?.components(separatedBy: " (see").first?.components(separatedBy: ", ")
                #expect(accepted == (declared ?? ["text"]), "\(words): \(refused.stderr)")
            }
        }
    }

    /// An example split into words, up to a redirection or pipe, without `timi`.
    static func words(of example: String) -> [String] {
        Array(example.split(separator: " ").map(String.init).prefix { $0 != ">" && $0 != "|" })
    }

    /// Every example of every command is a valid command line: none is refused as a usage error.
    @Test func everyExampleParses() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.directory = dir  // examples write report.html and the like
            for words in try HelpTests.allCommands(timi) {
                let help = try timi.run(arguments: ["help"] + words).stdout
                let section = try #require(help.components(separatedBy: "\nEXAMPLES:\n").last)
                for example in section.split(separator: "\n").prefix(while: { $0.hasPrefix("  timi ") }) {
                    let arguments = HelpTests.words(of: String(example.dropFirst(7)))
                    let result = try timi.run(arguments: arguments, stdin: "")
                    // `timi ui` needs a terminal, which the tests' pipes are not (UITerminalTests runs it on one).
                    let needsTerminal = words == ["ui"] && result.stderr.contains("needs a terminal")
                    #expect(result.status != 64 || needsTerminal, "\(example): \(result.stderr)")
                }
            }
        }
    }
}
