/// One month of some books' bills as ``StoredMonthReader`` reads them: for each book, its month
/// file on disk (with its change log, if it has one) or, for a month this session read or changed,
/// the bytes that file would hold. Made by the store (``MonthStore/storedMonth(_:of:)``),
/// which alone knows the session; read on any thread, so that `timi export` reads months side by side.
struct StoredMonth: Sendable {
    /// Where one book's bills of the month are.
    struct File: Sendable {
        enum Contents: Sendable {
            /// The month file at the path, and beside it, perhaps, its change log at `log`.
            case onDisk(log: String)
            /// The month as this session has it, encoded as its month file.
            case session([UInt8])
        }

        /// The book's index in ``StoredMonth/books``.
        let book: Int
        /// The month file's path (named in errors).
        let path: String
        let contents: Contents
    }

    let month: Month
    /// The books read, in the order a tie between their bills is broken.
    let books: [Book.ID]
    /// The ledger's categories, which every bill's category must be.
    let categories: [Category.ID: Category]
    /// The books' files; a book without bills this month has none.
    let files: [File]
    /// The bytes of the files (on disk when they were looked at, or of this session).
    let size: Int
}
