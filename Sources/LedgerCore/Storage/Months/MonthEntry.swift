/// One book's month as an open ledger knows it: what this session did to its bills (on disk, patched,
/// read, changed) and what it found of its files (as timi wrote them or not, the hashes of those read).
/// ``MonthStore`` keeps one per month it has touched; the state is private, changed only by the verbs
/// below, so that every path through the store sees one month one way.
struct MonthEntry {
    /// What the session holds of the month's bills.
    private enum Bills {
        /// Not read: the month is its files (and, for an import, ``ImportedMonths``).
        case onDisk
        /// Not read, with bills to take out and put in at commit (see ``MonthPatch``).
        case patched(MonthPatch)
        /// Read whole: the bills with this session's changes, the ids the files held (for the id
        /// index), and whether they changed (then written whole at commit).
        case read([Bill], idsOnDisk: [String], changed: Bool)
    }

    private var state = Bills.onDisk
    /// Whether the files were last seen to be exactly as timi wrote them (their fingerprints and,
    /// when read, hashes are their summary's).
    private(set) var isAsWritten = false
    /// Whether the files were seen changed behind timi's back: their summary is rebuilt, and their
    /// ids indexed again (see `MonthStore+IDIndex.swift`).
    private(set) var isEditedByHand = false
    /// The ``ByteHash`` of the month file, when it was read in this session.
    private(set) var fileHash: UInt64?
    /// The ``ByteHash`` of the change log, when it was read in this session.
    private(set) var logHash: UInt64?
    /// Whether the change logs were found not to apply to the month file: written whole at commit.
    private(set) var hasStaleLog = false
    /// The files, kept when a look-up of one bill found them as timi wrote them, so that the change of
    /// that bill patches them without reading them again.
    private(set) var intact: StoredMonth?
    /// The same, when the look-up read the month file through a small buffer, not whole.
    private(set) var probed: ProbedMonth?

    // MARK: The bills

    /// The bills read (with this session's changes), or `nil` when the month was not read.
    var bills: [Bill]? {
        guard case .read(let bills, _, _) = state else { return nil }
        return bills
    }

    /// The patch waiting for the commit, if the month is patched.
    var patch: MonthPatch? {
        guard case .patched(let patch) = state else { return nil }
        return patch
    }

    /// Whether the session neither read nor patched the month: its files are all there is.
    var isUntouched: Bool {
        guard case .onDisk = state else { return false }
        return true
    }

    /// Whether the bills were changed, to be written whole at commit.
    var isChanged: Bool {
        guard case .read(_, _, true) = state else { return false }
        return true
    }

    /// The ids the files held when the month was read (none when it was not).
    var idsOnDisk: [String] {
        guard case .read(_, let ids, _) = state else { return [] }
        return ids
    }

    /// Takes in `bills`, just read from the files: a pending patch is folded in, which changes them.
    mutating func take(read bills: [Bill]) {
        let ids = bills.map(\.id)
        guard case .patched(let patch) = state else {
            state = .read(bills, idsOnDisk: ids, changed: false)
            return
        }
        let removed = Set(patch.removed.map(\.id))
        let patched = bills.filter { !removed.contains($0.id) } + patch.inserted
        state = .read(patched.sorted(by: Bill.chronological), idsOnDisk: ids, changed: true)
    }

    /// Replaces the bills of a month read, to be written at commit.
    mutating func replace(with bills: [Bill]) {
        state = .read(bills.sorted(by: Bill.chronological), idsOnDisk: idsOnDisk, changed: true)
    }

    /// Makes the month `bills`, whose files held `idsOnDisk`, to be written at commit (a month moved
    /// aside by `timi doctor --quarantine`).
    mutating func set(_ bills: [Bill], idsOnDisk: [String]) {
        state = .read(bills, idsOnDisk: idsOnDisk, changed: true)
    }

    /// Adds `bill` to the patch of a month not read.
    mutating func patch(inserting bill: Bill) {
        var patch = self.patch ?? MonthPatch()
        patch.inserted.append(bill)
        state = .patched(patch)
    }

    /// Takes `bill` out by the patch of a month not read: out of the patch if the patch put it in,
    /// else among the bills to remove.
    mutating func patch(removing bill: Bill) {
        var patch = self.patch ?? MonthPatch()
        if let added = patch.inserted.firstIndex(where: { $0.id == bill.id }) {
            patch.inserted.remove(at: added)
        } else {
            patch.removed.append(bill)
        }
        state = .patched(patch)
    }

    /// Forgets the patch, staged into the commit.
    mutating func patchStaged() { state = .onDisk }

    /// Forgets what the session did to the bills (their book is deleted).
    mutating func discardChanges() { state = .onDisk }

    // MARK: The files

    /// Records whether the files' fingerprints are their summary's. A month once seen edited by hand
    /// stays so for this session, whose id index then takes its ids in.
    mutating func checked(asWritten: Bool, editedByHand: Bool = false) {
        isAsWritten = asWritten
        if editedByHand { isEditedByHand = true }
    }

    /// Records what was found reading the month's files: their hashes, and whether the logs apply.
    mutating func saw(_ files: StoredMonth) { saw(fileHash: files.hash, logs: files.logs) }

    /// Records the month file's hash (`nil`: read unchecked) and the change logs read with it.
    mutating func saw(fileHash hash: UInt64?, logs: MonthLogChain?) {
        if let hash {
            fileHash = hash
            if !StoredMonth.logsApply(logs, toFileOf: hash) { hasStaleLog = true }
        }
        if let logs { logHash = logs.currentHash }
    }

    /// Records the hash of the change log read alone (`nil`: the month has none).
    mutating func saw(logHash: UInt64?) { self.logHash = logHash }

    /// Keeps `files`, found as timi wrote them, for the change that follows a look-up.
    mutating func keep(intact files: StoredMonth) {
        saw(files)
        intact = files
    }

    /// Keeps `files`, probed and found as timi wrote them, for the change that follows a look-up.
    mutating func keep(probed files: ProbedMonth) {
        saw(fileHash: files.hash, logs: files.logs)
        probed = files
    }

    /// Whether the files read in this session are those `summary` was made from, as far as both know
    /// (see ``StoredMonth/agree(_:fileHash:logHash:)``).
    func agrees(with summary: MonthSummary?) -> Bool {
        StoredMonth.agree(summary, fileHash: fileHash, logHash: logHash.map { .some($0) })
    }
}
