/// How `timi import` decides what the file leaves open: rules, history, the built-in maps and
/// keywords, and the fallback category.
struct ImportChoice {
    /// The rules file, if any.
    var rules: ImportRules?
    /// The file's column names in lower case, by position, for rules that name a column.
    var columns: [String] = []
    /// The file's source, for rules blocks scoped by `source`.
    var statement = StatementSource.csv
    /// The categories of each payee in the ledger; `nil` with `--no-learn`.
    var history: PayeeHistory?
    /// The built-in steps; `nil` with `--no-builtin`.
    var builtin: BuiltinCategories?
    /// `--fallback`: the category of rows nothing else categorises (of its type; rows of the other
    /// type get their type's first category).
    var fallback: Category?
}
