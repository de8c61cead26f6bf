/// One month of some books as the readers that write bills straight from their files read it
/// (``StoredMonthReader``: `timi export`, `timi list`'s JSON/CSV rows and its plain timeline): for
/// each book, its month's files on disk, read through ``StoredMonth`` on the reader's thread, or, for
/// a month this session read or changed, the bytes its file would hold. Made by
/// ``LedgerReading/monthFiles(_:of:)``, which alone knows the session; its contents are the library's.
package struct MonthFiles: Sendable {
    /// Where one book's bills of the month are.
    struct File: Sendable {
        enum Contents: Sendable {
            /// The month file at the path and, perhaps, its change log at `log`, not read yet.
            case onDisk(log: String)
            /// The month as this session has it, encoded as its month file.
            case session([UInt8])
        }

        /// The book's index in ``MonthFiles/books``.
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

    /// The month's files of the book of `file`, read and checked; `nil` when it has no month file.
    func stored(_ file: File) throws -> StoredMonth? {
        guard case .onDisk(let log) = file.contents else { return nil }
        return try StoredMonth.read(
            book: books[file.book], month: month, path: file.path, logPath: log, categories: categories,
            checked: false)
    }
}
