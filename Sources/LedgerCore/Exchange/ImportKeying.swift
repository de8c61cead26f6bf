/// What a row's digests need that its text does not say: the book a row's `book` names. With it the
/// thread that reads the rows makes the digests of each row's id and content (``ImportKey``) too,
/// which the booking thread would otherwise make (a tenth of its instructions at a million rows);
/// the booking thread takes a content digest only when the row's book is the one it was made with.
struct ImportKeying: Sendable {
    /// The book of every row (`--book`), when one was given.
    let book: Book.ID?
    /// The current book, for a row without a book.
    let currentBook: Book.ID
    /// The books, by name as written and in lower case.
    let books: [String: Book.ID]

    init(ledger: Ledger, book: Book?) {
        self.book = book?.id
        currentBook = ledger.currentBook.id
        var books: [String: Book.ID] = [:]
        for book in ledger.state.books.reversed() {  // the first of two alike names wins
            books[book.name] = book.id
            books[book.name.lowercased()] = book.id
        }
        self.books = books
    }

    /// The book `values` would be booked in, as far as these names tell; `nil` for a name no book has.
    func book(of values: ImportValues) -> Book.ID? {
        if let book { return book }
        if values.book.isEmpty { return currentBook }
        return books[values.book] ?? books[values.book.lowercased()]
    }

    /// The digests of `values`' id (as ``ImportKey/Digest/init(id:)``) and of its content in its book
    /// (as ``ImportDuplicates/key(of:content:)`` makes it).
    func digests(of values: ImportValues) -> ReadRow.Digests {
        var digests = ReadRow.Digests()
        digests.id = values.id.map(ImportKey.Digest.init(id:))
        if let reference = values.reference {
            digests.content = (nil, ImportKey.Digest(ImportKey.content(reference: reference)))
        } else if let book = book(of: values) {
            digests.content = (book, ImportDuplicates.contentDigest(of: values, book: book))
        }
        return digests
    }
}
