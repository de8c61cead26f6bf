import LedgerCore

/// A command whose two arguments name what it changes and its new value, with no options of its own:
/// `book rename`, `category icon` and `config set`, and `book cover` and `category color`, whose
/// value may be left out (they then show the current one). The arguments are read here once.
protocol TargetValueCommand: Command {
    /// `String`, or `String?` when the value may be left out.
    associatedtype Value: ArgumentValue
    /// What the command changes (a book, a category, a setting's key), as the help declares it.
    static var target: ArgumentSpec { get }
    /// The new value, as the help declares it.
    static var value: ArgumentSpec { get }
    /// The command for the arguments as typed.
    init(target: String, value: Value)
}

extension TargetValueCommand {
    /// - Throws: ``UsageError`` for a missing argument.
    init(parsing arguments: inout ArgumentScanner) throws {
        let target = try arguments.required(Self.target)
        self.init(target: target, value: try Value(Self.value, from: &arguments))
    }
}

/// How a ``TargetValueCommand`` reads its value: a `String` is required, a `String?` optional.
protocol ArgumentValue {
    /// The value of `spec`, the next positional argument.
    /// - Throws: ``UsageError`` when a required one is missing.
    init(_ spec: ArgumentSpec, from arguments: inout ArgumentScanner) throws
}

extension String: ArgumentValue {
    init(_ spec: ArgumentSpec, from arguments: inout ArgumentScanner) throws {
        self = try arguments.required(spec)
    }
}

extension Optional: ArgumentValue where Wrapped == String {
    init(_ spec: ArgumentSpec, from arguments: inout ArgumentScanner) { self = arguments.positional() }
}
