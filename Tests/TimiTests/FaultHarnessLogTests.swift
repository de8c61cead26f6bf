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
}
