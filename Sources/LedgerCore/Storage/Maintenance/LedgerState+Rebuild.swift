extension LedgerState {
    /// The state of a ledger whose `ledger.json` is lost, rebuilt from its month files (and their
    /// change logs) for `timi doctor`, titled in `titles` as a new ledger would be: a book for each folder `bills/<id>/` (book 1 named as a new ledger names it,
    /// the others `Book <id>`, each with `currency`), the default categories and spare icons, and a
    /// category `Category <id>` for each id the bills use that is not a default one of their type.
    /// Month files that cannot be read are passed over (the doctor reports them).
    /// - Returns: the state and a line saying what was rebuilt.
    /// - Throws: ``LedgerError`` when `bills/` cannot be listed.
    static func rebuilt(fromMonthFilesIn directory: String, currency: String, titles: Language) throws
        -> (LedgerState, Reason)
    {
        var state = try LedgerState.seeded(currency: currency, titles: titles)
        let folders = try FileSystem.list(directory + "/bills").compactMap { name in
            Int(name).flatMap { $0 > 0 && String($0) == name ? $0 : nil }
        }.sorted()
        var used: [Category.ID: BillType] = [:]
        for book in folders {
            let folder = directory + "/bills/" + String(book)
            for name in try FileSystem.list(folder).sorted() where name.hasSuffix(".json") {
                guard let month = Month(iso: name.dropLast(5)),
                    let bytes = try? FileSystem.read(folder + "/" + name),
                    let bills = try? MonthFile.decode(
                        bytes, path: folder + "/" + name, book: book, month: month, categories: nil)
                else { continue }
                let logPath = folder + "/" + MonthLog.name(of: month)
                var logged: [Bill] = []  // the bills its change log adds, if it has one that reads
                if let logs = try? MonthLog.readChain(at: logPath, book: book, month: month, categories: nil)
                {
                    logged = logs.folded.bills
                }
                for bill in bills + logged where used[bill.category] == nil {
                    used[bill.category] = bill.type
                }
            }
        }
        if !folders.isEmpty {
            state.books = folders.map { id in
                Book(
                    id: id, name: id == 1 ? Seed.firstBookName(in: titles) : "Book \(id)",
                    cover: (id - 1) % Book.covers.count,
                    currency: currency)
            }
            state.currentBook = folders[0]
        }
        let added = used.keys.sorted().filter { id in state.category(id)?.type != used[id] }
        for id in added {
            let type = used[id] ?? .expense
            state.categories.removeAll { $0.id == id }
            let icon =
                state.spareIcons.firstIndex { $0.type == type }.map { state.spareIcons.remove(at: $0).icon }
                ?? state.categories.last { $0.type == type }?.icon ?? ""
            let title = "Category \(id)".count <= Category.maxTitleLength ? "Category \(id)" : "C\(id)"
            state.categories.append(
                Category(
                    id: id, title: title, alias: "category\(id)", icon: icon, type: type,
                    color: state.freeColor(for: type)))
        }
        let books = Reason(folders.count == 1 ? "{1} book" : "{1} books", String(folders.count))
        guard !added.isEmpty else {
            return (
                state, Reason("rebuild it from the month files: {1}, the default categories", [books])
            )
        }
        let categories = Reason(
            added.count == 1 ? "{1} category (Category <id>)" : "{1} categories (Category <id>)",
            String(added.count))
        return (
            state,
            .init(
                "rebuild it from the month files: {1}, the default categories and {2}",
                [books, categories])
        )
    }
}
