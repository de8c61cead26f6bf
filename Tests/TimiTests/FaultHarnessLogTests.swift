import Testing

/// How the fault harness reads strace's log for a failed write to stdout or stderr.
struct FaultHarnessLogTests {
    @Test func anInjectedWriteToStderrIsSeenWholeOrSplitBetweenThreads() {
        let whole = """
            101 write(2</dev/pts/0>, "Error: no space"..., 40) = -1 ENOSPC (No space left on device) (INJECTED)
            """
        #expect(FaultHarness.failedOutputWrite(strace: whole))
        // Another thread's call came between: strace splits the write, and only its end says INJECTED.
        let split = """
            101 write(2<pipe:[4242]>, "Error: /l/.import-keys.tmp: No "..., 70 <unfinished ...>
            102 fdatasync(7</l/bills/1/2026-10.json>) = 0
            101 <... write resumed>) = -1 ENOSPC (No space left on device) (INJECTED)
            """
        #expect(FaultHarness.failedOutputWrite(strace: split))
    }

    @Test func aFailedWriteToAFileIsNotOutput() {
        let file = """
            102 write(5</l/.import-keys.tmp-1-ab>, "timi-import-keys 2"..., 4096 <unfinished ...>
            101 write(2<pipe:[4242]>, "Error: /l/.import-keys.tmp: No "..., 70) = 70
            102 <... write resumed>) = -1 ENOSPC (No space left on device) (INJECTED)
            """
        #expect(!FaultHarness.failedOutputWrite(strace: file))
    }

    /// A commit's flushes run on threads of their own: the harness faults each call that only another
    /// thread makes too (strace counts each thread apart, so `when=1` reaches every thread's first).
    @Test func callsOnlyOtherThreadsMakeAreFaultPoints() {
        let log = """
            101 openat(AT_FDCWD</l>, "/l/bills/1/.2026-12.json.tmp-1-ab", O_WRONLY|O_CREAT|O_EXCL, 0644) = 4</l/x>
            101 fdatasync(4</l/bills/1/.2026-12.json.tmp-1-ab>) = 0
            102 fdatasync(5</l/journal.json>) = 0
            102 fdatasync(6</l/ids/.b7.txt.tmp-1-cd>) = 0
            103 fsync(7</l/bills/1>) = 0
            103 <... fsync resumed>) = 0
            104 fdatasync(8</l/undo/.3.tmp-1-ef/change.json>) = 0
            101 renameat(AT_FDCWD</l>, "/l/journal.json.tmp", AT_FDCWD</l>, "/l/journal.json") = 0
            """
        let trace = SyscallTrace(log: log)
        #expect(trace.calls.map(\.name) == ["openat", "fdatasync", "renameat"])
        let points = Set(trace.points(bound: 25).map(\.description))
        // fdatasync #1 is the first thread's; #2 and fsync #1 only other threads make.
        for point in [
            "fdatasync #1 EIO", "fdatasync #2 EIO", "fdatasync #2 SIGKILL", "fdatasync #2 ENOSPC",
            "fsync #1 EIO", "fsync #1 SIGKILL", "fsync #1 ENOSPC",
        ] {
            #expect(points.contains(point), "\(point)")
        }
        #expect(!points.contains("fsync #2 EIO") && !points.contains("fdatasync #3 EIO"))
        #expect(trace.points(bound: 25).count == points.count)
    }
}
