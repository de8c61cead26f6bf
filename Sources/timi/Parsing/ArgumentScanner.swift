import LedgerCore

/// Hand-written argument parsing in the manner of swift-argument-parser: `--name value`,
/// `--name=value`, `-n value`, flags, positionals, and `--` to end the options.
///
/// Options are pulled out by name wherever they stand; what is left are positionals. ``finish()``
/// reports anything not understood.
struct ArgumentScanner {
    private struct Token {
        var text: String
        /// After `--`: always a positional.
        var literal: Bool
    }

    private var tokens: [Token]
    /// Every option name asked for, for "did you mean" hints.
    private(set) var knownOptions: [String] = []

    init(_ arguments: [String]) {
        var literal = false
        tokens = []
        for argument in arguments {
            if argument == "--" && !literal {
                literal = true
            } else {
                tokens.append(Token(text: argument, literal: literal))
            }
        }
    }

    /// Whether `text` reads as an option rather than a value (`-3` and `-1.5` are values).
    static func looksLikeOption(_ text: String) -> Bool {
        guard text.hasPrefix("-"), text.count > 1 else { return false }
        let second = text[text.index(after: text.startIndex)]
        return !(second.isASCII && (second.isNumber || second == "."))
    }

    private func isOption(_ token: Token) -> Bool {
        !token.literal && ArgumentScanner.looksLikeOption(token.text)
    }

    /// Removes every occurrence of the flag; returns whether there was one.
    mutating func flag(_ option: OptionSpec) -> Bool {
        knownOptions += option.names
        let before = tokens.count
        tokens.removeAll { !$0.literal && option.names.contains($0.text) }
        return tokens.count != before
    }

    /// Removes the flags `choices` name, of which one at most may be given; returns the value of that one.
    /// - Throws: ``UsageError`` when two are given.
    mutating func oneOf<Value>(_ choices: [(OptionSpec, Value)]) throws -> Value? {
        // The usage shows them as one choice only if they are declared one (``OptionSpec/exclusive``).
        assert(
            Set(choices.map(\.0.exclusive)).count == 1 && choices[0].0.exclusive != nil, "undeclared choice")
        let given = choices.filter { flag($0.0) }
        if given.count > 1 { throw UsageError.conflict(given[0].0, given[1].0) }
        return given.first?.1
    }

    /// Removes every occurrence of the option and its value (`--note x`, `--note=x`, `-n x`,
    /// `-n=x`); the last one wins. The word after the option is its value even when it starts with
    /// one `-` (`--note -x`), as git takes it; a word that starts with `--` is an option, so that
    /// `--note --income` says the note is missing.
    /// - Throws: ``UsageError`` when the value is missing.
    mutating func value(_ option: OptionSpec) throws -> String? { try values(option).last }

    /// Removes every occurrence of the option and its value, as ``value(_:)`` does, and returns
    /// every value in order: for an option that may be given several times (`--category a -c b`).
    /// - Throws: ``UsageError`` when a value is missing.
    mutating func values(_ option: OptionSpec) throws -> [String] {
        let names = option.names
        knownOptions += names
        var result: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard !token.literal else { break }
            if let name = names.first(where: { token.text.hasPrefix($0 + "=") }) {
                result.append(String(token.text.dropFirst(name.count + 1)))
                tokens.remove(at: index)
            } else if names.contains(token.text) {
                guard index + 1 < tokens.count,
                    tokens[index + 1].literal || !tokens[index + 1].text.hasPrefix("--")
                else {
                    throw UsageError(template: "Missing value for '{1}'", [option.synopsis])
                }
                result.append(tokens[index + 1].text)
                tokens.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        return result
    }

    /// Removes and returns the first positional, the argument `argument`.
    /// - Throws: ``UsageError`` when there is none.
    mutating func required(_ argument: ArgumentSpec) throws -> String {
        guard let value = positional() else {
            throw UsageError(template: "Missing expected argument '{1}'", [argument.synopsis])
        }
        return value
    }

    /// Removes and returns the first positional, if any.
    mutating func positional() -> String? {
        guard let index = tokens.firstIndex(where: { !isOption($0) }) else { return nil }
        return tokens.remove(at: index).text
    }

    /// The first positional, left in place.
    var nextPositional: String? { tokens.first(where: { !isOption($0) })?.text }

    /// Removes and returns every positional left.
    mutating func positionals() -> [String] {
        var values: [String] = []
        while let value = positional() { values.append(value) }
        return values
    }

    /// Whether an option-looking token is still there.
    var hasUnknownOption: Bool { tokens.contains(where: isOption) }

    /// Fails on whatever was not consumed: an unknown option (with a hint), or an extra argument.
    func finish() throws {
        if let unknown = tokens.first(where: isOption) {
            let name = String(unknown.text.prefix { $0 != "=" })
            if knownOptions.contains(name) {
                throw UsageError(template: "The option '{1}' takes no value", [name])
            }
            guard let suggestion = suggestion(for: name) else {
                throw UsageError(template: "Unknown option '{1}'", [name])
            }
            throw UsageError(template: "Unknown option '{1}'; did you mean '{2}'?", [name, suggestion])
        }
        if let extra = tokens.first {
            throw UsageError(template: "Unexpected argument '{1}'", [extra.text])
        }
    }

    /// The known option an unknown `name` most likely meant: for a single letter (`-v`, `-V`), the
    /// one long option that starts with it (`--version`); else the nearest name, never `name` itself.
    private func suggestion(for name: String) -> String? {
        if name.count == 2, let letter = name.last?.lowercased() {
            let longs = Set(knownOptions.filter { $0.hasPrefix("--" + letter) })
            if longs.count == 1 { return longs.first }
        }
        return NameMatching.suggestion(for: name, among: knownOptions.filter { $0 != name })
    }
}
