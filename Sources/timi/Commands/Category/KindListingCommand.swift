import LedgerCore

/// A command that lists something of the ledger's state for income, expense or both kinds of
/// category, as text or JSON (`category list`, `category icons`): the options are read and the listing
/// printed here once; each command says what it lists and in which words.
protocol KindListingCommand: Command {
    /// `--income`, in the command's words.
    static var income: OptionSpec { get }
    /// `--expense`, in the command's words.
    static var expense: OptionSpec { get }
    /// The kind asked for; `nil` for both.
    var type: BillType? { get }
    /// The command for the kind asked for.
    init(type: BillType?)
    /// The listing of `state` in `format` (text or JSON).
    func listing(of state: LedgerState, as format: OutputFormat, style: TextStyle) throws -> String
}

extension KindListingCommand {
    /// `--format`: text or JSON.
    static var format: OptionSpec {
        OptionSpec.format([OutputFormat.text, .json], help: "text (default) or json.")
    }

    init(parsing arguments: inout ArgumentScanner) throws {
        self.init(type: try arguments.oneOf([(Self.income, .income), (Self.expense, .expense)]))
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let state = try context.store.read { $0.state }
        context.print(try listing(of: state, as: format, style: context.style))
    }
}
