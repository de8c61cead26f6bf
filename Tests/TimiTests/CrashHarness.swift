import Foundation
@testable import LedgerCore
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Runs real `timi` processes and kills them: after a delay (a random moment) or, through the
/// test-only `TIMI_TEST_CRASH_AT`, at an exact step of the commit.
struct CrashHarness {
    enum Outcome: Equatable {
        case exited(Int32)
        case killed
    }

    var timi: TimiRunner

    /// Runs `arguments`; after `delay` seconds, if it is still running, sends it SIGKILL.
    /// - Returns: how it ended, and how long it ran.
    func run(_ arguments: [String], killAfter delay: Double? = nil, crashAt step: String? = nil) throws -> (
        Outcome, Double
    ) {
        var runner = timi
        if let step { runner.extraEnvironment["TIMI_TEST_CRASH_AT"] = step }
        let process = runner.process(arguments)
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        if let delay {
            usleep(useconds_t(delay * 1_000_000))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if process.terminationReason == .uncaughtSignal {
            guard process.terminationStatus == SIGKILL else {
                throw HarnessError("timi \(arguments) died of signal \(process.terminationStatus)")
            }
            return (.killed, seconds)
        }
        return (.exited(process.terminationStatus), seconds)
    }

    /// Runs a reading command, which finishes any change a crash interrupted; it must succeed.
    func recover() throws -> RunResult {
        try timi.run("balance")
    }

    /// A copy of a ledger directory, as a crash-free twin: hard links (`cp -al`), which is safe because
    /// timi never writes a file in place, it only renames new files over old ones.
    static func copy(_ source: String, to destination: String) throws {
        let copied = try RunResult(
            running: URL(fileURLWithPath: "/bin/cp"), arguments: ["-al", source, destination])
        guard copied.status == 0 else { throw HarnessError("cp -al \(source) failed: \(copied.stderr)") }
    }

    /// Removes a directory tree (`rm -rf`, much faster than FileManager on thousands of files).
    static func remove(_ path: String) {
        _ = try? RunResult(running: URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", path])
    }
}

extension TimiRunner {
    /// A `timi` process with this runner's environment, its output thrown away, not yet started.
    func process(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        return process
    }
}

/// The harness itself could not do its job.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The ledgers the crash tests start from, built with LedgerCore (adding thousands of bills one
/// `timi add` at a time would take minutes).
enum CrashFixture {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// 日常账本 (current) with `small` bills, some with photos, over the last 23 months; and a book `big`
    /// with `big` bills over `months` months, every third in a category `bigcat`.
    static func build(_ directory: String, small: Int, big: Int, months: Int, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let photo = directory + "-photo.jpg"
        try Data("jpeg".utf8).write(to: URL(fileURLWithPath: photo))
        defer { try? FileManager.default.removeItem(atPath: photo) }
        let store = LedgerStore(directory: directory)
        try store.write { ledger in
            let bigBook = try ledger.addBook(name: "big")
            try ledger.addCategory(title: "bigcat", alias: nil, type: .expense)
            for index in 0..<small {
                let day = day(monthsBack: Int.random(in: 0..<23, using: &random), using: &random)
                let draft = BillDraft(
                    amount: Money(cents: Int64.random(in: 1...99_999, using: &random)), category: nil,
                    type: nil,
                    date: day, note: "s\(index)", photo: index % 10 == 0 ? photo : nil)
                try ledger.addBill(
                    draft, to: 1, now: Timestamp(milliseconds: now.milliseconds + Int64(index)))
            }
            for index in 0..<big {
                let draft = BillDraft(
                    amount: Money(cents: Int64.random(in: 1...99_999, using: &random)),
                    category: index % 3 == 0 ? "bigcat" : "transport", type: nil,
                    date: day(monthsBack: index % months, using: &random), note: "b\(index)")
                try ledger.addBill(
                    draft, to: bigBook.id, now: Timestamp(milliseconds: now.milliseconds + Int64(index)))
            }
        }
    }

    /// A day `back` months before 2026-11.
    static func day(monthsBack back: Int, using random: inout SeededRandom) -> Day {
        let total = 2026 * 12 + 10 - back
        return Day(year: total / 12, month: total % 12 + 1, day: Int.random(in: 1...28, using: &random))
            ?? .epoch
    }
}
