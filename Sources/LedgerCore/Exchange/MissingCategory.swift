/// A category that rows need and the ledger does not have: the rows that need it count here, and it
/// is created (or reported) when all rows are read.
final class MissingCategory {
    /// The title of the first row that needed it, as written.
    let title: String
    let type: BillType
    /// The first row that needed it.
    let line: Int
    /// How many rows need it.
    var count = 0
    /// The rules file's `FILE:LINE` of the `category` action that named it, when a rule did.
    var rule: String?
    /// Its id once created.
    var created: Category.ID?
    /// The (negative) id the import's bills have for it until it exists.
    var standIn: Category.ID?

    init(title: String, type: BillType, line: Int) {
        (self.title, self.type, self.line) = (title, type, line)
    }
}
