extension LedgerState {
    /// `ledger.json` as timi writes it: keys sorted, one book, category or icon per line. Older ledgers
    /// held the month summaries of every book in it too, one month per line: `summaries` (none, today,
    /// as the totals files hold them: see `TotalsFile.swift`).
    func encoded(summaries: [Book.ID: [Month: MonthSummary]]) -> [UInt8] {
        var out = ByteWriter(capacity: 4096 + summaries.values.reduce(0) { $0 + $1.count } * 400)
        out.append("{")
        Account.encode(accounts, into: &out)
        out.append(accounts.isEmpty ? "\n\"books\":[" : ",\n\"books\":[")
        for (index, book) in books.enumerated() {
            out.append(index == 0 ? "\n{\"cover\":" : ",\n{\"cover\":")
            out.append(number: Int64(book.cover))
            out.append(",\"currency\":", quoted: book.currency)
            if let account = book.defaultAccount {
                out.append(",\"defaultAccount\":", number: Int64(account))
            }
            out.append(",\"id\":", number: Int64(book.id))
            out.append(",\"name\":", quoted: book.name)
            out.append("}")
        }
        out.append(books.isEmpty ? "]" : "\n]")
        Budget.encode(budgets, into: &out)
        out.append(",\n\"categories\":[")
        for (index, category) in categories.enumerated() {
            out.append(index == 0 ? "\n{\"alias\":" : ",\n{\"alias\":")
            out.append(quoted: category.alias)
            out.append(",\"color\":", quoted: category.color.description)
            out.append(",\"icon\":", quoted: category.icon)
            out.append(",\"id\":", number: Int64(category.id))
            out.append(",\"title\":", quoted: category.title)
            out.append(category.type == .income ? ",\"type\":\"income\"}" : ",\"type\":\"expense\"}")
        }
        out.append(categories.isEmpty ? "],\n\"currentBook\":" : "\n],\n\"currentBook\":")
        out.append(number: Int64(currentBook))
        out.append(",\n\"format\":", number: Int64(fileFormat))
        if !recurring.isEmpty {
            out.append(",\n\"recurring\":")
            RecurringRule.encode(recurring, into: &out)
        }
        out.append(",\n\"spareIcons\":[")
        for (index, icon) in spareIcons.enumerated() {
            out.append(index == 0 ? "\n{\"icon\":" : ",\n{\"icon\":")
            out.append(quoted: icon.icon)
            out.append(icon.type == .income ? ",\"type\":\"income\"}" : ",\"type\":\"expense\"}")
        }
        out.append(spareIcons.isEmpty ? "]" : "\n]")
        if !summaries.isEmpty {
            out.append(",\n\"summaries\":")
            MonthSummary.encode(summaries, into: &out)
        }
        out.append("\n}\n")
        return out.bytes
    }

    /// Reads `ledger.json`: the state and the month summaries. Fields added by later versions of the
    /// same format are passed over; missing optional fields take their defaults. With
    /// `deferringSummaries`, the summaries are only checked to be JSON and their place is returned as
    /// `deferred`, for ``decodeSummaries(_:at:path:)`` when they are needed (most views of one month
    /// never need them).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming the position and what is wrong, or
    ///   ``LedgerError/newerFormat(path:found:supported:)``.
    static func decode(
        _ bytes: [UInt8], path: String, deferringSummaries: Bool
    ) throws -> (state: LedgerState, summaries: [Book.ID: [Month: MonthSummary]], deferred: Range<Int>?) {
        try StorageDecoding.decode(bytes, path: path, supportedFormat: LedgerState.format) { reader in
            var format: Int?
            var books: [Book]?
            var categories: [Category]?
            var spareIcons: [SpareIcon] = []
            var currentBook: Int?
            var budgets: [Budget] = []
            var accounts: [Account] = []
            var recurring: [RecurringRule] = []
            var summaries: [Book.ID: [Month: MonthSummary]] = [:]
            var deferred: Range<Int>?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "format": format = try reader.readSmallInt()
                case "books": books = try LedgerState.readArray(&reader, LedgerState.readBook)
                case "accounts": accounts = try LedgerState.readArray(&reader, Account.read)
                case "budgets": budgets = try LedgerState.readArray(&reader, Budget.read)
                case "categories":
                    categories = LedgerState.coloured(
                        try LedgerState.readArray(&reader, LedgerState.readCategory))
                case "spareIcons": spareIcons = try LedgerState.readArray(&reader, LedgerState.readSpareIcon)
                case "currentBook": currentBook = try reader.readSmallInt()
                case "recurring": recurring = try RecurringRule.readAll(&reader)
                case "summaries" where deferringSummaries:
                    reader.skipWhitespace()
                    let start = reader.offset
                    try reader.skipValue()
                    deferred = start..<reader.offset
                case "summaries": summaries = try MonthSummary.readAll(&reader)
                default: try reader.skipValue()
                }
            }
            guard let format, let books, let categories, let currentBook else {
                let missing =
                    [
                        ("format", format == nil), ("books", books == nil), ("categories", categories == nil),
                        ("currentBook", currentBook == nil),
                    ].first(where: \.1)?.0 ?? ""
                throw reader.failure(Reason("the field '{1}' is missing", missing))
            }
            var state = LedgerState(
                books: books, categories: categories, spareIcons: spareIcons, currentBook: currentBook,
                budgets: budgets, recurring: recurring, accounts: accounts)
            state.fileFormat = min(max(format, LedgerState.formatWithoutLogs), LedgerState.format)
            if let violation = state.violation() { throw JSONReader.Failure(message: violation, offset: 0) }
            return (format, (state, summaries, deferred))
        }
    }

    /// The summaries that ``decode(_:path:deferringSummaries:)`` passed over, at `range` of `bytes`.
    static func decodeSummaries(_ bytes: [UInt8], at range: Range<Int>, path: String) throws -> [Book.ID:
        [Month: MonthSummary]]
    {
        do {
            return try JSONReader.read(bytes, at: range.lowerBound) { try MonthSummary.readAll(&$0) }
        } catch let failure as JSONReader.Failure {
            throw LedgerError.corruptFile(
                path: path, detail: bytes.withUnsafeBufferPointer { failure.describe(in: $0) })
        }
    }

    private static func readArray<T>(_ reader: inout JSONReader, _ element: (inout JSONReader) throws -> T)
        throws -> [T]
    {
        var values: [T] = []
        try reader.beginArray()
        while try reader.nextElement() { values.append(try element(&reader)) }
        return values
    }

    private static func readBook(_ reader: inout JSONReader) throws -> Book {
        let start = reader.offset
        var id: Int?
        var name: String?
        var book = Book(id: 0, name: "")
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "id": id = try reader.readSmallInt()
            case "name": name = try reader.readString()
            case "cover": book.cover = try reader.readSmallInt()
            case "currency": book.currency = try reader.readString()
            case "defaultAccount": book.defaultAccount = try reader.readSmallInt()
            default: return false
            }
            return true
        }
        guard let id, let name else {
            throw JSONReader.Failure(message: "a book needs an id and a name", offset: start)
        }
        book.id = id
        book.name = name
        return book
    }

    /// A category and its stored colour: `nil` in a ledger written before colours.
    private static func readCategory(_ reader: inout JSONReader) throws -> (Category, CategoryColor?) {
        let start = reader.offset
        var id: Int?
        var title: String?
        var alias: String?
        var icon = ""
        var type: BillType?
        var color: CategoryColor?
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "id": id = try reader.readSmallInt()
            case "title": title = try reader.readString()
            case "alias": alias = try reader.readString()
            case "icon": icon = try reader.readString()
            case "type": type = BillType(rawValue: try reader.readString())
            case "color":
                let offset = reader.offset
                let text = try reader.readString()
                guard let value = CategoryColor(hex: text) else {
                    throw JSONReader.Failure(
                        message: Reason("a colour is #RRGGBB, not '{1}'", text), offset: offset)
                }
                color = value
            default: return false
            }
            return true
        }
        guard let id, let title, let alias, let type else {
            throw JSONReader.Failure(
                message: "a category needs an id, a title, an alias and a type (income or expense)",
                offset: start)
        }
        return (Category(id: id, title: title, alias: alias, icon: icon, type: type), color)
    }

    /// The categories, those without a stored colour given the default of their place among the
    /// categories of their type (as ``Seed`` gives them).
    private static func coloured(_ read: [(Category, CategoryColor?)]) -> [Category] {
        var counts: [BillType: Int] = [:]
        return read.map { category, color in
            var category = category
            let position = counts[category.type, default: 0]
            counts[category.type] = position + 1
            category.color = color ?? CategoryColor.defaultColor(at: position)
            return category
        }
    }

    private static func readSpareIcon(_ reader: inout JSONReader) throws -> SpareIcon {
        let start = reader.offset
        var icon: String?
        var type: BillType?
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "icon": icon = try reader.readString()
            case "type": type = BillType(rawValue: try reader.readString())
            default: return false
            }
            return true
        }
        guard let icon, let type else {
            throw JSONReader.Failure(message: "a spare icon needs an icon and a type", offset: start)
        }
        return SpareIcon(icon: icon, type: type)
    }
}
