import Foundation
import TestSupport
import Testing

@testable import LedgerCore

#if canImport(Glibc)
    import Glibc
#endif

/// A signal (reported by ``LedgerStore/interruption``) stops a change before its commit point with
/// nothing changed and nothing left behind, lets it finish after that point, and cuts a wait for the
/// lock short.
struct InterruptionTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// Bills in three months, then a change that moves them all into a fourth: a signal arrives after
    /// `checks` consultations, and stays (a second Ctrl-C during the clean-up changes nothing).
    @Test func aSignalBeforeTheCommitPointAbandonsTheChangeAndAfterItLetsItFinish() throws {
        var interrupted = 0
        var finished = false
        for checks in 0..<40 where !finished {
            try withTemporaryDirectory { dir in
                let store = LedgerStore(directory: dir)
                let ids = try store.write { ledger in
                    try ["2026-08-05", "2026-09-05", "2026-10-05"].map { day in
                        try ledger.addBill(
                            BillDraft(
                                amount: Money(cents: 1000), category: nil, type: nil, date: Day(iso: day)!),
                            to: 1, now: Self.now
                        ).id
                    }
                }
                let before = snapshot(dir)
                var consulted = 0
                store.interruption = {
                    consulted += 1
                    return consulted > checks ? SIGINT : nil
                }
                do {
                    try store.write { ledger in
                        for id in ids {
                            _ = try ledger.editBill(
                                try ledger.bill(matching: id), BillChanges(date: Day(iso: "2026-11-05")!))
                        }
                    }
                    finished = true
                } catch let error as LedgerError {
                    #expect(error == .interrupted(signal: SIGINT), "after \(checks) checks")
                    #expect(snapshot(dir) == before, "after \(checks) checks")
                    interrupted += 1
                }
                let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter {
                    $0.contains(".tmp-")
                }
                #expect(leftovers.isEmpty, "after \(checks) checks")
                store.interruption = { nil }
                let months = try store.read { ledger in
                    try ledger.summaries(of: 1).keys.map(\.description).sorted()
                }
                #expect(months == (finished ? ["2026-11"] : ["2026-08", "2026-09", "2026-10"]))
            }
        }
        #expect(finished)
        #expect(interrupted >= 5)  // four month files, the id index, the undo entry, the last check
    }

    @Test func aSignalEndsTheWaitForTheLock() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            try store.write { ledger in _ = try ledger.addBook(name: "旅行") }
            let holder = try FileLock.acquire(
                dir + "/" + LedgerStore.lockFileName, exclusive: true, timeout: 0, interruption: { nil })
            defer { holder.release() }
            store.lockTimeout = 30
            let start = Date()
            store.interruption = { Date().timeIntervalSince(start) > 0.2 ? SIGTERM : nil }
            #expect(throws: LedgerError.interrupted(signal: SIGTERM)) {
                try store.write { ledger in _ = try ledger.addBook(name: "家") }
            }
            #expect(Date().timeIntervalSince(start) < 5)
        }
    }
}
