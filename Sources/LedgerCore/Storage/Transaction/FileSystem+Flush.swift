import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// What one step of a commit makes durable: the bytes of the files it wrote (`fdatasync`) and the
    /// names in the folders it changed (`fsync` of each folder) — those and nothing else. Never the
    /// whole file system (`syncfs`), which waits for every other program's writes and reports their
    /// write errors as timi's.
    struct Flush {
        /// Files whose bytes must reach the disk, in the order given.
        private(set) var contents: [String] = []
        /// Folders whose entries must reach the disk, each once, in the order first named.
        private(set) var folders: [String] = []
        private var seen = Set<String>()

        /// The most threads flushing at once: where an import's thousands of flushes were fastest
        /// (docs/PERFORMANCE.md, "A change made durable through its own files, not syncfs").
        static let threads = 32

        /// A file written: its bytes, and its name in its folder.
        mutating func written(_ path: String) {
            contents.append(path)
            named(path)
        }

        /// A file written in place whose name is already durable (the redo log, in the file the last
        /// change left): its bytes alone.
        mutating func contents(of path: String) { contents.append(path) }

        /// A name made, renamed or removed (a hard link, a rename's target or source, a removal, a new
        /// folder): the entries of the folder holding it.
        mutating func named(_ path: String) { folder(split(path).0) }

        /// A folder whose own entries changed.
        mutating func folder(_ path: String) {
            if seen.insert(path).inserted { folders.append(path) }
        }

        /// Adds what `other` must flush.
        mutating func add(_ other: Flush) {
            contents += other.contents
            for folder in other.folders { self.folder(folder) }
        }

        /// How many flushes ``run()`` makes.
        var count: Int { contents.count + folders.count }

        /// Flushes the files and the folders, all at once: flushes waiting together share one journal
        /// commit, where one after another each waits for its own — and under another program's large
        /// write every commit waits for that program's data (docs/PERFORMANCE.md, "One barrier").
        /// - Throws: ``LedgerError/io(path:detail:)`` for the first file or folder that could not be
        ///   flushed (or opened): nothing is then known to be durable.
        func run() throws {
            let items =
                contents.map { Item(path: $0, folder: false) } + folders.map { Item(path: $0, folder: true) }
            if items.count < 2 {
                for item in items { try item.flush() }
            } else {
                try Flush.overlapping(items)
            }
        }

        /// One flush: a file's bytes or a folder's entries.
        private struct Item: Sendable {
            var path: String
            var folder: Bool

            func flush() throws {
                if folder { try syncDirectory(path) } else { try flushContents(path) }
            }
        }

        /// `fdatasync` of the file at `path`: its bytes and what reading them needs (its size), not its
        /// times.
        private static func flushContents(_ path: String) throws {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw failure(path) }
            defer { close(fd) }
            try FileSystem.flushContents(of: fd, path: path)
        }

        /// Every flush of `items`, on up to ``threads`` threads: each starts with one of its own, so that
        /// the first ones wait for the disk together even when one thread starts long before the others,
        /// then takes the next one in turn.
        private static func overlapping(_ items: [Item]) throws {
            let count = min(threads, items.count)
            let queue = Queue(items, taken: count)
            Threads.perform(count) { thread in queue.drain(first: thread) }
            if let failure = queue.failure.withLock({ $0 }) { throw failure }
        }

        /// The flushes of ``overlapping(_:)``, the first `taken` one a thread each, the rest taken one at
        /// a time, and the first failure (which stops the taking).
        private final class Queue: Sendable {
            let items: [Item]
            let next: Atomic<Int>
            let failure = Mutex<LedgerError?>(nil)

            init(_ items: [Item], taken: Int) {
                self.items = items
                next = Atomic(taken)
            }

            func drain(first: Int) {
                var index = first
                while true {
                    guard index < items.count, failure.withLock({ $0 == nil }) else { return }
                    do { try items[index].flush() } catch {
                        let error =
                            error as? LedgerError
                            ?? .io(path: items[index].path, detail: String(describing: error))
                        failure.withLock { if $0 == nil { $0 = error } }
                    }
                    index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                }
            }
        }
    }

    /// `fdatasync` of the open file `fd` (`path` names it in errors): its bytes and what reading them
    /// needs (its size), not its times; `fsync` where there is no `fdatasync`.
    static func flushContents(of fd: Int32, path: String) throws {
        #if os(Linux)
            guard SystemCall.retrying({ fdatasync(fd) }) == 0 else { throw failure(path) }
        #else
            guard SystemCall.retrying({ fsync(fd) }) == 0 else { throw failure(path) }
        #endif
    }

    /// Makes `files` durable: their bytes and their names (an fsync of each folder holding one).
    static func syncFiles(_ files: [String]) throws {
        var flush = Flush()
        for file in files { flush.written(file) }
        try flush.run()
    }
}
