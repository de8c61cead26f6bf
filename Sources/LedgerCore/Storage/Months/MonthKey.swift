/// One book's month: what names a month file (`bills/<book-id>/<YYYY-MM>.json`), and a bill's place
/// in the id index.
struct MonthKey: Hashable, Comparable {
    var book: Book.ID
    var month: Month

    static func < (lhs: MonthKey, rhs: MonthKey) -> Bool { (lhs.book, lhs.month) < (rhs.book, rhs.month) }
}
