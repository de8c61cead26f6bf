#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plain threads for work that blocks in the kernel (flushes), where Dispatch's pool would run only
/// one a core: Foundation's `Thread` is not linked (the product uses no Foundation).
enum Threads {
    /// Runs `body` on `count` new threads at once and returns when all have finished; where a thread
    /// cannot be made, its share runs on the calling thread.
    static func run(_ count: Int, _ body: @escaping @Sendable () -> Void) {
        final class Work: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        #if canImport(Darwin)
            var threads: [pthread_t?] = []
        #else
            var threads: [pthread_t] = []
        #endif
        var unstarted = 0
        for _ in 0..<count {
            let work = Unmanaged.passRetained(Work(body))
            #if canImport(Darwin)
                var made: pthread_t?
            #else
                var made = pthread_t()
            #endif
            let status = pthread_create(
                &made, nil,
                { context in
                    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, work.toOpaque())
            if status == 0 {
                threads.append(made)
            } else {
                work.release()
                unstarted += 1
            }
        }
        for _ in 0..<unstarted { body() }
        for thread in threads {
            #if canImport(Darwin)
                if let thread { pthread_join(thread, nil) }
            #else
                pthread_join(thread, nil)
            #endif
        }
    }
}
