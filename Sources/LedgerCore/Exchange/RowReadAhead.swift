/// The rows of an ``ImportRowStream`` and their values read on a thread of their own, a batch ahead
/// of the caller that books them: reading a row into its fields and values is a large part of an
/// import (docs/PERFORMANCE.md, import on two cores), which a second core does while the first books
/// the rows before. At most ``depth`` batches wait, so memory does not grow with the
/// file. Rows come in the stream's order, and an error the stream throws comes after the rows read
/// before it, as from the stream itself; the thread ends when the rows do or when this is released.
///
/// Each batch goes back to the reading thread once its rows are handed out, and is released there:
/// the memory of a row's values is freed on the thread that allocated it, so that the allocator's
/// per-thread cache serves the next batch instead of the arena's lock.
///
/// A few rows already in memory, a single core, or a thread that cannot be made: read on the
/// caller's thread. A statement's many rows, read whole before, are checked ahead like any others.
final class RowReadAhead {
    /// How many rows a batch holds.
    static let batchSize = 1024
    /// How many read batches may wait for the caller.
    static let depth = 4
    /// The thread's stack: the main thread's usual 8 MiB, for rows nested deep.
    static let stackSize = 8 << 20

    /// The stream itself, when its rows are read on the caller's thread.
    private var inline: ImportRowStream?
    /// The batch being handed out (each row a copy: a row's values are one shared object, see
    /// ``ImportValues`` and ``FileRow``), and the next row of it.
    private var batch: [CheckedRow] = []
    private var position = 0
    /// Whether the end (or an error) was handed out.
    private var ended = false
    private let channel = Channel()
    private var thread: Threads.StartedThread?
    /// How the rules write dates, for rows read on the caller's thread.
    private let dateFormat: DateFormat?

    /// Reads `stream` ahead on a new thread when its rows are read as they come or are more than a
    /// batch, and `threaded` (by default, when the machine has a second core); `dateFormat` as
    /// ``CheckedRow/init(_:dateFormat:)``.
    init(
        _ stream: ImportRowStream, dateFormat: DateFormat?,
        threaded: Bool = Cores.available > 1
    ) {
        inline = stream  // also when the thread cannot be made
        self.dateFormat = dateFormat
        let many = stream.readsLazily || (stream.wholeRows?.count ?? 0) > RowReadAhead.batchSize
        guard many, threaded, start(stream) else { return }
        inline = nil
    }

    /// Whether the rows are read on a thread of their own.
    var isThreaded: Bool { inline == nil }

    deinit { stop() }

    /// The next row; `nil` at the end.
    /// - Throws: what the stream throws, once the rows before it have been handed out.
    func next() throws -> CheckedRow? {
        if inline != nil {
            return try inline?.next().map { CheckedRow($0, dateFormat: dateFormat) }
        }
        if position < batch.count {
            defer { position += 1 }
            return batch[position]
        }
        guard !ended else { return nil }
        let spent = batch
        batch = []
        switch channel.take(returning: spent) {
        case nil:
            ended = true
            return nil
        case .failure(let error):
            ended = true
            throw error
        case .success(let rows):
            (batch, position) = (rows, 1)
            return batch[0]
        }
    }

    /// Stops the reader (rows not taken are dropped) and waits for its thread to end.
    private func stop() {
        guard let thread else { return }
        channel.stop()
        thread.join()
        self.thread = nil
    }

    /// Starts the reader thread.
    /// - Returns: whether it started.
    private func start(_ stream: ImportRowStream) -> Bool {
        let reader = Reader(channel: channel, stream: stream, dateFormat: dateFormat)
        thread = Threads.start(stackSize: RowReadAhead.stackSize) { reader.run() }
        return thread != nil
    }

    /// What the reader thread holds: the stream, read there alone, and the channel to the caller.
    private final class Reader: @unchecked Sendable {
        let channel: Channel
        var stream: ImportRowStream
        let dateFormat: DateFormat?

        init(channel: Channel, stream: ImportRowStream, dateFormat: DateFormat?) {
            (self.channel, self.stream, self.dateFormat) = (channel, stream, dateFormat)
        }

        func run() {
            var last = false
            while !last {
                channel.releaseSpent()
                var rows: [CheckedRow] = []
                rows.reserveCapacity(RowReadAhead.batchSize)
                var failure: (any Error)?
                do {
                    while rows.count < RowReadAhead.batchSize, let row = try stream.next() {
                        rows.append(CheckedRow(row, dateFormat: dateFormat))
                    }
                } catch {
                    failure = error
                }
                last = failure != nil || rows.count < RowReadAhead.batchSize
                guard channel.hand(rows, failure, last: last) else { return }
            }
        }
    }

    /// The batches read and not yet taken, and whether either side has finished, under one lock.
    private final class Channel: @unchecked Sendable {
        private let condition = ThreadCondition()
        private var ready: [Result<[CheckedRow], any Error>] = []
        /// Batches handed out, to be released by the reader (see ``RowReadAhead``).
        private var spent: [[CheckedRow]] = []
        private var readerDone = false
        private var stopping = false

        /// Puts a read batch (and the error that ended it) where the caller takes them, waiting
        /// while ``RowReadAhead/depth`` batches wait.
        /// - Returns: `false` when the caller has stopped the reading.
        func hand(_ rows: [CheckedRow], _ failure: (any Error)?, last: Bool) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while ready.count >= RowReadAhead.depth && !stopping { condition.wait() }
            if !rows.isEmpty { ready.append(.success(rows)) }
            if let failure { ready.append(.failure(failure)) }
            if last || stopping { readerDone = true }
            condition.broadcast()
            return !stopping
        }

        /// The next batch, waiting for it; `nil` once the reader has handed its last. `spent` (the
        /// batch handed out before) goes back to the reader while it reads.
        func take(returning spent: [CheckedRow]) -> Result<[CheckedRow], any Error>? {
            condition.lock()
            defer { condition.unlock() }
            if !spent.isEmpty && !readerDone { self.spent.append(spent) }
            while ready.isEmpty && !readerDone { condition.wait() }
            guard !ready.isEmpty else { return nil }
            condition.broadcast()
            return ready.removeFirst()
        }

        /// Releases the batches handed out (outside the lock).
        func releaseSpent() {
            var released: [[CheckedRow]] = []
            condition.lock()
            swap(&released, &spent)
            condition.unlock()
            released.removeAll()
        }

        /// Tells the reader to stop at its next batch.
        func stop() {
            condition.lock()
            stopping = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
