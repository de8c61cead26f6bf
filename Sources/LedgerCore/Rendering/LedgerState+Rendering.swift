extension LedgerState {
    /// The books, the current one marked `*`: id, name, currency, cover.
    public func booksText() -> String {
        var table = TextTable(alignments: [.left, .right, .left, .left, .right])
        table.append(["", "ID", "NAME", "CURRENCY", "COVER"])
        for book in books {
            table.append([book.id == currentBook ? "*" : "", String(book.id), book.name, book.currency, String(book.cover)])
        }
        return table.render()
    }

    /// The books as a JSON array: `cover`, `currency`, `current`, `id`, `name`.
    public func booksJSON() -> String {
        JSONOutput.array(books.map { book in
            JSONText.object([
                ("cover", String(book.cover)), ("currency", JSONText.quoted(book.currency)),
                ("current", book.id == currentBook ? "true" : "false"), ("id", String(book.id)),
                ("name", JSONText.quoted(book.name)),
            ])
        })
    }

    /// The categories of `type` (or all), in display order: id, title, alias, type, icon.
    public func categoriesText(type: BillType?) -> String {
        var table = TextTable(alignments: [.right, .left, .left, .left, .left])
        table.append(["ID", "TITLE", "ALIAS", "TYPE", "ICON"])
        for category in categories where type == nil || category.type == type {
            table.append([String(category.id), category.title, category.alias, category.type.rawValue, category.icon])
        }
        return table.render()
    }

    /// The categories as a JSON array: `alias`, `icon`, `id`, `title`, `type`.
    public func categoriesJSON(type: BillType?) -> String {
        JSONOutput.array(categories.filter { type == nil || $0.type == type }.map { category in
            JSONText.object([
                ("alias", JSONText.quoted(category.alias)), ("icon", JSONText.quoted(category.icon)),
                ("id", String(category.id)), ("title", JSONText.quoted(category.title)),
                ("type", JSONText.quoted(category.type.rawValue)),
            ])
        })
    }
}
