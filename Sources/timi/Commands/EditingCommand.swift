import LedgerCore

/// A command that changes one thing named by its id with a group of field options (`edit` with
/// ``BillFields``, `recurring edit` with ``RecurringFields``): the fields are read here, then the id.
protocol EditingCommand: Command {
    /// The options of the fields that may change.
    associatedtype Fields: FieldGroup
    /// The id argument, in the command's words.
    static var id: ArgumentSpec { get }
    /// The command for the id and the fields given.
    init(id: String, fields: Fields)
}

extension EditingCommand {
    /// - Throws: ``UsageError`` for a bad option or a missing id.
    init(parsing arguments: inout ArgumentScanner) throws {
        let fields = try Fields(parsing: &arguments, for: .editing)
        self.init(id: try arguments.required(Self.id), fields: fields)
    }
}

/// Options declared once for adding and for editing (``BillFields``, ``RecurringFields``).
protocol FieldGroup {
    /// Pulls out the options of `purpose`.
    init(parsing arguments: inout ArgumentScanner, for purpose: BillFields.Purpose) throws
}

extension BillFields: FieldGroup {}
extension RecurringFields: FieldGroup {}
