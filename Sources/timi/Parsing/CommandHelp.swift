/// The help of one command, printed by `timi CMD --help`, `timi CMD -h` and `timi help CMD`.
struct CommandHelp {
    var usage: String
    var discussion: String?
    var arguments: [ArgumentSpec] = []
    /// The command's own options, and the global ones it documents in its own words (`--format`).
    var options: [OptionSpec] = []
    var examples: [String] = []
    /// Further two-column sections after the options, as `("KEYS", [(key, what it does)])` (`timi ui`);
    /// the man page lists them too.
    var tables: [(title: String, rows: [(String, String)])] = []

    /// The text in argument-parser's sections.
    func text(abstract: String, subcommands: [(String, String)] = []) -> String {
        var out = "OVERVIEW: \(abstract)\n"
        if let discussion {
            out +=
                "\n"
                + discussion.split(separator: "\n").flatMap { CommandHelp.wrap(String($0), width: 100) }
                .joined(separator: "\n") + "\n"
        }
        out += "\nUSAGE: \(usage)\n"
        out += CommandHelp.section("ARGUMENTS", arguments.map(\.row))
        out += CommandHelp.section("OPTIONS", (options + [GlobalOptions.help]).map(\.row))
        out += CommandHelp.section("SUBCOMMANDS", subcommands)
        out += tables.map { CommandHelp.section($0.title, $0.rows) }.joined()
        if !examples.isEmpty {
            out += "\nEXAMPLES:\n" + examples.map { "  " + $0 + "\n" }.joined()
        }
        out += "\nSee 'timi --help' for the global options (--ledger, --book, --format, --color).\n"
        return out
    }

    /// A titled two-column section, the second column aligned and wrapped under itself.
    static func section(_ title: String, _ rows: [(String, String)]) -> String {
        guard !rows.isEmpty else { return "" }
        let width = min(26, (rows.map { $0.0.count }.max() ?? 0) + 4)
        var out = "\n\(title):\n"
        for (name, text) in rows {
            let label = "  " + name
            let lines = wrap(text, width: 100 - width)
            if label.count + 2 > width {
                out += label + "\n" + lines.map { String(repeating: " ", count: width) + $0 + "\n" }.joined()
            } else {
                let pad = String(repeating: " ", count: width - label.count)
                out += label + pad + lines[0] + "\n"
                out += lines.dropFirst().map { String(repeating: " ", count: width) + $0 + "\n" }.joined()
            }
        }
        return out
    }

    /// Words of `text` in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines
    }
}
