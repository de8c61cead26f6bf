import LedgerCore

/// A command that takes no arguments and no options of its own (`balance`, `config path`): there is
/// nothing to read from the command line but the global options.
protocol NoArgumentCommand: Command {
    /// The command.
    init()
}

extension NoArgumentCommand {
    init(parsing arguments: inout ArgumentScanner) throws { self.init() }
}
