import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A change is made durable through its own files: every writing command, traced with strace,
/// flushes only the files it wrote (`fdatasync` of its temporary files) and the folders it changed
/// (`fsync`), and never the whole file system (`syncfs`, `sync`), which waits for every other
/// program's writes and fails on their write errors.
@Suite(.serialized, .enabled(if: FaultTools.enabled, FaultTools.skipReason))
struct OwnFlushTests {
    /// One flush as strace showed it: the call and the file behind its descriptor.
    struct Flush {
        var call: String
        var path: String
        /// The thread that made it (strace -f's first column).
        var thread: String
    }

    /// The flushes of `operation` on a copy of the fault harness's fixture, and the copy's folder;
    /// `after`, a command run first, untraced (the last change, whose folders the barrier flushes);
    /// `renames` too, traced among them (as `rename` calls); `looking` is given the copy's folder just
    /// before the traced command.
    static func flushes(
        of operation: FaultFixture.Operation, in work: String, after: [String]? = nil, renames: Bool = false,
        looking: (String) throws -> Void = { _ in }
    ) throws -> ([Flush], String) {
        guard let strace = FaultTools.requireStrace() else { return ([], "") }
        let timi = try FaultTools.copy(try FaultFixture.ledger(for: operation), to: work + "/ledger")
        if let after { #expect(try timi.run(arguments: try FaultFixture.resolve(after)).status == 0) }
        try looking(timi.home)
        let log = work + "/trace"
        let calls = "fsync,fdatasync,syncfs,sync,msync" + (renames ? ",rename,renameat,renameat2" : "")
        let result = try timi.run(
            arguments: [
                "-f", "--seccomp-bpf", "-qq", "-yy", "-o", log, "-e", "trace=" + calls,
                "--", TimiRunner.executable.path,
            ] + (try FaultFixture.resolve(operation.arguments)),
            executable: URL(fileURLWithPath: strace))
        #expect(result.status == 0, "\(operation.name): \(result.stderr)")
        let flushes = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").compactMap {
            line -> Flush? in
            let columns = line.split(separator: " ")
            guard !line.contains("resumed>"), let thread = columns.first,
                let call = columns.dropFirst().first?.split(separator: "(").first
            else {
                return nil
            }
            let path = line.firstRange(of: "<").flatMap { start in
                line[start.upperBound...].firstIndex(of: ">").map { String(line[start.upperBound..<$0]) }
            }
            return Flush(call: String(call), path: path ?? "", thread: String(thread))
        }
        return (flushes, timi.home)
    }

    @Test(arguments: FaultFixture.operations)
    func everyWritingCommandFlushesOnlyWhatItWrote(_ operation: FaultFixture.Operation) throws {
        try withTemporaryDirectory { work in
            let (flushes, ledger) = try Self.flushes(of: operation, in: work)
            #expect(!flushes.isEmpty, "\(operation.name) flushed nothing")
            let parent = (ledger as NSString).deletingLastPathComponent
            for flush in flushes {
                #expect(["fsync", "fdatasync"].contains(flush.call), "\(operation.name): \(flush.call)")
                // The ledger, a folder in it, or (restore) the folder holding it and the new ledger
                // unpacked beside it under a temporary name.
                let inside = flush.path == ledger || flush.path.hasPrefix(ledger + "/")
                    || flush.path == parent || flush.path.hasPrefix(parent + "/.ledger.tmp-")
                #expect(inside, "\(operation.name): \(flush.call) of \(flush.path)")
                if flush.call == "fdatasync" {
                    // A file's bytes: one the command wrote, under a temporary name until its commit, or
                    // the redo log, written under its own name with its checks.
                    #expect(
                        flush.path.contains(".tmp-") || flush.path == ledger + "/journal.json"
                            || flush.path == ledger + "/journal-2.json",
                        "\(operation.name): fdatasync of \(flush.path)")
                }
            }
        }
    }

    /// A one-bill add after another: five files (its change log, its year's totals, an id shard, the
    /// undo entry's record, the redo log) and three folders, the last add's folders among them, in
    /// the barrier that ends at the commit point; nothing after it, for the renames are flushed by the
    /// next change's barrier. The redo log is written into the file the change before the last emptied,
    /// so the ledger folder, which holds its name, is not flushed; the undo entry is kept flat in
    /// `undo/`, so it has no folder of its own to flush. The eight are made at once, on several threads,
    /// so that they wait for the disk together: no flush once the renames have begun.
    @Test func aOneBillAddFlushesItsFilesAndFoldersAtOnce() throws {
        try withTemporaryDirectory { work in
            let add = FaultFixture.operations[0]
            let (calls, ledger) = try Self.flushes(of: add, in: work, after: ["add", "3", "meals"], renames: true)
            let flushes = calls.filter { !$0.call.hasPrefix("rename") }
            let shown = calls.map { "\($0.call) \($0.path)" }
            let contents = flushes.filter { $0.call == "fdatasync" }
            #expect(contents.count == 5, "\(shown)")
            #expect(flushes.count <= 8, "\(shown)")
            #expect(!flushes.contains { $0.path == ledger }, "the ledger folder was flushed")
            #expect(Set(contents.map(\.thread)).count > 1, "the file flushes were made on one thread")
            let firstRename = try #require(calls.firstIndex { $0.call.hasPrefix("rename") }, "\(shown)")
            #expect(!calls[firstRename...].contains { !$0.call.hasPrefix("rename") }, "a second wait: \(shown)")
        }
    }

    /// An edit that keeps its bill in its month leaves the id index alone (the bill's place did not
    /// change): four files (the month's file or change log, its year's totals, the undo entry's record,
    /// the redo log) and two folders (the book's and `undo/`), after an edit like it; no shard written or
    /// flushed, nor the ledger folder.
    @Test func anEditWithinItsMonthFlushesNoIdShard() throws {
        try withTemporaryDirectory { work in
            let edit = try #require(FaultFixture.operations.first { $0.name == "edit" })
            let (flushes, ledger) = try Self.flushes(of: edit, in: work, after: ["edit", "$f", "--amount", "21"])
            let shown = flushes.map { "\($0.call) \($0.path)" }
            #expect(flushes.filter { $0.call == "fdatasync" }.count == 4, "\(shown)")
            #expect(flushes.count <= 6, "\(shown)")
            #expect(!flushes.contains { $0.path == ledger }, "\(shown)")
            #expect(!flushes.contains { $0.path.hasPrefix(ledger + "/ids") }, "\(shown)")
        }
    }

    /// A one-bill change makes at most eight flushes, after a change like it (issue 36): an add, an
    /// edit, a delete, an undo. A move within a year makes nine, the target not met: two change logs,
    /// the year's totals, the id shard, the undo entry's record and the redo log, beside the book's
    /// folder, `ids/` and `undo/`.
    @Test(arguments: [
        ("add", ["add", "3", "meals"], 8), ("edit", ["edit", "$f", "--amount", "21"], 8),
        ("delete", ["delete", "$f"], 8), ("undo", ["add", "3", "meals"], 8),
        ("edit to another month", ["edit", "$a", "--date", "2026-09-15"], 9),
    ])
    func aOneBillChangeFlushesAtMostEight(_ name: String, after: [String], most: Int) throws {
        try withTemporaryDirectory { work in
            let operation = try #require(FaultFixture.operations.first { $0.name == name })
            let (flushes, _) = try Self.flushes(of: operation, in: work, after: after)
            #expect(flushes.count <= most, "\(name): \(flushes.map { "\($0.call) \($0.path)" })")
        }
    }

    /// The renames of the last change were not flushed: its log stays, and this change's barrier
    /// flushes every folder it renamed in, here another book's folder, before that log's file is
    /// emptied for the next.
    @Test func aBarrierFlushesTheFoldersTheLastChangeRenamedIn() throws {
        try withTemporaryDirectory { work in
            let add = FaultFixture.operations[0]
            let before = ["add", "4", "meals", "--book", "trip", "-d", "2026-08-15"]
            var renamedIn: [String] = []
            let (flushes, ledger) = try Self.flushes(of: add, in: work, after: before) { ledger in
                renamedIn = try #require(try RedoLog.newest(in: ledger)).log.folders
            }
            let flushed = Set(flushes.filter { $0.call == "fsync" }.map(\.path))
            let trip = try #require(renamedIn.first { $0.hasPrefix(ledger + "/bills/") && $0 != ledger + "/bills/1" })
            #expect(flushed.contains(trip), "\(flushed)")
            for folder in renamedIn where try FileSystem.isDirectory(folder) {
                #expect(flushed.contains(folder), "\(folder) was not flushed: \(flushed)")
            }
        }
    }
}
