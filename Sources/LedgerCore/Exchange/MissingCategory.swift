/// A category that rows need and the ledger did not have: the rows that need it count here; it is
/// created when the first of them is decided, else reported once all rows are read.
final class MissingCategory {
    /// The title of the first row that needed it, as written.
    let title: String
    let type: BillType
    /// The first row that needed it.
    let line: Int
    /// The alias the file gives it (timi's own export): it is then created with that alias, without
    /// `--create-categories`, as it was in the ledger exported.
    let alias: String?
    /// How many rows need it.
    var count = 0
    /// The rules file's `FILE:LINE` of the `category` action that named it, when a rule did.
    var rule: String?
    /// Its id once created.
    var created: Category.ID?

    init(title: String, type: BillType, line: Int, alias: String? = nil) {
        (self.title, self.type, self.line, self.alias) = (title, type, line, alias)
    }
}
