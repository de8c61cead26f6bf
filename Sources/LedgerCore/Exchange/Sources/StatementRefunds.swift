/// Refunds and the purchases they give money back for, within one statement.
///
/// A refund is income in the refund category (``categoryTitle``, created the first time one is
/// booked). A purchase the source closed after refunding it in full is booked neither with nor
/// without its refund: when both are in the file, both are left out. A refund whose purchase is not in
/// the file (it was in an earlier export and booked then), or whose purchase was refunded only in
/// part, is booked.
enum StatementRefunds {
    /// The title of the category refunds are booked in.
    static let categoryTitle = "退款"
    /// Its ASCII alias.
    static let categoryAlias = "refund"

    /// Leaves out each purchase that `closedByRefund` says was refunded in full together with its
    /// refund, when the refund is in `entries` and names it (``StatementEntry/refundOf``); a refund
    /// without a note of its own is noted `退款: <the purchase's note>`.
    static func settle(_ entries: inout [StatementEntry], closedByRefund: (StatementEntry) -> Bool) {
        var purchases: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where !entry.isRefund && !entry.ref.isEmpty {
            purchases[entry.ref] = purchases[entry.ref] ?? index
        }
        for index in entries.indices where entries[index].isRefund {
            guard let ref = entries[index].refundOf, let purchase = purchases[ref] else { continue }
            if entries[index].note.isEmpty {
                entries[index].note = "退款: " + (entries[purchase].note.isEmpty ? ref : entries[purchase].note)
            }
            guard closedByRefund(entries[purchase]) else { continue }
            entries[purchase].skip = Reason(
                "refunded in full (the refund is on line {1})", String(entries[index].line))
            entries[index].skip = Reason("the refund of line {1}, refunded in full", String(entries[purchase].line))
            purchases[ref] = nil
        }
    }
}
