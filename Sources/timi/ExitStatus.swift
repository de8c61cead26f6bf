import LedgerCore

/// The documented exit statuses (see README "Exit status").
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let badData: Int32 = 65
    static let inputMissing: Int32 = 66
    /// The system did not give timi its command line (not even the program name).
    static let systemError: Int32 = 71
    static let ioError: Int32 = 74
    static let busy: Int32 = 75

    /// 128 + the signal's number, as a shell reports a command that a signal stopped: 130 for
    /// SIGINT, 143 for SIGTERM.
    static func interrupted(by signal: Int32) -> Int32 { 128 + signal }

    static func of(_ error: LedgerError) -> Int32 {
        switch error {
        case .invalidAmount, .invalidDate, .invalidPeriod, .invalidValue, .invalidRows, .invalidInput,
            .invalidConfiguration,
            .corruptFile, .newerFormat, .missingStateFile:
            return badData
        case .notFound, .ambiguous, .refused: return failure
        case .inputMissing, .noLedger: return inputMissing
        case .io, .readOnly, .closedPipe: return ioError
        case .busy: return busy
        case .interrupted(let signal): return interrupted(by: signal)
        }
    }
}

/// Thrown by a command that finished and chose a status other than success, having said why
/// (`budget check` when a budget is over).
struct ExitRequest: Error {
    let status: Int32
}
