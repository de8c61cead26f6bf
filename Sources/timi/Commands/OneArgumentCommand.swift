import LedgerCore

/// A command whose one argument names what it works on (a bill's or a rule's id, a book, a setting's
/// key) and takes no options of its own: the argument is read here once.
protocol OneArgumentCommand: Command {
    /// The argument, as the help declares it.
    static var argument: ArgumentSpec { get }
    /// The command for the argument as typed.
    init(_ argument: String)
}

extension OneArgumentCommand {
    init(parsing arguments: inout ArgumentScanner) throws {
        self.init(try arguments.required(Self.argument))
    }
}
