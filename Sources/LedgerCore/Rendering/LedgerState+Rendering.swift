extension LedgerState {
    /// The books, the current one marked `*`: id, name, currency, cover; a name too long for
    /// `style`'s width wraps.
    package func booksText(style: TextStyle) -> String {
        var table = TextTable(alignments: [.left, .right, .left, .left, .right])
        table.append([""] + ["ID", "NAME", "CURRENCY", "COVER"].map { style.language.text($0) })
        for book in books {
            table.append([
                book.id == currentBook ? "*" : "", String(book.id), book.name, book.currency,
                String(book.cover),
            ])
        }
        return style.render(table.wrapped(style: style, column: 2))
    }

    /// The books as a JSON array: `cover`, `currency`, `current`, `id`, `name`.
    package func booksJSON() -> String {
        JSONOutput.array(
            books.map { book in
                JSONText.object([
                    ("cover", String(book.cover)), ("currency", JSONText.quoted(book.currency)),
                    ("current", book.id == currentBook ? "true" : "false"), ("id", String(book.id)),
                    ("name", JSONText.quoted(book.name)),
                ])
            })
    }

    /// The categories of `type` (or all), in display order: id, title (in its colour), alias, type,
    /// icon. Where
    /// that is wider than `style`, the icon is left out and a long title wraps.
    package func categoriesText(type: BillType?, style: TextStyle) -> String {
        func table(icons: Bool) -> TextTable {
            let columns = icons ? 5 : 4
            var table = TextTable(
                header: Array(["ID", "TITLE", "ALIAS", "TYPE", "ICON"].prefix(columns)).map {
                    style.language.text($0)
                },
                alignments: Array([.right, .left, .left, .left, .left].prefix(columns)))
            for category in categories where type == nil || category.type == type {
                let cells = [
                    String(category.id), category.title, category.alias,
                    style.language.text(category.type == .income ? "income" : "expense"), category.icon,
                ]
                table.append(Array(cells.prefix(columns)), roles: [nil, .category(category.color)])
            }
            return table
        }
        let lines = table(icons: true).lines(gap: style.gap, width: style.width)
        return style.render(lines ?? table(icons: false).wrapped(style: style, column: 1, minimum: 6))
    }

    /// The categories as a JSON array: `alias`, `color` (`#RRGGBB`), `icon`, `id`, `title`, `type`.
    package func categoriesJSON(type: BillType?) -> String {
        JSONOutput.array(
            categories.filter { type == nil || $0.type == type }.map { category in
                JSONText.object([
                    ("alias", JSONText.quoted(category.alias)),
                    ("color", JSONText.quoted(category.color.description)),
                    ("icon", JSONText.quoted(category.icon)),
                    ("id", String(category.id)), ("title", JSONText.quoted(category.title)),
                    ("type", JSONText.quoted(category.type.rawValue)),
                ])
            })
    }
}
