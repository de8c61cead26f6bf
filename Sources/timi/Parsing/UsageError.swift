import LedgerCore

/// A command line that does not parse: exit status 64, with a pointer to the command's help.
struct UsageError: Error, Equatable {
    /// The message in English.
    var message: String
    /// The message in Chinese, for the messages of the ``Catalog``; `nil` for the others (English).
    var chinese: String?
    /// The command whose help explains the right usage (`"add"`, `"book add"`), if known.
    var command: String?
    /// Where to read more when it is not a command's help: `man timi` for the environment.
    var seeAlso: String?

    private init(_ message: String, command: String? = nil, seeAlso: String? = nil) {
        self.message = message
        self.command = command
        self.seeAlso = seeAlso
    }

    /// A refusal of the library's (a bad `--map`) as a usage error, in English and in Chinese.
    init(_ error: LedgerError, command: String? = nil) {
        self.init(error.description, command: command)
        chinese = error.description(in: .chinese)
    }

    /// A message of the ``Catalog``: `template` with `values` filled in, in English and in Chinese
    /// (`translated`: the values as the Chinese text shows them, for a reason that has its own entry).
    init(
        template: String, _ values: [String], translated: [String]? = nil, command: String? = nil,
        seeAlso: String? = nil
    ) {
        self.init(Language.english.words(template, arguments: values), command: command, seeAlso: seeAlso)
        chinese = Language.chinese.words(template, arguments: translated ?? values)
    }

    /// The message in `language`.
    func message(in language: Language) -> String {
        language == .chinese ? chinese ?? message : message
    }

    /// `The value 'jsn' is invalid for '--format <format>': REASON; did you mean 'json'?`, the hint
    /// naming the choice nearest the value, if one is near. `reason` is a text of the ``Catalog``,
    /// `values` what fills its placeholders (`"use one of {1}"`).
    static func invalidValue(
        _ value: String, for name: String, _ reason: String, _ values: String..., choices: [String],
        command: String? = nil
    ) -> UsageError {
        let english = Language.english.words(reason, arguments: values)
        let chinese = Language.chinese.words(reason, arguments: values)
        guard let suggestion = NameMatching.suggestion(for: value, among: choices) else {
            return UsageError(
                template: "The value '{1}' is invalid for '{2}': {3}", [value, name, english],
                translated: [value, name, chinese], command: command)
        }
        return UsageError(
            template: "The value '{1}' is invalid for '{2}': {3}; did you mean '{4}'?",
            [value, name, english, suggestion], translated: [value, name, chinese, suggestion],
            command: command)
    }

    /// `The value '' is invalid for '--book <book>': it is empty`.
    static func empty(_ option: OptionSpec) -> UsageError {
        UsageError(template: "The value '' is invalid for '{1}': it is empty", [option.synopsis])
    }

    /// `'--income' and '--expense' cannot be used together`.
    static func conflict(_ first: OptionSpec, _ second: OptionSpec) -> UsageError {
        UsageError(template: "'{1}' and '{2}' cannot be used together", [first.long, second.long])
    }
}

/// `-h`, `--help` or `timi help`: print this help text and exit 0.
struct HelpRequest: Error {
    var text: String
}
