#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain threads: for work that blocks in the kernel (flushes), where Dispatch's pool would run only
/// one a core, and for work side by side on the cores. Foundation's `Thread` is not linked (the product
/// uses no Foundation), nor Dispatch, whose start-up work every command would pay.
enum Threads {
    /// Runs `body(0)` … `body(iterations - 1)` side by side, the first on the calling thread and each
    /// other on a new thread, and returns when all have finished (as Dispatch's `concurrentPerform`);
    /// where a thread cannot be made, its iteration runs on the calling thread.
    static func perform(_ iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 1 else {
            if iterations == 1 { body(0) }
            return
        }
        withoutActuallyEscaping(body) { body in
            var threads: [StartedThread] = []
            var unstarted: [Int] = []
            for index in 1..<iterations {
                if let thread = start(Work { body(index) }) {
                    threads.append(thread)
                } else {
                    unstarted.append(index)
                }
            }
            body(0)
            for index in unstarted { body(index) }
            // Every thread has let go of `body` once joined, as `withoutActuallyEscaping` requires.
            for thread in threads { thread.join() }
        }
    }

    /// Runs `body` on a new thread, to be joined with ``StartedThread/join()``; `nil` when no thread
    /// could be made (and `body` was not run).
    /// - Parameter stackSize: the thread's stack in bytes; `nil`, the C library's default.
    static func start(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> StartedThread? {
        start(Work(body), stackSize: stackSize)
    }

    /// A thread made by ``start(_:)``.
    struct StartedThread {
        #if canImport(Darwin)
            fileprivate let thread: pthread_t?
        #else
            fileprivate let thread: pthread_t
        #endif

        /// Waits for the thread to finish; call it once.
        func join() {
            #if canImport(Darwin)
                if let thread { pthread_join(thread, nil) }
            #else
                pthread_join(thread, nil)
            #endif
        }
    }

    /// What a thread runs; the thread holds it until it has run.
    private final class Work: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private static func start(_ work: Work, stackSize: Int? = nil) -> StartedThread? {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        let context = Unmanaged.passRetained(work)
        #if canImport(Darwin)
            var made: pthread_t?
        #else
            var made = pthread_t()
        #endif
        let status = pthread_create(
            &made, &attributes,
            { context in
                Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context.toOpaque())
        guard status == 0 else {
            context.release()
            return nil
        }
        return StartedThread(thread: made)
    }
}
