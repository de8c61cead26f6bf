import Foundation
import TestSupport
import Testing

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

    /// The flushes of `operation` on a copy of the fault harness's fixture, and the copy's folder.
    static func flushes(of operation: FaultFixture.Operation, in work: String) throws -> ([Flush], String) {
        guard let strace = FaultTools.requireStrace() else { return ([], "") }
        let timi = try FaultTools.copy(try FaultFixture.ledger(for: operation), to: work + "/ledger")
        let log = work + "/trace"
        let result = try timi.run(
            arguments: [
                "-f", "--seccomp-bpf", "-qq", "-yy", "-o", log, "-e", "trace=fsync,fdatasync,syncfs,sync,msync",
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
                        flush.path.contains(".tmp-") || flush.path == ledger + "/journal.json",
                        "\(operation.name): fdatasync of \(flush.path)")
                }
            }
        }
    }

    /// A one-bill add: five files (its change log, its year's totals, an id shard, the undo entry's
    /// `change.json`, the redo log) and four folders in the barrier that ends at the commit point, three
    /// folders after. The redo log is written into the file the last change left, so the ledger folder,
    /// which holds its name, is not flushed. The nine of the barrier are made at once, on several
    /// threads, so that they wait for the disk together rather than one after another.
    @Test func aOneBillAddFlushesItsFilesAndFoldersAtOnce() throws {
        try withTemporaryDirectory { work in
            let add = FaultFixture.operations[0]
            let (flushes, ledger) = try Self.flushes(of: add, in: work)
            let contents = flushes.filter { $0.call == "fdatasync" }
            #expect(contents.count == 5)
            #expect(flushes.count <= 12, "\(flushes.map { "\($0.call) \($0.path)" })")
            #expect(!flushes.contains { $0.path == ledger }, "the ledger folder was flushed")
            #expect(Set(contents.map(\.thread)).count > 1, "the file flushes were made on one thread")
        }
    }

    /// An edit that keeps its bill in its month leaves the id index alone (the bill's place did not
    /// change): four files (the month's file or change log, its year's totals, `change.json`, the redo
    /// log) and three folders in the barrier, two folders after it; no shard written or flushed, nor
    /// the ledger folder.
    @Test func anEditWithinItsMonthFlushesNoIdShard() throws {
        try withTemporaryDirectory { work in
            let edit = try #require(FaultFixture.operations.first { $0.name == "edit" })
            let (flushes, ledger) = try Self.flushes(of: edit, in: work)
            let shown = flushes.map { "\($0.call) \($0.path)" }
            #expect(flushes.filter { $0.call == "fdatasync" }.count == 4, "\(shown)")
            #expect(flushes.count <= 9, "\(shown)")
            #expect(!flushes.contains { $0.path == ledger }, "\(shown)")
            #expect(!flushes.contains { $0.path.hasPrefix(ledger + "/ids") }, "\(shown)")
        }
    }
}
