/// The checks and repairs of ``LedgerStore/doctor(repair:quarantine:)``, one method per kind of problem. It runs
/// holding the exclusive lock, so no other timi is half-way through a change.
struct LedgerDoctor {
    let directory: String
    let repairing: Bool
    /// Whether damaged month files are moved to `quarantine/` (`timi doctor --quarantine`).
    let quarantining: Bool
    var report: DoctorReport
    /// The repairs that change the ledger (committed as one change, which `timi undo` can revert).
    var repairs: [ChangeRecord] = []

    init(directory: String, repairing: Bool, quarantining: Bool = false) {
        self.directory = directory
        self.repairing = repairing
        self.quarantining = quarantining
        self.report = DoctorReport(directory: directory)
    }

    func relative(_ path: String) -> String { FileSystem.relative(path, to: directory) }

    /// What is wrong with a file, from the error that reading it gave.
    func problem(_ error: Error) -> Reason {
        switch error as? LedgerError {
        case .corruptFile(_, let detail)?: return Reason("is damaged: {1}", [detail])
        case .newerFormat(_, let found, let supported)?:
            return .init(
                "has format {1}, but this timi reads up to format {2}", String(found), String(supported))
        // The system's words and timi's own in the report's language, as an error's message has them.
        case .io(_, let detail)?: return Reason("cannot be read: {1}", [Reason(stringLiteral: detail)])
        case let other?: return Reason("cannot be read: {1}", [.error(other)])
        case nil: return .init("cannot be read: {1}", "\(error)")
        }
    }

    /// Finishes a change that a crash interrupted.
    /// - Returns: whether the other checks can go on (not while a damaged or unfinished redo log is there).
    mutating func finishInterruptedChange(observer: (CommitStep) throws -> Void) throws -> Bool {
        // A log carried out and marked in this boot is the next change's to make durable: nothing waits.
        guard try RedoLog.isWaiting(in: directory) else { return true }
        // Nor when every step is done (after a restart): marked again, or made durable, with no finding.
        if try RedoLog.isDone(in: directory) {
            if repairing { try Commit.recover(in: directory, observer: observer) }
            return true
        }
        for name in RedoLog.fileNames {
            let path = directory + "/" + name
            do {
                guard let bytes = try FileSystem.read(path), !bytes.isEmpty else { continue }
                // A torn log is a change never committed: recovery takes it back.
                if !RedoLog.isTorn(bytes) { _ = try RedoLog(decoding: bytes, path: path, base: directory) }
            } catch {
                report.cannotRepair(
                    name, problem(error),
                    "every command stops here; restore it from a backup (it lists the files of the last change)")
                return false
            }
        }
        let newest = (try? RedoLog.newest(in: directory)).flatMap { $0 }
        report.repairable(
            RedoLog.fileNames[newest?.slot ?? 0], "a change was interrupted (crash or power loss) before it was complete",
            repairing ? "finish the change" : "finish the change (the other checks wait for it)",
            repairing: repairing)
        guard repairing else { return false }
        try Commit.recover(in: directory, observer: observer)
        return true
    }

    /// Removes the temporary files and folders that interrupted commands left behind, anywhere in the
    /// ledger directory (symbolic links are not followed).
    mutating func removeTemporaryFiles(in folder: String? = nil) throws {
        let folder = folder ?? directory
        for name in try FileSystem.list(folder).sorted() {
            let path = folder + "/" + name
            if FileSystem.isTemporaryName(name) {
                report.repairable(
                    relative(path), "a temporary file left by an interrupted command", "remove it",
                    repairing: repairing)
                if repairing { try FileSystem.removeTree(path) }
            } else if try FileSystem.isDirectory(path) && !FileSystem.isSymlink(path) {
                try removeTemporaryFiles(in: path)
            }
        }
    }

    /// Reads `ledger.json`; `nil` (and a finding) when it cannot be. A `ledger.json` that is missing
    /// while `bills/` holds month files is rebuilt from them (see
    /// ``LedgerState/rebuilt(fromMonthFilesIn:currency:titles:)``); the totals are then rebuilt by
    /// ``check(_:)``.
    /// - Parameters:
    ///   - currency: the currency of the books a rebuild makes.
    ///   - titles: the language of the default titles a rebuild gives.
    mutating func openLedger(currency: String, titles: Language, _ open: () throws -> Ledger) throws
        -> Ledger?
    {
        let path = directory + "/" + LedgerStore.stateFileName
        if !(try FileSystem.exists(path)), try LedgerStore.hasMonthFiles(in: directory) {
            let (state, action) = try LedgerState.rebuilt(
                fromMonthFilesIn: directory, currency: currency, titles: titles)
            report.repairable(
                LedgerStore.stateFileName,
                .init(
                    "is missing, but bills/ holds month files (the names and currencies of the books and the "
                        + "categories added are lost; the bills are not)"), action, repairing: repairing)
            repairs.append(ChangeRecord("rebuild ledger.json"))
            return Ledger(directory: directory, state: state, summaries: StoredSummaries([:]), isNew: true)
        }
        do {
            let ledger = try open()
            _ = try ledger.monthStore.storedSummaries()  // read now, so that damaged totals are reported here
            return ledger
        } catch {
            report.cannotRepair(
                LedgerStore.stateFileName, problem(error),
                .init(
                    "every command stops here; fix it by hand or restore it ('timi undo --force' puts back "
                        + "the version from before the last change)"))
            return nil
        }
    }

    /// Reads every month file of every book; checks bill ids, photos, summaries and attachments.
    mutating func check(_ ledger: Ledger) throws {
        let months = ledger.monthStore
        let stored = try months.storedSummaries()
        let bookIDs = Set(ledger.state.books.map(\.id))
        for name in try FileSystem.list(directory + "/bills").sorted()
        where Int(name).map(bookIDs.contains) != true {
            let path = directory + "/bills/" + name
            if try FileSystem.isDirectory(path), try FileSystem.list(path).isEmpty {
                // An undo of a book delete killed in the middle leaves its folder, empty, until the next
                // change (``LeftoverFiles``).
                report.repairable(
                    "bills/" + name, "an empty folder of no book", "remove it", repairing: repairing)
                if repairing { FileSystem.removeDirectoryIfEmpty(path) }
            } else {
                report.cannotRepair(
                    "bills/" + name, "is not the folder of any book",
                    "timi ignores it; move it out of the ledger")
            }
        }
        var places = BillPlaces()
        var photos = Set<String>()
        var everyFileRead = true
        var sharedIDs = false
        var folded = 0
        for book in ledger.state.books {
            report.books += 1
            var summaries: [Month: MonthSummary] = [:]
            let folder = months.folder(of: book.id)
            for name in try FileSystem.list(folder).sorted()
            where !FileSystem.isTemporaryName(name) && TotalsFile.year(named: name) == nil {
                let path = folder + "/" + name
                if let (month, _) = MonthLog.parse(logName: name) {
                    if try !FileSystem.exists(months.path(of: MonthKey(book: book.id, month: month))) {
                        report.cannotRepair(
                            relative(path), "is a change log without its month file",
                            "timi ignores it; move it out of the ledger")
                    }
                    continue  // read with its month file
                }
                guard name.hasSuffix(".json"), let month = Month(iso: name.dropLast(5)) else {
                    report.cannotRepair(
                        relative(path), "is not a month file (YYYY-MM.json)",
                        "timi ignores it; move it out of the ledger")
                    continue
                }
                report.months += 1
                let bills: [Bill]
                do {
                    bills = try months.bills(of: book.id, in: month)
                } catch let error as LedgerError where quarantining && error.isDamagedFile {
                    let key = MonthKey(book: book.id, month: month)
                    guard let damaged = error.damagedPath, months.isLogPath(damaged, of: key),
                        let fileBills = try quarantineLog(key, problem(error), in: months)
                    else {
                        try quarantine(key, problem(error), in: months)
                        continue
                    }
                    bills = fileBills
                } catch {
                    everyFileRead = false
                    summaries[month] = stored[book.id]?[month]
                    report.cannotRepair(
                        relative((error as? LedgerError)?.damagedPath ?? path), problem(error),
                        .init(
                            "commands that read this month stop, the others work; fix it by hand, restore it, "
                                + "or move it aside with 'timi doctor --quarantine'"))
                    continue
                }
                report.bills += bills.count
                for bill in bills {
                    if let other = places.record(bill.id, in: MonthKey(book: book.id, month: month)) {
                        sharedIDs = true
                        report.cannotRepair(
                            relative(path),
                            .init(
                                "the bill id {1} is also used in {2}", bill.id,
                                relative(months.path(of: other))),
                            "delete one of the two bills by hand (or give it another id)")
                    }
                    guard let photo = bill.photo else { continue }
                    photos.insert(photo)
                    if !FileSystem.isRegularFile(ledger.attachmentPath(photo)) {
                        report.cannotRepair(
                            "attachments/" + photo, .init("the photo of bill {1} is missing", bill.shortID),
                            .init("remove it from the bill: timi edit {1} --no-photo", bill.shortID))
                    }
                }
                if !bills.isEmpty {
                    // A summary of an older ledger, without a content hash, gets one when its month is written.
                    let hash = stored[book.id]?[month]?.contentHash.flatMap { _ in
                        months.fileHash(of: MonthKey(book: book.id, month: month))
                    }
                    let key = MonthKey(book: book.id, month: month)
                    var summary = months.summary(
                        of: bills, key, file: try FileSystem.fingerprint(path),
                        log: try FileSystem.fingerprint(months.logPath(of: key)),
                        sealed: try months.sealedFingerprint(of: key))
                    summary.contentHash = hash
                    summaries[month] = summary
                }
                if repairing, try months.hasLog(MonthKey(book: book.id, month: month)) {
                    // The change log goes into the month file, which this change writes whole.
                    try months.replaceBills(bills, of: book.id, in: month)
                    folded += 1
                }
            }
            try rebuildSummaries(of: book, from: stored[book.id] ?? [:], to: summaries, in: months)
        }
        for id in stored.keys.sorted() where !bookIDs.contains(id) {
            report.repairable(
                LedgerStore.stateFileName,
                .init("holds totals of a book {1} that does not exist", String(id)),
                "drop them",
                repairing: repairing)
            try months.replaceStoredSummaries(of: id, with: nil)
            repairs.append(ChangeRecord("drop the totals of book {1}", texts: String(id)))
        }
        if folded > 0 {
            repairs.append(
                folded == 1
                    ? ChangeRecord("fold 1 change log into its month")
                    : ChangeRecord("fold {1} change logs into their months", texts: String(folded)))
        }
        try removeUnusedAttachments(keeping: photos, everyFileRead: everyFileRead, in: ledger)
        if everyFileRead && !sharedIDs { try checkIndex(places.byID, in: months) }
    }

    /// Compares the id index (`ids/`) with the bills; rebuilds it when it differs or cannot be read.
    /// Removes the budgets that cannot apply (of a missing book or category, or of an income category).
    mutating func checkBudgets(_ ledger: Ledger) {
        let stray = ledger.state.strayBudgets()
        guard !stray.isEmpty else { return }
        for (budget, problem) in stray {
            report.repairable(
                LedgerStore.stateFileName,
                Reason("the budget from {1} {2}", [.verbatim(budget.from.description), problem]),
                "remove it",
                repairing: repairing)
        }
        guard repairing else { return }
        ledger.state.budgets.removeAll { budget in stray.contains { $0.budget == budget } }
        repairs.append(
            ChangeRecord(
                stray.count == 1 ? "remove {1} budget that cannot apply" : "remove {1} budgets that cannot apply",
                texts: String(stray.count)))
    }

    private mutating func rebuildSummaries(
        of book: Book, from stored: [Month: MonthSummary], to summaries: [Month: MonthSummary],
        in months: MonthStore
    ) throws {
        let stale = Set(stored.keys).union(summaries.keys).filter { stored[$0] != summaries[$0] }.sorted()
        guard !stale.isEmpty else { return }
        for month in stale {
            report.repairable(
                relative(months.folder(of: book.id)) + "/" + TotalsFile.name(of: month.year),
                .init(
                    "the totals of {1} {2} do not match {3}", book.name, month.description,
                    relative(months.path(of: MonthKey(book: book.id, month: month)))),
                "rebuild them from the bills", repairing: repairing)
        }
        try months.replaceStoredSummaries(of: book.id, with: summaries.isEmpty ? nil : summaries)
        repairs.append(
            ChangeRecord(
                stale.count == 1 ? "rebuild {1} month total of {2}" : "rebuild {1} month totals of {2}",
                texts: String(stale.count), book.name))
    }

    private mutating func removeUnusedAttachments(
        keeping photos: Set<String>, everyFileRead: Bool, in ledger: Ledger
    ) throws {
        var removed = 0
        for name in try FileSystem.list(directory + "/attachments").sorted()
        where !FileSystem.isTemporaryName(name) {
            report.attachments += 1
            guard !photos.contains(name) else { continue }
            let path = "attachments/" + name
            guard everyFileRead, FileSystem.isRegularFile(ledger.attachmentPath(name)) else {
                report.cannotRepair(
                    path, "is not the photo of any bill that could be read",
                    everyFileRead
                        ? "not a file: move it out of the ledger"
                        : "kept while some month files cannot be read")
                continue
            }
            report.repairable(
                path, "is not the photo of any bill", "remove it (timi undo brings it back)",
                repairing: repairing)
            ledger.attachments.remove(name)
            removed += 1
        }
        if removed > 0 {
            repairs.append(
                ChangeRecord(
                    removed == 1 ? "remove {1} unused attachment" : "remove {1} unused attachments",
                    texts: String(removed)))
        }
    }
}
