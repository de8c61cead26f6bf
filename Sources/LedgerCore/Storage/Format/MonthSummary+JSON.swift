/// The month summaries as older ledgers' `ledger.json` holds them, under `summaries`: book id →
/// `YYYY-MM` → count, income, expense, totals per category and the month file's fingerprint and content
/// hash. Each month's object is also what a totals file holds (see `TotalsFile.swift`).
extension MonthSummary {
    /// Appends the `summaries` object of `ledger.json`: per book (those with months), per month, one
    /// month per line, keys sorted.
    static func encode(_ summaries: [Book.ID: [Month: MonthSummary]], into out: inout ByteWriter) {
        out.append("{")
        let books = summaries.keys.sorted().filter { !(summaries[$0] ?? [:]).isEmpty }
        for (bookIndex, book) in books.enumerated() {
            out.append(bookIndex == 0 ? "\n\"" : ",\n\"")
            out.append(number: Int64(book))
            out.append("\":{")
            for (monthIndex, (month, summary)) in (summaries[book] ?? [:]).sorted(by: { $0.key < $1.key })
                .enumerated()
            {
                out.append(monthIndex == 0 ? "\n\"" : ",\n\"")
                out.append(month: month)
                out.append("\":")
                summary.encode(into: &out)
            }
            out.append("\n}")
        }
        out.append(books.isEmpty ? "}" : "\n}")
    }

    /// One month's summary as an object on one line, keys sorted.
    func encode(into out: inout ByteWriter) {
        if accounts.isEmpty {
            out.append("{\"categories\":{")
        } else {
            out.append("{\"accounts\":{")
            for (index, (id, flow)) in accounts.sorted(by: { $0.key < $1.key }).enumerated() {
                out.append(index == 0 ? "\"" : ",\"")
                out.append(number: Int64(id))
                out.append("\":\"")
                out.append(money: flow)
                out.append("\"")
            }
            out.append("},\"categories\":{")
        }
        for (index, (id, total)) in categories.sorted(by: { $0.key < $1.key }).enumerated() {
            out.append(index == 0 ? "\"" : ",\"")
            out.append(number: Int64(id))
            out.append("\":{\"count\":", number: Int64(total.count))
            out.append(",\"total\":\"")
            out.append(money: total.total)
            out.append("\"}")
        }
        out.append("},\"count\":", number: Int64(count))
        out.append(",\"expense\":\"")
        out.append(money: expense)
        out.append("\"")
        Self.append(
            hash: contentHash, ",\"fileHash\":\"", file, ",\"fileModified\":", ",\"fileSize\":", into: &out)
        out.append(",\"income\":\"")
        out.append(money: income)
        out.append("\"")
        Self.append(hash: logHash, ",\"logHash\":\"", log, ",\"logModified\":", ",\"logSize\":", into: &out)
        Self.append(hash: nil, "", sealed, ",\"sealedModified\":", ",\"sealedSize\":", into: &out)
        out.append("}")
    }

    /// The members that say which bytes a summary was made from, each when known: the file's hash
    /// (`,"fileHash":"…"`), then its modification time and size.
    private static func append(
        hash: UInt64?, _ hashKey: StaticString, _ fingerprint: FileFingerprint?, _ modifiedKey: StaticString,
        _ sizeKey: StaticString, into out: inout ByteWriter
    ) {
        if let hash {
            out.append(hashKey)
            out.append(hexadecimal: hash)
            out.append("\"")
        }
        if let fingerprint {
            out.append(modifiedKey)
            out.append(number: fingerprint.modified)
            out.append(sizeKey)
            out.append(number: fingerprint.size)
        }
    }

    /// Reads the `summaries` object of `ledger.json`, refusing totals that could overflow when summed.
    static func readAll(_ reader: inout JSONReader) throws -> [Book.ID: [Month: MonthSummary]] {
        var summaries: [Book.ID: [Month: MonthSummary]] = [:]
        try reader.beginObject()
        while let bookKey = try reader.nextKey() {
            guard let book = bookKey.integer else {
                throw reader.failure(Reason("'{1}' is not a book id", bookKey.string))
            }
            try reader.beginObject()
            while let monthKey = try reader.nextKey() {
                guard let month = Month(iso: monthKey.string) else {
                    throw reader.failure(Reason("'{1}' is not a month (YYYY-MM)", monthKey.string))
                }
                summaries[book, default: [:]][month] = try read(&reader)
            }
        }
        guard MonthSummary.areWithinBounds(summaries.values.flatMap(\.values)) else {
            throw reader.failure("the totals are negative or too large to be real")
        }
        return summaries
    }

    /// One month's summary; unknown keys are passed over, and so are its category totals unless
    /// `categories` and its accounts' flows unless `accounts` (see
    /// ``TotalsFile/decode(_:path:year:bounds:categories:accounts:)``).
    static func read(_ reader: inout JSONReader, categories: Bool = true, accounts: Bool = true) throws
        -> MonthSummary
    {
        var summary = MonthSummary(bills: [])
        var size: Int64?
        var modified: Int64?
        var logSize: Int64?
        var logModified: Int64?
        var sealedSize: Int64?
        var sealedModified: Int64?
        func money(_ reader: inout JSONReader) throws -> Money {
            let start = reader.offset
            return try reader.readRaw { raw in
                guard let value = Money(decimalBytes: raw) else {
                    let text = String(decoding: raw, as: UTF8.self)
                    throw JSONReader.Failure(
                        message: Reason("'{1}' is not an amount like \"12.50\"", text), offset: start)
                }
                return value
            }
        }
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "count": summary.count = try reader.readSmallInt()
            case "income": summary.income = try money(&reader)
            case "expense": summary.expense = try money(&reader)
            case "fileSize": size = try reader.readInt()
            case "fileModified": modified = try reader.readInt()
            case "fileHash": summary.contentHash = try reader.readFileHash()
            case "logSize": logSize = try reader.readInt()
            case "logModified": logModified = try reader.readInt()
            case "logHash": summary.logHash = try reader.readFileHash()
            case "sealedSize": sealedSize = try reader.readInt()
            case "sealedModified": sealedModified = try reader.readInt()
            case "accounts" where !accounts: try reader.skipBrackets()
            case "accounts":
                try reader.beginObject()
                while let idKey = try reader.nextKey() {
                    guard let id = idKey.integer else {
                        throw reader.failure(Reason("'{1}' is not an account id", idKey.string))
                    }
                    let flow = try money(&reader)
                    guard flow.cents.magnitude < 1 << 62 else {
                        throw reader.failure("the totals are negative or too large to be real")
                    }
                    summary.accounts[id] = flow
                }
            case "categories" where !categories: try reader.skipObjectEndingItsLine()
            case "categories":
                try reader.beginObject()
                summary.categories.reserveCapacity(32)  // a month of most ledgers, with no regrowing
                while let idKey = try reader.nextKey() {
                    guard let id = idKey.integer else {
                        throw reader.failure(Reason("'{1}' is not a category id", idKey.string))
                    }
                    var total = CategoryTotal(count: 0, total: .zero)
                    try JSONReader.readObject(&reader) { key, reader in
                        switch key {
                        case "count": total.count = try reader.readSmallInt()
                        case "total": total.total = try money(&reader)
                        default: return false
                        }
                        return true
                    }
                    summary.categories[id] = total
                }
            default: return false
            }
            return true
        }
        if let size, let modified { summary.file = FileFingerprint(size: size, modified: modified) }
        if let logSize, let logModified {
            summary.log = FileFingerprint(size: logSize, modified: logModified)
        }
        if let sealedSize, let sealedModified {
            summary.sealed = FileFingerprint(size: sealedSize, modified: sealedModified)
        }
        return summary
    }
}
