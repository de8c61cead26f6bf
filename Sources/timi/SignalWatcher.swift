import LedgerCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Catches SIGINT and SIGTERM, so that a command stops where it safely can instead of dying halfway.
///
/// The handler only records the signal. The store consults it (``LedgerStore/interruption``) while
/// waiting for the lock and before a commit's point of no return, long loops (export, reading stdin)
/// consult it through ``stopIfCaught()``, and `Timi` turns it into exit status 128 + the signal.
/// No `SA_RESTART`: a read blocked on a terminal or pipe returns `EINTR` and sees the signal.
enum SignalWatcher {
    /// The number of the signal caught, 0 while none was. Written only by the handler, on whichever
    /// thread the signal lands (an export's workers too), and read by any: atomic.
    private static let caught = Atomic<Int32>(0)
    /// Whether the terminal changed size (SIGWINCH) since ``takeResize()`` last looked.
    private static let resized = Atomic<Int32>(0)

    /// Installs the handlers; call it once, first thing. A signal ignored from the start stays
    /// ignored (a shell script's `timi import … &` is not stopped by the script's Ctrl-C).
    static func install() {
        caught.store(0, ordering: .relaxed)  // initialised here, not lazily inside the handler
        // One call a signal, not a loop over an array: an array of Int32 is generic metadata made at start.
        catchSignal(SIGINT)
        catchSignal(SIGTERM)
    }

    /// Also catches SIGHUP (the terminal went away: stop like SIGTERM) and SIGWINCH (it changed
    /// size), for a full-screen program that must restore the terminal and redraw (`timi ui`).
    /// The four are unblocked too: a parent may have blocked them, and the terminal must still be
    /// given back when one comes.
    static func watchTerminal() {
        resized.store(0, ordering: .relaxed)
        catchSignal(SIGHUP)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGWINCH] { sigaddset(&set, signal) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { _ in SignalWatcher.resized.store(1, ordering: .relaxed)
            }
        #else
            action.__sigaction_u.__sa_handler = { _ in SignalWatcher.resized.store(1, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, nil)
    }

    /// Whether the terminal changed size since the last call (a resize that comes while it looks is
    /// seen by the next call, not lost).
    static func takeResize() -> Bool {
        resized.exchange(0, ordering: .relaxed) != 0
    }

    /// Installs the recording handler for `signal` unless it is ignored.
    private static func catchSignal(_ signal: Int32) {
        var action = sigaction()
        sigaction(signal, nil, &action)
        #if canImport(Glibc)
            let previous = action.__sigaction_handler.sa_handler
        #else
            let previous = action.__sigaction_u.__sa_handler
        #endif
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { return }
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { SignalWatcher.caught.store($0, ordering: .relaxed) }
        #else
            action.__sigaction_u.__sa_handler = { SignalWatcher.caught.store($0, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    /// The signal caught, if one was.
    static var signal: Int32? {
        let number = caught.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Throws ``LedgerError/interrupted(signal:)`` once a signal was caught.
    static func stopIfCaught() throws {
        if let signal { throw LedgerError.interrupted(signal: signal) }
    }
}
