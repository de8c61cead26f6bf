import LedgerCore

/// `config get` and `config unset`: the setting's key is read, looked up and its value in the file
/// found here once; each command says what it does with them.
protocol ConfigKeyCommand: OneArgumentCommand {
    /// The key, as typed.
    var key: String { get }
    /// The command for the key as typed.
    init(key: String)
    /// Does the work for `entry`, whose value in the file at `path` is `value` (`nil`: not set).
    func run(_ entry: ConfigurationKey, value: String?, path: String, in context: Context) throws
}

extension ConfigKeyCommand {
    static var argument: ArgumentSpec { ConfigCommand.key }

    /// The help of `timi config <word> <key>`.
    static func keyHelp(_ word: String, abstract: String, examples: [String]) -> CommandHelp {
        CommandHelp(
            name: "config " + word, abstract: abstract, arguments: [argument],
            examples: examples)
    }

    init(_ key: String) { self.init(key: key) }

    func run(in context: Context) throws {
        let entry = try ConfigCommand.entry(key)
        let path = try ConfigCommand.path(in: context)
        try run(entry, value: try Configuration.values(path: path)[entry.key], path: path, in: context)
    }
}
