#if TIMI_TEST_HOOKS
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif
    import LedgerCore

    /// Test builds only (`TIMI_TEST_HOOKS`, defined for debug builds; a release timi has no such
    /// variable): `TIMI_TEST_CRASH_AT=<step>[:<n>[:<signal>]]` makes timi kill itself with SIGKILL (or
    /// `INT`, `TERM`: a Ctrl-C at exactly that instant) at the n-th (default: first) commit step named
    /// `<step>` (one of ``CommitStep/names``), so that tests and the crash harness can prove that a crash
    /// or an interruption at exactly that instant loses nothing. It is not meant for users, and
    /// `timi --help` does not mention it.
    enum CrashInjection {
        static let variable = "TIMI_TEST_CRASH_AT"

        /// The commit observer for `spec`.
        /// - Throws: ``UsageError`` for a step name or count that does not parse.
        static func observer(_ spec: String) throws -> (CommitStep) throws -> Void {
            let parts = spec.split(separator: ":", maxSplits: 2).map(String.init)
            let step = parts.first ?? ""
            let signals = ["KILL": SIGKILL, "INT": SIGINT, "TERM": SIGTERM]
            guard CommitStep.names.contains(step), let count = parts.count > 1 ? Int(parts[1]) : 1, count > 0,
                let signal = parts.count > 2 ? signals[parts[2]] : SIGKILL
            else {
                throw UsageError(
                    template: "{1} must be <step>[:<n>[:KILL|INT|TERM]], the step one of {2}",
                    [variable, CommitStep.names.joined(separator: ", ")])
            }
            var seen = 0
            return { current in
                guard current.name == step else { return }
                seen += 1
                if seen == count { kill(getpid(), signal) }
            }
        }
    }
#endif
