import LedgerCore

/// A command that writes one document about a period to `--output` or standard output (`export`,
/// `report`): the period and the file are read from the arguments here once.
protocol PeriodOutputCommand: Command {
    /// The period argument and its `--from`/`--to`.
    static var period: PeriodArgument { get }
    /// `--output`, in the command's words.
    static var output: OptionSpec { get }
    /// The command for the period and the file (`-` or `nil`: standard output) given.
    init(period: PeriodArgument.Given, output: String?)
}

extension PeriodOutputCommand {
    /// - Throws: ``UsageError`` for a bad period or an empty `--output`.
    init(parsing arguments: inout ArgumentScanner) throws {
        let output = try arguments.value(Self.output)
        let period = try Self.period.take(from: &arguments)
        if output == "" { throw UsageError.empty(Self.output) }
        self.init(period: period, output: output)
    }
}
