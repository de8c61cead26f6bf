extension Ledger {
    /// The current book (`timi book use`).
    package var currentBook: Book { state.book(state.currentBook) ?? state.books[0] }

    /// The book whose name (case-insensitive) or id is `query`, else — unless `exactly` — the only
    /// one whose name starts with it. A word that is the name of one book and the id of another names
    /// neither: it is refused, naming both.
    /// - Parameter exactly: `true` for commands that destroy (`book delete`): a prefix is refused.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)``,
    ///   ``LedgerError/ambiguous(kind:query:candidates:)`` or, for a prefix when `exactly`,
    ///   ``LedgerError/refused(_:)``.
    package func book(matching query: String, exactly: Bool = false) throws -> Book {
        let match = NameMatching.match(
            query, in: state.books, id: \.id, names: { [$0.name] }, exactly: exactly)
        switch match {
        case .one(let book): return book
        case .nameAndID(let named, let withID):
            throw LedgerError.ambiguous(
                kind: "book", query: query,
                candidates: [
                    Reason("the book named {1} (id {2})", named.name, String(named.id)),
                    Reason("{1} (id {2})", withID.name, String(withID.id)),
                ])
        case .onlyPrefix(let book):
            throw LedgerError.refused(
                Reason(
                    "'{1}' is only the start of {2}; give the book's whole name or its id ({3})", query,
                    book.name,
                    String(book.id)))
        case .ambiguous(let books):
            throw LedgerError.ambiguous(
                kind: "book", query: query, candidates: books.map { .verbatim($0.name) })
        case .none:
            throw LedgerError.notFound(
                kind: "book", query: query,
                suggestion: NameMatching.suggestion(for: query, among: state.books.map(\.name)))
        }
    }

    /// Adds a book.
    /// - Parameters:
    ///   - cover: 0–5; `nil` picks the next cover in turn.
    ///   - currency: the symbol shown with amounts; `nil` for ¥.
    @discardableResult
    package func addBook(name: String, cover: Int? = nil, currency: String? = nil) throws -> Book {
        let name = try Book.validatedName(name)
        try checkUnique(bookName: name, except: nil)
        if let cover { _ = try Book.validatedCover(cover, as: String(cover)) }
        let id = (state.books.map(\.id).max() ?? 0) + 1
        let book = Book(
            id: id, name: name, cover: cover ?? state.books.count % Book.covers.count,
            currency: try currency.map(Book.validatedCurrency) ?? Book.defaultCurrency)
        state.books.append(book)
        logChange(ChangeRecord("book add {1}", texts: book.name))
        return book
    }

    /// Renames a book.
    @discardableResult
    package func renameBook(_ book: Book, to name: String) throws -> Book {
        let name = try Book.validatedName(name)
        try checkUnique(bookName: name, except: book.id)
        guard let index = state.books.firstIndex(where: { $0.id == book.id }) else { return book }
        state.books[index].name = name
        logChange(ChangeRecord("book rename {1} to {2}", texts: book.name, name))
        return state.books[index]
    }

    /// Gives a book another of the app's covers (`timi book cover`).
    /// - Throws: ``LedgerError/invalidValue(field:value:reason:)`` for a cover outside ``Book/covers``.
    @discardableResult
    package func setCover(_ cover: Int, of book: Book) throws -> Book {
        let cover = try Book.validatedCover(cover, as: String(cover))
        guard let index = state.books.firstIndex(where: { $0.id == book.id }) else { return book }
        state.books[index].cover = cover
        logChange(ChangeRecord("book cover {1} {2}", texts: book.name, String(cover)))
        return state.books[index]
    }

    /// Gives a book the account its bills take when none is given (`timi book account`), or takes it
    /// away (`nil`).
    /// - Throws: ``LedgerError/refused(_:)`` for a closed account.
    @discardableResult
    package func setDefaultAccount(_ account: Account?, of book: Book) throws -> Book {
        if let account, account.closed {
            throw LedgerError.refused(
                Reason("the account {1} is closed; 'timi account reopen {1}' opens it again", account.name))
        }
        guard let index = state.books.firstIndex(where: { $0.id == book.id }) else { return book }
        state.books[index].defaultAccount = account?.id
        logChange(
            account.map { ChangeRecord("book account {1} {2}", texts: book.name, $0.name) }
                ?? ChangeRecord("book account {1} none", texts: book.name))
        return state.books[index]
    }

    /// The name of the account a bill added to `book` without one takes: the book's default account
    /// when it has an open one, else `configured` (the configuration's `defaultAccount`). Used by
    /// `add`, `add -`, `again` and `recurring add`.
    package func defaultAccountName(of book: Book.ID, otherwise configured: String?) -> String? {
        guard let id = state.book(book)?.defaultAccount, let account = state.account(id), !account.closed
        else { return configured }
        return account.name
    }

    /// Deletes a book with all its bills and photos. The last book cannot be deleted; when the current
    /// book goes, the first remaining book becomes current.
    /// - Returns: how many bills were deleted.
    @discardableResult
    package func deleteBook(_ book: Book) throws -> Int {
        guard state.books.count > 1 else {
            throw LedgerError.refused(Reason("{1} is the last book; a ledger keeps at least one", book.name))
        }
        let count = try summaries(of: book.id).values.reduce(0) { $0 + $1.count }
        for photo in try monthStore.removeBook(book.id) { attachments.remove(photo) }
        state.books.removeAll { $0.id == book.id }
        state.budgets.removeAll { $0.book == book.id }
        state.recurring.removeAll { $0.book == book.id }
        if state.currentBook == book.id { state.currentBook = state.books[0].id }
        logChange(
            ChangeRecord(
                count == 1 ? "book delete {1} and its {2} bill" : "book delete {1} and its {2} bills",
                texts: book.name, String(count)))
        return count
    }

    /// Makes `book` the current book.
    package func useBook(_ book: Book) {
        guard state.currentBook != book.id else { return }
        state.currentBook = book.id
        logChange(ChangeRecord("book use {1}", texts: book.name))
    }

    private func checkUnique(bookName name: String, except id: Book.ID?) throws {
        if let book = state.books.first(where: { $0.id != id && $0.name.lowercased() == name.lowercased() }) {
            throw LedgerError.refused(Reason("there is already a book named {1}", book.name))
        }
    }
}
