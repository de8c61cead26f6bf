/// A rule whose `category` some rows it matched did not take, being of the other type (an income
/// row, a 美团 refund, matched by a rule for 美团's meals): those rows are categorised as if the rule
/// had not matched, and the dry run's plan says how many there were.
package struct UnappliedRule: Equatable, Sendable {
    /// The rule's `FILE:LINE` (its `category` line).
    package var rule: String
    /// The category the rule gives.
    package var category: Category.ID
    /// That category's type; the rows are of the other.
    package var type: BillType
    /// How many rows.
    package var rows = 0

}
