/// The bills of one book and month: `bills/<book-id>/<YYYY-MM>.json`.
///
/// Written as `{"bills":[` + one bill per line, keys sorted + `],"format":1}`, in
/// ``Bill/chronological(_:_:)`` order (date, time of day, creation), so the files diff well under git. Any valid JSON with the same fields is read too (a
/// file edited by hand), and every bill is checked.
///
/// Format 2 adds a bill's `payee` and `ref` (its transaction number). A file is written as format 2
/// only when one of its bills has one of them, so that a timi that knows only format 1 refuses it
/// rather than dropping them; other files stay byte for byte as format 1 wrote them. Format 3 adds
/// a bill's `account` (an ``Account`` id), and likewise only when a bill of the file has one. Format 4
/// adds transfers (`"type":"transfer"`, `account` → `toAccount`, optional `toAmount` and `fee`, no
/// `category`), written only for a month that holds one. Format 5 adds a bill's `time` (`HH:MM:SS`,
/// which orders its day: ``Bill/chronological(_:_:)``), written only for a month with a timed bill.
enum MonthFile {
    /// The newest format read and written.
    static let format = 5
    /// The format of files with a transfer but no time.
    static let transferFormat = 4
    /// The format of files with an account but no transfer.
    static let accountFormat = 3
    /// The format of files with a payee or a transaction number but no account.
    static let payeeFormat = 2
    /// The format of files whose bills have neither payee nor transaction number.
    static let plainFormat = 1

    /// The format `bills` are written in: the newest that one of them needs — ``format`` for a time,
    /// ``transferFormat`` for a transfer, ``accountFormat`` for an account, ``payeeFormat`` for a
    /// payee or a transaction number — else ``plainFormat``.
    static func format(of bills: some Sequence<some MonthFileBill>) -> Int {
        var newest = plainFormat
        for bill in bills {
            if bill.time != nil { return format }
            if bill.type == .transfer {
                newest = transferFormat
            } else if newest < accountFormat, bill.account != nil {
                newest = accountFormat
            } else if newest == plainFormat, bill.payee != nil || bill.reference != nil {
                newest = payeeFormat
            }
        }
        return newest
    }

    /// A month of more bills than this is encoded in parts, on ``Cores/available`` cores.
    static let partedEncoding = 1024

    /// The file's bytes for `bills`, which must already be in ``Bill/chronological(_:_:)`` order:
    /// ``Bill``s, or the records of an import (``StoredBill``s), written alike. A month of more than
    /// `partsFrom` bills is encoded in `parts` runs of lines side by side, then joined (an import's
    /// months, a change log folded into a month of thousands).
    static func encode<Record: MonthFileBill>(
        _ bills: [Record], parts: Int = Cores.available, partsFrom: Int = partedEncoding
    ) -> [UInt8] {
        let parts = bills.count > partsFrom ? min(parts, bills.count) : 1
        guard parts > 1 else {
            var out = ByteWriter(capacity: bills.count * 256 + 32)
            appendHeader(to: &out)
            appendLines(of: bills[...], to: &out)
            appendFooter(of: bills, to: &out)
            return out.bytes
        }
        let size = (bills.count + parts - 1) / parts
        var pieces = [[UInt8]](repeating: [], count: parts)
        pieces.withUnsafeMutableBufferPointer { pieces in
            Threads.perform(parts) { part in
                let lines = bills[min(bills.count, part * size)..<min(bills.count, (part + 1) * size)]
                var out = ByteWriter(capacity: lines.count * 256)
                appendLines(of: lines, to: &out)
                pieces[part] = out.bytes
            }
        }
        var out = ByteWriter(capacity: pieces.reduce(32) { $0 + $1.count + 2 })
        appendHeader(to: &out)
        for (index, piece) in pieces.enumerated() where !piece.isEmpty {
            if index > 0 { out.append(",\n") }  // the first part is never empty
            piece.withUnsafeBufferPointer { out.append(bytes: $0) }
        }
        appendFooter(of: bills, to: &out)
        return out.bytes
    }

    private static func appendHeader(to out: inout ByteWriter) { out.append("{\"bills\":[\n") }

    /// One line per bill, with `,\n` between them (room made for ~256 bytes a bill: an imported bill
    /// with its import key is ~230).
    private static func appendLines<Record: MonthFileBill>(
        of bills: ArraySlice<Record>, to out: inout ByteWriter
    ) {
        for index in bills.indices {
            if index > bills.startIndex { out.append(",\n") }
            encode(bills[index], into: &out)
        }
    }

    private static func appendFooter(of bills: [some MonthFileBill], to out: inout ByteWriter) {
        out.append("\n],\"format\":", number: Int64(format(of: bills)))
        out.append("}\n")
    }

    /// One bill as a JSON object on one line, keys sorted (the book is the file's folder).
    static func encode(_ bill: some MonthFileBill, into out: inout ByteWriter) {
        if let account = bill.account {
            out.append("{\"account\":", number: Int64(account))
            out.append(",\"amount\":\"")
        } else {
            out.append("{\"amount\":\"")
        }
        out.append(money: bill.amount)
        if bill.type == .transfer {
            out.append("\",\"created\":\"")
        } else {
            out.append("\",\"category\":", number: Int64(bill.category))
            out.append(",\"created\":\"")
        }
        out.append(timestamp: bill.created)
        out.append("\",\"date\":\"")
        out.append(day: bill.date)
        if let fee = bill.fee {
            out.append("\",\"fee\":\"")
            out.append(money: fee)
        }
        out.append("\",\"id\":", quotedText: bill.id)
        out.append(",\"importKey\":", quotedTextIfPresent: bill.importKey)
        out.append(",\"note\":")
        if let note = bill.noteText {
            note.withBytes { out.append(quotedBytes: $0) }
        } else {
            out.append("\"\"")
        }
        out.append(",\"payee\":", quotedTextIfPresent: bill.payee)
        out.append(",\"photo\":", quotedTextIfPresent: bill.photo)
        out.append(",\"recurring\":", quotedTextIfPresent: bill.recurring)
        out.append(",\"ref\":", quotedTextIfPresent: bill.reference)
        if let time = bill.time {
            out.append(",\"time\":\"")
            out.append(time: time)
            out.append("\"")
        }
        switch bill.type {
        case .income: out.append(",\"type\":\"income\"}")
        case .expense: out.append(",\"type\":\"expense\"}")
        case .transfer:
            if let toAccount = bill.toAccount { out.append(",\"toAccount\":", number: Int64(toAccount)) }
            if let toAmount = bill.toAmount {
                out.append(",\"toAmount\":\"")
                out.append(money: toAmount)
                out.append("\"")
            }
            out.append(",\"type\":\"transfer\"}")
        }
    }

    /// Reads and checks the bills of `book` in `month`.
    /// - Parameters:
    ///   - categories: the ledger's categories by id, to check each bill's category and type; `nil`
    ///     takes any category id (`timi doctor` rebuilding `ledger.json` from the month files).
    ///   - hidden: ids of bills to leave out, unseen by `include` (those a ``MonthLog`` replaces).
    ///   - include: shown what totals need of each bill (in the file's order) once it is checked;
    ///     only the bills it keeps are made (default: all). Every bill is read and checked either way.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming the bill and its line, or
    ///   ``LedgerError/newerFormat(path:found:supported:)``.
    static func decode(
        _ bytes: [UInt8], path: String, book: Book.ID, month: Month, categories: [Category.ID: Category]?,
        hiding hidden: Set<String> = [], where include: (BillAmount) -> Bool = { _ in true }
    ) throws -> [Bill] {
        try StorageDecoding.decode(bytes, path: path, supportedFormat: format) { reader in
            var bills: [Bill] = []
            // Room for every bill at once (a written bill takes about 200 bytes), not a doubling each time.
            bills.reserveCapacity(bytes.count / 200)
            let hidden = HiddenIDs(hidden)  // the other bills passed over on their bytes
            let format = try readFile(&reader) { reader in
                try readBills(&reader, month: month, categories: categories) { bill, idHash in
                    if hidden.contains(bill.id, hash: idHash) { return }
                    if include(bill.amountView) { bills.append(bill.bill(book: book)) }
                }
            }
            bills.sort(by: Bill.chronological)
            return (format, bills)
        }
    }

    /// Reads a month file's top-level object: its format, and its bills through `bills`; other keys
    /// are passed over.
    /// - Throws: what `bills` throws, or a failure when the file is not an object or has no format.
    private static func readFile(
        _ reader: inout JSONReader, bills: (inout JSONReader) throws -> Void
    ) throws -> Int {
        var format: Int?
        try reader.beginObject()
        while let key = try reader.nextKey() {
            switch key {
            case "format": format = try reader.readSmallInt()
            case "bills": try bills(&reader)
            default: try reader.skipValue()
            }
        }
        guard let format else { throw reader.failure(Reason("the field '{1}' is missing", "format")) }
        return format
    }

    /// The bills of a month file, checked and in chronological order, their strings still slices of
    /// `bytes` (valid while `bytes` is): what ``decode(_:path:book:month:categories:hiding:where:)`` reads,
    /// without making a ``Bill`` of each. Used by `timi export`, which writes the bills' bytes.
    /// - Throws: as ``decode(_:path:book:month:categories:hiding:where:)``.
    /// - Parameter hidden: ids of bills to pass over (those a change log takes out or replaces).
    static func storedBills(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, month: Month, categories: [Category.ID: Category],
        hiding hidden: Set<String> = [], into bills: inout [StoredBill]
    ) throws {
        bills.removeAll(keepingCapacity: true)
        // Room for as many bills as the file can hold (~200 bytes each) at once, up to 65,536 (a file of
        // one huge note reserves no more): doubling copies a large month into new pages (PERFORMANCE.md).
        bills.reserveCapacity(min(bytes.count / 160, 1 << 16))
        let hidden = HiddenIDs(hidden)
        try StorageDecoding.decode(bytes, path: path, supportedFormat: format) { reader in
            let format = try readFile(&reader) { reader in
                try readBills(&reader, month: month, categories: categories) { bill, idHash in
                    if hidden.contains(bill.id, hash: idHash) { return }
                    bills.append(bill)
                }
            }
            return (format, ())
        }
        // timi writes them in order: sorted only when a file edited by hand is not.
        let sorted = bills.withUnsafeBufferPointer { bills in
            !bills.indices.dropFirst().contains { StoredBill.chronological(bills[$0], bills[$0 - 1]) }
        }
        if !sorted { bills.sort(by: StoredBill.chronological) }
    }

    /// Reads the `bills` array of a month file, checking each bill (its date in `month`, its category
    /// one of `categories` of its type, its id not seen before in the file), and hands each to `body`
    /// in the file's order, with its id's ``ByteHash`` (hashed once for the id set and the hidden ids).
    private static func readBills(
        _ reader: inout JSONReader, month: Month, categories: [Category.ID: Category]?,
        _ body: (consuming StoredBill, UInt64) throws -> Void
    ) throws {
        // A bill takes about 200 bytes of its file.
        var ids = IDSet(expected: reader.bytes.count / 160)
        // The type of each small category id already checked (0: not yet), so that most bills are
        // checked without a dictionary lookup and a copy of their category.
        var checkedTypes = [UInt8](repeating: 0, count: 256)
        var count = 0
        try reader.beginArray()
        while try reader.nextElement() {
            let start = reader.offset
            func fail(_ detail: Reason) -> JSONReader.Failure {
                JSONReader.Failure(
                    message: Reason("bills[{1}]: {2}", [.verbatim(String(count)), detail]), offset: start)
            }
            let bill = try StoredBill.read(&reader, fail)
            guard bill.date.yearMonth == month else {
                throw fail(Reason("the date {1} is not in {2}", bill.date.description, month.description))
            }
            let small = checkedTypes.indices.contains(bill.category)
            let typeCode: UInt8 = bill.type == .expense ? 1 : 2
            if let categories, bill.type != .transfer, !small || checkedTypes[bill.category] != typeCode {
                guard let category = categories[bill.category] else {
                    throw fail(Reason("there is no category with id {1}", String(bill.category)))
                }
                guard category.type == bill.type else {
                    throw fail(
                        Reason(
                            "category {1} is for {2}, the bill is {3}",
                            [.verbatim(category.title), category.type.word, bill.type.word]))
                }
                if small { checkedTypes[bill.category] = typeCode }
            }
            let idHash = bill.id.withBytes { ByteHash.of(UnsafeRawBufferPointer($0)) }
            guard ids.insert(bill.id, hash: idHash) else {
                throw fail(Reason("the id '{1}' appears twice", bill.id.string))
            }
            count += 1
            try body(bill, idHash)
        }
    }

    /// One bill object, its keys in any order; unknown keys are passed over.
    static func readBill(
        _ reader: inout JSONReader, book: Book.ID, _ fail: (Reason) -> JSONReader.Failure
    ) throws -> Bill {
        try StoredBill.read(&reader, fail).bill(book: book)
    }
}

/// The ids of the bills read so far, to refuse a file that has one twice: a fast 64-bit hash of each
/// id's bytes (``ByteHash``) in a table of its own (open addressing, at most half full), the ids
/// compared exactly only when two hashes meet, so that no id is hashed twice (docs/PERFORMANCE.md,
/// reading a month).
private struct IDSet {
    /// The hashes inserted (0 for an empty slot; a hash of 0 is kept as 1), a power of two of them.
    private var slots: [UInt64]
    private var count = 0
    private var ids: [JSONReader.Text] = []

    /// A set with room for about `expected` ids before it grows.
    init(expected: Int) {
        var size = 64
        while size < expected * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    /// Whether `id`, whose ``ByteHash`` is `idHash`, is new among the ids inserted before it (then it
    /// is inserted).
    mutating func insert(_ id: JSONReader.Text, hash idHash: UInt64) -> Bool {
        let hash = max(1, idHash)
        defer { ids.append(id) }
        if (count + 1) * 2 > slots.count { grow() }
        if place(hash) { return true }
        let text = id.string
        return !ids.contains { $0.string == text }
    }

    /// Puts `hash` in its slot; `false` when it was there already.
    private mutating func place(_ hash: UInt64) -> Bool {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index] != 0 {
            if slots[index] == hash { return false }
            index = (index + 1) & mask
        }
        slots[index] = hash
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        count = 0
        for hash in old where hash != 0 { _ = place(hash) }
    }
}
