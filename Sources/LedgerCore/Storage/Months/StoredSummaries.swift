/// The month summaries of a ledger, with the changes made to them since they were read.
///
/// They live in the totals files, `bills/<book-id>/<YYYY>.totals` (see `TotalsFile.swift`), one per
/// book and year, so that a change of one month rewrites one small file. Older ledgers kept them all
/// in `ledger.json`, under `summaries`: when that key is there it is what counts (it is what the older
/// timi that wrote it last saw), and the next change moves them out into totals files
/// (``movesOutOfStateFile``).
///
/// Opening a ledger leaves them unread (most views of one month never need them): ``load()`` reads
/// them the first time they are needed, or ``load(_:years:)`` the few a view or a change of some
/// months needs. A summary set before its totals file is read stays as set (the file's older one
/// does not come back over it), and ``stage(into:books:folder:)`` reads the totals files it rewrites
/// first, so that a change reads and writes only the book-years it touches.
struct StoredSummaries {
    private var byBook: [Book.ID: [Month: MonthSummary]] = [:]
    /// Where they are read from, until ``load()``.
    private var source: Source?
    /// The totals files read so far, while ``source`` still names others (see ``load(_:years:)``).
    private var yearsRead: Set<BookYear> = []
    /// The sums of the summaries they held, which the next totals file's are checked with.
    private var bounds = MonthSummary.BoundsCheck()
    /// The book-years whose summaries changed since they were read: their totals files are written.
    private(set) var changedYears: Set<BookYear> = []
    /// The months whose summaries were set: a totals file read after that keeps its older summary
    /// of them out.
    private var changedMonths: Set<MonthKey> = []
    /// Whether they were read from an older ledger's `ledger.json`: then every totals file is written,
    /// and `ledger.json` without them.
    private(set) var movesOutOfStateFile = false

    /// One book's year: what names a totals file.
    struct BookYear: Hashable, Comparable {
        var book: Book.ID
        var year: Int

        static func < (lhs: BookYear, rhs: BookYear) -> Bool { (lhs.book, lhs.year) < (rhs.book, rhs.year) }
    }

    private enum Source {
        /// `ledger.json` (`bytes`, read from `path`) of an older ledger, its summaries at `range`.
        case stateFile(bytes: [UInt8], range: Range<Int>, path: String)
        /// The totals files of `books` in the ledger `directory`.
        case totalsFiles(directory: String, books: [Book.ID])
    }

    /// Summaries already decoded (or none, for a new ledger).
    init(_ summaries: [Book.ID: [Month: MonthSummary]]) { byBook = summaries }

    /// The summaries of an older ledger, at `range` of `bytes`, the contents of its `ledger.json` at
    /// `path`, decoded by ``load()``.
    init(stateFile bytes: [UInt8], at range: Range<Int>, path: String) {
        source = .stateFile(bytes: bytes, range: range, path: path)
        movesOutOfStateFile = true
    }

    /// The summaries in the totals files of `books` in the ledger `directory`, read by ``load()``.
    init(totalsIn directory: String, books: [Book.ID]) {
        source = .totalsFiles(directory: directory, books: books)
    }

    /// Reads the summaries if opening the ledger passed over them. A damaged totals file is passed
    /// over: its months have no summary, so they are rebuilt from their month files.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming an older ledger's `ledger.json`;
    ///   ``LedgerError`` when a book's folder or a totals file cannot be read (an I/O error).
    mutating func load() throws {
        guard let source else { return }
        switch source {
        case .stateFile(let bytes, let range, let path):
            byBook = try LedgerState.decodeSummaries(bytes, at: range, path: path)
        case .totalsFiles(let directory, let books):
            for book in books {
                for name in try FileSystem.list(directory + "/bills/" + String(book)).sorted() {
                    guard let year = TotalsFile.year(named: name) else { continue }
                    try read(BookYear(book: book, year: year), in: directory)
                }
            }
        }
        self.source = nil
        yearsRead = []
        bounds = MonthSummary.BoundsCheck()
    }

    /// Reads the summaries of `book` in `years` only, if opening the ledger passed over them (an
    /// older ledger's `ledger.json` is read whole): a view of one month reads one totals file, not
    /// every one of the ledger. Only those years' months are then known, until ``load()``.
    /// - Throws: as ``load()``.
    mutating func load(_ book: Book.ID, years: some Sequence<Int>) throws {
        guard case .totalsFiles(let directory, let books)? = source else { return try load() }
        guard books.contains(book) else { return }
        for year in years { try read(BookYear(book: book, year: year), in: directory) }
    }

    /// `book`'s summaries as far as they say which bytes each was made from, and their accounts'
    /// flows unless told not to: those read or set already, and those of the totals files not read
    /// yet without their category totals (see
    /// ``TotalsFile/decode(_:path:year:bounds:categories:accounts:)``), which are not kept. What the
    /// id index needs to find the months edited by hand without decoding every total of the ledger,
    /// and the balances their flows (``MonthStore/accountFlows(of:)``). A totals
    /// file that cannot be decoded is passed over, as ``load()`` passes it over; one damaged only in
    /// its category totals, or too large only with the others, is not noticed here but when its year
    /// is read in full (by a view of it, or the change that rewrites it).
    /// - Parameters:
    ///   - names: the names in the book's folder (the caller lists it once for all it needs).
    ///   - accounts: `false` to pass over the accounts' flows of the totals files not read yet too.
    /// - Throws: ``LedgerError`` when a totals file cannot be read.
    mutating func fingerprints(of book: Book.ID, listed names: [String], accounts: Bool = true) throws
        -> [Month: MonthSummary]
    {
        guard case .totalsFiles(let directory, let books)? = source else {
            try load()
            return byBook[book] ?? [:]
        }
        var result = byBook[book] ?? [:]
        guard books.contains(book) else { return result }
        let folder = directory + "/bills/" + String(book)
        for name in names {
            guard let year = TotalsFile.year(named: name),
                !yearsRead.contains(BookYear(book: book, year: year)),
                let bytes = try FileSystem.read(folder + "/" + name)
            else { continue }
            var bounds = MonthSummary.BoundsCheck()
            do {
                let summaries = try TotalsFile.decode(
                    bytes, path: folder + "/" + name, year: year, bounds: &bounds, categories: false,
                    accounts: accounts)
                for (month, summary) in summaries
                where !changedMonths.contains(MonthKey(book: book, month: month)) {
                    result[month] = summary
                }
            } catch let error as LedgerError where error.isDamagedFile {
                continue
            }
        }
        return result
    }

    /// The ``YearFingerprint`` value that the totals file of `book`'s `year` begins with
    /// (``TotalsFile/fingerprint(in:)``), when its summaries are neither read nor set yet: `nil` when they
    /// are (they are what counts then), when it has none, or when there is no such file.
    /// - Throws: ``LedgerError`` when the file cannot be read.
    func storedFingerprint(of book: Book.ID, year: Int) throws -> UInt64? {
        guard case .totalsFiles(let directory, let books)? = source, books.contains(book),
            !yearsRead.contains(BookYear(book: book, year: year)),
            !changedMonths.contains(where: { $0.book == book && $0.month.year == year }),
            byBook[book]?.keys.contains(where: { $0.year == year }) != true,
            let bytes = try FileSystem.read(directory + "/bills/" + String(book) + "/" + TotalsFile.name(of: year))
        else { return nil }
        return TotalsFile.fingerprint(in: bytes)
    }

    /// Reads the totals file of `bookYear` once, refusing totals that could overflow when summed
    /// with those read before it; a damaged one is passed over.
    private mutating func read(_ bookYear: BookYear, in directory: String) throws {
        guard yearsRead.insert(bookYear).inserted else { return }
        let path = directory + "/bills/" + String(bookYear.book) + "/" + TotalsFile.name(of: bookYear.year)
        guard let bytes = try FileSystem.read(path) else { return }
        let summaries: [Month: MonthSummary]
        do {
            summaries = try TotalsFile.decode(bytes, path: path, year: bookYear.year, bounds: &bounds)
        } catch let error as LedgerError where error.isDamagedFile {
            return
        }
        let unchanged = summaries.filter {
            !changedMonths.contains(MonthKey(book: bookYear.book, month: $0.key))
        }
        byBook[bookYear.book, default: [:]].merge(unchanged) { _, new in new }
    }

    /// Every book's summaries.
    var all: [Book.ID: [Month: MonthSummary]] { byBook }

    /// The summaries of `book`'s months; setting them replaces them all.
    subscript(book: Book.ID) -> [Month: MonthSummary]? {
        get { byBook[book] }
        set {
            let old = byBook[book] ?? [:]
            let new = newValue ?? [:]
            for month in Set(old.keys).union(new.keys) where old[month] != new[month] {
                changedYears.insert(BookYear(book: book, year: month.year))
                changedMonths.insert(MonthKey(book: book, month: month))
            }
            byBook[book] = newValue
        }
    }

    /// The summary of one month.
    subscript(key: MonthKey) -> MonthSummary? {
        get { byBook[key.book]?[key.month] }
        set {
            if let newValue {
                byBook[key.book, default: [:]][key.month] = newValue
            } else {
                byBook[key.book]?[key.month] = nil
            }
            changedYears.insert(BookYear(book: key.book, year: key.month.year))
            changedMonths.insert(key)
        }
    }

    /// Stages the totals files of `books` that changed into `commit` (all of them when they move out
    /// of `ledger.json`, removing any others).
    /// - Parameter folder: the folder of a book's month files.
    mutating func stage(into commit: Commit, books: [Book.ID], folder: (Book.ID) -> String) throws {
        if case .totalsFiles(let directory, _)? = source {
            // A totals file holds its whole year: the months this change did not touch come from it.
            for bookYear in changedYears.sorted() { try read(bookYear, in: directory) }
        } else {
            try load()  // never write ledger.json without the summaries it held before they are read
        }
        var years = changedYears
        if movesOutOfStateFile {
            for book in books {
                for month in (byBook[book] ?? [:]).keys {
                    years.insert(BookYear(book: book, year: month.year))
                }
                for name in try FileSystem.list(folder(book)) {
                    if let year = TotalsFile.year(named: name) {
                        years.insert(BookYear(book: book, year: year))
                    }
                }
            }
        }
        let books = Set(books)
        for bookYear in years.sorted() where books.contains(bookYear.book) {
            let months = (byBook[bookYear.book] ?? [:]).filter { $0.key.year == bookYear.year }
            let path = folder(bookYear.book) + "/" + TotalsFile.name(of: bookYear.year)
            if !months.isEmpty {
                try commit.stage(TotalsFile.encode(months), at: path)
            } else if try FileSystem.exists(path) {
                commit.remove(path)
            }
        }
    }
}
