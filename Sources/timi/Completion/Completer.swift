import LedgerCore

/// The candidates for the word being completed. Commands come from ``Commands/all``; options,
/// arguments and what their values may be from each command's declarations (``OptionSpec``,
/// ``ArgumentSpec``); categories, books and months from the ledger, read only when a candidate
/// needs them.
struct Completer {
    /// A word the shell may put in, and what it is (shown by zsh and fish).
    struct Candidate: Equatable {
        var value: String
        var help: String = ""
    }

    /// What to offer: words, or the shell's own completion of paths.
    enum Result: Equatable {
        case words([Candidate])
        case files
        case directories
    }

    /// The ledger's names that completion offers.
    struct LedgerNames {
        var books: [Book]
        var currentBook: Book
        var categories: [Category]
        /// The ledger's accounts, in their order.
        var accounts: [Account] = []
        /// The months with bills of the book in question (`--book`, else the current one), newest first.
        var months: [Month]
    }

    /// Reads the ledger that `--ledger` names (`nil` when not given) for the book that `--book` names.
    var readLedger: (_ ledger: String?, _ book: String?) -> LedgerNames?
    /// Reads the notes and payees used with the category `category` (as typed, of `type` when given)
    /// in the book that `--book` names, in the ledger that `--ledger` names.
    var readUsage:
        (_ ledger: String?, _ book: String?, _ category: String, _ type: BillType?) -> CategoryUsage? = {
            _, _, _, _ in nil
        }

    /// What the words before the one being completed say.
    struct Line {
        /// The command named, or the subcommand when a group and one of its subcommands are named.
        var command: (any Command.Type)?
        /// The arguments after the command.
        var positionals: [String] = []
        /// The options given, under each of their names, with their values (`""` for a flag).
        var given: [String: String] = [:]
        /// The option whose value is the next word.
        var pending: OptionSpec?
        /// After `--`: every word is an argument.
        var literal = false

        /// The options the command (or `list`, when none is named yet) and every command take.
        var options: [OptionSpec] { (command ?? Commands.default).help.options + GlobalOptions.all }

        func option(_ name: String) -> OptionSpec? { options.first { $0.names.contains(name) } }

        /// Notes an option's value under each of its names.
        mutating func record(_ option: OptionSpec, _ value: String) {
            for name in option.names { given[name] = value }
        }
    }

    /// The candidates for the last of `words` (the words after `timi`; the last may be empty).
    func complete(_ words: [String]) -> Result {
        var line = Line()
        for word in words.dropLast() {
            if let option = line.pending {
                if word != "=" {  // bash splits --format=json into three words
                    line.record(option, word)
                    line.pending = nil
                }
            } else if !line.literal && word == "--" {
                line.literal = true
            } else if !line.literal && ArgumentScanner.looksLikeOption(word) {
                let name = String(word.prefix { $0 != "=" })
                let option = line.option(name)
                for alias in option?.names ?? [name] where line.given[alias] == nil { line.given[alias] = "" }
                guard let option, option.valueName != nil else { continue }
                if word.contains("=") {
                    line.record(option, String(word.drop { $0 != "=" }.dropFirst()))
                } else {
                    line.pending = option
                }
            } else if let command = line.command, command.subcommands.isEmpty {
                line.positionals.append(word)
            } else {
                guard
                    let found = (line.command?.subcommands ?? Commands.all).first(where: { $0.word == word })
                else {
                    return .words([])
                }
                line.command = found
            }
        }
        let current = words.last ?? ""
        if let option = line.pending {
            // bash splits --format= into --format and =, but completes the empty word after the =
            return values(option.completion, current == "=" ? "" : current, line)
        }
        if !line.literal && current.hasPrefix("-") {
            let name = String(current.prefix { $0 != "=" })
            if current.contains("="), let option = line.option(name), option.valueName != nil {
                let value = String(current.dropFirst(name.count + 1))
                return values(option.completion, value, line).prefixed(name + "=")
            }
            let options = line.options.compactMap { option in
                line.given[option.long] == nil ? Candidate(value: option.long, help: option.help) : nil
            }
            return .words(Completer.matching(current, options))
        }
        guard let command = line.command, command.subcommands.isEmpty else {
            let commands = line.command?.subcommands ?? Commands.all
            return .words(
                Completer.matching(current, commands.map { Candidate(value: $0.word, help: $0.abstract) }))
        }
        let arguments = command.help.arguments
        // `last month` is one period in two words: after `this`, `last` or `next`, its units.
        if let previous = line.positionals.last, Period.relativeWords.contains(previous.lowercased()),
            line.positionals.count <= arguments.count,
            let kind = arguments[line.positionals.count - 1].completion.kind,
            kind == .months || kind == .periods
        {
            let units = kind == .months ? ["month"] : Period.units
            return .words(Completer.matching(current, units.map { Candidate(value: $0) }))
        }
        guard line.positionals.count < arguments.count else { return afterArguments(current, line) }
        return values(arguments[line.positionals.count].completion, current, line)
    }
}

extension Completer.Result {
    /// The words with `prefix` put before each (`--format=` before `json`).
    func prefixed(_ prefix: String) -> Completer.Result {
        guard case .words(let candidates) = self else { return self }
        return .words(candidates.map { Completer.Candidate(value: prefix + $0.value, help: $0.help) })
    }
}
