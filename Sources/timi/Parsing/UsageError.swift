import LedgerCore

/// A command line that does not parse: exit status 64, with a pointer to the command's help.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose help explains the right usage (`"add"`, `"book add"`), if known.
    var command: String?
    /// Where to read more when it is not a command's help: `man timi` for the environment.
    var seeAlso: String?

    init(_ message: String, command: String? = nil, seeAlso: String? = nil) {
        self.message = message
        self.command = command
        self.seeAlso = seeAlso
    }

    /// `The value 'jsn' is invalid for '--format <format>': REASON; did you mean 'json'?`, the hint
    /// naming the choice nearest the value, if one is near.
    static func invalidValue(
        _ value: String, for name: String, _ reason: String, choices: [String], command: String? = nil
    ) -> UsageError {
        let hint = NameMatching.suggestion(for: value, among: choices).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError("The value '\(value)' is invalid for '\(name)': \(reason)\(hint)", command: command)
    }

    /// `The value '' is invalid for '--book <book>': it is empty`.
    static func empty(_ option: OptionSpec) -> UsageError {
        UsageError("The value '' is invalid for '\(option.synopsis)': it is empty")
    }

    /// `'--income' and '--expense' cannot be used together`.
    static func conflict(_ first: OptionSpec, _ second: OptionSpec) -> UsageError {
        UsageError("'\(first.long)' and '\(second.long)' cannot be used together")
    }
}

/// `-h`, `--help` or `timi help`: print this help text and exit 0.
struct HelpRequest: Error {
    var text: String
}
