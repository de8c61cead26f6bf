/// Bills to take out of and put into one month file that was not read whole.
///
/// Adding, editing or deleting one bill of a month of thousands need not read and rewrite them all:
/// the change is kept as a patch; at commit, if the file is exactly as timi wrote it (its fingerprint
/// matches its summary), only the bills' lines are spliced (``MonthFile/patch(_:removing:inserting:)``)
/// and the summary is updated by the difference. Reading the month whole at any point folds the
/// patch into the ordinary path.
struct MonthPatch {
    var removed: [Bill] = []
    var inserted: [Bill] = []
}

extension MonthSummary {
    /// Counts the patch's bills out and in.
    mutating func apply(_ patch: MonthPatch) {
        for bill in patch.removed { remove(bill) }
        for bill in patch.inserted { add(bill) }
    }

    /// Counts `bill` out.
    mutating func remove(_ bill: Bill) {
        count -= 1
        switch bill.type {
        case .income: income -= bill.amount
        case .expense: expense -= bill.amount
        }
        guard var total = categories[bill.category] else { return }
        total.count -= 1
        total.total -= bill.amount
        categories[bill.category] = total.count > 0 ? total : nil
    }
}

extension Ledger {
    /// Puts `bill` into its month: into the bills if the month was read, else into a patch.
    func insert(_ bill: Bill) throws {
        let key = MonthKey(book: bill.book, month: bill.date.yearMonth)
        if let bills = loaded[key] {
            try setBills(bills + [bill], of: key.book, in: key.month)
        } else {
            patches[key, default: MonthPatch()].inserted.append(bill)
            index.set(bill.id, .init(book: key.book, month: key.month))
        }
    }

    /// Takes `bill` out of its month: out of the bills if the month was read, else by a patch.
    func remove(_ bill: Bill) throws {
        let key = MonthKey(book: bill.book, month: bill.date.yearMonth)
        if let bills = loaded[key] {
            try setBills(bills.filter { $0.id != bill.id }, of: key.book, in: key.month)
        } else if let added = patches[key]?.inserted.firstIndex(where: { $0.id == bill.id }) {
            patches[key]?.inserted.remove(at: added)
            index.set(bill.id, nil)
        } else {
            patches[key, default: MonthPatch()].removed.append(bill)
            index.set(bill.id, nil)
        }
    }

    /// The bill with `id` in `book`'s `month`: from its line alone when the month is untouched and
    /// exactly as timi wrote it, else from the month read whole. Used by ``bill(matching:)``.
    func bill(withID id: String, in book: Book.ID, month: Month) throws -> Bill? {
        let key = MonthKey(book: book, month: month)
        if loaded[key] == nil, patches[key] == nil, verified.contains(key) {
            let path = path(of: book, month: month)
            if let bytes = try FileSystem.read(path) {
                switch try MonthFile.bill(withID: id, in: bytes, path: path, book: book) {
                case .found(let bill): return bill
                case .absent: return nil
                case .unknownLayout: break
                }
            }
        }
        return try bills(of: book, in: month).first { $0.id == id }
    }

    /// Writes the patched months; a month whose file is not as timi wrote it is read whole instead
    /// (and written by the ordinary path).
    /// - Returns: the bills the patches put in, with their places, for the id index.
    func stagePatches(into commit: Commit) throws -> [(String, IDIndex.Entry)] {
        var inserted: [(String, IDIndex.Entry)] = []
        for (key, patch) in patches.sorted(by: { $0.key < $1.key }) {
            let path = path(of: key.book, month: key.month)
            guard verified.contains(key), let stored = state.summaries[key.book]?[key.month],
                let bytes = try FileSystem.read(path),
                let patched = MonthFile.patch(bytes, removing: Set(patch.removed.map(\.id)), inserting: patch.inserted)
            else {
                _ = try bills(of: key.book, in: key.month)  // folds the patch into the month's bills
                continue
            }
            patches[key] = nil
            inserted += patch.inserted.map { ($0.id, IDIndex.Entry(book: key.book, month: key.month)) }
            var summary = stored
            summary.apply(patch)
            if patched.count == 0 {
                commit.remove(path)
                state.summaries[key.book]?[key.month] = nil
            } else {
                summary.file = try commit.stage(patched.bytes, at: path)
                state.summaries[key.book, default: [:]][key.month] = summary
            }
        }
        return inserted
    }
}
