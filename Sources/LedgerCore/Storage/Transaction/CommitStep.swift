/// The moments of a commit at which a test can simulate a crash (see ``LedgerStore/commitObserver``),
/// in the order they happen. Only test builds observe them (`TIMI_TEST_HOOKS`).
package enum CommitStep: Sendable {
    /// A new file's content is in its temporary file, not yet durable (the argument: the target path).
    case temporaryWritten(String)
    /// The previous versions of the files are kept in a new, still hidden, undo entry.
    case undoSaved
    /// The redo log (`journal.json` or `journal-2.json`), every temporary file, the undo entry and the
    /// last log's renames are durable, all in one barrier: the commit point, from which the change will
    /// happen.
    case journalWritten
    /// One target file (or the undo entry's folder) has been replaced (the argument: its path).
    case renamed(String)
    /// One file has been removed (the argument: its path).
    case removed(String)
    /// Every file is in place, nothing of it flushed; the redo log is not marked yet.
    case carriedOut
    /// The redo log is marked carried out in this boot: the change is complete (the pruned undo entries
    /// are removed next). The log stays until the next change's barrier.
    case marked
}

#if TIMI_TEST_HOOKS
    extension CommitStep: Equatable, CustomStringConvertible {
        /// Every step's name, in commit order.
        package static let names = [
            "temporary-written", "undo-saved", "journal-written", "renamed", "removed",
            "carried-out", "marked",
        ]

        /// The step's name without its path: `renamed`.
        package var name: String {
            switch self {
            case .temporaryWritten: return "temporary-written"
            case .undoSaved: return "undo-saved"
            case .journalWritten: return "journal-written"
            case .renamed: return "renamed"
            case .removed: return "removed"
            case .carriedOut: return "carried-out"
            case .marked: return "marked"
            }
        }

        /// The name, and the path when there is one: `renamed:/ledger/ledger.json`.
        package var description: String {
            switch self {
            case .temporaryWritten(let path), .renamed(let path), .removed(let path): return name + ":" + path
            default: return name
            }
        }
    }
#endif
