extension LedgerStore {
    /// How many changes ``undo(force:)`` can revert, one after the other.
    package static let undoDepth = UndoHistory.depth

    /// The changes that ``undo(force:)`` would revert, newest (the next one undone) first. Works even
    /// when `ledger.json` is damaged (undoing the last change may repair it).
    /// - Throws: ``LedgerError/noLedger(path:)`` when the directory does not exist;
    ///   ``LedgerError/corruptFile(path:detail:)`` naming an entry that cannot be read.
    package func undoHistory() throws -> [UndoEntry] { try entries(.done) }

    /// Reverts the newest change in the history: puts back every file it wrote or removed, as one
    /// more change committed all or nothing, and moves the entry to the undone entries, which
    /// ``redo(force:)`` re-applies. Calling it again reverts the change before, up to ``undoDepth``
    /// changes back.
    /// - Parameter force: revert even when a file was changed since by something other than timi
    ///   (that change is lost).
    /// - Returns: the change that was reverted.
    /// - Throws: ``LedgerError/refused(_:)`` when there is nothing to undo or a file was changed
    ///   since; ``LedgerError/noLedger(path:)`` when the directory does not exist; ``LedgerError`` when the history or a file cannot be read or written.
    @discardableResult
    package func undo(force: Bool = false) throws -> UndoEntry { try revertNewest(.done, force: force) }

    /// The entries of `side`, newest first.
    func entries(_ side: UndoHistory.Side) throws -> [UndoEntry] {
        guard try FileSystem.exists(directory) else { throw LedgerError.noLedger(path: directory) }
        return try withSharedLock { try UndoHistory.entries(ledger: directory, side) }
    }

    /// Puts back the files the newest entry of `side` saved, as one change committed all or nothing
    /// that removes the entry and keeps the files it replaces in a new entry of the other side: an
    /// undo becomes redoable, a redo undoable again. The entry keeps its description and time.
    func revertNewest(_ side: UndoHistory.Side, force: Bool) throws -> UndoEntry {
        let nothing = LedgerError.refused(
            side == .done ? "there is nothing to undo" : "there is nothing to redo")
        guard try FileSystem.exists(directory) else { throw LedgerError.noLedger(path: directory) }
        guard try FileSystem.isDirectory(directory) else {
            throw LedgerError.io(path: directory, detail: "is not a directory")
        }
        return try withLock(exclusive: true) {
            try Commit.recover(in: directory, observer: commitObserver)
            let listing = try UndoHistory.Listing(ledger: directory, side)
            guard let number = listing.numbers.last else { throw nothing }
            let location = try UndoHistory.location(of: number, ledger: directory, side)
            let entry = try UndoHistory.entry(number, at: location)
            if !force,
                let changed = try entry.files.first(where: {
                    try FileSystem.fingerprint(path($0)) != $0.after
                })
            {
                throw LedgerError.refused(
                    side == .done
                        ? Reason(
                            "{1} was changed after '{2}' by something other than timi; nothing was undone "
                                + "('timi undo --force' reverts it anyway, losing that change)",
                            [.verbatim(changed.path), Reason(told: { entry.description(in: $0) })])
                        : Reason(
                            "{1} was changed after '{2}' was undone, by something other than timi; nothing was "
                                + "redone ('timi redo --force' redoes it anyway, losing that change)",
                            [.verbatim(changed.path), Reason(told: { entry.description(in: $0) })]))
            }
            let first = balancesMoved == nil ? nil : Self.firstMonth(of: entry.paths)
            let flowsBefore = first == nil ? nil : accountFlows(ofMonthsIn: entry.paths)
            let commit = Commit(directory: directory, observer: commitObserver, interruption: interruption)
            try LeftoverFiles.markingTemporaryFiles(in: directory, of: commit) {
                do {
                    for file in entry.files {
                        if let saved = file.saved {
                            try commit.stage(linking: location.saved(saved), at: path(file))
                        } else if try FileSystem.exists(path(file)) {
                            commit.remove(path(file))
                            // A book's folder that its last file leaves goes too, as the change put back
                            // removed it (a book deleted again by redo); one that still holds files stays.
                            let parent = FileSystem.split(path(file)).0
                            if parent.hasPrefix(directory + "/bills/") { commit.removeDirectory(parent) }
                        }
                    }
                    if let folder = location.folder {
                        for name in try FileSystem.list(folder) { commit.discard(folder + "/" + name) }
                        commit.removeDirectory(folder)
                    } else {
                        for path in try UndoHistory.paths(of: number, in: listing, ledger: directory, side) {
                            commit.discard(path)
                        }
                    }
                    commit.keepForUndo(
                        description: entry.description, change: entry.change, time: entry.time,
                        in: side == .done ? .undone : .done)
                    try commit.commit()
                } catch {
                    commit.abandon()
                    throw error
                }
            }
            if let first {
                tellBalancesMoved(
                    BalanceMoves(
                        firstMonth: first,
                        flows: flowsBefore.flatMap { before in
                            accountFlows(ofMonthsIn: entry.paths).map {
                                BalanceMoves.flows(from: before, to: $0)
                            }
                        }))
            }
            return entry
        }
    }

    /// The per-account sums of the months whose files are among `paths` (month files and change
    /// logs), of all books together, as the ledger holds them now; `nil` when `ledger.json` is among
    /// them (an opening balance may move) or the ledger cannot be read.
    func accountFlows(ofMonthsIn paths: [String]) -> [Month: [Account.ID: Money]]? {
        guard !paths.contains(Self.stateFileName), let ledger = try? open() else { return nil }
        var keys: Set<MonthKey> = []
        for path in paths {
            let parts = path.split(separator: "/")
            guard parts.count == 3, parts[0] == "bills", let book = Book.ID(parts[1]),
                let month = Month(iso: parts[2].prefix(7))
            else { continue }
            keys.insert(MonthKey(book: book, month: month))
        }
        var flows: [Month: [Account.ID: Money]] = [:]
        for key in keys {
            guard let summaries = try? ledger.summaries(of: key.book, in: key.month...key.month) else {
                return nil
            }
            for (account, flow) in summaries[key.month]?.accounts ?? [:] {
                flows[key.month, default: [:]][account, default: .zero] += flow
            }
        }
        return flows
    }

    /// The first month whose balances putting back `paths` may move: that of the first month file or
    /// totals file among them, or every month for `ledger.json` (opening balances, checks, books).
    static func firstMonth(of paths: [String]) -> Month? {
        var first: Month?
        for path in paths {
            if path == stateFileName { return .first }
            let parts = path.split(separator: "/")
            guard parts.count == 3, parts[0] == "bills" else { continue }
            let name = parts[2]
            let month =
                Month(iso: name.prefix(7))
                ?? (name.hasSuffix(".totals")
                    ? Int(name.prefix(4)).flatMap { Month(year: $0, month: 1) } : nil)
            if let month, first.map({ month < $0 }) ?? true { first = month }
        }
        return first
    }

    private func path(_ file: UndoEntry.File) -> String { directory + "/" + file.path }
}
